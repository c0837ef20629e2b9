import { ERROR_TYPES } from '@sangam/shared/error-types';
import { TIMING } from '@sangam/shared/limits';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, xhrCount } from '../test/fakeXhr.ts';
import { mockFetch } from '../test/fetchMock.ts';
import { onAuthEvent, type AuthEvent } from './authEvents.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from './errors.ts';
import { resetSessionRecovery } from './sessionRecovery.ts';
import { getToken, setToken } from './token.ts';
import { uploadForm } from './upload.ts';

const form = () => {
  const data = new FormData();
  data.append('fullName', 'Asha');
  data.append('biodata', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'b.pdf');
  return data;
};

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  resetSessionRecovery();
  FakeXhr.install();
});

describe('uploadForm', () => {
  it('posts the form to /api with the bearer token and reports real progress', async () => {
    setToken('tok-1');
    const seen: number[] = [];
    const done = uploadForm<{ ok: boolean }>('/matrimonial/profiles', form(), { onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/matrimonial/profiles');
    expect(xhr.headers.Authorization).toBe('Bearer tok-1');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect(xhr.withCredentials).toBe(true);
    xhr.progress(0, 2000);
    xhr.progress(500, 2000);
    xhr.progress(2000, 2000);
    xhr.respond(201, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(seen).toEqual([0, 25, 100, 100]);
  });

  it('sends PUT when asked', async () => {
    const done = uploadForm('/news/n1', form(), { method: 'PUT' });
    expect(FakeXhr.last.method).toBe('PUT');
    FakeXhr.last.respond(200, {});
    await done;
  });

  it("turns the server's error body into an ApiRequestError with status, type, fields and message", async () => {
    const done = uploadForm('/matrimonial/profiles', form());
    FakeXhr.last.respond(413, {
      message: 'Biodata file must be smaller than 10MB',
      type: ERROR_TYPES.tooLarge,
      fields: { biodata: 'Biodata file must be smaller than 10MB' },
    });
    const error = await failure(done);
    expect(error).toMatchObject({
      status: 413,
      type: ERROR_TYPES.tooLarge,
      fields: { biodata: 'Biodata file must be smaller than 10MB' },
      serverMessage: 'Biodata file must be smaller than 10MB',
    });
  });

  it('treats a non-JSON reply (a proxy page) as an error', async () => {
    const done = uploadForm('/x', form());
    FakeXhr.last.respond(200, '<html>gateway</html>', 'text/html');
    expect((await failure(done)).type).toBe(CLIENT_ERROR_TYPES.invalidResponse);
  });

  it('reports network errors, and never retries', async () => {
    const lost = uploadForm('/x', form());
    FakeXhr.last.failNetwork();
    expect((await failure(lost)).type).toBe(CLIENT_ERROR_TYPES.network);

    const broken = uploadForm('/x', form());
    FakeXhr.last.respond(500, { message: 'Something went wrong on our side. Please try again later.' });
    expect((await failure(broken)).status).toBe(500);
    expect(FakeXhr.all).toHaveLength(2);
  });

  it('keeps a slow upload going while bytes move, and gives up after 60 s without progress', async () => {
    vi.useFakeTimers();
    try {
      const slow = uploadForm('/x', form());
      const xhr = FakeXhr.last;
      // Ten minutes of a trickle: progress every 50 s never trips the timeout.
      for (let sent = 1; sent <= 12; sent += 1) {
        vi.advanceTimersByTime(50_000);
        xhr.progress(sent * 1000, 20_000);
      }
      expect(xhr.aborted).toBe(false);
      vi.advanceTimersByTime(TIMING.uploadTimeoutMs - 1);
      expect(xhr.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(xhr.aborted).toBe(true);
      expect((await failure(slow)).type).toBe(CLIENT_ERROR_TYPES.timeout);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const done = uploadForm('/x', form(), { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    expect((await failure(done)).type).toBe(CLIENT_ERROR_TYPES.aborted);
  });

  it('refreshes the token once on 401 and sends the form again with the new one', async () => {
    setToken('old');
    mockFetch((url) => (url === '/api/auth/refresh' ? { body: { token: 'new' } } : { status: 404, body: {} }));
    const seen: number[] = [];
    const done = uploadForm<{ ok: boolean }>('/x', form(), { onProgress: (p) => seen.push(p) });
    FakeXhr.last.progress(10, 10);
    FakeXhr.last.respond(401, { message: 'Your session has expired. Please log in again.' });
    await xhrCount(2);
    expect(FakeXhr.last.headers.Authorization).toBe('Bearer new');
    FakeXhr.last.respond(200, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(getToken()).toBe('new');
    // The bar starts again for the second send.
    expect(seen).toEqual([100, 100, 0, 100]);
  });

  it('gives up after one retry when the new token is refused too', async () => {
    setToken('old');
    mockFetch(() => ({ body: { token: 'new' } }));
    const done = uploadForm('/x', form());
    FakeXhr.last.respond(401, {});
    await xhrCount(2);
    FakeXhr.last.respond(401, {});
    expect((await failure(done)).status).toBe(401);
    expect(FakeXhr.all).toHaveLength(2);
  });

  it('tells the session when the account is suspended', async () => {
    setToken('tok');
    const events: AuthEvent[] = [];
    const stop = onAuthEvent((event) => events.push(event));
    const done = uploadForm('/x', form());
    FakeXhr.last.respond(403, { message: 'Your account has been suspended.', type: ERROR_TYPES.accountSuspended });
    await failure(done);
    stop();
    expect(events).toEqual([{ type: 'suspended', message: 'Your account has been suspended.' }]);
  });
});
