import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import type pgTypes from 'pg';
import { lazyPackage } from '../lib/lazy-package.ts';
import type { Database } from './types.ts';

// Everything that differs between SQLite and PostgreSQL lives in this file.

export type DialectName = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: DialectName;
  close: () => Promise<void>;
  /**
   * Refreshes the query planner's statistics of the tables that changed much since they were last gathered
   * (on start and by a job), so a bulk load does not leave the planner guessing until autovacuum comes by.
   */
  optimize: () => Promise<void>;
};

/**
 * What a kept read depends on (lib/kept.ts): 'sessions' reads (who is signed in) change with the sessions table and
 * with the members; every other read changes with any table but the sessions. A sign-in then leaves the kept pages
 * of the directory and the lists alone (SQLite; on PostgreSQL any commit moves every stamp, see openPostgres).
 */
export type ChangeScope = 'data' | 'sessions';

/**
 * A value that differs whenever data of the scope may have changed since it was read: lists keep their capped
 * counts until it moves (lib/paging.ts). Unknown for a transaction, a handle opened elsewhere or a database not
 * yet migrated (nothing is kept).
 */
const changeStamps = new WeakMap<Db, (scope: ChangeScope) => Promise<string | undefined>>();
export const changeStamp = (db: Db, scope: ChangeScope = 'data'): Promise<string | undefined> | undefined =>
  changeStamps.get(db)?.(scope);
const stampResets = new WeakMap<Db, () => void>();
/**
 * A new request asks the database afresh: whatever another server committed before this request was sent is
 * seen by it (SQLite's stamp is otherwise shared for the rest of an event loop's turn).
 */
export const forgetChangeStamp = (db: Db): void => stampResets.get(db)?.();

/** Tables no kept read reads: their writes move no stamp (the jobs' leases are taken every few seconds). */
const UNSTAMPED_TABLES = new Set(['change_stamps', 'job_leases', 'kysely_migration', 'kysely_migration_lock']);

/**
 * SQLite: a trigger on every table counts its writes in change_stamps, in the writing transaction, whichever
 * process (server worker, script) writes. Run after every migration, so a table a later migration adds or rebuilds
 * is counted too. PostgreSQL: nothing; a counter row there would be locked by every writing transaction until it
 * commits, so writers would queue behind each other (and could deadlock), and its stamp is the snapshot instead.
 */
export async function ensureChangeTriggers(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite%'
  `.execute(db);
  if (!rows.some((row) => row.name === 'change_stamps')) return;
  for (const { name } of rows) {
    if (UNSTAMPED_TABLES.has(name)) continue;
    const scope: ChangeScope = name === 'sessions' ? 'sessions' : 'data';
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS "change_stamp_${name}_${event}" AFTER ${event.toUpperCase()} ON "${name}" ` +
            `BEGIN UPDATE change_stamps SET version = version + 1 WHERE scope = '${scope}'; END`,
        )
        .execute(db);
    }
  }
}

export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process holding the write lock is waited for (each write transaction holds it for milliseconds).
  sqlite.pragma('busy_timeout = 5000');
  // FULL syncs the WAL at every commit: an acknowledged payment or registration survives a power cut, not only a
  // crash of the process (NORMAL may lose the last commits then).
  sqlite.pragma('synchronous = FULL');
  // Without statistics the planner may scan the directory index instead of starting from search matches.
  const optimize = async () => {
    sqlite.pragma('optimize = 0x10002');
  };
  // The counters of change_stamps (ensureChangeTriggers), as committed: by this connection or another (another
  // server process). Asking is a statement of its own (a tenth of a busy server's time when every kept read
  // asked), so one answer serves until the next request, a write of this process or the end of the event loop's
  // turn, whichever comes first: a stamp read a little earlier is still read before the data.
  let stamp: { data: number; sessions: number } | null | undefined;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, () => (stamp = undefined)) }),
    plugins: [new CamelCasePlugin()],
  });
  let counters: SQLite.Statement | undefined;
  const readCounters = () => {
    try {
      counters ??= sqlite.prepare('SELECT scope, version FROM change_stamps');
    } catch {
      return null; // not migrated yet
    }
    const rows = counters.all() as { scope: ChangeScope; version: number }[];
    return Object.fromEntries(rows.map((row) => [row.scope, row.version])) as Record<ChangeScope, number>;
  };
  changeStamps.set(db, async (scope) => {
    // Inside this connection's open transaction the counters count writes that may yet be rolled back: a later
    // commit would bring the same numbers back over other data.
    if (sqlite.inTransaction) return undefined;
    if (stamp === undefined) {
      stamp = readCounters();
      setImmediate(() => (stamp = undefined));
    }
    if (!stamp) return undefined;
    return scope === 'sessions' ? `${stamp.data}:${stamp.sessions}` : `${stamp.data}`;
  });
  stampResets.set(db, () => (stamp = undefined));
  return { db, dialect: 'sqlite', close: () => db.destroy(), optimize };
}

