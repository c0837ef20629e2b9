import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openPostgres, openSqlite, type DatabaseHandle } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Opens the configured database and brings its schema up to date. The workers of a cluster pass
 * `migrate: false`: the primary migrated before forking them.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(privateFile(config.dataDir));
  if (migrate) {
    await migrateToLatest(handle.db);
    await handle.optimize();
  }
  return handle;
}

/**
 * The SQLite file holds every member's contacts and password hash: readable by the server's user alone.
 * SQLite gives its -wal and -shm files the database file's permissions.
 */
function privateFile(dataDir: string): string {
  const file = path.join(dataDir, 'sangam.sqlite');
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  return file;
}
