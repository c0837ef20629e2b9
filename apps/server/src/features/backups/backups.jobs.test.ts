import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Scheduler } from '../../jobs/scheduler.ts';
import {
  backupFileName,
  createBackup,
  makeVerifiedBackup,
  removeStaleScratch,
  SCRATCH_STALE_MS,
  verifyBackup,
  type Site,
} from './backup.service.ts';
import { backupJob } from './backups.jobs.ts';
import { dialect, serverUrl, tempDir, useBackupSite } from './backups.test-site.ts';

const HOUR = 3_600_000;
const quiet = { info: () => {}, error: () => {} };

const ctx = useBackupSite();

describe(`the daily backup (${dialect})`, () => {
  it('runs once a day across two servers, verified, recorded, keeping the newest BACKUP_KEEP', async () => {
    const dir = tempDir();
    const clock = { now: Date.parse('2026-12-06T02:00:00.000Z') };
    const server = (name: string) =>
      new Scheduler({
        db: ctx.site.db,
        jobs: [backupJob(ctx.site, { dir, keep: 2 }, { now: () => clock.now, server: name })],
        log: quiet,
        now: () => clock.now,
        holder: name,
      });
    const [a, b] = [server('server-a'), server('server-b')];
    const backups = () => readdirSync(dir).sort();

    const ran = await Promise.all([a.runDue(), b.runDue()]);
    expect(ran.flat()).toEqual(['backup']);
    expect(backups()).toEqual([`sangam-${dialect}-20261206-020000.zip`]);

    clock.now += 12 * HOUR;
    expect((await Promise.all([a.runDue(), b.runDue()])).flat()).toEqual([]);

    for (let day = 1; day <= 3; day++) {
      clock.now += 12 * HOUR;
      expect((await Promise.all([b.runDue(), a.runDue()])).flat()).toEqual(['backup']);
      clock.now += 12 * HOUR;
    }
    expect(backups()).toEqual([`sangam-${dialect}-20261208-020000.zip`, `sangam-${dialect}-20261209-020000.zip`]);
    expect((await verifyBackup(path.join(dir, backups()[1]!))).tables.users).toBe(1);

    const rows = await ctx.site.db.selectFrom('backups').select(['createdAt', 'bytes', 'error', 'server']).execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.error === null && row.bytes > 0 && /^server-[ab]$/.test(row.server))).toBe(true);
  });

  it('records a failed backup with its reason and keeps the older files; the next good one prunes to BACKUP_KEEP', async () => {
    const dir = tempDir();
    const name = (day: number) => backupFileName(dialect, new Date(Date.UTC(2026, 11, day, 2)));
    for (const day of [18, 19])
      await makeVerifiedBackup(ctx.site, path.join(dir, name(day)), new Date(Date.UTC(2026, 11, day, 2)));
    writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    const files = () => readdirSync(dir).sort();
    expect(files()).toEqual(['notes.txt', name(18), name(19)]);

    const errors: string[] = [];
    const missing = {
      ...ctx.site,
      databaseUrl: ctx.site.databaseUrl && `${ctx.site.databaseUrl}_missing`,
      dataDir: tempDir(),
    };
    const clock = { now: Date.UTC(2026, 11, 20, 2) };
    const now = () => clock.now;
    const scheduler = (target: Site) =>
      new Scheduler({
        db: ctx.site.db,
        now,
        jobs: [backupJob(target, { dir, keep: 2 }, { now, server: 'server-a' })],
        log: { info: () => {}, error: (obj) => void errors.push(String((obj as { err: Error }).err.message)) },
      });
    expect(await scheduler(missing).runDue()).toEqual(['backup']);
    expect(errors).toHaveLength(1);
    const failed = await ctx.site.db
      .selectFrom('backups')
      .select(['error', 'bytes'])
      .where('error', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({ error: errors[0], bytes: 0 });
    // Nothing pruned and no half-made archive: the two good ones are still the kept ones.
    expect(files()).toEqual(['notes.txt', name(18), name(19)]);

    clock.now = Date.UTC(2026, 11, 21, 2);
    expect(await scheduler(ctx.site).runDue()).toEqual(['backup']);
    expect(errors).toHaveLength(1);
    expect(files()).toEqual(['notes.txt', name(19), name(21)]);
    expect((await verifyBackup(path.join(dir, name(19)))).tables.users).toBe(1);
  });

  it('removes what a crashed backup or restore left over an hour ago, never what is newer or not its own', async () => {
    const dir = tempDir();
    const dataDir = ctx.site.dataDir;
    const aged = (file: string, hours: number) => {
      const at = new Date(Date.now() - hours * HOUR);
      utimesSync(file, at, at);
      return file;
    };
    const folder = (parent: string, name: string, hours: number) => {
      mkdirSync(path.join(parent, name));
      writeFileSync(path.join(parent, name, 'payload'), 'half a database');
      return aged(path.join(parent, name), hours);
    };
    const file = (parent: string, name: string, hours: number) => {
      writeFileSync(path.join(parent, name), 'half an archive');
      return aged(path.join(parent, name), hours);
    };
    folder(dir, '.sangam-backup-a1b2c3', 2);
    file(dir, '.sangam-sqlite-20261205-020000.zip.0a1b2c3d.partial', 2);
    folder(dataDir, '.sangam-backup-d4e5f6', 3);
    file(dataDir, 'sangam.sqlite.restoring-0123456789abcdef01234567', 2);
    const recent = folder(dir, '.sangam-backup-g7h8i9', 0.5);
    const notOurs = [file(dir, 'notes.txt', 5), folder(dir, '.sangam-other', 5)];
    const leftovers = (parent: string) =>
      readdirSync(parent).filter((name) => /^\.sangam-backup-|\.partial$|\.restoring-/.test(name));

    const clock = { now: Date.UTC(2026, 11, 22, 2) };
    const scheduler = new Scheduler({
      db: ctx.site.db,
      now: () => clock.now,
      jobs: [backupJob(ctx.site, { dir, keep: 2 }, { now: () => clock.now, server: 'server-a' })],
      log: quiet,
    });
    expect(await scheduler.runDue()).toEqual(['backup']);
    expect(leftovers(dir)).toEqual([path.basename(recent)]);
    expect(leftovers(dataDir)).toEqual([]);
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(notOurs.map((name) => path.basename(name))));

    // Two backups into one folder at once: neither takes the other's temporary folder for a leftover.
    aged(recent, 2);
    const [a, b] = await Promise.all([
      createBackup(ctx.site, path.join(dir, 'a.zip')),
      createBackup(ctx.site, path.join(dir, 'b.zip')),
    ]);
    expect(a.tables).toEqual(b.tables);
    expect(leftovers(dir)).toEqual([]);
    await Promise.all(['a.zip', 'b.zip'].map((name) => verifyBackup(path.join(dir, name))));
  });

  it.skipIf(!serverUrl)(
    'keeps touching the temporary folder of a backup in progress, however long it runs',
    async () => {
      const dir = tempDir();
      const bin = tempDir();
      // A pg_dump that takes its time, then fails: the backup is under way meanwhile.
      writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\nsleep 2\nexit 1\n', { mode: 0o755 });
      const realPath = process.env.PATH;
      process.env.PATH = `${bin}:${realPath}`;
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const running = createBackup(ctx.site, path.join(dir, 'slow.zip')).catch((error: unknown) => error);
        let folder: string | undefined;
        while (!folder) {
          folder = readdirSync(dir).find((name) => name.startsWith('.sangam-backup-'));
          await new Promise((done) => setTimeout(done, 10));
        }
        folder = path.join(dir, folder);
        // As if it had run for two hours: its beat touches it again.
        const long = new Date(Date.now() - 2 * HOUR);
        utimesSync(folder, long, long);
        vi.advanceTimersByTime(SCRATCH_STALE_MS / 12);
        await vi.waitFor(() => expect(statSync(folder).mtimeMs).toBeGreaterThan(Date.now() - 60_000));
        expect(await removeStaleScratch([dir])).toEqual([]);
        expect(existsSync(folder)).toBe(true);
        expect(String(await running)).toMatch(/pg_dump failed/);
        expect(readdirSync(dir)).toEqual([]);
      } finally {
        vi.useRealTimers();
        process.env.PATH = realPath;
      }
    },
  );
});
