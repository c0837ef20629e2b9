/// <reference lib="webworker" />
// The service worker (built to /sw.js by vite-plugin-pwa's injectManifest): the app shell precached, pages from the
// network with the shell as the offline fallback, a member's replies and images kept for offline use, push
// notifications. Caching is Workbox's, each cache bounded in entries, age and bytes (cacheBudget.ts): 34 MB at most.
import { clientsClaim, registerQuotaErrorCallback } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { PushPayload } from '@sangam/shared/push';
import { byteBudget } from './cacheBudget.ts';
import { isKeptRequest, isMediaPath, markedOffline, offlineCacheKey } from './offlineRules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = '/index.html';
/** A dead signal falls back to what is kept after this long instead of hanging (a slow line is not offline yet). */
const NETWORK_TIMEOUT_SECONDS = 10;
const MB = 1024 * 1024;

/** Set by the page at logout and Clear Cache (pwa/forgetOffline.ts): this worker, on its way out, keeps nothing more. */
let forgotten = false;

/** A reply still on its way at logout is not written into a cache the page has just emptied. */
const keepNothingOnceForgotten: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (forgotten ? null : response),
};

// Each cache's bound in bytes (cacheBudget.ts); Workbox's quota-error purge empties caches behind their totals' back.
const apiBudget = byteBudget(4 * MB);
const assetsBudget = byteBudget(10 * MB);
const mediaBudget = byteBudget(20 * MB);
registerQuotaErrorCallback(() => [apiBudget, assetsBudget, mediaBudget].forEach((budget) => budget.forget()));

// Pages come from the network (the server's HTML of each page carries its preloads and preview tags), never from a
// cache: an old page's HTML would ask for chunks of a build that is gone. With no network, the precached shell of
// this worker's own build, whose chunks are precached beside it (the app routes on the client). Addresses under /api/
// are never pages: a download (data export, CSV, ICS) goes to the network, never answered with the shell.
const pages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// Registered after the pages' route, which therefore answers every navigation (even '/', which the precache would
// answer with its index.html): the precached shell is reached only as the fallback above.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => !forgotten && isKeptRequest(request, url, self.location.origin),
  new NetworkFirst({
    cacheName: 'sangam-api',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // The key carries the member and the language (offlineCacheKey); the reply's Vary is answered by it.
    matchOptions: { ignoreVary: true },
    plugins: [
      keepNothingOnceForgotten,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
      apiBudget,
      {
        cacheKeyWillBeUsed: async ({ request }) => offlineCacheKey(request),
        cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markedOffline(cachedResponse),
      },
    ],
  }),
);

// The build's other files (the admin screens', the Hindi font): kept when first used. Hashed names never change.
registerRoute(
  ({ url }) => !forgotten && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'sangam-assets',
    plugins: [
      keepNothingOnceForgotten,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      assetsBudget,
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    !forgotten && request.method === 'GET' && url.origin === self.location.origin && isMediaPath(url.pathname),
  new CacheFirst({
    cacheName: 'sangam-media',
    plugins: [
      keepNothingOnceForgotten,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      mediaBudget,
    ],
  }),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // A new version waits until the member taps Reload (pwa/UpdatePrompt.tsx).
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'FORGET') forgotten = true;
});

clientsClaim();

/** The payload's fields (PushPayloadSchema), checked by hand: zod would triple this worker's size. */
function pushPayload(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (!value || typeof value.title !== 'string' || typeof value.url !== 'string') return null;
    return {
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      url: value.url,
      tag: typeof value.tag === 'string' ? value.tag : '',
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = pushPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      // A second notification under the same tag replaces the first and still rings (renotify, missing from
      // TypeScript's DOM types, is refused without a tag).
      ...(payload.tag ? { tag: payload.tag, renotify: true } : {}),
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: payload.url },
    }),
  );
});

/** Only paths of this site are opened: a payload cannot send the member elsewhere. */
function siteUrl(url: unknown): string {
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : self.location.origin + '/';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = siteUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      // A window this worker controls can be sent to the page; else a new one (the installed app, when installed).
      const [client] = await self.clients.matchAll({ type: 'window' });
      const shown = client && (await client.navigate(url).catch(() => null));
      if (shown) await shown.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});
