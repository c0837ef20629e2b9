import { sql } from 'kysely';
import type { Db, DialectName } from '../../db/dialect.ts';
import type { BackupsTable } from '../../db/types.ts';

/** The tables of the site's database (its schema on PostgreSQL), by name. */
async function tableNames(db: Db, dialect: DialectName): Promise<string[]> {
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
 * When a server of the site last showed it was alive: the newest job run start or lease end. Every server's
 * scheduler runs the outbox and data-export jobs every 15 seconds, so a running site moves this within a minute.
 */
export async function lastSchedulerActivity(db: Db, dialect: DialectName): Promise<string | null> {
  if (!(await tableNames(db, dialect)).includes('job_leases')) return null;
  const row = await db
    .selectFrom('jobLeases')
    .select((eb) => [eb.fn.max('lastRunAt').as('lastRunAt'), eb.fn.max('leaseUntil').as('leaseUntil')])
    .executeTakeFirst();
  const times = [row?.lastRunAt, row?.leaseUntil].filter((time): time is string => !!time).sort();
  return times.at(-1) ?? null;
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
