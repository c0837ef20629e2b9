import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { openSqlite } from '../db/sqlite.ts';
import type { TrustProxy } from '../config.ts';
import { buildAppOn } from '../test/app-on.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A test app trusting `trust`, for the tests around the call. */
function appTrusting(trust: TrustProxy) {
  const ctx = {} as { app: TestApp };
  beforeAll(async () => {
    ctx.app = await buildTestApp({ trustProxy: trust });
  });
  afterAll(() => ctx.app.dispose());
  return ctx;
}

const idOf = async (app: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  String((await app.inject({ url: '/api/health', headers, remoteAddress })).headers['x-request-id']);

describe('request ids without a trusted proxy', () => {
  const ctx = appTrusting(false);

  it('are generated, whatever X-Request-Id the client sends, and differ between requests', async () => {
    const first = await idOf(ctx.app, { 'x-request-id': 'chosen-by-the-client' });
    const second = await idOf(ctx.app, { 'x-request-id': 'chosen-by-the-client' });
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});

describe('request ids behind a proxy trusted by hop count', () => {
  const ctx = appTrusting(1);

  it("are the proxy's X-Request-Id, returned in the reply", async () => {
    expect(await idOf(ctx.app, { 'x-request-id': 'caddy-7f3a9c' })).toBe('caddy-7f3a9c');
  });

  it('are generated when the header is absent or not a plausible id', async () => {
    expect(await idOf(ctx.app, {})).toMatch(UUID);
    for (const bad of ['has space', 'x'.repeat(129), 'tab\there', 'é-accent']) {
      expect(await idOf(ctx.app, { 'x-request-id': bad })).toMatch(UUID);
    }
    expect(await idOf(ctx.app, { 'x-request-id': 'x'.repeat(128) })).toBe('x'.repeat(128));
  });
});

describe('request ids behind a proxy trusted by address', () => {
  const ctx = appTrusting(['10.0.0.5', 'fd00::/8']);

  it('are taken from the listed proxies only; a client reaching the server directly cannot choose its id', async () => {
    expect(await idOf(ctx.app, { 'x-request-id': 'from-the-proxy' }, '10.0.0.5')).toBe('from-the-proxy');
    expect(await idOf(ctx.app, { 'x-request-id': 'from-the-proxy' }, '::ffff:10.0.0.5')).toBe('from-the-proxy');
    expect(await idOf(ctx.app, { 'x-request-id': 'from-the-v6-proxy' }, 'fd00::1')).toBe('from-the-v6-proxy');
    expect(await idOf(ctx.app, { 'x-request-id': 'from-a-client' }, '10.0.0.6')).toMatch(UUID);
    expect(await idOf(ctx.app, { 'x-request-id': 'from-a-client' }, '127.0.0.1')).toMatch(UUID);
  });
});

describe("a request's log lines", () => {
  it('all carry its id, and a 500 is logged once with it, the id also in the reply', async () => {
    const lines: { level: number; reqId?: string; msg: string }[] = [];
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = await buildAppOn(database, { logLevel: 'info', trustProxy: 1 }, { stream });
    try {
      // A database gone from under the app: the read fails unexpectedly.
      await database.close();
      const res = await app.inject({ url: '/api/news', headers: { 'x-request-id': 'proxy-req-42' } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('proxy-req-42');
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again later.',
        type: 'INTERNAL_ERROR',
        requestId: 'proxy-req-42',
      });
      const ofRequest = lines.filter((line) => line.reqId === 'proxy-req-42');
      expect(ofRequest.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'unhandled error', 'request completed']),
      );
      expect(lines.filter((line) => line.level >= 50)).toEqual([
        expect.objectContaining({ reqId: 'proxy-req-42', msg: 'unhandled error' }),
      ]);
    } finally {
      await app.close();
    }
  });
});
