import { effectivePlan } from '@sangam/shared/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaUrls, type MediaAccess } from '../../lib/media-url.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { makeMember, type Member, type Role } from '../../test/factories.ts';
import { jpegBytes, pdfBytes } from '../../test/files.ts';
import { bearer, buildTestApp } from '../../test/helper.ts';
import { type UploadedFile, checkImageBytes, pdfFile } from './upload-checks.service.ts';
import { replaceMedia } from './media.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Member;
const members: Partial<Record<Role, Member>> = {};
const media: Partial<Record<MediaAccess | 'pdf', string>> = {};

/** A stored biodata PDF with a Devanagari name, built as the upload pipeline builds one (with a fixed id). */
const biodataPdf = (): UploadedFile => ({
  ...pdfFile('biodata', pdfBytes(), 'बायोडाटा Asha.pdf'),
  id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
});

const store = async (access: MediaAccess, file?: UploadedFile) => {
  const next =
    file ??
    (await checkImageBytes(await jpegBytes(), { field: 'x', box: { width: 100, height: 100 }, wrongType: 'x' }));
  await app.db
    .transaction()
    .execute((trx) => replaceMedia(trx, { ownerId: owner.row.id, access, previous: [], next: [next] }));
  return next.id;
};

const viewerOf = (m: Member | undefined): Viewer | null =>
  m ? { user: m.row, plan: effectivePlan(m.row), sessionId: 'test' } : null;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await makeMember(app, 'free');
  for (const role of ['free', 'premium', 'expired', 'admin', 'suspended'] as const) {
    members[role] = await makeMember(app, role);
  }
  media.public = await store('public');
  media.members = await store('members');
  media.private = await store('private');
  media.pdf = await store('private', biodataPdf());
});
afterAll(() => app.dispose());

const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

type Who = 'visitor' | 'free' | 'premium' | 'expired' | 'admin' | 'owner' | 'suspended';
const tokenOf = (who: Who) => (who === 'visitor' ? undefined : who === 'owner' ? owner.token : members[who]!.token);
const memberOf = (who: Who) => (who === 'visitor' ? undefined : who === 'owner' ? owner : members[who]);

// Expected status per viewer, with a bearer token. Private files are their owner's and admins' (a form's files);
// the biodata route serves one to premium members after its own rule.
const MATRIX: Record<'members' | 'private', Record<Who, number>> = {
  members: { visitor: 401, free: 200, premium: 200, expired: 200, admin: 200, owner: 200, suspended: 403 },
  private: { visitor: 401, free: 403, premium: 403, expired: 403, admin: 200, owner: 200, suspended: 403 },
};

describe('GET /api/media/:id', () => {
  it('serves public media to everyone, cached for good', async () => {
    const res = await get(`/api/media/${media.public}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await get('/api/media/ffffffffffffffffffffffff')).statusCode).toBe(404);
  });

  for (const access of ['members', 'private'] as const) {
    for (const [who, status] of Object.entries(MATRIX[access]) as [Who, number][]) {
      it(`${access} media with a bearer token: ${who} gets ${status}`, async () => {
        const res = await get(`/api/media/${media[access]}`, tokenOf(who));
        expect(res.statusCode).toBe(status);
        if (status === 200) expect(res.headers['cache-control']).toContain('no-store');
        else expect(res.body).not.toContain('JFIF');
      });

      it(`${access} media by signed URL: ${who} ${status === 200 ? 'is handed one that works' : 'is handed none'}`, async () => {
        const row = { id: media[access]!, access, ownerId: owner.row.id };
        const url = app.mediaUrls.forViewer(viewerOf(memberOf(who)), row);
        if (status !== 200) {
          expect(url).toBeNull();
          return;
        }
        expect(url).toMatch(new RegExp(`^/api/media/${row.id}\\?exp=\\d+&sig=[\\w-]+$`));
        // No token: the URL alone opens it (an <img> cannot send one).
        const res = await get(url!);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store, max-age=0');
      });
    }
  }

  it('hands out plain URLs for public media', () => {
    expect(app.mediaUrls.forViewer(null, { id: media.public!, access: 'public', ownerId: owner.row.id })).toBe(
      `/api/media/${media.public}`,
    );
    expect(app.mediaUrls.forViewer(null, null)).toBeNull();
  });

  it('refuses expired and forged signatures (403), and protected media without any (401)', async () => {
    const row = { id: media.private!, access: 'private' as const };
    const good = new URL(app.mediaUrls.signed(row), 'http://x');
    const exp = good.searchParams.get('exp')!;
    const sig = good.searchParams.get('sig')!;
    expect((await get(`/api/media/${row.id}?exp=${exp}&sig=${sig}`)).statusCode).toBe(200);

    const twoHoursAgo = () => Math.floor(Date.now() / 1000) - 7200;
    const expired = new MediaUrls(app.config.jwtSecret, twoHoursAgo).signed(row);
    const forgedSig = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherKey = new MediaUrls('another secret of at least thirty-two characters').signed(row);
    const otherMedia = app.mediaUrls.signed({ id: media.members!, access: 'members' }).split('?')[1];
    const asMembers = app.mediaUrls.signed({ id: row.id, access: 'members' }).split('?')[1];
    for (const url of [
      expired,
      `/api/media/${row.id}?exp=${exp}&sig=${forgedSig}`,
      `/api/media/${row.id}?exp=${Number(exp) + 600}&sig=${sig}`,
      otherKey,
      `/api/media/${row.id}?${otherMedia}`,
      // Signed for a lower access level than the file has now.
      `/api/media/${row.id}?${asMembers}`,
      `/api/media/${row.id}?sig=${sig}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await get(`/api/media/${row.id}`)).statusCode).toBe(401);
  });

  it('a forged signature does not stop a viewer whose token may read the file', async () => {
    const res = await get(`/api/media/${media.private}?exp=1&sig=nope`, members.admin!.token);
    expect(res.statusCode).toBe(200);
  });

  it('serves PDFs as downloads, protected like any private file', async () => {
    const res = await get(`/api/media/${media.pdf}`, members.admin!.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''\S+\.pdf$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/api/media/${media.pdf}`, members.free!.token)).statusCode).toBe(403);
  });
});
