import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scheduler } from '../../jobs/scheduler.ts';
import { makeMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { backupFileName, makeVerifiedBackup, verifyBackup, type Site } from './backup.service.ts';
import { backupJob } from './backups.jobs.ts';
import { dialect, siteOf, tempDir } from './backups.test-site.ts';

const HOUR = 3_600_000;
const quiet = { info: () => {}, error: () => {} };

let app: TestApp;
let site: Awaited<ReturnType<typeof siteOf>>;

beforeAll(async () => {
  app = await buildTestApp();
  await makeMember(app, 'admin');
  site = await siteOf(app);
});

afterAll(async () => {
  await site.dispose();
  await app.dispose();
});

describe(`the daily backup (${dialect})`, () => {
  it('runs once a day across two servers, verified, recorded, keeping the newest BACKUP_KEEP', async () => {
    const dir = tempDir();
    const clock = { now: Date.parse('2026-12-06T02:00:00.000Z') };
    const server = (name: string) =>
      new Scheduler({
        db: site.db,
        jobs: [backupJob(site, { dir, keep: 2 }, { now: () => clock.now, server: name })],
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

    const rows = await site.db.selectFrom('backups').select(['createdAt', 'bytes', 'error', 'server']).execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.error === null && row.bytes > 0 && /^server-[ab]$/.test(row.server))).toBe(true);
  });

  it('records a failed backup with its reason and keeps the older files; the next good one prunes to BACKUP_KEEP', async () => {
    const dir = tempDir();
    const name = (day: number) => backupFileName(dialect, new Date(Date.UTC(2026, 11, day, 2)));
    for (const day of [18, 19])
      await makeVerifiedBackup(site, path.join(dir, name(day)), new Date(Date.UTC(2026, 11, day, 2)));
    writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    const files = () => readdirSync(dir).sort();
    expect(files()).toEqual(['notes.txt', name(18), name(19)]);

    const errors: string[] = [];
    const missing = { ...site, databaseUrl: site.databaseUrl && `${site.databaseUrl}_missing`, dataDir: tempDir() };
    const clock = { now: Date.UTC(2026, 11, 20, 2) };
    const now = () => clock.now;
    const scheduler = (target: Site) =>
      new Scheduler({
        db: site.db,
        now,
        jobs: [backupJob(target, { dir, keep: 2 }, { now, server: 'server-a' })],
        log: { info: () => {}, error: (obj) => void errors.push(String((obj as { err: Error }).err.message)) },
      });
    expect(await scheduler(missing).runDue()).toEqual(['backup']);
    expect(errors).toHaveLength(1);
    const failed = await site.db
      .selectFrom('backups')
      .select(['error', 'bytes'])
      .where('error', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({ error: errors[0], bytes: 0 });
    // Nothing pruned and no half-made archive: the two good ones are still the kept ones.
    expect(files()).toEqual(['notes.txt', name(18), name(19)]);

    clock.now = Date.UTC(2026, 11, 21, 2);
    expect(await scheduler(site).runDue()).toEqual(['backup']);
    expect(errors).toHaveLength(1);
    expect(files()).toEqual(['notes.txt', name(19), name(21)]);
    expect((await verifyBackup(path.join(dir, name(19)))).tables.users).toBe(1);
  });
});
