import { describe, expect, it } from 'vitest';
import {
  isKeptApiPath,
  isKeptRequest,
  isMediaPath,
  markedOffline,
  offlineCacheKey,
  requesterOf,
  OFFLINE_HEADER,
} from './offlineRules.ts';

const ORIGIN = 'https://sangam.example';
const get = (path: string, headers: Record<string, string> = { Authorization: 'Bearer a' }, method = 'GET') =>
  new Request(`${ORIGIN}${path}`, { method, headers });

describe('what the service worker keeps for offline use', () => {
  it('keeps the replies of what a member opened', () => {
    for (const path of [
      '/api/news',
      '/api/news/diwali-mela',
      '/api/news/n1/comments',
      '/api/questions',
      '/api/questions/q1',
      '/api/listings',
      '/api/listings/l1',
      '/api/listings/mine',
      '/api/users/u1',
      '/api/users/u1/public',
      '/api/profile/me',
      '/api/referrals',
      '/api/referrals/info',
      '/api/directory',
      '/api/directory/filters',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/site-settings',
    ]) {
      expect(isKeptApiPath(path), path).toBe(true);
    }
  });

  it('never keeps contact reveals, admin, sign-in, health, exports, downloads, push, payments or a live stream', () => {
    for (const path of [
      '/api/users/u1/contact',
      '/api/listings/l1/contact',
      '/api/profile/contact-views',
      '/api/admin/users',
      '/api/news/admin/all',
      '/api/auth/me',
      '/api/health',
      '/api/profile/export',
      '/api/profile/exports/e1/download',
      '/api/users/export',
      '/api/referrals/export',
      '/api/news/n1/attendees.csv',
      '/api/news/n1/calendar.ics',
      '/api/push/subscriptions',
      '/api/payments/p1/receipt',
      '/api/notifications/stream',
      '/api/matrimonial/profiles',
    ]) {
      expect(isKeptApiPath(path), path).toBe(false);
    }
  });

  it("keeps only a member's GETs of this site", () => {
    const kept = (request: Request) => isKeptRequest(request, new URL(request.url), ORIGIN);
    expect(kept(get('/api/news'))).toBe(true);
    expect(kept(get('/api/news', {}))).toBe(false);
    expect(kept(get('/api/questions/q1', { Authorization: 'Bearer a' }, 'POST'))).toBe(false);
    const elsewhere = new Request('https://other.example/api/news', { headers: { Authorization: 'Bearer a' } });
    expect(kept(elsewhere)).toBe(false);
  });

  it('keeps the images of /api/media', () => {
    expect(isMediaPath('/api/media/m1')).toBe(true);
    expect(isMediaPath('/api/media')).toBe(false);
    expect(isMediaPath('/api/matrimonial/profiles/p1/image/0')).toBe(false);
  });
});

describe('the key a reply is kept under', () => {
  it('differs by member and by language, and is the same for the same request', async () => {
    const asha = await offlineCacheKey(
      get('/api/news?page=2', { Authorization: 'Bearer asha', 'Accept-Language': 'en' }),
    );
    const ravi = await offlineCacheKey(
      get('/api/news?page=2', { Authorization: 'Bearer ravi', 'Accept-Language': 'en' }),
    );
    const ashaHindi = await offlineCacheKey(
      get('/api/news?page=2', { Authorization: 'Bearer asha', 'Accept-Language': 'hi' }),
    );
    expect(new Set([asha, ravi, ashaHindi]).size).toBe(3);
    expect(
      await offlineCacheKey(get('/api/news?page=2', { Authorization: 'Bearer asha', 'Accept-Language': 'en' })),
    ).toBe(asha);
    expect(asha).toMatch(/^https:\/\/sangam\.example\/api\/news\?page=2&sangam-key=[0-9a-f]{24}$/);
    expect(asha).not.toContain('asha');
  });

  it("is the member's, not the token's: a refreshed token finds what the member kept", async () => {
    const token = (sub: string, sid: string) =>
      `Bearer h.${btoa(JSON.stringify({ sub, sid })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
    const key = (authorization: string) =>
      offlineCacheKey(get('/api/profile/me', { Authorization: authorization, 'Accept-Language': 'en' }));
    expect(await key(token('m1', 'session-a'))).toBe(await key(token('m1', 'session-b')));
    expect(await key(token('m1', 'session-a'))).not.toBe(await key(token('m2', 'session-a')));
    expect(requesterOf(token('m1', 'x'))).toBe('member:m1');
    expect(requesterOf('Bearer not-a-token')).toBe('Bearer not-a-token');
  });
});

describe('a kept reply handed back', () => {
  it('says when it was stored, with its status and body', async () => {
    const stored = new Response('{"items":[]}', {
      status: 200,
      headers: { 'Content-Type': 'application/json', Date: 'Sat, 28 Nov 2026 10:00:00 GMT' },
    });
    const served = markedOffline(stored);
    expect(served.headers.get(OFFLINE_HEADER)).toBe('Sat, 28 Nov 2026 10:00:00 GMT');
    expect(served.headers.get('Content-Type')).toBe('application/json');
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual({ items: [] });
  });
});
