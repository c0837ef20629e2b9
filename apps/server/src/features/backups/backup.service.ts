import { chmod, copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BACKUP_OVERDUE_HOURS, type BackupStatus } from '@sangam/shared/admin';
import type { Config } from '../../config.ts';
import type { Db, DialectName } from '../../db/dialect.ts';
import { migrateDatabase, openDatabase } from '../../db/open.ts';
import { LATEST_MIGRATION, knowsMigration, migrateToLatest } from '../../db/migrate.ts';
import { openSqlite } from '../../db/sqlite.ts';
import { newId } from '../../lib/ids.ts';
import { eraseAgain, listErasures, type ErasureRecord } from '../erasure/erasure.service.ts';
import { BackupRefusal, countsDiffer, readArchive, sha256File, writeArchive, type Manifest } from './backup-archive.ts';
import { checkPostgres, dumpPostgres, restorePostgres } from './backup-postgres.ts';
import { checkSqlite, dumpSqlite, inspectSqlite } from './backup-sqlite.ts';
import { heldLease, insertBackup, latestBackups, tableCounts, tableNames } from './backups.queries.ts';

export { BackupRefusal, type Manifest } from './backup-archive.ts';

/** Where the site's data is: the same configuration the server reads. */
export type Site = Pick<Config, 'databaseUrl' | 'dataDir'>;
/** A site to restore: its secret too, which keys the erasures rows (features/erasure) a restore must honour. */
export type RestoreSite = Site & Pick<Config, 'jwtSecret'>;

const dialectOf = (site: Site): DialectName => (site.databaseUrl ? 'postgres' : 'sqlite');
/** The SQLite file of a site (db/open.ts opens the same one). */
const sqliteFile = (site: Site) => path.join(site.dataDir, 'sangam.sqlite');

/** A backup's default name: its database and when it was made (UTC), so names sort by age. */
export const backupFileName = (dialect: DialectName, at: Date) => `sangam-${dialect}-${stamp(at)}.zip`;

/** YYYYMMDD-HHMMSS, UTC. */
const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The names backupFileName gives: the daily job prunes only these, never another file of the folder. */
export const BACKUP_NAME = /^sangam-(sqlite|postgres)-\d{8}-\d{6}\.zip$/;

/** The prefix of a backup's temporary folders, hidden among the backups and in DATA_DIR. */
const SCRATCH = '.sangam-backup-';
/** A temporary folder (or half-written archive) untouched this long was left by a backup that crashed. */
export const SCRATCH_STALE_MS = 3_600_000;

/**
 * A folder for a backup's temporary copies, made in `parent` (the archive's folder, or DATA_DIR): a database-sized
 * copy must land on a disk with room for it, never in a tmpfs /tmp that holds it in memory. Its time is touched
 * while it is in use, well within SCRATCH_STALE_MS, so removeStaleScratch (of this or another server sharing the
 * folder) never takes it for a crash's leftover, however long a step runs.
 */
async function withScratch<T>(parent: string, use: (dir: string) => Promise<T>): Promise<T> {
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, SCRATCH));
  const beat = setInterval(() => {
    const now = new Date();
    utimes(dir, now, now).catch(() => {});
  }, SCRATCH_STALE_MS / 12);
  beat.unref();
  try {
    return await use(dir);
  } finally {
    clearInterval(beat);
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Other leftovers of a crash: writeArchive's draft of an archive (`.<name>.<8 hex>.partial`), renamed when whole,
 * and a SQLite restore's new database before its swap.
 */
const DRAFT = /^\..+\.[0-9a-f]{8}\.partial$|^sangam\.sqlite\.restoring-/;

/**
 * Removes what crashed backups and restores left in `dirs`: temporary folders, half-written archives and restored
 * databases untouched for SCRATCH_STALE_MS (a folder in use is touched all along, a file written). Answers the paths
 * removed.
 */
export async function removeStaleScratch(dirs: readonly string[], now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const dir of new Set(dirs)) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names) {
      if (!name.startsWith(SCRATCH) && !DRAFT.test(name)) continue;
      const file = path.join(dir, name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
      if (mtimeMs > now - SCRATCH_STALE_MS) continue;
      await rm(file, { recursive: true, force: true });
      removed.push(file);
    }
  }
  return removed;
}

