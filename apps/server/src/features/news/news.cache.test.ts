import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheStats, DEFAULT_CACHE_BYTES, setCacheBudget } from '../../lib/cache.ts';
import { buildTestApp } from '../../test/helper.ts';
import { makeNews } from '../../test/news.ts';
import { listNews, type NewsFilter } from './news.queries.ts';

// What the news lists keep in memory between requests (issue 29 item 2): the lists' rows are kept until the data
// changes, so what a row holds and how many rows are held is what an anonymous visitor can make the server keep.
let app: Awaited<ReturnType<typeof buildTestApp>>;
const BUDGET = 2_000_000;
const WORDS = Array.from({ length: 60 }, (_, i) => `topic${String(i).padStart(2, '0')}q`);

beforeAll(async () => {
  setCacheBudget(BUDGET);
  app = await buildTestApp();
  // Every article holds every word, so each distinct search finds a full page of long articles.
  const text = `${WORDS.join(' ')} ${'community news of the week '.repeat(180)}`;
  for (let i = 0; i < 30; i++) {
    await makeNews(app, { title: `Long read ${i}`, content: `<p>${text}</p>`, bodyText: text });
  }
});
afterAll(async () => {
  await app.dispose();
  setCacheBudget(DEFAULT_CACHE_BYTES);
});
afterEach(() => vi.useRealTimers());

const filter = (fields: Partial<NewsFilter> = {}): NewsFilter => ({
  publishedOnly: true,
  status: '',
  category: '',
  featured: false,
  search: '',
  dialect: app.dialect,
  ...fields,
});

describe('the news lists in the cache', () => {
  it('keeps neither the content nor the search text of a public list row; the admin list keeps the content', async () => {
    const { rows } = await listNews(app.db, filter(), { limit: 50, offset: 0, now: new Date().toISOString() });
    expect(rows.length).toBe(30);
    for (const row of rows) expect(Object.keys(row).filter((key) => /content|bodyText|search/i.test(key))).toEqual([]);
    const admin = await listNews(app.db, filter({ publishedOnly: false }), {
      limit: 50,
      offset: 0,
      now: new Date().toISOString(),
      withContent: true,
    });
    expect(admin.rows[0]!.content).toContain('community news of the week');
    expect(Object.keys(admin.rows[0]!).filter((key) => /bodyText|search/i.test(key))).toEqual([]);
  });

  it('distinct searches by one visitor leave the cache within its budget, and the first page kept', async () => {
    const first = await app.inject({ url: '/api/news?limit=50' });
    expect(first.json().news).toHaveLength(30);
    expect(first.json().news[0].content).toBeUndefined();
    await app.inject({ url: '/api/news?limit=50' }); // asked for again: a popular page
    for (const word of WORDS) {
      const res = await app.inject({ url: `/api/news?limit=50&search=${word}` });
      expect(res.json().news).toHaveLength(30);
      expect(cacheStats().bytes).toBeLessThanOrEqual(BUDGET);
    }
    const { entries } = cacheStats();
    expect((await app.inject({ url: '/api/news?limit=50' })).json().news).toHaveLength(30);
    // Still kept: asking for it again read nothing new (PostgreSQL's stamp moves with other files' commits).
    if (app.dialect === 'sqlite') expect(cacheStats().entries).toBe(entries);
  });

  it('the events list adds no cache entry per request: its key does not hold the milliseconds', async () => {
    const start = Date.parse('2031-03-01T10:15:00.000Z');
    await makeNews(app, { title: 'Later event', category: 'event', eventDate: '2031-03-05T10:00:00.000Z' });
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const events = () => app.inject({ url: '/api/news?category=event' });
    expect((await events()).json().news.map((n: { title: string }) => n.title)).toEqual(['Later event']);
    const { entries } = cacheStats();
    for (let ms = 1; ms <= 20; ms++) {
      vi.setSystemTime(start + ms * 37);
      expect((await events()).statusCode).toBe(200);
    }
    expect(cacheStats().entries).toBe(entries);
  });
});
