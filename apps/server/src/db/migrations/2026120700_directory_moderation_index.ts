import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * The directory lists only members no moderation took out (issue 34), so its index holds moderation_state beside
 * the other conditions: a deep page then skips the members before it in the index alone, and its capped count
 * reads no table row, instead of looking each skipped member up to check that one column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_directory_idx').execute();
  await db.schema
    .createIndex('users_directory_idx')
    .on('users')
    .columns(['directory_listed', 'moderation_state', 'account_status', 'is_public', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_directory_idx').execute();
  await db.schema
    .createIndex('users_directory_idx')
    .on('users')
    .columns(['directory_listed', 'account_status', 'is_public', 'created_at', 'id'])
    .execute();
}