/** Makes a backup of the site into `out`: one zip of manifest.json and the database's payload. */
export async function createBackup(site: Site, out: string, at = new Date()): Promise<Manifest> {
  const dialect = dialectOf(site);
  if (dialect === 'sqlite' && !existsSync(sqliteFile(site)))
    throw new BackupRefusal(`There is no database at ${sqliteFile(site)} (DATA_DIR): nothing to back up`);
  // What crashed backups and restores left beside the archives and in DATA_DIR (the daily job comes here too). A
  // leftover that cannot be removed (its permissions) must not cost the backup itself: the next one tries again.
  await removeStaleScratch([path.dirname(out), site.dataDir]).catch(() => []);
  return withScratch(path.dirname(out), async (dir) => {
    const payloadName = dialect === 'sqlite' ? 'sangam.sqlite' : 'sangam.pgdump';
    const payloadFile = path.join(dir, payloadName);
    const { tables, migration } =
      dialect === 'sqlite'
        ? await dumpSqlite(sqliteFile(site), payloadFile)
        : await dumpPostgres(site.databaseUrl!, payloadFile);
    if (!migration) throw new BackupRefusal('The database has never been migrated: nothing to back up');
    const manifest: Manifest = {
      format: 'sangam-backup',
      formatVersion: 1,
      dialect,
      appMigration: LATEST_MIGRATION,
      migration,
      createdAt: at.toISOString(),
      tables,
      payload: { name: payloadName, bytes: (await stat(payloadFile)).size, sha256: await sha256File(payloadFile) },
    };
    await writeArchive(out, manifest, payloadFile);
    return manifest;
  });
}

/** Reads a backup back whole: checksum, then the database itself (SQLite: integrity and counts; pg_restore --list). */
export async function verifyBackup(file: string): Promise<Manifest> {
  return withScratch(path.dirname(file), async (dir) => {
    const manifest = await readArchive(file, path.join(dir, 'payload'));
    await checkPayload(manifest, path.join(dir, 'payload'));
    return manifest;
  });
}

const checkPayload = (manifest: Manifest, payloadFile: string) =>
  manifest.dialect === 'sqlite'
    ? checkSqlite(payloadFile, manifest.tables)
    : checkPostgres(payloadFile, manifest.tables);

/** Makes a backup and reads it back whole; answers what it holds and the archive's size. */
export async function makeVerifiedBackup(site: Site, out: string, at = new Date()) {
  await createBackup(site, out, at);
  const manifest = await verifyBackup(out);
  return { manifest, bytes: (await stat(out)).size };
}

/** A row of the backups table, as the job and the command line write it. */
export const backupRow = (
  at: Date,
  server: string,
  row: { fileName: string; bytes: number; error: string | null },
) => ({ id: newId(), createdAt: at.toISOString(), server, ...row });

export { insertBackup };

/** What the dashboard says of backups; `scheduled`: BACKUP_DIR is set on this server. */
export async function backupStatus(db: Db, scheduled: boolean, now = Date.now()): Promise<BackupStatus> {
  const { lastGood, last } = await latestBackups(db);
  const failed = last && last.error !== null ? last : undefined;
  return {
    scheduled,
    last: lastGood
      ? { at: lastGood.createdAt, bytes: Number(lastGood.bytes), fileName: lastGood.fileName, server: lastGood.server }
      : null,
    failure: failed ? { at: failed.createdAt, error: failed.error! } : null,
    overdue: lastGood ? Date.parse(lastGood.createdAt) < now - BACKUP_OVERDUE_HOURS * 3_600_000 : scheduled,
  };
}

export type RestoreReport = {
  manifest: Manifest;
  /** Migrations run after the restore (the backup was older than this code). */
  migratedTo: string | null;
  /** Where the data that was replaced is kept: SQLite, a file beside the live one; PostgreSQL, a schema of its database. */
  keptAs: string | null;
  /** Members erased in the replaced database and present in the backup, erased again. */
  erasedAgain: number;
};

/**
 * Restores a backup over the site's database. Refuses a site whose servers are running (one of them holds a job
 * lease) unless forced, a backup of the other database, or one made by newer code. The
 * backup is restored into a fresh database, its rows counted against the manifest, then migrated to this code's
 * schema. Members the replaced database had erased are erased again in it (their data rights outlive the backup),
 * before it goes live. SQLite: a new file swapped in by rename, the old one kept beside it; PostgreSQL: the live
 * schema renamed aside and kept, the dump restored into a fresh one (a failed restore gives the live schema its name
 * back).
 */
