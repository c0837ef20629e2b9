import { readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../../db/migrate.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { makeMember } from '../../test/factories.ts';
import { jpegBytes, pdfBytes } from '../../test/files.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { makeListing } from '../../test/listings.ts';
import { makeNews } from '../../test/news.ts';
import { insertMedia } from '../media/media.queries.ts';
import { readArchive, sha256File, writeArchive } from './backup-archive.ts';
import { createBackup, restoreBackup, verifyBackup, type Manifest } from './backup.service.ts';
import { latestMigration } from './backups.queries.ts';
import { dialect, emptySite, serverUrl, siteOf, tableChecksums, tempDir } from './backups.test-site.ts';

let app: TestApp;
let site: Awaited<ReturnType<typeof siteOf>>;
let file: string;
let manifest: Manifest;
const media: Record<string, Buffer> = {};

async function addMedia(kind: 'image' | 'pdf', bytes: Buffer, ownerId: string | null) {
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

beforeAll(async () => {
  app = await buildTestApp();
  const members = [await makeMember(app, 'free'), await makeMember(app, 'premium'), await makeMember(app, 'admin')];
  for (const [i, member] of members.entries()) {
    await makeListing(app, member.row.id, {
      title: `Tailoring ${i}`,
      imageId: await addMedia('image', await jpegBytes(64 + i, 48), member.row.id),
    });
  }
  const news = await makeNews(app, { imageId: await addMedia('image', await jpegBytes(80, 60), null) });
  await app.db
    .insertInto('newsImages')
    .values({ newsId: news.id, position: 0, mediaId: await addMedia('image', await jpegBytes(90, 70), null) })
    .execute();
  await addMedia('pdf', pdfBytes(), null);
  file = path.join(tempDir(), 'site.zip');
  site = await siteOf(app);
  manifest = await createBackup(site, file);
});

afterAll(async () => {
  await site.dispose();
  await app.dispose();
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
      expect(await tableChecksums(restored)).toEqual(await tableChecksums(site.db));
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
        await site.db
          .insertInto('jobLeases')
          .values({ name: `busy-${writes++}`, holder: null, leaseUntil: null, lastRunAt: null })
          .execute();
        await new Promise((done) => setImmediate(done));
      }
    })();
    const busy = path.join(tempDir(), 'busy.zip');
    const taken = await createBackup(site, busy).finally(() => (writing = false));
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
        .values({ name: 'outbox', holder: null, leaseUntil: null, lastRunAt: new Date().toISOString() })
        .execute();
      await expect(restoreBackup(target, file)).rejects.toThrow(/The site looks running.*or give --force/);
      expect(await latestMigration(target.db(), dialect)).toBe('2026120500_push_subscriptions');
      expect((await restoreBackup(target, file, { force: true })).manifest.tables.users).toBe(3);
    } finally {
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

  it.skipIf(!serverUrl)('names pg_dump when it is not on PATH', async () => {
    const path = process.env.PATH;
    process.env.PATH = tempDir();
    try {
      await expect(createBackup(site, `${file}.nodump.zip`)).rejects.toThrow(/^pg_dump is not on PATH/);
    } finally {
      process.env.PATH = path;
    }
  });
});
