import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { type DatabaseHandle } from './dialect.ts';
import { openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
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
    await migrateDatabase(handle);
    await handle.optimize();
  }
  return handle;
}

/**
 * Brings the schema up to date; answers the names of the migrations that ran. Several app servers starting together
 * on one fresh PostgreSQL would race to create the migration tables: a session lock on one connection makes the
 * others wait, then find nothing left to do.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<string[]> {
  if (handle.dialect !== 'postgres') return migrateToLatest(handle.db);
  return handle.db.connection().execute(async (connection) => {
    const key = sql`hashtext('sangam migrations ' || current_schema())`;
    await sql`SELECT pg_advisory_lock(${key})`.execute(connection);
    try {
      // Kysely looks for its migration tables in any schema unless told which: name the server's own.
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(connection);
      return await migrateToLatest(connection, rows[0]?.schema);
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
    }
  });
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