export async function restoreBackup(
  site: RestoreSite,
  file: string,
  { force = false, now = Date.now() }: { force?: boolean; now?: number } = {},
): Promise<RestoreReport> {
  const dialect = dialectOf(site);
  return withScratch(site.dataDir, async (dir) => {
    const payloadFile = path.join(dir, 'payload');
    const manifest = await readArchive(file, payloadFile);
    if (manifest.dialect !== dialect)
      throw new BackupRefusal(
        `${file} is a ${manifest.dialect} backup and this site runs on ${dialect}: restore it on a ${manifest.dialect} site`,
      );
    if (!knowsMigration(manifest.migration))
      throw new BackupRefusal(
        `${file} was made by a newer Sangam (migration ${manifest.migration}): update this installation first`,
      );
    await checkPayload(manifest, payloadFile);
    if (!force) await refuseRunningSite(site, now);
    const erased = await erasuresOf(site);

    if (dialect === 'sqlite') return restoreSqliteSite(site, manifest, payloadFile, erased, now);
    const suffix = `_before_restore_${stamp(new Date(now)).replace('-', '_')}`;
    let erasedAgain = 0;
    const keptAs = await restorePostgres(site.databaseUrl!, payloadFile, suffix, async (handle) => {
      const differ = countsDiffer(manifest.tables, await tableCounts(handle.db, 'postgres'));
      if (differ) throw new BackupRefusal(`The restored database differs from the backup's manifest: ${differ}`);
      await migrateDatabase(handle);
      erasedAgain = await eraseAgain(handle.db, site.jwtSecret, erased);
    });
    return { manifest, migratedTo: migratedTo(manifest), keptAs, erasedAgain };
  });
}

const migratedTo = (manifest: Manifest) => (manifest.migration === LATEST_MIGRATION ? null : LATEST_MIGRATION);

/** The erasures the site's database recorded (none in a database without one, or older than the table). */
async function erasuresOf(site: Site): Promise<ErasureRecord[]> {
  if (dialectOf(site) === 'sqlite' && !existsSync(sqliteFile(site))) return [];
  const handle = await openDatabase(site, { migrate: false });
  try {
    if (!(await tableNames(handle.db, handle.dialect)).includes('erasures')) return [];
    return await listErasures(handle.db);
  } finally {
    await handle.close();
  }
}

async function refuseRunningSite(site: Site, now: number) {
  if (dialectOf(site) === 'sqlite' && !existsSync(sqliteFile(site))) return;
  const handle = await openDatabase(site, { migrate: false });
  try {
    const held = await heldLease(handle.db, handle.dialect, new Date(now).toISOString());
    if (held)
      throw new BackupRefusal(
        `The site looks running: the job lease "${held.name}" is held by ${held.holder} until ${held.leaseUntil}. ` +
          'Stop every server first (a restore replaces the database under them; a server stopped cleanly gives its ' +
          'leases back), or give --force to restore all the same',
      );
  } finally {
    await handle.close();
  }
}

async function restoreSqliteSite(
  site: RestoreSite,
  manifest: Manifest,
  payloadFile: string,
  erased: ErasureRecord[],
  now: number,
): Promise<RestoreReport> {
  const live = sqliteFile(site);
  const fresh = `${live}.restoring-${newId()}`;
  let erasedAgain: number;
  try {
    await copyFile(payloadFile, fresh);
    const differ = countsDiffer(manifest.tables, (await inspectSqlite(fresh)).tables);
    if (differ) throw new BackupRefusal(`The restored database differs from the backup's manifest: ${differ}`);
    // Older than this code: its later migrations run on the restored copy, before it goes live; so do erasures.
    const handle = openSqlite(fresh);
    try {
      await migrateToLatest(handle.db);
      erasedAgain = await eraseAgain(handle.db, site.jwtSecret, erased);
    } finally {
      await handle.close();
    }
    await chmod(fresh, 0o600);
  } catch (error) {
    await rm(fresh, { force: true });
    throw error;
  }
  return { manifest, migratedTo: migratedTo(manifest), keptAs: await swapSqlite(live, fresh, now), erasedAgain };
}

/**
 * Puts the restored file in the live one's place, with no moment where there is no live file: the live database is
 * closed cleanly (its WAL folded in, when no other process has it open), hard-linked under the kept name, and the
 * restored file renamed over it. A WAL still there moves to the kept name first: left under the live name, it would
 * be replayed into the restored file, and the kept copy needs it to be whole.
 */
async function swapSqlite(live: string, fresh: string, now: number): Promise<string | null> {
  let keptAs: string | null = null;
  if (existsSync(live)) {
    new SQLite(live).close();
    keptAs = `${live}.before-restore-${stamp(new Date(now))}`;
    await link(live, keptAs);
    for (const suffix of ['-wal', '-shm']) {
      if (existsSync(live + suffix)) await rename(live + suffix, keptAs + suffix);
    }
  }
  await rename(fresh, live);
  return keptAs;
}
