import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
} from 'kysely';
import type pgTypes from 'pg';
import { lazyPackage } from '../lib/lazy-package.ts';
import { registerChangeStamp, sawStatement, stampOf } from './change-stamps.ts';
import type { DatabaseHandle, Db } from './dialect.ts';
import type { Database } from './types.ts';

const UNDEFINED_TABLE = '42P01';

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
  // An idle connection the server dropped (a restart, a failover) is an 'error' on the pool, which would end the
  // process unheard: the pool forgets that connection by itself, and the next query opens another or fails.
  pool.on('error', () => {});
  // A connection dropped while a request holds it (between two queries of a transaction, or as a query ends) is an
  // 'error' on the connection itself, which the pool only listens to while it is idle: uncaught, it would end the
  // process. Its queries fail on their own, and the pool drops it when it is given back.
  pool.on('connect', (client) => client.on('error', () => {}));
  // The counters of change_stamps, moved at the commit of each writing transaction (ensureChangeTriggers), by any
  // server. Asking is a round trip, so one answer serves until the next request, a write of this process or a
  // second, whichever comes first: counters read a little earlier are still read before the data they label.
  // Each of those moves the generation; a caller may use a read started at its own generation or later. While one
  // read is out, the callers that need a newer one share a single read started when it returns (still after they
  // came), so a busy server asks once per round trip, not once per request.
  type Read = { at: Promise<Record<string, string> | null>; generation: number; takenAt: number; out: boolean };
  let generation = 0;
  let latest: (Read & { failed?: boolean }) | undefined;
  let queued: Promise<Record<string, string> | null> | undefined;
  const forget = () => void generation++;
  const startRead = () => {
    const read: Read & { failed?: boolean } = { at: readCounters(), generation, takenAt: Date.now(), out: true };
    read.at.then(
      () => (read.out = false),
      () => Object.assign(read, { out: false, failed: true }),
    );
    latest = read;
    return read.at;
  };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new OwnWrites(forget)],
  });
  const readCounters = async () => {
    try {
      const { rows } = await sql<{ scope: string; version: string }>`SELECT scope, version FROM change_stamps`.execute(
        db,
      );
      return Object.fromEntries(rows.map((row) => [row.scope, row.version]));
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return null; // not migrated yet
      throw error;
    }
  };
  registerChangeStamp(
    db,
    async (scopes) => {
      let at: Promise<Record<string, string> | null>;
      if (latest && !latest.failed && latest.generation === generation && Date.now() - latest.takenAt <= 1_000) {
        at = latest.at;
      } else if (!latest?.out) {
        at = startRead();
      } else {
        at = queued ??= latest.at
          .then(
            () => undefined,
            () => undefined,
          )
          .then(() => {
            queued = undefined;
            return startRead();
          });
      }
      const counters = await at;
      return counters ? stampOf(counters, scopes) : undefined;
    },
    forget,
  );
  // A transaction's writes show when it commits, after its last query's result: the stamp is forgotten then too.
  const watched = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      if (typeof args[0] === 'string') sawStatement(args[0]);
      const result = query(...args);
      if (typeof args[0] === 'string' && /^\s*(commit|rollback)\b/i.test(args[0]) && result instanceof Promise) {
        void result.then(forget, forget);
      }
      return result;
    }) as typeof client.query;
  });
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    optimize: () => analyzeChanged(db),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
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