/**
 * Kysely prepares every query it sends: a list page would compile the same SQL on every request. Statements are
 * kept by their text (SQLite re-prepares one by itself when the schema changes); one still being read by a
 * stream is not shared. The oldest go past 500 texts (a search builds one text per number of words).
 */
function withStatementCache(sqlite: SQLite.Database, onWrite: () => void) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    // Kysely runs a statement as soon as it has it, in the same tick: a write seen here has run by the time the
    // stamp is next read.
    prepare: (sqlText: string) => {
      // A transaction takes the write lock when it begins: a deferred one that reads and then writes cannot wait
      // for another process's lock (SQLite answers "database is locked" at once, as waiting could deadlock).
      const text = sqlText === 'begin' ? 'begin immediate' : sqlText;
      const known = statements.get(text);
      if (known && !known.busy) {
        if (!known.readonly) onWrite();
        return known;
      }
      const statement = sqlite.prepare(text);
      // `readonly`, not `reader`: an INSERT ... RETURNING returns rows and writes.
      if (!statement.readonly) onWrite();
      if (statements.size >= 500) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
      return statement;
    },
  };
}

/** PostgreSQL's driver, loaded only when the server uses PostgreSQL. */
const postgresDriver = lazyPackage<typeof pgTypes>('pg');

/** `searchPath` lets tests give every test file its own schema in one PostgreSQL database. */
export function openPostgres(url: string, searchPath?: string): DatabaseHandle {
  const pg = postgresDriver();
  // COUNT(*) comes back as bigint text; counts here are far below 2^53, so read them as numbers.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // The current snapshot (xmin:xmax:in-progress ids) says which transactions' writes a read sees: two equal
  // snapshots see the same data in every table. A writing transaction, from any server, moves it when it takes
  // its id and again when it commits; reads take no id and leave it alone (the WAL position, used before, also
  // moved with pruning and background records, so kept reads were thrown away under read-only traffic).
  // Asking is a round trip, so one answer serves until the next request, a write of this process or a second,
  // whichever comes first: a stamp taken a little earlier is still taken before the data it labels. It is the
  // stamp of both scopes: a sign-in anywhere moves it too.
  let stamp: { at: Promise<string>; takenAt: number } | undefined;
  const forget = () => (stamp = undefined);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new OwnWrites(forget)],
  });
  changeStamps.set(db, () => {
    if (!stamp || Date.now() - stamp.takenAt > 1_000) {
      const taken = {
        at: sql<{ at: string }>`SELECT pg_current_snapshot()::text AS at`.execute(db).then(({ rows }) => rows[0]!.at),
        takenAt: Date.now(),
      };
      taken.at.catch(() => stamp === taken && forget());
      stamp = taken;
    }
    return stamp.at;
  });
  stampResets.set(db, forget);
  // A transaction's writes show when it commits, after its last query's result: the stamp is forgotten then too.
  const watched = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (typeof args[0] === 'string' && /^\s*(commit|rollback)\b/i.test(args[0]) && result instanceof Promise) {
        void result.then(forget, forget);
      }
      return result;
    }) as typeof client.query;
  });
  return { db, dialect: 'postgres', close: () => db.destroy(), optimize: () => analyzeChanged(db) };
}

