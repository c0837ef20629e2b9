import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { registerChangeStamp, sawStatement, stampOf } from './change-stamps.ts';
import type { DatabaseHandle } from './dialect.ts';
import type { Database } from './types.ts';

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
  // server process). Asking is a statement of its own (a tenth of a busy server's time when every cached read
  // asked), so one answer serves until the next request, a write of this process or the end of the event loop's
  // turn, whichever comes first: a stamp read a little earlier is still read before the data.
  let stamp: Record<string, number> | null | undefined;
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
    const rows = counters.all() as { scope: string; version: number }[];
    return Object.fromEntries(rows.map((row) => [row.scope, row.version]));
  };
  registerChangeStamp(
    db,
    async (scopes) => {
      // Inside this connection's open transaction the counters count writes that may yet be rolled back: a later
      // commit would bring the same numbers back over other data.
      if (sqlite.inTransaction) return undefined;
      if (stamp === undefined) {
        stamp = readCounters();
        setImmediate(() => (stamp = undefined));
      }
      return stamp ? stampOf(stamp, scopes) : undefined;
    },
    () => (stamp = undefined),
  );
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
      sawStatement(text);
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
