import { sql } from 'kysely';
import type { Db, DialectName } from '../../db/dialect.ts';
import type { BackupsTable } from '../../db/types.ts';

/** The tables of the site's database (its schema on PostgreSQL), by name. */
export async function tableNames(db: Db, dialect: DialectName): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`
          SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename
        `.execute(db)
      : await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name
        `.execute(db);
  return rows.map((row) => row.name);
}

/** Rows per table: what a backup's manifest records and a restore must find again. */
export async function tableCounts(db: Db, dialect: DialectName): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db, dialect)) {
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** The newest migration the database has run, or null for an empty database. */
export async function latestMigration(db: Db, dialect: DialectName): Promise<string | null> {
  if (!(await tableNames(db, dialect)).includes('kysely_migration')) return null;
  const { rows } = await sql<{ name: string | null }>`SELECT max(name) AS name FROM kysely_migration`.execute(db);
  return rows[0]?.name ?? null;
}

/**
 * A lease still held (taken, not given back, not run out), the newest-ending one: a server of the site is up
 * (each holds a presence lease while its scheduler runs) or a job is running. A server stopped cleanly gave its
 * leases back.
 */
export async function heldLease(db: Db, dialect: DialectName, now: string) {
  if (!(await tableNames(db, dialect)).includes('job_leases')) return undefined;
  return db
    .selectFrom('jobLeases')
    .select(['name', 'holder', 'leaseUntil'])
    .where('holder', 'is not', null)
    .where('leaseUntil', '>', now)
    .orderBy('leaseUntil', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export const insertBackup = (db: Db, row: BackupsTable) => db.insertInto('backups').values(row).execute();

/** The newest backup that was read back whole, and the newest one at all (which may have failed). */
export async function latestBackups(db: Db) {
  const newest = (ok: boolean) =>
    db
      .selectFrom('backups')
      .select(['createdAt', 'fileName', 'bytes', 'error', 'server'])
      .$if(ok, (q) => q.where('error', 'is', null))
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
  const [lastGood, last] = await Promise.all([newest(true), newest(false)]);
  return { lastGood, last };
}
