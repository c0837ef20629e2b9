import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { throttledMessage } from '@sangam/shared/error-types';
import { say } from '../i18n/useT.ts';
import { authHeader, mockFetch, requestBody, type MockRoute } from '../test/fetchMock.ts';
import { onAuthEvent, type AuthEvent } from './authEvents.ts';
import { api, apiRequest, apiUrl } from './client.ts';
import { ApiRequestError, messageOr, sentences } from './errors.ts';
import { resetSessionRecovery } from './sessionRecovery.ts';
import { resetThrottle } from './throttle.ts';
import { getToken, setToken } from './token.ts';

/** Signs in with `token`, answers the API with `route`, and returns the auth events the test causes. */
function signedIn(token: string, route: MockRoute): AuthEvent[] {
  setToken(token);
  const events: AuthEvent[] = [];
  onTestFinished(onAuthEvent((event) => events.push(event)));
  mockFetch(route);
  return events;
}

async function caught(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  resetSessionRecovery();
  resetThrottle();
});

describe('apiUrl', () => {
  it('adds the /api prefix once and collapses doubles', () => {
    expect(apiUrl('profile/me')).toBe('/api/profile/me');
    expect(apiUrl('/profile/me')).toBe('/api/profile/me');
    expect(apiUrl('/api/profile/me')).toBe('/api/profile/me');
    expect(apiUrl('/api/api/profile/me')).toBe('/api/profile/me');
    expect(apiUrl('api/health')).toBe('/api/health');
  });

  it('adds query parameters, skipping empty ones', () => {
    expect(apiUrl('/news', { limit: 10, page: 1, sort: '-createdAt', search: '', category: undefined })).toBe(
      '/api/news?limit=10&page=1&sort=-createdAt',
    );
  });
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and credentials', async () => {
    setToken('tok-1');
    const fetchMock = mockFetch(() => ({ body: { ok: true } }));
    await expect(api.post('/auth/logout', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(authHeader(init)).toBe('Bearer tok-1');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(requestBody(init)).toEqual({ a: 1 });
  });

  it('leaves the token off when auth is false', async () => {
    setToken('tok-1');
    const fetchMock = mockFetch(() => ({ body: {} }));
    await api.post('/auth/login', {}, { auth: false });
    expect(authHeader(fetchMock.mock.calls[0]![1])).toBeNull();
  });

  it('merges identical concurrent GETs into one request', async () => {
    const fetchMock = mockFetch(() => ({ body: { n: 1 } }));
    const [a, b] = await Promise.all([api.get('/news/latest'), api.get('/api/news/latest')]);
    expect(a).toEqual({ n: 1 });
    expect(b).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await api.get('/news/latest');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not merge POSTs', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    await Promise.all([api.post('/x'), api.post('/x')]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('turns an error reply into a typed error with the server message', async () => {
    mockFetch(() => ({
      status: 400,
      body: { message: 'Bad phone', type: 'VALIDATION_ERROR', fields: { phoneNumber: 'Bad phone' } },
    }));
    const error = await caught(api.post('/auth/register', {}));
    expect(error.status).toBe(400);
    expect(error.type).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({ phoneNumber: 'Bad phone' });
    expect(error.message).toBe('Bad phone');
    expect(messageOr(error, 'fallback')).toBe('Bad phone');
  });

  it('uses a fallback message when the server sends none', async () => {
    mockFetch(() => ({ status: 409, body: {} }));
    const error = await caught(api.post('/x'));
    expect(error.serverMessage).toBeUndefined();
    expect(messageOr(error, 'Registration failed. Please try again.')).toBe('Registration failed. Please try again.');
  });

  it('treats a non-JSON reply as an error', async () => {
    mockFetch(() => ({ text: '<html>proxy</html>' }));
    const error = await caught(api.get('/profile/me', { retries: 0 }));
    expect(error.type).toBe('INVALID_RESPONSE');
  });

  it('reports a network failure as status 0', async () => {
    mockFetch(() => 'network-error');
    const error = await caught(api.get('/health', { retries: 0 }));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it('times out after 15 s by default', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = caught(api.get('/slow', { retries: 0 }));
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.status).toBe(0);
    expect(error.type).toBe('TIMEOUT');
  });
});

