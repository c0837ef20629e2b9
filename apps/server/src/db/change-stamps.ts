import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './dialect.ts';

// The change stamp: a value that moves whenever data a cached read depends on may have changed (lib/cache.ts).

/**
 * What a cached read depends on (lib/cache.ts): 'sessions' reads (who is signed in) change with the sessions table and
 * with the members; every other read changes with any table but the sessions. A sign-in then leaves the cached pages
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

/** How a database handle answers for its stamp (db/sqlite.ts, db/postgres.ts): `read` per scope, `reset` per request. */
export function registerChangeStamp(
  db: Db,
  read: (scope: ChangeScope) => Promise<string | undefined>,
  reset: () => void,
): void {
  changeStamps.set(db, read);
  stampResets.set(db, reset);
}

/**
 * Tables no cached read reads: their writes move no stamp (the jobs' leases are taken every few seconds, a push
 * subscription's last send is noted at every push).
 */
const UNSTAMPED_TABLES = new Set([
  'change_stamps',
  'job_leases',
  'kysely_migration',
  'kysely_migration_lock',
  'push_subscriptions',
]);

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
