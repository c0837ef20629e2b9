import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON (to test non-JSON replies). */
  text?: string;
  contentType?: string;
  /** More response headers (a 429's Retry-After). */
  headers?: Record<string, string>;
}

export type MockRoute = (url: string, init: RequestInit) => MockReply | Promise<MockReply> | 'network-error';

export function jsonResponse({ status = 200, body, text, contentType, headers }: MockReply): Response {
  const payload = text ?? (body === undefined ? '' : JSON.stringify(body));
  return new Response(payload === '' && (status === 204 || status === 304) ? null : payload, {
    status,
    headers: { 'Content-Type': contentType ?? (text === undefined ? 'application/json' : 'text/html'), ...headers },
  });
}

/** Replaces global fetch with a router; returns the mock so tests can inspect calls. */
export function mockFetch(route: MockRoute) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = await route(url, init);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return jsonResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetched so far that start with `prefix`, in order. */
export function calledUrls(fetchMock: ReturnType<typeof mockFetch>, prefix: string): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));
}

export function requestBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

export function authHeader(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}
