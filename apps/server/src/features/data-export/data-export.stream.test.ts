import { describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { runPendingExports } from './data-export.service.ts';
import { exportZipStream } from './data-export.zip.ts';

// The files' reads are counted; the collection can be made to fail for one member.
const reads = vi.hoisted(() => ({ count: 0, failFor: new Set<string>() }));
vi.mock('./data-export.queries.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./data-export.queries.ts')>();
  return {
    ...original,
    mediaBytes: (...args: Parameters<typeof original.mediaBytes>) => {
      reads.count++;
      return original.mediaBytes(...args);
    },
  };
});
vi.mock('./data-export.collect.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./data-export.collect.ts')>();
  return {
    ...original,
    collectMemberData: (...args: Parameters<typeof original.collectMemberData>) =>
      reads.failFor.has(args[1]) ? Promise.reject(new Error('disk on fire')) : original.collectMemberData(...args),
  };
});

const ctx = useTestApp();
const OLD = new Date(Date.now() - 60 * 86_400_000).toISOString();

async function storeImage(ownerId: string, bytes: Buffer) {
  const id = newId();
  await ctx.app.db
    .insertInto('media')
    .values({
      id,
      ownerId,
      kind: 'image',
      access: 'public',
      contentType: 'image/jpeg',
      bytes,
      byteSize: bytes.length,
      width: 1,
      height: 1,
      filename: null,
      createdAt: nowIso(),
    })
    .execute();
  return id;
}

const exportOf = async (userId: string) => {
  const id = newId();
  await ctx.app.db
    .insertInto('dataExports')
    .values({ id, userId, requestedById: userId, reason: '', status: 'pending', files: '[]', createdAt: nowIso() })
    .execute();
  return id;
};

const statusOf = async (id: string) =>
  (await ctx.app.db.selectFrom('dataExports').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('the ZIP stream', () => {
  it('reads a file only when the reader has taken the ones before it', async () => {
    const member = await makeMember(ctx.app, 'free', { createdAt: OLD });
    const files = [randomBytes(1024 * 1024), randomBytes(1024 * 1024), randomBytes(1024 * 1024)];
    for (const [i, bytes] of files.entries()) {
      await makeListing(ctx.app, member.row.id, {
        title: `Listing ${i}`,
        imageId: await storeImage(member.row.id, bytes),
      });
    }
    const id = await exportOf(member.row.id);
    await runPendingExports(ctx.app.db, { info: () => {}, error: () => {} });

    reads.count = 0;
    const stream = (await exportZipStream(ctx.app.db, id, new Date())) as Readable;
    // Nobody reads: the first file fills the stream's buffer and the others wait.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads.count).toBe(1);

    let size = 0;
    for await (const chunk of stream) size += (chunk as Buffer).length;
    expect(reads.count).toBe(3);
    expect(size).toBeGreaterThan(3 * 1024 * 1024);
  });
});

describe('the job', () => {
  it('marks a copy it cannot make failed, logs it once, and makes the others', async () => {
    const [broken, fine] = [await makeMember(ctx.app, 'free'), await makeMember(ctx.app, 'free')];
    reads.failFor.add(broken.row.id);
    const brokenExport = await exportOf(broken.row.id);
    const fineExport = await exportOf(fine.row.id);
    const errors: string[] = [];
    const ready = await runPendingExports(ctx.app.db, { info: () => {}, error: (_obj, msg) => void errors.push(msg) });
    expect(ready).toBe(1);
    expect(errors).toEqual(['data export failed']);
    expect(await statusOf(brokenExport)).toBe('failed');
    expect(await statusOf(fineExport)).toBe('ready');
    // Not tried again.
    expect(await runPendingExports(ctx.app.db, { info: () => {}, error: (_obj, msg) => void errors.push(msg) })).toBe(
      0,
    );
    expect(errors).toHaveLength(1);
  });
});
