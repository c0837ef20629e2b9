import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './types.ts';

// What the rest of the server knows of the two databases: their names, the handle, errors that differ. Opening
// one: sqlite.ts and postgres.ts; the change stamp: change-stamps.ts; search: search.ts.

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
  /** PostgreSQL's connection pool as it stands (the metrics show it); SQLite has one connection and none. */
  pool?: () => PoolStats;
};

/** Connections open, of them idle, and queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

/** Which database a Kysely instance talks to (migrations receive only the instance). */
export const dialectOf = (db: Kysely<unknown>): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** The column type for raw bytes (uploads). */
export const blobType = (dialect: DialectName) => (dialect === 'postgres' ? 'bytea' : 'blob');

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

/**
 * Node's own codes for a connection that could not be made: only from connecting or looking up the host (a member
 * whose upload broke off mid-body gives ECONNRESET too, and that is no outage).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const NETWORK_CALLS = new Set(['connect', 'getaddrinfo']);
/**
 * PostgreSQL shutting down, starting, restarting, full of connections, out of disk or memory (class 08 is any
 * connection failure).
 */
const POSTGRES_DOWN_CODES = new Set(['57P01', '57P02', '57P03', '53300', '53100', '53200']);

/**
 * True when the database itself cannot be reached or cannot write (PostgreSQL stopped, restarting, refusing
 * connections; SQLite's file unopenable, its disk failing or full): an outage of the site, not a fault of the
 * request, answered 503 so that members' apps show the site as down and try again.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const { code, message, syscall } = (error ?? {}) as { code?: unknown; message?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) && NETWORK_CALLS.has(syscall as string)) return true;
    if (POSTGRES_DOWN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_FULL') return true;
  }
  // pg's and pg-pool's own errors carry no code.
  return (
    typeof message === 'string' &&
    /^(Connection terminated|timeout exceeded when trying to connect)|is not currently accepting connections/.test(
      message,
    )
  );
}

/** True when a write hit a UNIQUE constraint (two registrations of one phone racing each other). */
export const isUniqueViolation = (error: unknown) => uniqueViolationField(error) !== null;
