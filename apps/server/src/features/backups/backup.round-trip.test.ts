import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Scheduler } from '../../jobs/scheduler.ts';
import { LATEST_MIGRATION } from '../../db/migrate.ts';
import { openSqlite } from '../../db/sqlite.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { makeMember } from '../../test/factories.ts';
import { jpegBytes, pdfBytes } from '../../test/files.ts';
import type { TestApp } from '../../test/helper.ts';
import { makeListing } from '../../test/listings.ts';
import { makeNews } from '../../test/news.ts';
import { insertMedia } from '../media/media.queries.ts';
import { readArchive, sha256File, writeArchive } from './backup-archive.ts';
import { toolConnection } from './backup-postgres.ts';
import { createBackup, restoreBackup, verifyBackup, type Manifest } from './backup.service.ts';
import { latestMigration, tableCounts } from './backups.queries.ts';
import { dialect, emptySite, serverUrl, tableChecksums, tempDir, useBackupSite } from './backups.test-site.ts';

let file: string;
let manifest: Manifest;
const media: Record<string, Buffer> = {};

async function addMedia(app: TestApp, kind: 'image' | 'pdf', bytes: Buffer, ownerId: string | null) {
  const id = newId();
  await insertMedia(app.db, {
    id,
    ownerId,
    kind,
    contentType: kind === 'pdf' ? 'application/pdf' : 'image/jpeg',
    bytes,
    width: kind === 'pdf' ? 0 : 64,
    height: kind === 'pdf' ? 0 : 48,
    filename: kind === 'pdf' ? 'minutes.pdf' : null,
    createdAt: nowIso(),
  });
  media[id] = bytes;
  return id;
}

const ctx = useBackupSite(async (app) => {
  const members = [await makeMember(app, 'free'), await makeMember(app, 'premium'), await makeMember(app, 'admin')];
  for (const [i, member] of members.entries()) {
    await makeListing(app, member.row.id, {
      title: `Tailoring ${i}`,
      imageId: await addMedia(app, 'image', await jpegBytes(64 + i, 48), member.row.id),
    });
  }
  const news = await makeNews(app, { imageId: await addMedia(app, 'image', await jpegBytes(80, 60), null) });
  await app.db
    .insertInto('newsImages')
    .values({ newsId: news.id, position: 0, mediaId: await addMedia(app, 'image', await jpegBytes(90, 70), null) })
    .execute();
  await addMedia(app, 'pdf', pdfBytes(), null);
});

beforeAll(async () => {
  file = path.join(tempDir(), 'site.zip');
  manifest = await createBackup(ctx.site, file);
});

