import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event_date', 'text')
    .addColumn('event_location', 'text')
    // JSON array of the tags as shown; tags_text is their words for search.
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    // The content without its markup, the excerpt and the tags: what search reads and reading time counts.
    .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_time', 'integer', (c) => c.notNull().defaultTo(1))
    // A form id without a foreign key: forms may be deleted, and an article then shows no form.
    .addColumn('attached_form_id', 'text')
    .addColumn('form_display_type', 'text', (c) => c.notNull().defaultTo('link'))
    .addColumn('external_form_link', 'text')
    .addColumn('external_form_text', 'text', (c) => c.notNull().defaultTo('Fill Form'))
    .addColumn('image_id', 'text', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Public lists: published, newest first, optionally one category or featured only; id breaks ties so the
  // index alone gives the order. Events list by their date. Admin lists: every status, newest first.
  const indexes: [string, string[]][] = [
    ['news_public_idx', ['status', 'created_at', 'id']],
    ['news_category_idx', ['status', 'category', 'created_at', 'id']],
    ['news_featured_idx', ['status', 'featured', 'created_at', 'id']],
    ['news_events_idx', ['status', 'category', 'event_date', 'id']],
    ['news_admin_idx', ['created_at', 'id']],
    ['news_admin_category_idx', ['category', 'created_at', 'id']],
    ['news_image_idx', ['image_id']],
    ['news_author_idx', ['author_id']],
  ];
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('news').columns(columns).execute();

  // Additional images, one row per file in order.
  await db.schema
    .createTable('news_images')
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('news_images_pk', ['news_id', 'position'])
    .execute();
  await db.schema.createIndex('news_images_media_idx').on('news_images').column('media_id').execute();

  // One view per viewer (member id or client address key) per article per day.
  await db.schema
    .createTable('news_views')
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_views_pk', ['news_id', 'viewer_key', 'day'])
    .execute();
  await db.schema.createIndex('news_views_day_idx').on('news_views').column('day').execute();

  // Members going to an event.
  await db.schema
    .createTable('news_attendees')
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_attendees_pk', ['news_id', 'user_id'])
    .execute();
  await db.schema.createIndex('news_attendees_user_idx').on('news_attendees').column('user_id').execute();

  await searchIndexes(db, dialectOf(db) === 'postgres');
}

/**
 * Search over title and body_text with the same two indexes as members and listings (db/dialect.ts textSearch):
 * words of 3+ characters anywhere (SQLite FTS5 trigram, PostgreSQL pg_trgm), shorter ones at a word's start
 * (FTS5 unicode61, PostgreSQL tsvector).
 */
async function searchIndexes(db: Kysely<unknown>, postgres: boolean) {
  if (postgres) {
    await sql`ALTER TABLE news ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', title || ' ' || body_text)) STORED`.execute(db);
    await sql`CREATE INDEX news_search_idx ON news USING GIN (search_vector)`.execute(db);
    await sql`SELECT pg_advisory_xact_lock(hashtext('sangam:pg_trgm'))`.execute(db);
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
    const { rows } = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.raw(`"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`);
    await sql`ALTER TABLE news ADD COLUMN search_text text GENERATED ALWAYS AS (lower(title || ' ' || body_text)) STORED`.execute(
      db,
    );
    await sql`CREATE INDEX news_trigram_idx ON news USING GIN (search_text ${ops})`.execute(db);
    return;
  }
  for (const [fts, tokenize] of [
    ['news_fts', 'unicode61 remove_diacritics 2'],
    ['news_trigram', 'trigram remove_diacritics 1'],
  ] as const) {
    await sql
      .raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(title, body_text, content='news', content_rowid='rowid', tokenize='${tokenize}')`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_insert AFTER INSERT ON news BEGIN
      INSERT INTO ${fts}(rowid, title, body_text) VALUES (new.rowid, new.title, new.body_text); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_delete AFTER DELETE ON news BEGIN
      INSERT INTO ${fts}(${fts}, rowid, title, body_text) VALUES ('delete', old.rowid, old.title, old.body_text); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_update AFTER UPDATE OF title, body_text ON news BEGIN
      INSERT INTO ${fts}(${fts}, rowid, title, body_text) VALUES ('delete', old.rowid, old.title, old.body_text);
      INSERT INTO ${fts}(rowid, title, body_text) VALUES (new.rowid, new.title, new.body_text); END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const fts of ['news_fts', 'news_trigram']) {
      for (const op of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER ${fts}_${op}`).execute(db);
      await sql.raw(`DROP TABLE ${fts}`).execute(db);
    }
  }
  for (const table of ['news_attendees', 'news_views', 'news_images', 'news'])
    await db.schema.dropTable(table).execute();
}
