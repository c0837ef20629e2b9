import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { BackupRefusal, countsDiffer } from './backup-archive.ts';

const require = createRequire(import.meta.url);

type Inspection = { integrity: string | null; tables: Record<string, number>; migration: string | null };

// Plain JavaScript for a worker thread: the server's own modules are TypeScript (or one bundle) it cannot load.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);

async function copy() {
  const live = new SQLite(workerData.source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // Every page in one step: a write of another connection between steps would restart the copy (forever, on a
    // busy site). One step reads one snapshot while the site's writers go on (WAL).
    await live.backup(workerData.file, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  const copied = new SQLite(workerData.file);
  copied.pragma('journal_mode = DELETE');
  copied.close();
}

function inspect() {
  const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
  try {
    const integrity = workerData.integrity ? String(db.pragma('integrity_check', { simple: true })) : null;
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name")
      .pluck()
      .all();
    const tables = {};
    for (const name of names)
      tables[name] = db.prepare('SELECT count(*) FROM "' + name.replaceAll('"', '""') + '"').pluck().get();
    const migration = names.includes('kysely_migration')
      ? db.prepare('SELECT max(name) FROM kysely_migration').pluck().get()
      : null;
    return { integrity, tables, migration };
  } finally {
    db.close();
  }
}

// A failure rejects this promise, which ends the worker with an 'error' event carrying it.
(async () => {
  if (workerData.source) await copy();
  parentPort.postMessage(inspect());
})();
`;

/**
 * Runs SQLite's reading through a database on a worker thread (a copy with the online backup API, an integrity
 * check, rows per table): each reads every page of a database holding every photo, and the daily job runs in a
 * server process whose requests must not wait for it.
 */
function onWorker(workerData: { file: string; source?: string; integrity?: boolean }): Promise<Inspection> {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { integrity: false, ...workerData, driver: require.resolve('better-sqlite3') },
  });
  return new Promise((done, fail) => {
    worker.once('message', done);
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`The SQLite worker ended early (exit ${code})`)));
  });
}

/** Rows per table and the newest migration of a SQLite file (integrity_check's answer too, when asked). */
export const inspectSqlite = (file: string, { integrity = false } = {}) => onWorker({ file, integrity });

/**
 * Copies the live database with SQLite's online backup API, committed WAL pages included, consistent while the
 * site goes on reading and writing; the copy is made one self-contained file (no WAL) and counted.
 */
export const dumpSqlite = (liveFile: string, payloadFile: string) => onWorker({ source: liveFile, file: payloadFile });

/** A payload SQLite itself finds whole, holding the rows its manifest counted. */
export async function checkSqlite(payloadFile: string, tables: Record<string, number>): Promise<void> {
  let inspection: Inspection;
  try {
    inspection = await inspectSqlite(payloadFile, { integrity: true });
  } catch (error) {
    throw new BackupRefusal(`The backup's database does not open: ${(error as Error).message}`);
  }
  if (inspection.integrity !== 'ok')
    throw new BackupRefusal(`The backup's database is damaged: ${inspection.integrity}`);
  const differ = countsDiffer(tables, inspection.tables);
  if (differ) throw new BackupRefusal(`The backup's database does not hold what its manifest says: ${differ}`);
}
