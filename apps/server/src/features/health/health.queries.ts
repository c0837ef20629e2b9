import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db } from '../../db/dialect.ts';

/** Answers (a trivial query) when the database does. */
export const pingDatabase = (db: Db) => sql`select 1`.execute(db);

/**
 * The newest migration this database has run (migrations run in name order), or null before the first. The table
 * name is unqualified: it is found on the connection's search path, where migrations created it.
 */
export async function latestAppliedMigration(db: Db): Promise<string | null> {
  const { rows } = await sql<{
    name: string | null;
  }>`select max(name) as name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows[0]?.name ?? null;
}
