import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { SUCCESS_STORY_MESSAGES as M } from '@sangam/shared/matrimonial-success-stories';
import { translate } from '../../lib/i18n.ts';
import { bearer, countRows, created, expectFieldRefusal } from '../../test/helper.ts';
import { NON_ADMINS, makeMember, type Role, useTestApp } from '../../test/factories.ts';
import { form, jpegBytes, pdfBytes } from '../../test/files.ts';

/** A message id as an English reply says it. */
const en = (message: string) => translate('en', message);

const webDist = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><title>Sangam</title>
    <meta name="description" content="default" />
    <meta property="og:title" content="default" />
    <meta property="og:image" content="/og-image.png" />
  </head><body><div id="root"></div></body></html>`,
);

const ctx = useTestApp({ admin: ['admin', { name: 'Story Admin' }] }, { webDist });

type Part = { name: string; value: string } | { name: string; bytes: Buffer; filename: string; type: string };
const text = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));
const photo = async (): Promise<Part> => ({
  name: 'photo',
  bytes: await jpegBytes(320, 240),
  filename: 'couple.jpg',
  type: 'image/jpeg',
});
const valid = {
  brideName: 'Priya Jadhav',
  groomName: 'Rahul Kamble',
  weddingMonth: '2026-02',
  city: 'Pune',
  story: 'Our families met through Sangam and the rest is history.',
  familiesConsented: 'true',
};
const ADMIN_URL = '/api/admin/matrimonial/success-stories';
const LIST_URL = '/api/matrimonial/success-stories';
const send = (method: 'POST' | 'PUT', url: string, parts: Part[], token: string | null = ctx.admin.token) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: form(parts) });
const publish = async (fields: Partial<typeof valid> = {}) =>
  created(await send('POST', ADMIN_URL, [...text({ ...valid, ...fields }), await photo()]), 'story');
const list = (query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `${LIST_URL}${query}`, headers });
const mediaIdOf = (url: string) => url.replace('/api/media/', '');

describe('GET /api/matrimonial/success-stories (public)', () => {
  it.each<[string, Role | null]>([
    ['visitor', null],
    ['free member', 'free'],
    ['premium member', 'premium'],
    ['admin', 'admin'],
  ])('%s reads the stories newest first, each with its photo', async (_who, role) => {
    const first = await publish({ brideName: 'Older Bride' });
    const second = await publish({ brideName: 'Newer Bride' });
    const token = role ? (await makeMember(ctx.app, role)).token : null;
    const res = await list('?limit=50', token ? bearer(token) : {});
    expect(res.statusCode).toBe(200);
    const { stories, pagination } = res.json();
    const ids = stories.map((s: { _id: string }) => s._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(stories.find((s: { _id: string }) => s._id === second._id)).toEqual({
      _id: second._id,
      brideName: 'Newer Bride',
      groomName: 'Rahul Kamble',
      weddingMonth: '2026-02',
      city: 'Pune',
      photo: expect.stringMatching(/^\/api\/media\//),
      story: valid.story,
      familiesConsented: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(pagination).toMatchObject({ page: 1, limit: 50 });
    expect(pagination.total).toBeGreaterThanOrEqual(2);
    // The photo is public, re-encoded as JPEG.
    const image = await ctx.app.inject({ url: second.photo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('pages: ?page=2&limit=1 is the second newest; a bad page is a 400', async () => {
    await publish();
    await publish();
    const one = (await list('?limit=1')).json();
    const two = (await list('?page=2&limit=1')).json();
    expect(one.stories).toHaveLength(1);
    expect(two.stories).toHaveLength(1);
    expect(two.stories[0]._id).not.toBe(one.stories[0]._id);
    expect(two.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(one.pagination.pages).toBe(one.pagination.total);
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?limit=51')).statusCode).toBe(400);
  });
});

describe('admin routes: who may', () => {
  it.each(NON_ADMINS)(
    '%s is refused publishing, editing and deleting, and nothing changes',
    async (_who, role, status) => {
      const story = await publish({ brideName: 'Guarded Bride' });
      const token = role ? (await makeMember(ctx.app, role)).token : null;
      const before = await countRows(ctx.app.db, 'successStories');
      const auditBefore = await countRows(ctx.app.db, 'auditLog');
      const headers = token ? bearer(token) : {};
      expect((await send('POST', ADMIN_URL, [...text(valid), await photo()], token)).statusCode).toBe(status);
      expect(
        (await send('PUT', `${ADMIN_URL}/${story._id}`, text({ ...valid, brideName: 'Hacked' }), token)).statusCode,
      ).toBe(status);
      expect((await ctx.app.inject({ method: 'DELETE', url: `${ADMIN_URL}/${story._id}`, headers })).statusCode).toBe(
        status,
      );
      expect(await countRows(ctx.app.db, 'successStories')).toBe(before);
      expect(await countRows(ctx.app.db, 'auditLog')).toBe(auditBefore);
      const row = await ctx.app.db
        .selectFrom('successStories')
        .select('brideName')
        .where('id', '=', story._id)
        .executeTakeFirstOrThrow();
      expect(row.brideName).toBe('Guarded Bride');
    },
  );
});

describe('publishing', () => {
  it('201 with the story; an audit row names the admin, the couple and the fields', async () => {
    const res = await send('POST', ADMIN_URL, [...text(valid), await photo()]);
    const story = created(res, 'story');
    expect(res.json().message).toBe('Success story published');
    expect(story).toMatchObject({ brideName: 'Priya Jadhav', groomName: 'Rahul Kamble', familiesConsented: true });
    const media = await ctx.app.db
      .selectFrom('media')
      .select(['access', 'ownerId', 'contentType'])
      .where('id', '=', mediaIdOf(story.photo))
      .executeTakeFirstOrThrow();
    expect(media).toEqual({ access: 'public', ownerId: null, contentType: 'image/jpeg' });
    const audit = await ctx.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', story._id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actorId: ctx.admin.row.id,
      action: 'success_story.create',
      subjectType: 'success_story',
      targetName: 'Priya Jadhav & Rahul Kamble',
    });
    expect(JSON.parse(audit.changes)).toMatchObject({ city: [null, 'Pune'], weddingMonth: [null, '2026-02'] });
  });

  it('the families must have consented: 400 naming familiesConsented, nothing stored', async () => {
    const before = await countRows(ctx.app.db, 'successStories');
    const { familiesConsented: _, ...unticked } = valid;
    for (const parts of [text(unticked), text({ ...valid, familiesConsented: 'false' })]) {
      const res = await send('POST', ADMIN_URL, [...parts, await photo()]);
      expectFieldRefusal(res, 400, ERROR_TYPES.validation, 'familiesConsented', en(M.consentRequired));
    }
    expect(await countRows(ctx.app.db, 'successStories')).toBe(before);
  });

  it('the consent refusal reads in Hindi for a Hindi request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: ADMIN_URL,
      headers: { ...bearer(ctx.admin.token), 'accept-language': 'hi' },
      payload: form([...text({ ...valid, familiesConsented: '' }), await photo()]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.familiesConsented).toBe(translate('hi', M.consentRequired));
    expect(res.json().fields.familiesConsented).not.toBe(en(M.consentRequired));
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['no bride name', { brideName: ' ' }, 'brideName', M.required],
    ['no groom name', { groomName: '' }, 'groomName', M.required],
    ['a name over 100', { groomName: 'x'.repeat(101) }, 'groomName', M.nameMax],
    ['no city', { city: '' }, 'city', M.required],
    ['no story', { story: '' }, 'story', M.required],
    ['a story over 1,000 characters', { story: 'x'.repeat(1001) }, 'story', M.storyMax],
    ['a month that is no month', { weddingMonth: '2026-13' }, 'weddingMonth', M.monthInvalid],
    ['a month without the year', { weddingMonth: 'February' }, 'weddingMonth', M.monthInvalid],
    ['a month in the future', { weddingMonth: `${new Date().getFullYear() + 2}-01` }, 'weddingMonth', M.monthFuture],
  ])('%s: 400 naming the field', async (_case, change, field, message) => {
    const res = await send('POST', ADMIN_URL, [...text({ ...valid, ...change }), await photo()]);
    expectFieldRefusal(res, 400, ERROR_TYPES.validation, field, en(message));
  });

  it('a story of exactly 1,000 characters is taken', async () => {
    const story = await publish({ story: 'x'.repeat(1000) });
    expect(story.story).toHaveLength(1000);
  });

  it('needs a photo, and an image: 400 naming photo', async () => {
    const before = await countRows(ctx.app.db, 'media');
    expectFieldRefusal(
      await send('POST', ADMIN_URL, text(valid)),
      400,
      ERROR_TYPES.validation,
      'photo',
      en(M.photoRequired),
    );
    const pdf = { name: 'photo', bytes: pdfBytes(), filename: 'couple.pdf', type: 'application/pdf' };
    const res = await send('POST', ADMIN_URL, [...text(valid), pdf]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.photo).toBe(en(M.photoType));
    expect(await countRows(ctx.app.db, 'media')).toBe(before);
  });

  it('a JSON body is refused with 400 (multipart only)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: ADMIN_URL,
      headers: bearer(ctx.admin.token),
      payload: valid,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('PUT changes the fields and keeps the photo when none is sent; audited with the changes', async () => {
    const story = await publish();
    const res = await send('PUT', `${ADMIN_URL}/${story._id}`, text({ ...valid, city: 'Nagpur', story: 'Updated' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Success story updated');
    expect(res.json().story).toMatchObject({ _id: story._id, city: 'Nagpur', story: 'Updated', photo: story.photo });
    const audit = await ctx.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', story._id)
      .where('action', '=', 'success_story.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toEqual({ city: ['Pune', 'Nagpur'], story: ['(changed)', '(changed)'] });
  });

  it('PUT with a new photo replaces the old one, whose file is gone', async () => {
    const story = await publish();
    const res = await send('PUT', `${ADMIN_URL}/${story._id}`, [...text(valid), await photo()]);
    const updated = res.json().story;
    expect(updated.photo).not.toBe(story.photo);
    expect((await ctx.app.inject({ url: updated.photo })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: story.photo })).statusCode).toBe(404);
  });

  it('PUT must keep the consent tick, and a missing story is a 404', async () => {
    const story = await publish();
    const res = await send('PUT', `${ADMIN_URL}/${story._id}`, text({ ...valid, familiesConsented: 'false' }));
    expectFieldRefusal(res, 400, ERROR_TYPES.validation, 'familiesConsented', en(M.consentRequired));
    const missing = await send('PUT', `${ADMIN_URL}/no-such-story`, text(valid));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(en(M.notFound));
  });

  it('DELETE removes the story and its photo, audited; a second DELETE is a 404', async () => {
    const story = await publish({ brideName: 'Leaving Bride' });
    const url = `${ADMIN_URL}/${story._id}`;
    const res = await ctx.app.inject({ method: 'DELETE', url, headers: bearer(ctx.admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Success story deleted' });
    const ids = (await list('?limit=50')).json().stories.map((s: { _id: string }) => s._id);
    expect(ids).not.toContain(story._id);
    expect((await ctx.app.inject({ url: story.photo })).statusCode).toBe(404);
    const media = await ctx.app.db.selectFrom('media').select('id').where('id', '=', mediaIdOf(story.photo)).execute();
    expect(media).toEqual([]);
    const audit = await ctx.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', story._id)
      .where('action', '=', 'success_story.delete')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ targetName: 'Leaving Bride & Rahul Kamble', subjectType: 'success_story' });
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(ctx.admin.token) })).statusCode).toBe(404);
  });
});

describe('the link preview of /matrimonial/success-stories', () => {
  const content = (html: string, key: string) =>
    [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g'))].map((m) => m[1]);

  it("shows the page's name and the newest couple with their photo, in the link's language", async () => {
    const story = await publish({ brideName: 'Anita', groomName: 'Vikas', weddingMonth: '2025-11', city: 'Nashik' });
    const english = (await ctx.app.inject({ url: '/matrimonial/success-stories' })).body;
    expect(content(english, 'og:title')).toEqual(['Success Stories | Sangam']);
    expect(content(english, 'og:image')[0]).toMatch(new RegExp(`^https?://[^/]+${story.photo}$`));
    expect(content(english, 'og:description')[0]).toContain('Anita &amp; Vikas, married in November 2025, Nashik.');
    const hindi = (await ctx.app.inject({ url: '/matrimonial/success-stories?lang=hi' })).body;
    expect(content(hindi, 'og:title')).toEqual(['सफल रिश्ते | संगम']);
    expect(content(hindi, 'og:description')[0]).toContain('Anita और Vikas, विवाह नवंबर 2025 में, Nashik।');
  });
});