/**
 * Tells the change stamp of this process's writes (PostgreSQL; SQLite's statements say so themselves): any query
 * that is not a SELECT, when it is sent and again when it has run, so a read after it asks for a fresh stamp.
 */
class OwnWrites implements KyselyPlugin {
  private readonly writes = new WeakSet<QueryId>();
  constructor(private readonly onWrite: () => void) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    const reads =
      node.kind === 'SelectQueryNode' || (node.kind === 'RawNode' && /^\s*select\b/i.test(node.sqlFragments[0] ?? ''));
    if (!reads) {
      this.writes.add(queryId);
      this.onWrite();
    }
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs) {
    if (this.writes.has(queryId)) this.onWrite();
    return result;
  }
}

/**
 * PostgreSQL's counterpart of SQLite's `PRAGMA optimize`: ANALYZE the tables of this schema never analysed or
 * with more than a tenth of their rows (at least 1,000) changed since; autovacuum alone may wait too long after
 * a bulk load, and a listings page then plans as if the table were empty.
 */
async function analyzeChanged(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT quote_ident(relname) AS name FROM pg_stat_user_tables
    WHERE schemaname = current_schema()
      AND (COALESCE(last_analyze, last_autoanalyze) IS NULL OR n_mod_since_analyze > GREATEST(1000, n_live_tup / 10))
  `.execute(db);
  if (rows.length) await sql.raw(`ANALYZE ${rows.map((r) => r.name).join(', ')}`).execute(db);
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

/**
 * True when the database could not take a lock in time (SQLite's busy timeout passed; PostgreSQL gave up a lock
 * wait, found a deadlock or a serialization conflict): the transaction was rolled back and may be tried again.
 */
export function isBusyDatabase(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  if (typeof code !== 'string') return false;
  return (
    code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || ['40001', '40P01', '55P03'].includes(code)
  );
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

type SearchedTable = 'users' | 'listings' | 'news' | 'questions' | 'answers' | 'matrimonial_profiles';

/**
 * A search over a table's text: the rows whose text holds every word, newest first. On SQLite the matches are
 * read from the full-text index joined to the table, in the index's order (rowid: the order rows were added),
 * so a page of a common word stops after its rows instead of gathering and sorting every match (1 ms instead
 * of 250 for a word in 1 of 13 of 1,000,000 members). PostgreSQL's planner makes that choice from its
 * statistics: the table's created_at index for a common word, the trigram index for a rare one.
 */
export type TextSearch = {
  /** Adds the search to a query over the table (and joins its index on SQLite). */
  apply: <QB extends SelectQueryBuilder<Database, never, object>>(query: QB) => QB;
  /** The index's order on SQLite (sort by it, newest = highest first); none on PostgreSQL. */
  indexOrder: RawBuilder<number> | undefined;
  /**
   * The search as a condition on each row, for a few rows found by another index (the listings of suspended
   * members): on SQLite each row is looked up in the search index by its rowid, instead of reading every match.
   */
  matches: RawBuilder<boolean>;
};

/** Members by name, occupation, profession and interests. */
export const memberSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'users', words);

/** Listings by title, description and category. */
export const listingSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'listings', words);

/** News by title, content, excerpt and tags (the `body_text` column). */
export const newsSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'news', words);

/** Questions by title, content and tags. */
export const questionSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'questions', words);

/** Answers by content (Q&A management). */
export const answerSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'answers', words);

/** Matrimonial profiles by name, city, caste, education and occupation. */
export const matrimonialSearch = (dialect: DialectName, words: string[]) =>
  textSearch(dialect, 'matrimonial_profiles', words);

/**
 * Every searched word must occur: words of 3 or more characters anywhere ("umber" finds "Plumber"), through
 * a trigram index (SQLite FTS5 trigram, PostgreSQL pg_trgm); shorter ones at the start of a word, through
 * the full-text index (a trigram index cannot look up fewer than 3 characters).
 */
function textSearch(dialect: DialectName, table: SearchedTable, words: string[]): TextSearch {
  const long = words.filter((word) => [...word].length >= 3);
  const short = words.filter((word) => [...word].length < 3);
  if (dialect === 'postgres') {
    const parts = [
      ...(long.length ? [substringMatch(dialect, table, long)] : []),
      ...(short.length ? [wordStartMatch(dialect, table, short)] : []),
    ];
    return filterSearch(sql<boolean>`(${sql.join(parts, sql` AND `)})`);
  }
  // The index a page is read from: the trigram one when a word is long enough for it.
  if (!long.length)
    return indexedSearch(
      table,
      `${table}_fts`,
      short.map((w) => `"${w}"*`),
    );
  const rest = short.length ? wordStartMatch(dialect, table, short) : undefined;
  return indexedSearch(
    table,
    `${table}_trigram`,
    long.map((w) => `"${w}"`),
    rest,
  );
}

const filterSearch = (match: RawBuilder<boolean>): TextSearch => ({
  apply: (query) => query.where(match) as typeof query,
  indexOrder: undefined,
  matches: match,
});

/** SQLite: the table joined with its FTS5 index, read in the index's order. */
function indexedSearch(table: string, index: string, phrases: string[], rest?: RawBuilder<boolean>): TextSearch {
  const match = sql<boolean>`${sql.raw(index)} MATCH ${phrases.join(' ')}`;
  const sameRow = sql.raw<boolean>(`${index}.rowid = ${table}.rowid`);
  const found = sql<boolean>`EXISTS (SELECT 1 FROM ${sql.raw(index)} WHERE ${match} AND ${sameRow})`;
  return {
    apply: (query) => {
      const joined = query.innerJoin(sql.raw(index).as(index), (join) => join.on(sameRow)).where(match);
      return (rest ? joined.where(rest) : joined) as unknown as typeof query;
    },
    indexOrder: sql.raw<number>(`${index}.rowid`),
    matches: rest ? sql<boolean>`(${found} AND ${rest})` : found,
  };
}

/** Newest first (oldest first when asked): in the search index's order while searching on SQLite. */
export function newestFirst<QB extends SelectQueryBuilder<Database, never, object>>(
  query: QB,
  table: SearchedTable | 'submissions',
  search?: TextSearch,
  direction: 'asc' | 'desc' = 'desc',
): QB {
  if (search?.indexOrder) return query.orderBy(search.indexOrder, direction) as QB;
  return query.orderBy(sql.raw(`${table}.created_at`), direction).orderBy(sql.raw(`${table}.id`), direction) as QB;
}

function substringMatch(dialect: DialectName, table: SearchedTable, words: string[]): RawBuilder<boolean> {
  if (dialect === 'postgres') {
    // search_text is lower(...) of the searched columns; words are lower case and hold letters, marks, digits.
    const likes = words.map((word) => sql`${sql.raw(`${table}.search_text`)} LIKE ${`%${word}%`}`);
    return sql<boolean>`(${sql.join(likes, sql` AND `)})`;
  }
  const fts = sql.raw(`${table}_trigram`);
  return sql<boolean>`${sql.raw(table)}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${words.map((w) => `"${w}"`).join(' ')})`;
}

function wordStartMatch(dialect: DialectName, table: SearchedTable, words: string[]): RawBuilder<boolean> {
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
export function submissionSearch(dialect: DialectName, words: string[]): TextSearch {
  const like = (some: string[]) =>
    sql<boolean>`(${sql.join(
      some.map((word) => sql`submissions.search_text LIKE ${`%${word}%`}`),
      sql` AND `,
    )})`;
  const long = words.filter((word) => [...word].length >= 3);
  const short = words.filter((word) => [...word].length < 3);
  if (dialect === 'postgres' || !long.length) return filterSearch(like(words));
  const phrases = long.map((w) => `"${w}"`);
  return indexedSearch('submissions', 'submissions_trigram', phrases, short.length ? like(short) : undefined);
}
