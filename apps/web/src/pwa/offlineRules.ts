// What the service worker (sw.ts) keeps for offline use and under which key: plain functions, tested on their own.

/** The header a reply served from the service worker's cache carries: when it was stored (the reply's Date). */
export const OFFLINE_HEADER = 'X-Sangam-Offline';

/** Never kept, whatever else matches: contact reveals, admin, sign-in, health, exports and downloads, push, payments. */
const NEVER = /\/contact\b|^\/api\/(admin|auth|health|push|payments)(\/|$)|export|download|\.(csv|ics)$|\/stream$/;

/**
 * What a member opened and may want again with no signal: news and its comments, questions, listings, member
 * profiles, their own profile, the referral page, the directory, notifications and the site's settings.
 */
const KEPT = [
  /^\/api\/news(\/[^/]+(\/comments)?)?$/,
  /^\/api\/questions(\/[^/]+)?$/,
  /^\/api\/listings(\/[^/]+)?$/,
  /^\/api\/users\/[^/]+(\/public)?$/,
  /^\/api\/profile\/me$/,
  /^\/api\/referrals(\/(info|leaderboard))?$/,
  /^\/api\/directory(\/(config|filters))?$/,
  /^\/api\/notifications(\/(unread-count|preferences))?$/,
  /^\/api\/site-settings$/,
];

/** Whether a GET of this same-origin path may be kept for offline use (a member's request: see isKeptRequest). */
export function isKeptApiPath(pathname: string): boolean {
  return !NEVER.test(pathname) && KEPT.some((pattern) => pattern.test(pathname));
}

/** A member's GET of a kept path: a visitor's replies (no Authorization) are not worth a phone's storage. */
export function isKeptRequest(request: Request, url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    request.method === 'GET' &&
    request.headers.has('Authorization') &&
    isKeptApiPath(url.pathname)
  );
}

/** Images of /api/media: kept at first sight, as they never change under one address. */
export const isMediaPath = (pathname: string): boolean => /^\/api\/media\/[^/]+$/.test(pathname);

/**
 * Whose request it is: the member the token names (its `sub`), so a refreshed token still finds what the member
 * kept; the whole header when it is not a token of ours.
 */
export function requesterOf(authorization: string): string {
  try {
    const sub = (
      JSON.parse(atob(authorization.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }
    ).sub;
    if (typeof sub === 'string' && sub) return `member:${sub}`;
  } catch {
    // Not a JWT: the header itself.
  }
  return authorization;
}

/**
 * The key a member's reply is kept under: the address plus a hash of the member and the Accept-Language header,
 * so one member's replies never reach another, nor a Hindi reply an English page.
 */
export async function offlineCacheKey(request: Request): Promise<string> {
  const who = `${requesterOf(request.headers.get('Authorization') ?? '')}\n${request.headers.get('Accept-Language') ?? ''}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(who));
  const hash = [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.append('sangam-key', hash);
  return url.href;
}

/** A kept reply handed back with OFFLINE_HEADER saying when it was stored (its Date header, else now). */
export function markedOffline(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_HEADER, response.headers.get('Date') ?? new Date().toUTCString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
