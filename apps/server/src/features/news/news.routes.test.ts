import { beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from '@sangam/shared/news';
import { bearer, editProfile } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp } from '../../test/factories.ts';
import { makeNews } from '../../test/news.ts';
import { newsViewsPruningJob } from './news.jobs.ts';
import { translate } from '../../lib/i18n.ts';
import { cacheCounts } from '../../lib/cache.ts';

/** A message id as an English reply says it. */
const en = (message: string) => translate('en', message);

const ctx = useTestApp({
  admin: ['admin', { name: 'Admin Writer', email: 'admin@example.com' }],
  member: ['free', { name: 'Asha Patil', email: 'asha@example.com' }],
});
let published: { id: string; slug: string };
let draft: { id: string; slug: string };
let archived: { id: string; slug: string };
beforeAll(async () => {
  published = await makeNews(ctx.app, {
    title: 'Diwali gathering',
    slug: 'diwali-gathering',
    authorId: ctx.admin.row.id,
    tags: '["festival","family","food","music"]',
    bodyText: 'Lights sweets and songs festival family food music',
    createdAt: '2026-11-01T10:00:00.000Z',
  });
  draft = await makeNews(ctx.app, { title: 'Secret draft', status: 'draft', bodyText: 'unfinished' });
  archived = await makeNews(ctx.app, { title: 'Old archive', status: 'archived', bodyText: 'gone' });
  await makeNews(ctx.app, { title: 'Featured notice', category: 'notice', featured: 1, bodyText: 'water supply' });
});

const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const misses = (kind: string) => cacheCounts().get(kind)?.misses ?? 0;
const titles = (body: { news: { title: string }[] }) => body.news.map((n) => n.title);

