import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from '@sangam/shared/news';
import { bearer, countRows, created } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp } from '../../test/factories.ts';
import { form, jpegBytes, pdfBytes } from '../../test/files.ts';
import { translate } from '../../lib/i18n.ts';

/** A message id as an English reply says it. */
const en = (message: string) => translate('en', message);

const webDist = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><title>Sangam</title>
    <meta name="description" content="default" />
    <meta property="og:title" content="default" />
  </head><body><div id="root"></div></body></html>`,
);

const ctx = useTestApp({ admin: ['admin', { name: 'Admin Writer' }] }, { webDist });

type Part = { name: string; value: string } | { name: string; bytes: Buffer; filename: string; type: string };
const text = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));
const photo = async (name = 'image'): Promise<Part> => ({
  name,
  bytes: await jpegBytes(),
  filename: 'p.jpg',
  type: 'image/jpeg',
});
const valid = {
  title: 'Annual Community Meet 2026',
  content: '<p>Join us for the <strong>annual</strong> meet.</p>',
  excerpt: 'Join us for the annual meet',
  category: 'event',
  status: 'published',
  featured: 'true',
  eventDate: '2030-02-01T12:30:00.000Z',
  eventLocation: 'Town Hall, Pune',
  tags: 'meet, community, annual',
};
const send = (method: 'POST' | 'PUT', url: string, parts: Part[], token: string | null = ctx.admin.token) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: form(parts) });
const create = (parts: Part[], token: string | null = ctx.admin.token) => send('POST', '/api/news', parts, token);
const count = () => countRows(ctx.app.db, 'news');

describe('admin routes: who may', () => {
  it.each<[string, Role | null, number]>([
    ['visitor', null, 401],
    ['free member', 'free', 403],
    ['premium member', 'premium', 403],
  ])('%s is refused everywhere and nothing is written', async (_who, role, status) => {
    const token = role ? (await makeMember(ctx.app, role)).token : null;
    const before = await count();
    const { _id } = (await create([...text({ ...valid, title: 'Guarded' }), await photo()])).json().news;
    const headers = token ? bearer(token) : {};
    expect((await ctx.app.inject({ url: '/api/news/admin/all', headers })).statusCode).toBe(status);
    expect((await create(text(valid), token)).statusCode).toBe(status);
    expect((await send('PUT', `/api/news/${_id}`, text({ ...valid, title: 'Hacked' }), token)).statusCode).toBe(status);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/news/${_id}`, headers })).statusCode).toBe(status);
    const row = await ctx.app.db.selectFrom('news').select('title').where('id', '=', _id).executeTakeFirstOrThrow();
    expect(row.title).toBe('Guarded');
    expect(await count()).toBe(before + 1);
  });
});

