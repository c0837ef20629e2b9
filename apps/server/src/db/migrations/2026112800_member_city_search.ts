import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * The directory search finds members by their city too ("Nagpur"): the members' search indexes gain the city
 * column (SQLite: the word-prefix and trigram FTS5 tables; PostgreSQL: the generated tsvector and the lower-cased
 * text under pg_trgm). Each index is rebuilt from the table once.
 */
const BEFORE = ['name', 'occupation', 'profession', 'interests'];
const AFTER = [...BEFORE, 'city'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await searchOver(db, AFTER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await searchOver(db, BEFORE);
}

async function searchOver(db: Kysely<unknown>, columns: string[]) {
  if (dialectOf(db) === 'postgres') {
    const text = columns.join(" || ' ' || ");
    const { rows } = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db);
    const ops = `"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`;
    for (const statement of [
      'DROP INDEX users_search_idx',
      'ALTER TABLE users DROP COLUMN search_vector',
      `ALTER TABLE users ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', ${text})) STORED`,
      'CREATE INDEX users_search_idx ON users USING GIN (search_vector)',
      'DROP INDEX users_trigram_idx',
      'ALTER TABLE users DROP COLUMN search_text',
      `ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (lower(${text})) STORED`,
      `CREATE INDEX users_trigram_idx ON users USING GIN (search_text ${ops})`,
    ]) {
      await sql.raw(statement).execute(db);
    }
    return;
  }
  const indexes = [
    { fts: 'users_fts', tokenize: 'unicode61 remove_diacritics 2' },
    { fts: 'users_trigram', tokenize: 'trigram remove_diacritics 1' },
  ];
  const list = columns.join(', ');
  const fromNew = columns.map((c) => `new.${c}`).join(', ');
  const fromOld = columns.map((c) => `old.${c}`).join(', ');
  for (const { fts, tokenize } of indexes) {
    for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER ${fts}_${trigger}`).execute(db);
    await sql.raw(`DROP TABLE ${fts}`).execute(db);
    for (const statement of [
      `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='users', content_rowid='rowid', tokenize='${tokenize}')`,
      `CREATE TRIGGER ${fts}_insert AFTER INSERT ON users BEGIN
        INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${fromNew}); END`,
      `CREATE TRIGGER ${fts}_delete AFTER DELETE ON users BEGIN
        INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${fromOld}); END`,
      `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${list} ON users BEGIN
        INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${fromOld});
        INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${fromNew}); END`,
      `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
    ]) {
      await sql.raw(statement).execute(db);
    }
  }
}
