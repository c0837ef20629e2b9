import { sql, type Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * Views are counted beside likes and comments, in engagement_counts: a view moves the 'engagement' change stamp
 * only. Counted on the article or question row, each view moved 'news' or 'questions', and every kept list page of
 * that kind (news, events, questions) was read again after any reader opened anything.
 *
 * news.views and questions.views stay, unread by this code: during a rolling upgrade the servers of the release
 * before still select and count them (docs/DEPLOY.md). A later migration may drop them once none can be running.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('engagement_counts')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [type, table] of [
    ['news', 'news'],
    ['question', 'questions'],
  ] as const) {
    await sql`INSERT INTO engagement_counts (subject_type, subject_id, view_count)
      SELECT ${type}, id, views FROM ${sql.table(table)} WHERE views > 0
      ON CONFLICT (subject_type, subject_id) DO UPDATE SET view_count = excluded.view_count`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [type, table] of [
    ['news', 'news'],
    ['question', 'questions'],
  ] as const) {
    await sql`UPDATE ${sql.table(table)} SET views = (SELECT c.view_count FROM engagement_counts c
      WHERE c.subject_type = ${type} AND c.subject_id = ${sql.ref(`${table}.id`)})
      WHERE id IN (SELECT subject_id FROM engagement_counts WHERE subject_type = ${type})`.execute(db);
  }
  await db.schema.alterTable('engagement_counts').dropColumn('view_count').execute();
}
