import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * Trust and safety (issue 34): members report and block, admins decide from one queue, every admin action is
 * audited with its before and after, and posting limits count a member's day from indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per member and subject: a second report of the same subject by the same member is refused.
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    /** The admin's decision once closed: keep, remove, warn or suspend. */
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('reports_one_per_member_idx')
    .on('reports')
    .columns(['subject_type', 'subject_id', 'reporter_id'])
    .unique()
    .execute();
  await db.schema.createIndex('reports_reporter_idx').on('reports').columns(['reporter_id', 'created_at']).execute();
  await db.schema
    .createIndex('reports_open_reason_idx')
    .on('reports')
    .columns(['status', 'reason', 'subject_type', 'subject_id'])
    .execute();

  // The queue: one row per subject with open reports, gone once an admin decides.
  await db.schema
    .createTable('report_subjects')
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** 1 once three members' reports hid it until an admin decides. */
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    /** A question's or answer's status before it became 'reported', given back when it is kept. */
    .addColumn('prior_status', 'text')
    .addColumn('first_reported_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_subjects_pk', ['subject_type', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('report_subjects_oldest_idx')
    .on('report_subjects')
    .columns(['first_reported_at', 'subject_type', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('report_subjects_kind_idx')
    .on('report_subjects')
    .columns(['subject_type', 'first_reported_at', 'subject_id'])
    .execute();

  // 0 shown, 1 hidden by reports until an admin decides, 2 removed by an admin (its author and admins still see it).
  for (const table of ['listings', 'comments', 'matrimonial_profiles', 'users']) {
    await db.schema
      .alterTable(table)
      .addColumn('moderation_state', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  /** A suspension for a number of days ends by itself at this time; null: until an admin lifts it. */
  await db.schema.alterTable('users').addColumn('suspended_until', 'text').execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id', 'blocker_id']).execute();
  await db.schema.createIndex('blocks_newest_idx').on('blocks').columns(['blocker_id', 'created_at']).execute();

  // The audit row's subject kind, the changed fields' before and after (JSON), and where the admin acted from.
  await db.schema
    .alterTable('audit_log')
    .addColumn('subject_type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('client_address', 'text').execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_id', 'created_at']).execute();

  // Posting limits count a member's last day of each kind from these.
  const byAuthor: [string, string, string][] = [
    ['questions_author_day_idx', 'questions', 'author_id'],
    ['answers_author_day_idx', 'answers', 'author_id'],
    ['comments_user_day_idx', 'comments', 'user_id'],
    ['listings_owner_day_idx', 'listings', 'owner_id'],
    ['matrimonial_user_day_idx', 'matrimonial_profiles', 'user_id'],
  ];
  for (const [name, table, column] of byAuthor) {
    await db.schema.createIndex(name).on(table).columns([column, 'created_at']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'questions_author_day_idx',
    'answers_author_day_idx',
    'comments_user_day_idx',
    'listings_owner_day_idx',
    'matrimonial_user_day_idx',
    'audit_log_actor_idx',
    'audit_log_action_idx',
    'audit_log_target_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const column of ['subject_type', 'changes', 'client_address']) {
    await db.schema.alterTable('audit_log').dropColumn(column).execute();
  }
  await db.schema.dropTable('blocks').execute();
  await db.schema.alterTable('users').dropColumn('suspended_until').execute();
  for (const table of ['listings', 'comments', 'matrimonial_profiles', 'users']) {
    await db.schema.alterTable(table).dropColumn('moderation_state').execute();
  }
  await db.schema.dropTable('report_subjects').execute();
  await db.schema.dropTable('reports').execute();
}
