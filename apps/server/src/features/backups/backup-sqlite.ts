import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { BackupRefusal, countsDiffer } from './backup-archive.ts';

const require = createRequire(import.meta.url);

type Inspection = { integrity: string | null; tables: Record<string, number>; migration: string | null };

// Plain JavaScript for a worker thread: the server's own modules are TypeScript (or one bundle) it cannot load.
const INSPECT = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
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
  parentPort.postMessage({ integrity, tables, migration });
} finally {
  db.close();
}
`;

/**
 * Reads a SQLite copy through (integrity check when asked, rows per table, newest migration) on a worker thread:
 * these statements read every page of a database holding every photo, and the daily job runs in a server process
 * whose requests must not wait for them.
 */
export function inspectSqlite(file: string, { integrity = false } = {}): Promise<Inspection> {
  const worker = new Worker(INSPECT, {
    eval: true,
    workerData: { file, integrity, driver: require.resolve('better-sqlite3') },
  });
  return new Promise((done, fail) => {
    worker.once('message', done);
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`The SQLite check ended early (exit ${code})`)));
  });
}

/**
 * Copies the live database with SQLite's online backup API: a consistent copy, committed WAL pages included, made
 * in steps between which the site's own connections go on reading and writing. The copy is then made one
 * self-contained file (no WAL) and counted.
 */
export async function dumpSqlite(liveFile: string, payloadFile: string) {
  const live = new SQLite(liveFile, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(payloadFile);
  } finally {
    live.close();
  }
  const copy = new SQLite(payloadFile);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  return inspectSqlite(payloadFile);
}

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