describe('reading news', () => {
  it.each<[string, Role | null]>([
    ['visitor', null],
    ['free member', 'free'],
  ])('%s sees published items only, in lists and by slug', async (_who, role) => {
    const token = role ? (await makeMember(ctx.app, role)).token : undefined;
    const list = await get('/api/news?limit=50', token);
    expect(list.statusCode).toBe(200);
    expect(titles(list.json())).toEqual(expect.arrayContaining(['Diwali gathering', 'Featured notice']));
    expect(titles(list.json())).not.toContain('Secret draft');
    expect(titles(list.json())).not.toContain('Old archive');
    expect(titles((await get('/api/news/latest?limit=10', token)).json())).not.toContain('Secret draft');
    for (const hidden of [draft, archived]) {
      const res = await get(`/api/news/${hidden.slug}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(en(NEWS_MESSAGES.notFound));
      expect((await post(`/api/news/${hidden.id}/like`, token)).statusCode).toBe(role ? 404 : 401);
    }
  });

  it('admins read drafts and archived items by slug and in their list', async () => {
    expect((await get(`/api/news/${draft.slug}`, ctx.admin.token)).statusCode).toBe(200);
    const all = (await get('/api/news/admin/all?status=draft', ctx.admin.token)).json();
    expect(titles(all)).toEqual(['Secret draft']);
    expect(all.pagination).toMatchObject({ page: 1, limit: 10, total: 1, pages: 1 });
    expect(all.news[0].content).toContain('welcome');
  });

  it('the article carries its author by name only, tags, reading time and counts', async () => {
    const res = await get('/api/news/diwali-gathering');
    expect(res.statusCode).toBe(200);
    const { news } = res.json();
    expect(news).toMatchObject({
      _id: published.id,
      title: 'Diwali gathering',
      author: { name: 'Admin Writer' },
      tags: ['festival', 'family', 'food', 'music'],
      readTime: 1,
      likeCount: 0,
      commentCount: 0,
      comments: [],
      attachedForm: null,
    });
    expect(JSON.stringify(news)).not.toContain(ctx.admin.phone);
    expect(JSON.stringify(news)).not.toContain('admin@example.com');
  });

  it('filters by category, featured and search (title, content, tags)', async () => {
    expect(titles((await get('/api/news?category=notice')).json())).toEqual(['Featured notice']);
    expect(titles((await get('/api/news?featured=true')).json())).toEqual(['Featured notice']);
    expect(titles((await get('/api/news?search=sweets')).json())).toEqual(['Diwali gathering']);
    expect(titles((await get('/api/news?search=music')).json())).toEqual(['Diwali gathering']);
    expect(titles((await get('/api/news?search=unfinished')).json())).toEqual([]);
    expect((await get('/api/news?category=nonsense')).statusCode).toBe(400);
  });

  it('pages 12 at a time by default, newest first', async () => {
    const { pagination } = (await get('/api/news')).json();
    expect(pagination).toMatchObject({ page: 1, limit: 12 });
  });

  it('keeps a page through an edit of a member who wrote none of it, and shows its author’s rename at once', async () => {
    const author = () => get('/api/news?search=Diwali').then((res) => res.json().news[0].author.name as string);
    expect(await author()).toBe('Admin Writer');
    const read = misses('listNews');
    expect(read, 'news pages are kept reads').toBeGreaterThan(0);
    await editProfile(ctx.app, ctx.member.token, { profession: 'Weaver' });
    expect(await author()).toBe('Admin Writer');
    expect(misses('listNews'), 'kept through another member’s edit').toBe(read);
    const rename = (name: string) =>
      ctx.app.db.updateTable('users').set({ name }).where('id', '=', ctx.admin.row.id).execute();
    await rename('Admin Renamed');
    expect(await author()).toBe('Admin Renamed');
    await rename('Admin Writer');
  });

  it('counts a view once per viewer per day, and the list shows it without reading its page again', async () => {
    const reader = await makeMember(ctx.app, 'free');
    const { slug } = await makeNews(ctx.app, { title: 'Counted' });
    const listed = async () => {
      const res = await get('/api/news?search=Counted');
      return res.json().news.find((n: { slug: string }) => n.slug === slug) as { views: number };
    };
    expect((await listed()).views).toBe(0);
    const read = misses('listNews');
    expect(read, 'news pages are kept reads').toBeGreaterThan(0);

    expect((await get(`/api/news/${slug}`, reader.token)).json().news.views).toBe(1);
    expect((await get(`/api/news/${slug}`, reader.token)).json().news.views).toBe(1);
    expect((await get(`/api/news/${slug}`, ctx.member.token)).json().news.views).toBe(2);
    // A view is engagement, as a like is: the kept page stays, its count is fresh.
    expect((await listed()).views).toBe(2);
    expect(misses('listNews'), 'the news page is kept through views').toBe(read);
  });
});

describe('likes and comments', () => {
  it('visitors may not like or comment (401), nothing written', async () => {
    expect((await post(`/api/news/${published.id}/like`)).statusCode).toBe(401);
    expect((await post(`/api/news/${published.id}/comments`, undefined, { content: 'Hi' })).statusCode).toBe(401);
    const { news } = (await get(`/api/news/${published.slug}`)).json();
    expect(news).toMatchObject({ likeCount: 0, commentCount: 0 });
  });

  it('a member toggles a like', async () => {
    const { id } = await makeNews(ctx.app, { title: 'Likeable' });
    expect((await post(`/api/news/${id}/like`, ctx.member.token)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await post(`/api/news/${id}/like`, ctx.member.token)).json()).toEqual({ liked: false, likeCount: 0 });
  });

  it('a member comments: trimmed, 1..500 characters, author by name, newest first in the article', async () => {
    const { id, slug } = await makeNews(ctx.app, { title: 'Commentable' });
    const res = await post(`/api/news/${id}/comments`, ctx.member.token, { content: '  First!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ content: 'First!', user: { name: 'Asha Patil' } });
    expect(Object.keys(res.json()).sort()).toEqual(['_id', 'content', 'createdAt', 'user']);
    await post(`/api/news/${id}/comments`, ctx.member.token, { content: 'Second' });
    for (const content of ['   ', 'x'.repeat(501)]) {
      const bad = await post(`/api/news/${id}/comments`, ctx.member.token, { content });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('content');
    }
    const { news } = (await get(`/api/news/${slug}`)).json();
    expect(news.commentCount).toBe(2);
    expect(news.comments.map((c: { content: string }) => c.content)).toEqual(['Second', 'First!']);
    expect(JSON.stringify(news.comments)).not.toContain(ctx.member.phone);
    expect(JSON.stringify(news.comments)).not.toContain('asha@example.com');
  });

  it('keeps the counts right under concurrent likes and comments', async () => {
    const { id, slug } = await makeNews(ctx.app, { title: 'Busy' });
    const members = await Promise.all(Array.from({ length: 12 }, () => makeMember(ctx.app, 'free')));
    await Promise.all(
      members.flatMap((m) => [
        post(`/api/news/${id}/like`, m.token),
        post(`/api/news/${id}/comments`, m.token, { content: 'Congratulations' }),
      ]),
    );
    // One member's double tap, at once: one like or none, never two.
    await Promise.all([post(`/api/news/${id}/like`, ctx.member.token), post(`/api/news/${id}/like`, ctx.member.token)]);
    const { news } = (await get(`/api/news/${slug}`)).json();
    expect(news.commentCount).toBe(12);
    expect([12, 13]).toContain(news.likeCount);
    const likes = await ctx.app.db.selectFrom('likes').select('userId').where('subjectId', '=', id).execute();
    expect(news.likeCount).toBe(likes.length);
  });

  it.each<Role>(['suspended', 'deactivated'])('%s accounts may not like (403)', async (role) => {
    expect((await post(`/api/news/${published.id}/like`, (await makeMember(ctx.app, role)).token)).statusCode).toBe(
      403,
    );
  });
});

describe('events', () => {
  it('lists upcoming events first (soonest first), then past ones marked past', async () => {
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    await makeNews(ctx.app, { title: 'Past event', category: 'event', eventDate: at(-3), eventLocation: 'Hall' });
    await makeNews(ctx.app, { title: 'Far event', category: 'event', eventDate: at(30), eventLocation: 'Hall' });
    await makeNews(ctx.app, { title: 'Near event', category: 'event', eventDate: at(2), eventLocation: 'Hall' });
    const { news } = (await get('/api/news?category=event')).json();
    expect(titles({ news })).toEqual(['Near event', 'Far event', 'Past event']);
    expect(news.map((n: { isPast: boolean }) => n.isPast)).toEqual([false, false, true]);
  });

  it('members mark themselves going; the admin sees and exports the list; .ics for calendars', async () => {
    const { id, slug } = await makeNews(ctx.app, {
      title: 'Annual, meet',
      category: 'event',
      eventDate: '2030-01-05T12:30:00.000Z',
      eventLocation: 'Town hall; Pune',
    });
    expect((await post(`/api/news/${id}/going`)).statusCode).toBe(401);
    expect((await post(`/api/news/${id}/going`, ctx.member.token)).json()).toEqual({ going: true, goingCount: 1 });
    expect((await get(`/api/news/${slug}`, ctx.member.token)).json().news).toMatchObject({
      going: true,
      goingCount: 1,
    });
    expect((await get(`/api/news/${id}/attendees`, ctx.member.token)).statusCode).toBe(403);
    const list = (await get(`/api/news/${id}/attendees`, ctx.admin.token)).json();
    expect(list.attendees).toEqual([expect.objectContaining({ name: 'Asha Patil' })]);
    const csv = await get(`/api/news/${id}/attendees.csv`, ctx.admin.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Asha Patil');
    const ics = await get(`/api/news/${id}/calendar.ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('DTSTART:20300105T123000Z');
    expect(ics.body).toContain('SUMMARY:Annual\\, meet');
    expect(ics.body).toContain('LOCATION:Town hall\\; Pune');
    expect((await post(`/api/news/${published.id}/going`, ctx.member.token)).statusCode).toBe(400);
  });
});

describe('the views pruning job', () => {
  it('drops view rows before yesterday and keeps the counts', async () => {
    const { id } = await makeNews(ctx.app, { title: 'Pruned' });
    await ctx.app.db
      .insertInto('newsViews')
      .values([
        { newsId: id, viewerKey: 'u:old', day: '2020-01-01' },
        { newsId: id, viewerKey: 'u:new', day: new Date().toISOString().slice(0, 10) },
      ])
      .execute();
    await newsViewsPruningJob.run({ db: ctx.app.db, log: { info: () => {}, error: () => {} } });
    const rows = await ctx.app.db.selectFrom('newsViews').select('viewerKey').where('newsId', '=', id).execute();
    expect(rows.map((r) => r.viewerKey)).toEqual(['u:new']);
  });
});
