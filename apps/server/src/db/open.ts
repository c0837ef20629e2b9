import path from 'node:path';
import type { Config } from '../config.ts';
import { openPostgres, openSqlite, type DatabaseHandle } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openSqlite(path.join(config.dataDir, 'sangam.sqlite'));
  await migrateToLatest(handle.db);
  return handle;
}
