import { sql, type Kysely } from 'kysely';
import { blobType, dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);

  // Uploaded images live in the database, so one backup holds everything.
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', sql.raw(blobType(dialect)), (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_owner_idx').on('media').column('owner_id').execute();

  // One row: the admin's directory rules.
  await db.schema
    .createTable('directory_config')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enforce_public_filter', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('enforce_active_filter', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('exclude_current_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_results', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Directory search: word prefixes over name, occupation, profession and interests, served by an index
  // so that 100,000 members search as fast as 100.
  if (dialect === 'postgres') {
    await sql`ALTER TABLE users ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', name || ' ' || occupation || ' ' || profession || ' ' || interests)) STORED`.execute(db);
    await sql`CREATE INDEX users_search_idx ON users USING GIN (search_vector)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE users_fts USING fts5(
      name, occupation, profession, interests, content='users', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`.execute(db);
    await sql`CREATE TRIGGER users_fts_insert AFTER INSERT ON users BEGIN
      INSERT INTO users_fts(rowid, name, occupation, profession, interests)
      VALUES (new.rowid, new.name, new.occupation, new.profession, new.interests); END`.execute(db);
    await sql`CREATE TRIGGER users_fts_delete AFTER DELETE ON users BEGIN
      INSERT INTO users_fts(users_fts, rowid, name, occupation, profession, interests)
      VALUES ('delete', old.rowid, old.name, old.occupation, old.profession, old.interests); END`.execute(db);
    await sql`CREATE TRIGGER users_fts_update AFTER UPDATE OF name, occupation, profession, interests ON users BEGIN
      INSERT INTO users_fts(users_fts, rowid, name, occupation, profession, interests)
      VALUES ('delete', old.rowid, old.name, old.occupation, old.profession, old.interests);
      INSERT INTO users_fts(rowid, name, occupation, profession, interests)
      VALUES (new.rowid, new.name, new.occupation, new.profession, new.interests); END`.execute(db);
    await sql`INSERT INTO users_fts(users_fts) VALUES ('rebuild')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE users DROP COLUMN search_vector`.execute(db);
  } else {
    for (const trigger of ['users_fts_insert', 'users_fts_delete', 'users_fts_update']) {
      await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(db);
    }
    await sql`DROP TABLE users_fts`.execute(db);
  }
  await db.schema.dropTable('directory_config').execute();
  await db.schema.dropTable('media').execute();
}
