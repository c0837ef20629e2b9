import { describe, expect, it } from 'vitest';
import { byteBudget, SIZE_HEADER, trimToBudget } from './cacheBudget.ts';

/** The Cache API as the service worker sees it, in memory: entries listed oldest first, a put moves one last. */
class MemoryCache {
  entries = new Map<string, Response>();
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async match(request: Request | string) {
    return this.entries.get(typeof request === 'string' ? request : request.url)?.clone();
  }
  async put(url: string, response: Response) {
    this.entries.delete(url);
    this.entries.set(url, response);
  }
  async delete(request: Request | string) {
    return this.entries.delete(typeof request === 'string' ? request : request.url);
  }
}

const url = (n: number) => `https://sangam.test/api/media/${n}`;
const reply = (bytes: number) => new Response(new Uint8Array(bytes), { headers: { 'content-type': 'image/webp' } });

/** Stores a reply as a Workbox strategy does: cacheWillUpdate, the put, then cacheDidUpdate. */
async function store(plugin: ReturnType<typeof byteBudget>, cache: MemoryCache, n: number, bytes: number) {
  const request = new Request(url(n));
  const event = new Event('fetch') as ExtendableEvent;
  const kept = await plugin.cacheWillUpdate!({ request, response: reply(bytes), event, state: {} });
  if (!kept) return false;
  const oldResponse = await cache.match(url(n));
  await cache.put(url(n), kept);
  await plugin.cacheDidUpdate!({ cacheName: 'media', request, oldResponse, newResponse: kept, event, state: {} });
  return true;
}

describe('a cache kept under a number of bytes', () => {
  it('lets go of the oldest replies once the sizes they carry pass the budget', async () => {
    const cache = new MemoryCache();
    const plugin = byteBudget(1_000, async () => cache as unknown as Cache);
    for (let n = 1; n <= 5; n++) expect(await store(plugin, cache, n, 200)).toBe(true);
    expect([...cache.entries.keys()]).toEqual([1, 2, 3, 4, 5].map(url));
    expect(await store(plugin, cache, 6, 250)).toBe(true);
    // 1,250 bytes: the two oldest go, 850 stay.
    expect([...cache.entries.keys()]).toEqual([3, 4, 5, 6].map(url));
    expect(cache.entries.get(url(6))!.headers.get(SIZE_HEADER)).toBe('250');
    expect(cache.entries.get(url(6))!.headers.get('content-type')).toBe('image/webp');
    expect(await new Response(cache.entries.get(url(6))!.body).arrayBuffer()).toHaveProperty('byteLength', 250);
  });

  it('does not keep one reply larger than a quarter of the budget', async () => {
    const cache = new MemoryCache();
    const plugin = byteBudget(1_000, async () => cache as unknown as Cache);
    expect(await store(plugin, cache, 1, 251)).toBe(false);
    expect(cache.entries.size).toBe(0);
  });

  it('counts a reply stored again once, and counts afresh what another worker left', async () => {
    const cache = new MemoryCache();
    // A worker before this one kept 900 bytes.
    for (let n = 1; n <= 3; n++) await cache.put(url(n), new Response('', { headers: { [SIZE_HEADER]: '300' } }));
    const plugin = byteBudget(1_000, async () => cache as unknown as Cache);
    expect(await store(plugin, cache, 3, 100)).toBe(true); // 300 + 300 + 100
    expect(cache.entries.size).toBe(3);
    expect(await store(plugin, cache, 4, 250)).toBe(true); // 950
    expect(cache.entries.size).toBe(4);
    expect(await store(plugin, cache, 5, 100)).toBe(true); // 1,050: the oldest goes
    expect([...cache.entries.keys()]).toEqual([2, 3, 4, 5].map(url));
    expect(await trimToBudget(cache as unknown as Cache, Infinity)).toBe(750);
  });
});