describe('creating, editing and deleting', () => {
  it('creates an event with images: 201, unique slug from the title, tags, images public', async () => {
    const res = await create([...text(valid), await photo(), await photo('images'), await photo('images')]);
    const news = created(res, 'news');
    expect(news).toMatchObject({
      slug: 'annual-community-meet-2026',
      category: 'event',
      status: 'published',
      featured: true,
      eventLocation: 'Town Hall, Pune',
      eventDate: '2030-02-01T12:30:00.000Z',
      tags: ['meet', 'community', 'annual'],
      externalFormText: 'Fill Form',
      author: { name: 'Admin Writer' },
    });
    expect(news.image).toMatch(/^\/api\/media\//);
    expect(news.images).toHaveLength(2);
    expect((await ctx.app.inject({ url: news.images[0] })).headers['content-type']).toBe('image/jpeg');
    const again = (await create(text({ ...valid, tags: '["a","b"]' }))).json().news;
    expect(again.slug).not.toBe(news.slug);
    expect(again.slug.startsWith('annual-community-meet-2026-')).toBe(true);
    expect(again.tags).toEqual(['a', 'b']);
    const visitor = await ctx.app.inject({ url: `/api/news/${news.slug}` });
    expect(visitor.statusCode).toBe(200);
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['no title', { title: '' }, 'title', en(NEWS_MESSAGES.requiredFields)],
    ['no excerpt', { excerpt: ' ' }, 'excerpt', en(NEWS_MESSAGES.requiredFields)],
    ['a long excerpt', { excerpt: 'x'.repeat(501) }, 'excerpt', en(NEWS_MESSAGES.excerptMax)],
    ['a bad category', { category: 'gossip' }, 'category', en(NEWS_MESSAGES.requiredFields)],
    ['an event without a date', { eventDate: '' }, 'eventDate', en(NEWS_MESSAGES.eventFields)],
    ['an event without a place', { eventLocation: '' }, 'eventLocation', en(NEWS_MESSAGES.eventFields)],
    [
      'a button text over 50',
      { externalFormText: 'x'.repeat(51) },
      'externalFormText',
      en(NEWS_MESSAGES.externalFormTextMax),
    ],
    [
      'a link that is no URL',
      { externalFormLink: 'javascript:alert(1)' },
      'externalFormLink',
      en(NEWS_MESSAGES.externalFormLinkInvalid),
    ],
    [
      'content that is only a script',
      { content: '<script>alert(1)</script>' },
      'content',
      en(NEWS_MESSAGES.requiredFields),
    ],
  ])('refuses %s with 400 naming the field', async (_case, change, field, message) => {
    const before = await count();
    const res = await create(text({ ...valid, ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it('refuses a file that is not an image, and a sixth additional image', async () => {
    const pdf = await create([
      ...text(valid),
      { name: 'image', bytes: pdfBytes(), filename: 'x.jpg', type: 'image/jpeg' },
    ]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().fields.image).toBe(en(NEWS_MESSAGES.imageType));
    const six = await create([
      ...text(valid),
      ...(await Promise.all(Array.from({ length: 6 }, () => photo('images')))),
    ]);
    expect(six.statusCode).toBe(400);
    expect(six.json().fields.images).toBe(en(NEWS_MESSAGES.tooManyImages));
  });

  it('sanitises the content: no script, no event handlers, no javascript: links', async () => {
    const res = await create(
      text({
        ...valid,
        category: 'news',
        content:
          '<p onclick="steal()">Hello <a href="javascript:alert(1)">click</a> <a href="https://example.com">ok</a></p>' +
          '<script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { content } = res.json().news;
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(content).toContain('<a href="https://example.com/" rel="noopener noreferrer">ok</a>');
    expect(content).toContain('Hello');
  });

  it('edits: keeps chosen images, adds new ones, drops the main image; the slug stays', async () => {
    const created = (await create([...text(valid), await photo(), await photo('images'), await photo('images')])).json()
      .news;
    const [first, second] = created.imageIds;
    const res = await send('PUT', `/api/news/${created._id}`, [
      ...text({
        ...valid,
        title: 'Renamed meet',
        status: 'draft',
        keepImages: JSON.stringify([second]),
        removeImage: 'true',
      }),
      await photo('images'),
    ]);
    expect(res.statusCode).toBe(200);
    const { news } = res.json();
    expect(news).toMatchObject({ title: 'Renamed meet', slug: created.slug, status: 'draft', image: null });
    expect(news.imageIds).toHaveLength(2);
    expect(news.imageIds[0]).toBe(second);
    expect((await ctx.app.inject({ url: `/api/media/${first}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/news/${created.slug}` })).statusCode).toBe(404);
    const six = await send('PUT', `/api/news/${created._id}`, [
      ...text(valid),
      ...(await Promise.all(Array.from({ length: 4 }, () => photo('images')))),
    ]);
    expect(six.statusCode).toBe(400);
    expect(six.json().fields.images).toBe(en(NEWS_MESSAGES.tooManyImages));
    expect((await send('PUT', '/api/news/missing', text(valid))).statusCode).toBe(404);
  });

  it('deletes with its likes, comments and pictures', async () => {
    const created = (await create([...text({ ...valid, category: 'news' }), await photo()])).json().news;
    const member = await makeMember(ctx.app, 'free');
    await ctx.app.inject({ method: 'POST', url: `/api/news/${created._id}/like`, headers: bearer(member.token) });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/news/${created._id}`,
      headers: bearer(ctx.admin.token),
    });
    expect(res.json()).toEqual({ message: en(NEWS_MESSAGES.deleted) });
    expect((await ctx.app.inject({ url: `/api/news/${created.slug}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: created.image })).statusCode).toBe(404);
    const likes = await ctx.app.db.selectFrom('likes').selectAll().where('subjectId', '=', created._id).execute();
    expect(likes).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/news/${created._id}`, headers: bearer(ctx.admin.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('lists for admins with filters by status, category and search, 10 a page', async () => {
    await create(text({ ...valid, title: 'Archived press note', category: 'press-release', status: 'archived' }));
    const res = await ctx.app.inject({
      url: '/api/news/admin/all?status=archived&category=press-release&search=press',
      headers: bearer(ctx.admin.token),
    });
    expect(res.json().news.map((n: { title: string }) => n.title)).toEqual(['Archived press note']);
    expect(res.json().pagination.limit).toBe(10);
  });
});

describe('attached forms', () => {
  it('the article carries the attached form { _id, title, slug }; an unknown form id gives null', async () => {
    const now = new Date().toISOString();
    await ctx.app.db
      .insertInto('forms')
      .values({
        id: 'form1',
        title: 'Volunteer sign-up',
        slug: 'volunteer-sign-up',
        category: 'event',
        status: 'active',
        fields: '[]',
        settings: '{}',
        styling: '{}',
        startDate: null,
        endDate: null,
        submissionLimit: null,
        currentVersionId: null,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const linked = (await create(text({ ...valid, attachedForm: 'form1', formDisplayType: 'embedded' }))).json().news;
    const article = (await ctx.app.inject({ url: `/api/news/${linked.slug}` })).json().news;
    expect(article).toMatchObject({
      attachedForm: { _id: 'form1', title: 'Volunteer sign-up', slug: 'volunteer-sign-up' },
      formDisplayType: 'embedded',
    });
    const orphan = (await create(text({ ...valid, attachedForm: 'no-such-form' }))).json().news;
    expect(orphan).toMatchObject({ attachedForm: null, attachedFormId: 'no-such-form' });
  });
});

describe('link previews of /news/:slug', () => {
  it("carries the article's title, excerpt and image; drafts keep the defaults", async () => {
    const news = (await create([...text({ ...valid, title: 'Sangam <Meet>', category: 'news' }), await photo()])).json()
      .news;
    const html = (await ctx.app.inject({ url: `/news/${news.slug}`, headers: { host: 'sangam.example' } })).body;
    expect(html).toContain('<meta property="og:title" content="Sangam &lt;Meet&gt; |');
    expect(html).toContain('<meta property="og:description" content="Join us for the annual meet" />');
    expect(html).toContain(`<meta property="og:image" content="https://sangam.example${news.image}" />`);
    const draft = (await create(text({ ...valid, title: 'Hidden draft', status: 'draft' }))).json().news;
    const hidden = (await ctx.app.inject({ url: `/news/${draft.slug}`, headers: { host: 'sangam.example' } })).body;
    expect(hidden).not.toContain('Hidden draft');
  });
});
