import { sql, type Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * Media of every kind (images and PDFs) with their byte size and who may read them: `public` (everyone),
 * `members` (signed-in members) or `private` (premium members, admins and the owner). Indexes for what the
 * upload pipeline asks: a member's stored bytes (quota), old media (the weekly clean-up) and whether a record
 * still uses a media row (clean-up and the foreign key's SET NULL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema
    .alterTable('media')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('image'))
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('access', 'text', (c) => c.notNull().defaultTo('public'))
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('byte_size', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('media').addColumn('filename', 'text').execute();
  await sql`UPDATE media SET byte_size = length(bytes)`.execute(db);

  // Covering indexes: the new columns sit after the blob, which SQLite would otherwise read to reach them.
  await db.schema.dropIndex('media_owner_idx').execute();
  await db.schema.createIndex('media_owner_size_idx').on('media').columns(['owner_id', 'byte_size']).execute();
  await db.schema.createIndex('media_created_idx').on('media').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_profile_image_idx').on('users').column('profile_image_id').execute();
  await db.schema.createIndex('listings_image_idx').on('listings').column('image_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listings_image_idx').execute();
  await db.schema.dropIndex('users_profile_image_idx').execute();
  await db.schema.dropIndex('media_created_idx').execute();
  await db.schema.dropIndex('media_owner_size_idx').execute();
  await db.schema.createIndex('media_owner_idx').on('media').column('owner_id').execute();
  for (const column of ['filename', 'byte_size', 'access', 'kind']) {
    await db.schema.alterTable('media').dropColumn(column).execute();
  }
}
