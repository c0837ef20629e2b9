import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../db/types.ts';
import { BackupRefusal, countsDiffer } from './backup-archive.ts';
import { latestMigration, tableCounts } from './backups.queries.ts';

/** A SQLite file opened on its own, outside the site's handle (a copy being made, checked or restored). */
export async function withSqliteFile<T>(file: string, use: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(file, { fileMustExist: true }) }),
    plugins: [new CamelCasePlugin()],
  });
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
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
  return withSqliteFile(payloadFile, async (db) => ({
    tables: await tableCounts(db, 'sqlite'),
    migration: await latestMigration(db, 'sqlite'),
  }));
}

/** A payload SQLite itself finds whole, holding the rows its manifest counted. */
export async function checkSqlite(payloadFile: string, tables: Record<string, number>): Promise<void> {
  const copy = new SQLite(payloadFile, { fileMustExist: true });
  let integrity: string;
  try {
    integrity = String(copy.pragma('integrity_check', { simple: true }));
  } catch (error) {
    throw new BackupRefusal(`The backup's database does not open: ${(error as Error).message}`);
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') throw new BackupRefusal(`The backup's database is damaged: ${integrity}`);
  const counts = await withSqliteFile(payloadFile, (db) => tableCounts(db, 'sqlite'));
  const differ = countsDiffer(tables, counts);
  if (differ) throw new BackupRefusal(`The backup's database does not hold what its manifest says: ${differ}`);
}
