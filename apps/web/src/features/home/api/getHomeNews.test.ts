import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetchMock.ts';
import { SAMPLE_NEWS } from '../data/sampleNews.ts';
import { fetchHomeNews } from './getHomeNews.ts';

const item = (n: number) => ({ _id: `n${n}`, slug: `story-${n}`, title: `Story ${n}`, category: 'news' });

describe('fetchHomeNews', () => {
  it('uses GET /api/news/latest?limit=10 and links items to /news/{slug}', async () => {
    const fetchMock = mockFetch(() => ({ body: { news: [item(1), item(2)] } }));
    const items = await fetchHomeNews();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/news/latest?limit=10');
    expect(items.map((i) => i.href)).toEqual(['/news/story-1', '/news/story-2']);
  });

  it('falls back to the newest of GET /api/news when latest fails or is empty', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/news/latest') ? { body: { news: [] } } : { body: { news: [item(3)], pagination: {} } },
    );
    const items = await fetchHomeNews();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/news?limit=10&page=1&sort=-createdAt');
    expect(items.map((i) => i.title)).toEqual(['Story 3']);
  });

  it('falls back to the three built-in items when both fail', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'Not found' } }));
    const items = await fetchHomeNews();
    expect(items).toBe(SAMPLE_NEWS);
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.href === '/latest-events')).toBe(true);
  });
});