describe(`backup create, verify and restore (${dialect})`, () => {
  it('writes a manifest of the database: migration, rows per table, the payload checksum', () => {
    expect(manifest).toMatchObject({
      format: 'sangam-backup',
      dialect,
      migration: LATEST_MIGRATION,
      appMigration: LATEST_MIGRATION,
    });
    expect(manifest.tables).toMatchObject({ users: 3, listings: 3, news: 1, news_images: 1, media: 6 });
    expect(manifest.payload.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('restores into a wiped site: every row and every media file is back', async () => {
    const target = await emptySite();
    try {
      const report = await restoreBackup(target, file);
      expect(report.migratedTo).toBeNull();
      const restored = target.db();
      expect(await tableChecksums(restored)).toEqual(await tableChecksums(ctx.site.db));
      const rows = await restored.selectFrom('media').select(['id', 'bytes']).execute();
      expect(Object.fromEntries(rows.map((row) => [row.id, Buffer.from(row.bytes).toString('hex')]))).toEqual(
        Object.fromEntries(Object.entries(media).map(([id, bytes]) => [id, bytes.toString('hex')])),
      );
    } finally {
      await target.dispose();
    }
  });

  it('verify passes a whole backup and refuses one with a flipped byte or cut short', async () => {
    expect((await verifyBackup(file)).tables).toEqual(manifest.tables);
    const bytes = readFileSync(file);

    const flipped = path.join(tempDir(), 'flipped.zip');
    const damaged = Buffer.from(bytes);
    damaged[Math.floor(damaged.length / 2)]! ^= 0x01;
    writeFileSync(flipped, damaged);
    await expect(verifyBackup(flipped)).rejects.toThrow(/flipped\.zip is damaged or not a Sangam backup/);

    const cut = path.join(tempDir(), 'cut.zip');
    writeFileSync(cut, bytes);
    truncateSync(cut, Math.floor(statSync(cut).size * 0.8));
    await expect(verifyBackup(cut)).rejects.toThrow(/cut\.zip is damaged or not a Sangam backup/);
    const target = await emptySite();
    await expect(restoreBackup(target, cut)).rejects.toThrow(/damaged/);
    await target.dispose();
  });

  it('makes a whole backup while the site keeps writing', async () => {
    let writes = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await ctx.site.db
          .insertInto('jobLeases')
          .values({ name: `busy-${writes++}`, holder: null, leaseUntil: null, lastRunAt: null })
          .execute();
        await new Promise((done) => setImmediate(done));
      }
    })();
    const busy = path.join(tempDir(), 'busy.zip');
    const taken = await createBackup(ctx.site, busy).finally(() => (writing = false));
    await writer;
    expect(writes).toBeGreaterThan(0);
    expect((await verifyBackup(busy)).tables).toEqual(taken.tables);
    expect(taken.tables.job_leases).toBeLessThanOrEqual(writes);
  });

  it.skipIf(serverUrl)('verify refuses a SQLite payload damaged before its checksum was taken', async () => {
    const dir = tempDir();
    const payload = path.join(dir, 'sangam.sqlite');
    await readArchive(file, payload);
    const rewrap = async (name: string, tables: Manifest['tables']) => {
      const archive = path.join(dir, name);
      const { size } = statSync(payload);
      await writeArchive(
        archive,
        { ...manifest, tables, payload: { ...manifest.payload, bytes: size, sha256: await sha256File(payload) } },
        payload,
      );
      return archive;
    };
    await expect(verifyBackup(await rewrap('counts.zip', { ...manifest.tables, users: 4 }))).rejects.toThrow(
      "The backup's database does not hold what its manifest says: users has 3 rows, 4 expected",
    );
    // Page 2 on (the schema and tables' pages) overwritten: SQLite's own check finds it.
    const bytes = readFileSync(payload);
    bytes.fill(0x5a, 4096, 4096 * 3);
    writeFileSync(payload, bytes);
    await expect(verifyBackup(await rewrap('pages.zip', manifest.tables))).rejects.toThrow(
      /The backup's database (is damaged|does not open)/,
    );
  });

  it("refuses to restore over a running site's database unless forced", async () => {
    const target = await emptySite('2026120500_push_subscriptions');
    try {
      await target
        .db()
        .insertInto('jobLeases')
        .values({ name: 'outbox', holder: 'web-1', leaseUntil: '2099-01-01T00:00:00.000Z', lastRunAt: null })
        .execute();
      await expect(restoreBackup(target, file)).rejects.toThrow(
        /The site looks running: the job lease "outbox" is held by web-1 until 2099-01-01T00:00:00.000Z.*give --force/,
      );
      expect(await latestMigration(target.db(), dialect)).toBe('2026120500_push_subscriptions');
      expect((await restoreBackup(target, file, { force: true })).manifest.tables.users).toBe(3);
    } finally {
      await target.dispose();
    }
  });

  it('a server that ran its jobs and stopped does not hold the restore back', async () => {
    const target = await emptySite(LATEST_MIGRATION);
    try {
      const ran: string[] = [];
      const scheduler = new Scheduler({
        db: target.db(),
        jobs: [{ name: 'outbox', intervalMs: 15_000, run: async () => void ran.push('outbox') }],
        log: { info: () => {}, error: () => {} },
      });
      scheduler.start();
      await vi.waitFor(() => expect(ran).toEqual(['outbox']));
      await expect(restoreBackup(target, file)).rejects.toThrow(/The site looks running: the job lease "server /);
      await scheduler.stop();
      expect((await restoreBackup(target, file)).manifest.tables.users).toBe(3);
    } finally {
      await target.dispose();
    }
  });

  it.skipIf(!serverUrl)('a failed pg_restore leaves the live schema as it was; a good one keeps it aside', async () => {
    const target = await emptySite(LATEST_MIGRATION);
    const fakeBin = tempDir();
    const realPath = process.env.PATH;
    try {
      await target
        .db()
        .insertInto('jobLeases')
        .values({ name: 'live', holder: null, leaseUntil: null, lastRunAt: null })
        .execute();
      const before = await tableChecksums(target.db());
      // The payload's check (--list) goes to the real pg_restore; the restore itself fails.
      const real = execFileSync('sh', ['-c', 'command -v pg_restore'], { encoding: 'utf8' }).trim();
      writeFileSync(
        path.join(fakeBin, 'pg_restore'),
        `#!/bin/sh\ncase "$*" in *--list*) exec ${real} "$@";; esac\necho "pg_restore: error: disk full" >&2\nexit 1\n`,
        { mode: 0o755 },
      );
      process.env.PATH = `${fakeBin}:${realPath}`;
      await expect(restoreBackup(target, file)).rejects.toThrow(
        /pg_restore failed \(exit 1\): pg_restore: error: disk full/,
      );
      process.env.PATH = realPath;
      expect(await tableChecksums(target.db())).toEqual(before);
      const schemas = await sql<{ name: string }>`
        SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'public%' ORDER BY 1
      `.execute(target.db());
      expect(schemas.rows.map((row) => row.name)).toEqual(['public']);

      const report = await restoreBackup(target, file, { now: Date.parse('2026-12-07T03:04:05Z') });
      expect(report.keptAs).toBe('public_before_restore_20261207_030405');
      expect(await tableCounts(target.db(), dialect)).toEqual(manifest.tables);
      const kept = await sql<{ name: string }>`
        SELECT name FROM public_before_restore_20261207_030405.job_leases
      `.execute(target.db());
      expect(kept.rows).toEqual([{ name: 'live' }]);
    } finally {
      process.env.PATH = realPath;
      await target.dispose();
    }
  });

  it('restoring an older backup runs the later migrations', async () => {
    const older = await emptySite('2026120500_push_subscriptions');
    const target = await emptySite();
    try {
      const olderFile = path.join(tempDir(), 'older.zip');
      expect((await createBackup(older, olderFile)).migration).toBe('2026120500_push_subscriptions');
      const report = await restoreBackup(target, olderFile);
      expect(report.migratedTo).toBe(LATEST_MIGRATION);
      expect(await latestMigration(target.db(), dialect)).toBe(LATEST_MIGRATION);
      expect(await target.db().selectFrom('backups').selectAll().execute()).toEqual([]);
    } finally {
      await older.dispose();
      await target.dispose();
    }
  });

  it.skipIf(serverUrl)('swaps the SQLite file in with the replaced one kept whole, WAL and all', async () => {
    const target = await emptySite(LATEST_MIGRATION);
    try {
      // Another connection left open keeps the live WAL from being folded in when the restore closes the database.
      await target
        .db()
        .insertInto('jobLeases')
        .values({ name: 'live', holder: null, leaseUntil: null, lastRunAt: null })
        .execute();
      const live = path.join(target.dataDir, 'sangam.sqlite');
      const report = await restoreBackup(target, file, { force: true });
      expect(report.keptAs).toBe(`${live}.before-restore-${report.keptAs!.slice(-15)}`);
      expect(existsSync(`${live}-wal`)).toBe(false);
      const restored = openSqlite(live);
      const kept = openSqlite(report.keptAs!);
      try {
        expect(await tableCounts(restored.db, dialect)).toEqual(manifest.tables);
        expect(await kept.db.selectFrom('jobLeases').select('name').execute()).toEqual([{ name: 'live' }]);
      } finally {
        await restored.close();
        await kept.close();
      }
    } finally {
      await target.dispose();
    }
  });

  it("keeps its temporary copies beside the archive and in DATA_DIR, never in the system's temporary folder", async () => {
    const tmp = process.env.TMPDIR;
    const target = await emptySite();
    const out = path.join(tempDir(), 'beside', 'site.zip');
    // A TMPDIR that cannot hold anything: a backup that used it would fail.
    process.env.TMPDIR = path.join(tempDir(), 'not-a-folder');
    writeFileSync(process.env.TMPDIR, '');
    try {
      await createBackup(ctx.site, out);
      await verifyBackup(out);
      expect((await restoreBackup(target, out)).manifest.tables.users).toBe(3);
      expect(readdirSync(path.dirname(out))).toEqual(['site.zip']);
      expect(readdirSync(target.dataDir).filter((name) => name.startsWith('.sangam-backup-'))).toEqual([]);
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
      await target.dispose();
    }
  });

  it('gives pg_dump the password through PGPASSWORD, never on its command line', async () => {
    expect(toolConnection('postgres://sangam:p%40ss@db.example/sangam?sslmode=require')).toEqual({
      dbname: 'postgres://sangam@db.example/sangam?sslmode=require',
      password: 'p@ss',
    });
    expect(toolConnection('postgres://sangam@db.example/sangam?password=secret-xyz&sslmode=require')).toEqual({
      dbname: 'postgres://sangam@db.example/sangam?sslmode=require',
      password: 'secret-xyz',
    });
    expect(toolConnection('postgres://sangam@db.example/sangam')).toEqual({
      dbname: 'postgres://sangam@db.example/sangam',
    });
    if (!serverUrl) return;
    const bin = tempDir();
    const seen = path.join(bin, 'seen');
    writeFileSync(path.join(bin, 'pg_dump'), `#!/bin/sh\necho "$* PGPASSWORD=$PGPASSWORD" > ${seen}\nexit 1\n`, {
      mode: 0o755,
    });
    const realPath = process.env.PATH;
    process.env.PATH = `${bin}:${realPath}`;
    try {
      const withPassword = { ...ctx.site, databaseUrl: `${ctx.site.databaseUrl}?password=secret-xyz` };
      await expect(createBackup(withPassword, path.join(bin, 'out.zip'))).rejects.toThrow(/^pg_dump failed \(exit 1\)/);
    } finally {
      process.env.PATH = realPath;
    }
    const line = readFileSync(seen, 'utf8');
    expect(line).toMatch(/--dbname=postgres:\/\/\S+ .*PGPASSWORD=secret-xyz$/m);
    expect(line.replace('PGPASSWORD=secret-xyz', '')).not.toContain('secret-xyz');
  });

  it.skipIf(!serverUrl)('names pg_dump when it is not on PATH', async () => {
    const path = process.env.PATH;
    process.env.PATH = tempDir();
    try {
      await expect(createBackup(ctx.site, `${file}.nodump.zip`)).rejects.toThrow(/^pg_dump is not on PATH/);
    } finally {
      process.env.PATH = path;
    }
  });
});
