import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // How a referred member arrived: a shared link (?ref=) or a typed code.
  await db.schema.alterTable('referrals').addColumn('source', 'text', (c) => c.notNull().defaultTo('code')).execute();
  await db.schema.createIndex('referrals_created_idx').on('referrals').column('created_at').execute();

  // Rewards admins grant by hand (bonus referrals, special badges).
  await db.schema
    .createTable('rewards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reward_type', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('granted_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rewards_user_idx').on('rewards').column('user_id').execute();

  // Who changed what and when. Names are copied so the record outlives the accounts.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('target_name', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('rewards').execute();
  await db.schema.dropIndex('referrals_created_idx').execute();
  await db.schema.alterTable('referrals').dropColumn('source').execute();
}