describe('retries', () => {
  it('retries a GET after 5xx with 1 s then 2 s backoff', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchMock = mockFetch(() => (++calls < 3 ? { status: 503, body: { message: 'down' } } : { body: { ok: 1 } }));
    const result = api.get('/listings');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after 3 retries', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => 'network-error');
    const pending = caught(api.get('/listings'));
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    expect((await pending).status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('honours a per-call retry count', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => ({ status: 500, body: {} }));
    const pending = caught(api.get('/profile/me', { retries: 2 }));
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never retries a 4xx', async () => {
    const fetchMock = mockFetch(() => ({ status: 404, body: { message: 'Not found' } }));
    await caught(api.get('/news/x'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never retries a POST', async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: {} }));
    await caught(api.post('/listings', {}, { retries: 3 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('401 handling', () => {
  it('refreshes the token once and retries the original request', async () => {
    setToken('old');
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/auth/refresh') {
        expect(requestBody(init)).toEqual({ token: 'old' });
        return { body: { token: 'new' } };
      }
      return authHeader(init) === 'Bearer new' ? { body: { user: 'me' } } : { status: 401, body: {} };
    });
    await expect(api.get('/profile/me')).resolves.toEqual({ user: 'me' });
    expect(getToken()).toBe('new');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/profile/me',
      '/api/auth/refresh',
      '/api/profile/me',
    ]);
  });

  it('keeps the current token when refresh answers 404', async () => {
    const events = signedIn('old', (url) =>
      url === '/api/auth/refresh' ? { status: 404, body: {} } : { status: 401, body: {} },
    );
    expect((await caught(api.get('/profile/me'))).status).toBe(401);
    expect(getToken()).toBe('old');
    expect(events).toEqual([]);
  });

  it('logs out when the refresh is refused', async () => {
    const events = signedIn('old', () => ({
      status: 401,
      body: { message: 'Your session has expired. Please log in again.' },
    }));
    expect((await caught(api.get('/profile/me'))).status).toBe(401);
    expect(getToken()).toBeNull();
    expect(events).toEqual([{ type: 'logged-out', reason: 'session-expired' }]);
  });

  it('logs out after three consecutive 401s', async () => {
    // Refresh "works" but every call still answers 401.
    let n = 0;
    const events = signedIn('old', (url) =>
      url === '/api/auth/refresh' ? { body: { token: `t${++n}` } } : { status: 401, body: {} },
    );
    await caught(api.get('/a'));
    expect(events).toEqual([]);
    await caught(api.get('/b'));
    expect(getToken()).toBeNull();
    expect(events).toEqual([{ type: 'logged-out', reason: 'session-expired' }]);
  });

  it('logs out after three refresh attempts within the cooldown', async () => {
    let n = 0;
    const events = signedIn('old', (url) => {
      if (url === '/api/auth/refresh') return { body: { token: `t${++n}` } };
      // Each refreshed token works once, then the next call fails again.
      return url === '/api/ok' ? { body: {} } : { status: 401, body: {} };
    });
    for (let i = 0; i < 3; i++) {
      await caught(api.get(`/fail${i}`));
      await api.get('/ok'); // resets the consecutive-401 count, not the refresh attempts
    }
    expect(n).toBe(3);
    expect(events).toEqual([]);
    await caught(api.get('/fail-again'));
    expect(n).toBe(3);
    expect(events).toEqual([{ type: 'logged-out', reason: 'session-expired' }]);
  });

  it('does not refresh calls made without a token', async () => {
    const fetchMock = mockFetch(() => ({ status: 401, body: { message: 'Invalid phone number or password' } }));
    const error = await caught(api.post('/auth/login', {}, { auth: false }));
    expect(error.message).toBe('Invalid phone number or password');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a suspended account', async () => {
    const events = signedIn('tok', () => ({ status: 403, body: { type: 'ACCOUNT_SUSPENDED', message: 'suspended!' } }));
    await caught(api.get('/profile/me'));
    expect(events).toEqual([{ type: 'suspended', message: 'suspended!' }]);
  });
});

describe('throttle', () => {
  it('refuses a repeated key within 3 s with the spec message', async () => {
    vi.useFakeTimers();
    mockFetch(() => ({ body: {} }));
    await apiRequest('/listings', { throttleKey: 'listings' });
    const error = await caught(apiRequest('/listings', { throttleKey: 'listings' }));
    expect(error.status).toBe(429);
    expect(error.message).toBe(say(throttledMessage('listings')));
    expect(error.message).toBe('Request listings is throttled. Please try again later.');
    vi.advanceTimersByTime(3_000);
    await expect(apiRequest('/listings', { throttleKey: 'listings' })).resolves.toEqual({});
  });

  it('lets a quick repeat join the identical request under way instead of refusing it', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const first = apiRequest('/directory', { throttleKey: 'directory' });
    const second = apiRequest('/directory', { throttleKey: 'directory' });
    answer(new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }));
    await expect(first).resolves.toEqual({ ok: true });
    await expect(second).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uses 1 s for profile and directory keys', async () => {
    vi.useFakeTimers();
    mockFetch(() => ({ body: {} }));
    await apiRequest('/directory', { throttleKey: 'directory' });
    await caught(apiRequest('/directory', { throttleKey: 'directory' }));
    vi.advanceTimersByTime(1_000);
    await expect(apiRequest('/directory', { throttleKey: 'directory' })).resolves.toEqual({});
  });
});

describe('messages in words', () => {
  it('never says "status 500" when the server said nothing', () => {
    expect(new ApiRequestError({ status: 500 }).message).toBe('The server ran into a problem');
    expect(new ApiRequestError({ status: 404 }).message).toBe('It could not be found');
    expect(new ApiRequestError({ status: 418 }).message).not.toMatch(/status/);
  });

  it('says each sentence once and never ".."', () => {
    expect(sentences('Failed: Request x is throttled. Please try again later. Please try again later.')).toBe(
      'Failed: Request x is throttled. Please try again later.',
    );
    expect(sentences('Server error: down..', 'Try again.')).toBe('Server error: down. Try again.');
  });
});
