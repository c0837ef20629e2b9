import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * User management lists every member newest first (optionally by plan): without an index in that order each page
 * sorted the whole users table (5 requests a second at 100,000 members in `npm run bench`). The public lists of
 * listings and matrimonial profiles leave out those of suspended and deactivated members, found by their status:
 * no index led with it, so every page read all members (9 ms at 100,000).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('users_plan_created_idx')
    .on('users')
    .columns(['plan_type', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('users_status_idx').on('users').column('account_status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_status_idx').execute();
  await db.schema.dropIndex('users_plan_created_idx').execute();
  await db.schema.dropIndex('users_created_idx').execute();
}
