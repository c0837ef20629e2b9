import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

// Everything that differs between SQLite and PostgreSQL lives in this file.

export type DialectName = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: DialectName;
  close: () => Promise<void>;
  /** Refreshes the query planner's statistics (PostgreSQL's autovacuum does this by itself). */
  optimize: () => void;
};

export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Without statistics the planner may scan the directory index instead of starting from search matches.
  const optimize = () => sqlite.pragma('optimize = 0x10002');
  optimize();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy(), optimize };
}

/** `searchPath` lets tests give every test file its own schema in one PostgreSQL database. */
export function openPostgres(url: string, searchPath?: string): DatabaseHandle {
  // COUNT(*) comes back as bigint text; counts here are far below 2^53, so read them as numbers.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return { db, dialect: 'postgres', close: () => db.destroy(), optimize: () => {} };
}

/** Which database a Kysely instance talks to (migrations receive only the instance). */
export const dialectOf = (db: Kysely<unknown>): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** The column type for raw bytes (uploads). */
export const blobType = (dialect: DialectName) => (dialect === 'postgres' ? 'bytea' : 'blob');

/** Case-insensitive substring match, for search boxes. */
export function containsInsensitive(dialect: DialectName, column: string, needle: string): RawBuilder<boolean> {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`
    : sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * The field (camelCase column) a UNIQUE violation is about, or null when the error is not one. SQLite says
 * "UNIQUE constraint failed: users.phone_number"; PostgreSQL's detail says "Key (phone_number)=(...) already exists".
 */
export function uniqueViolationField(error: unknown): string | null {
  const { code, message, detail } = (error ?? {}) as { code?: string; message?: string; detail?: string };
  let column: string | undefined;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    column = /constraint failed: \w+\.(\w+)/.exec(message ?? '')?.[1];
  } else if (code === '23505') {
    column = /Key \(([^,)]+)/.exec(detail ?? '')?.[1]?.trim();
  } else {
    return null;
  }
  return (column ?? 'id').replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** True when a write hit a UNIQUE constraint (two registrations of one phone racing each other). */
export const isUniqueViolation = (error: unknown) => uniqueViolationField(error) !== null;

/**
 * Words of a search box, lowercased; at most 8 so a pasted paragraph cannot build a huge query. Combining
 * marks belong to their word: Devanagari vowel signs ("राम" is र, ा, म) must not split it.
 */
export const searchWords = (search: string) =>
  (
    search
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []
  ).slice(0, 8);

/** A search over a table's text: the rows that match, and a rank that puts word-start matches first. */
export type TextSearch = { match: RawBuilder<boolean>; rank: RawBuilder<number> };

/** Members by name, occupation, profession and interests. */
export const memberSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'users', words);

/** Listings by title, description and category. */
export const listingSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'listings', words);

/**
 * Every searched word must occur: words of 3 or more characters anywhere ("umber" finds "Plumber"), through
 * a trigram index (SQLite FTS5 trigram, PostgreSQL pg_trgm); shorter ones at the start of a word, through
 * the full-text index (a trigram index cannot look up fewer than 3 characters). Rank 0 when every word
 * starts a word, so "Plumber" comes before "Umbrella repair" for "plumb", then newest first.
 */
function textSearch(dialect: DialectName, table: 'users' | 'listings', words: string[]): TextSearch {
  const long = words.filter((word) => [...word].length >= 3);
  const short = words.filter((word) => [...word].length < 3);
  const parts = [
    ...(long.length ? [substringMatch(dialect, table, long)] : []),
    ...(short.length ? [wordStartMatch(dialect, table, short)] : []),
  ];
  return {
    match: sql<boolean>`(${sql.join(parts, sql` AND `)})`,
    rank: sql<number>`CASE WHEN ${wordStartMatch(dialect, table, words)} THEN 0 ELSE 1 END`,
  };
}

function substringMatch(dialect: DialectName, table: 'users' | 'listings', words: string[]): RawBuilder<boolean> {
  if (dialect === 'postgres') {
    // search_text is lower(...) of the searched columns; words are lower case and hold letters, marks, digits.
    const likes = words.map((word) => sql`${sql.raw(`${table}.search_text`)} LIKE ${`%${word}%`}`);
    return sql<boolean>`(${sql.join(likes, sql` AND `)})`;
  }
  const fts = sql.raw(`${table}_trigram`);
  return sql<boolean>`${sql.raw(table)}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${words.map((w) => `"${w}"`).join(' ')})`;
}

function wordStartMatch(dialect: DialectName, table: 'users' | 'listings', words: string[]): RawBuilder<boolean> {
  if (dialect === 'postgres') {
    return sql<boolean>`${sql.raw(table)}.search_vector @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
  }
  const fts = sql.raw(`${table}_fts`);
  return sql<boolean>`${sql.raw(table)}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${words.map((w) => `"${w}"*`).join(' ')})`;
}

/**
 * A form's submissions whose search text holds every word: words of 3 or more characters through the trigram
 * index (SQLite FTS5 trigram, PostgreSQL pg_trgm); shorter ones by a plain match within the form's rows.
 */
export function submissionSearch(dialect: DialectName, words: string[]): RawBuilder<boolean> {
  const parts = words.map((word) => {
    if ([...word].length < 3 || dialect === 'postgres') return sql`submissions.search_text LIKE ${`%${word}%`}`;
    return sql`submissions.rowid IN (SELECT rowid FROM submissions_trigram WHERE submissions_trigram MATCH ${`"${word}"`})`;
  });
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}
