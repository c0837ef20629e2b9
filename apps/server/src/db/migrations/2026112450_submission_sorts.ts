import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * A form's submissions sorted by rating (best first, unrated last) or by status (then newest first) are read in
 * index order, not sorted in full for every page: each sort gets an index whose columns run in its directions.
 * SQLite puts nulls last when descending, as the rating sort wants; PostgreSQL is told so in the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const nullsLast = dialectOf(db) === 'postgres' ? ' NULLS LAST' : '';
  await sql
    .raw(
      `CREATE INDEX submissions_form_rating_sort_idx ON submissions (form_id, rating DESC${nullsLast}, created_at DESC, id DESC)`,
    )
    .execute(db);
  await sql
    .raw(`CREATE INDEX submissions_form_status_sort_idx ON submissions (form_id, status, created_at DESC, id DESC)`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('submissions_form_status_sort_idx').execute();
  await db.schema.dropIndex('submissions_form_rating_sort_idx').execute();
}
