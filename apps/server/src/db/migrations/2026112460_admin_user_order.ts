import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * User management lists every member newest first (optionally by plan or status): without an index in that
 * order each page sorted the whole users table (5 requests a second at 100,000 members in `npm run bench`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('users_plan_created_idx')
    .on('users')
    .columns(['plan_type', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_plan_created_idx').execute();
  await db.schema.dropIndex('users_created_idx').execute();
}
