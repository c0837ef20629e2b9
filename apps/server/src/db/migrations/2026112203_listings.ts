import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('image_id', 'text', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('premium_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The public list: approved, newest first (id breaks ties, so the index alone gives the order), optionally one category.
  await db.schema.createIndex('listings_public_idx').on('listings').columns(['approved', 'created_at', 'id']).execute();
  await db.schema.createIndex('listings_category_idx').on('listings').columns(['approved', 'category', 'created_at', 'id']).execute();
  await db.schema.createIndex('listings_owner_idx').on('listings').column('owner_id').execute();

  // Search over title, description and category through a full-text index on each database.
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE listings ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', title || ' ' || description || ' ' || category)) STORED`.execute(db);
    await sql`CREATE INDEX listings_search_idx ON listings USING GIN (search_vector)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE listings_fts USING fts5(
      title, description, category, content='listings', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`.execute(db);
    await sql`CREATE TRIGGER listings_fts_insert AFTER INSERT ON listings BEGIN
      INSERT INTO listings_fts(rowid, title, description, category) VALUES (new.rowid, new.title, new.description, new.category); END`.execute(db);
    await sql`CREATE TRIGGER listings_fts_delete AFTER DELETE ON listings BEGIN
      INSERT INTO listings_fts(listings_fts, rowid, title, description, category)
      VALUES ('delete', old.rowid, old.title, old.description, old.category); END`.execute(db);
    await sql`CREATE TRIGGER listings_fts_update AFTER UPDATE OF title, description, category ON listings BEGIN
      INSERT INTO listings_fts(listings_fts, rowid, title, description, category)
      VALUES ('delete', old.rowid, old.title, old.description, old.category);
      INSERT INTO listings_fts(rowid, title, description, category) VALUES (new.rowid, new.title, new.description, new.category); END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const trigger of ['listings_fts_insert', 'listings_fts_delete', 'listings_fts_update']) {
      await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(db);
    }
    await sql`DROP TABLE listings_fts`.execute(db);
  }
  await db.schema.dropTable('listings').execute();
}
