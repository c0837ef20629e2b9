// A service-worker cache kept under a number of bytes, not only of entries: a phone's storage is small and one reply
// may be a 20 KB list or a 2 MB photo. Used by sw.ts beside Workbox's ExpirationPlugin (which keeps the age limit).
import type { WorkboxPlugin } from 'workbox-core/types.js';

/** The header a kept reply carries with its body's size, written as it is stored. */
export const SIZE_HEADER = 'X-Sangam-Bytes';

const sizeOf = (response: Response | null | undefined) => Number(response?.headers.get(SIZE_HEADER) ?? 0) || 0;

/**
 * Deletes the oldest entries (the Cache API lists them oldest first) until the sizes they carry add up to at most
 * `maxBytes`. Answers the total left.
 */
export async function trimToBudget(cache: Cache, maxBytes: number): Promise<number> {
  const keys = await cache.keys();
  const sizes = await Promise.all(keys.map(async (key) => sizeOf(await cache.match(key, { ignoreVary: true }))));
  let total = sizes.reduce((sum, size) => sum + size, 0);
  for (let i = 0; i < keys.length && total > maxBytes; i++) {
    await cache.delete(keys[i]!, { ignoreVary: true });
    total -= sizes[i]!;
  }
  return total;
}

/**
 * Keeps a cache under `maxBytes`. A reply larger than a quarter of it is not kept (it would push out many others).
 * The running total is counted from the cache once per worker and then added to at each store, with no wait between
 * reading and writing it; whenever it passes the budget (or after a quota error emptied caches) the cache is counted
 * afresh and trimmed, which also finds the entries Workbox expired meanwhile. Place it after the plugins that refuse
 * a reply, so only replies really stored are counted.
 */
export function byteBudget(maxBytes: number, open: (name: string) => Promise<Cache> = (name) => caches.open(name)) {
  const totals = new Map<string, number>();
  const plugin: WorkboxPlugin & { forget: () => void } = {
    cacheWillUpdate: async ({ response }) => {
      const body = await response.blob();
      if (body.size > maxBytes / 4) return null;
      const headers = new Headers(response.headers);
      headers.set(SIZE_HEADER, String(body.size));
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    },
    cacheDidUpdate: async ({ cacheName, oldResponse, newResponse }) => {
      const known = totals.get(cacheName);
      if (known !== undefined) {
        const total = known + sizeOf(newResponse) - sizeOf(oldResponse);
        totals.set(cacheName, total);
        if (total <= maxBytes) return;
      }
      totals.delete(cacheName);
      const left = await trimToBudget(await open(cacheName), maxBytes);
      // A store that came meanwhile started its own count (the total was unknown to it).
      if (!totals.has(cacheName)) totals.set(cacheName, left);
    },
    /** After a quota error emptied caches: every total is counted afresh. */
    forget: () => totals.clear(),
  };
  return plugin;
}
