import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Job } from '../../jobs/scheduler.ts';
import {
  BACKUP_NAME,
  backupFileName,
  backupRow,
  insertBackup,
  makeVerifiedBackup,
  type Site,
} from './backup.service.ts';

/**
 * The daily backup when BACKUP_DIR is set: made, read back and recorded by one server of the site (the job's
 * lease), then all but the newest BACKUP_KEEP of this database's backups in the folder are deleted. A failure is
 * recorded too (the dashboard says why) and deletes nothing else.
 */
export const backupJob = (
  site: Site,
  backups: NonNullable<Config['backups']>,
  { now = Date.now, server = os.hostname() }: { now?: () => number; server?: string } = {},
): Job => ({
  name: 'backup',
  intervalMs: 24 * 3_600_000,
  // A large database takes a while to dump; the lease is renewed while it runs anyway.
  leaseMs: 30 * 60_000,
  run: async ({ db, log }) => {
    const at = new Date(now());
    const dialect = site.databaseUrl ? 'postgres' : 'sqlite';
    const out = path.join(backups.dir, backupFileName(dialect, at));
    let bytes: number;
    try {
      ({ bytes } = await makeVerifiedBackup(site, out, at));
    } catch (error) {
      // An archive that did not read back is no backup: gone, it never takes a good one's place among the kept.
      await rm(out, { force: true });
      await insertBackup(
        db,
        backupRow(at, server, { fileName: path.basename(out), bytes: 0, error: (error as Error).message }),
      );
      throw error;
    }
    await insertBackup(db, backupRow(at, server, { fileName: path.basename(out), bytes, error: null }));
    const deleted = await pruneBackups(backups.dir, dialect, backups.keep);
    log.info({ file: out, bytes, deleted }, 'backup made');
  },
});

/** Deletes all but the newest `keep` backups of one database in the folder (their names sort by age). */
async function pruneBackups(dir: string, dialect: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_NAME.exec(name)?.[1] === dialect).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
