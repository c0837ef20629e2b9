import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scheduler } from '../../jobs/scheduler.ts';
import { makeMember, PASSWORD, useTestApp } from '../../test/factories.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/helper.ts';
import { openOrder, payInTestCheckout, postTestCheckout, verify } from '../../test/payments.ts';
import { sampleOf, scrape } from '../../test/prometheus.ts';
import { queueMail } from '../outbox/outbox.service.ts';

const ctx = useTestApp({ member: 'free' });
const REMOTE = '203.0.113.9';

describe('GET /api/metrics', () => {
  it('counts a request under its route pattern and status, with its latency', async () => {
    const before = await scrape(ctx.app);
    const route = { method: 'GET', route: '/api/news/:slug', status: '404' };
    const answered = await ctx.app.inject({ url: '/api/news/no-such-news' });
    expect(answered.statusCode).toBe(404);
    const after = await scrape(ctx.app);
    expect(sampleOf(after, 'sangam_http_requests_total', route)).toBe(
      sampleOf(before, 'sangam_http_requests_total', route) + 1,
    );
    // The parser folds a labelled histogram's series together: its count is read from the text.
    const timed = (await ctx.app.inject({ url: '/api/metrics' })).body;
    const count = /^sangam_http_request_duration_seconds_count\{method="GET",route="\/api\/news\/:slug"\} (\d+)$/m;
    expect(Number(count.exec(timed)?.[1])).toBe(1);
    // The raw URL never becomes a label.
    expect(JSON.stringify(after)).not.toContain('no-such-news');
  });

  it("shows Node's figures, the cache, the database and its pool", async () => {
    const families = await scrape(ctx.app);
    const names = families.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
        'process_resident_memory_bytes',
        'nodejs_gc_duration_seconds',
        'sangam_cache_bytes',
        'sangam_cache_entries',
        'sangam_outbox_backlog',
        'sangam_outbox_oldest_due_seconds',
      ]),
    );
    expect(sampleOf(families, 'sangam_database_up')).toBe(1);
    expect(sampleOf(families, 'sangam_cache_bytes', { of: 'budget' })).toBeGreaterThan(0);
    if (ctx.app.dialect === 'postgres') {
      expect(sampleOf(families, 'sangam_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(names).not.toContain('sangam_db_pool_connections');
    }
  });

  it('counts cache hits and misses by kind', async () => {
    const before = await scrape(ctx.app);
    const kinds = (families: typeof before) =>
      families.find((f) => f.name === 'sangam_cache_requests_total')?.metrics ?? [];
    // Reading the same news list twice: a read, then a kept (or shared) one.
    await ctx.app.inject({ url: '/api/news' });
    await ctx.app.inject({ url: '/api/news' });
    const after = await scrape(ctx.app);
    const total = (families: typeof before) => kinds(families).reduce((sum, m) => sum + Number(m.value), 0);
    expect(total(after)).toBeGreaterThan(total(before));
    expect(kinds(after).every((m) => ['hit', 'miss'].includes(m.labels?.result ?? ''))).toBe(true);
  });

  it('counts logins and failed logins', async () => {
    const before = await scrape(ctx.app);
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phoneNumber: ctx.member.phone, password },
      });
    expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(200);
    const after = await scrape(ctx.app);
    for (const outcome of ['success', 'failure']) {
      const labels = { outcome, page: 'member' };
      expect(sampleOf(after, 'sangam_logins_total', labels)).toBe(sampleOf(before, 'sangam_logins_total', labels) + 1);
    }
  });

  it('counts captured and failed payments', async () => {
    const before = await scrape(ctx.app);
    const paid = await openOrder(ctx.app, ctx.member.token);
    const attempt = await payInTestCheckout(ctx.app, ctx.member.token, paid._id);
    expect((await verify(ctx.app, ctx.member.token, { orderId: paid._id, ...attempt })).statusCode).toBe(200);
    // The browser reporting the same payment again settles nothing more.
    expect((await verify(ctx.app, ctx.member.token, { orderId: paid._id, ...attempt })).statusCode).toBe(200);
    const other = await makeMember(ctx.app, 'free');
    const declined = await openOrder(ctx.app, other.token);
    expect((await postTestCheckout(ctx.app, other.token, declined._id, 'failure')).statusCode).toBe(200);
    const after = await scrape(ctx.app);
    for (const outcome of ['captured', 'failed']) {
      expect(sampleOf(after, 'sangam_payments_total', { outcome })).toBe(
        sampleOf(before, 'sangam_payments_total', { outcome }) + 1,
      );
    }
  });

  it('shows the outbox backlog and counts deliveries', async () => {
    await queueMail(ctx.app.db, { to: ['someone@example.org'], subject: 'Hello', body: 'A mail' });
    const waiting = await scrape(ctx.app);
    expect(sampleOf(waiting, 'sangam_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(waiting, 'sangam_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
    await ctx.app.outbox.deliverDue();
    const sent = await scrape(ctx.app);
    expect(sampleOf(sent, 'sangam_outbox_backlog')).toBe(0);
    expect(sampleOf(sent, 'sangam_outbox_oldest_due_seconds')).toBe(0);
    const labels = { channel: 'email', outcome: 'sent' };
    expect(sampleOf(sent, 'sangam_outbox_deliveries_total', labels)).toBe(
      sampleOf(waiting, 'sangam_outbox_deliveries_total', labels) + 1,
    );
  });

  it('counts job runs and failures by job', async () => {
    const before = await scrape(ctx.app);
    const quiet = { info: () => {}, error: () => {} };
    const jobs = [
      { name: 'metrics-test-ok', intervalMs: 60_000, run: async () => {} },
      { name: 'metrics-test-failing', intervalMs: 60_000, run: () => Promise.reject(new Error('broken')) },
    ];
    expect(await new Scheduler({ db: ctx.app.db, jobs, log: quiet }).runDue()).toHaveLength(2);
    const after = await scrape(ctx.app);
    for (const [job, outcome] of [
      ['metrics-test-ok', 'ok'],
      ['metrics-test-failing', 'failed'],
    ] as const) {
      expect(sampleOf(after, 'sangam_job_runs_total', { job, outcome })).toBe(
        sampleOf(before, 'sangam_job_runs_total', { job, outcome }) + 1,
      );
    }
  });

  it('without METRICS_TOKEN answers a client on this machine only, by its socket address', async () => {
    const remote = await ctx.app.inject({ url: '/api/metrics', remoteAddress: REMOTE });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ type: 'FORBIDDEN', message: expect.stringContaining('METRICS_TOKEN') });
    // X-Forwarded-For is no way in: no proxy is trusted, and the socket is what counts.
    const forged = await ctx.app.inject({
      url: '/api/metrics',
      remoteAddress: REMOTE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/metrics', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });
});

describe("docs/DEPLOY.md's table of metrics", () => {
  it('names every metric of the site, its kind and its labels, as they are', () => {
    const deploy = readFileSync(path.join(import.meta.dirname, '../../../../../docs/DEPLOY.md'), 'utf8');
    // | `name` | kind | `label` (`value`, ...), `label` | meaning |: the labels are the names outside the parentheses.
    const documented = [...deploy.matchAll(/^\| `(sangam_\w+)` \| (\w+) \|([^|]*)\|/gm)].map(
      ([, name, kind, labels]) => ({
        name,
        kind,
        labels: [...labels!.replace(/\([^)]*\)/g, '').matchAll(/`(\w+)`/g)].map((m) => m[1]).sort(),
      }),
    );
    const served = ctx.app.metrics.registry
      .getMetricsAsArray()
      .filter((metric) => metric.name.startsWith('sangam_'))
      .map((metric) => ({
        name: metric.name,
        kind: metric.type,
        // prom-client keeps each metric's label names, untyped.
        labels: [...(metric as unknown as { labelNames: string[] }).labelNames].sort(),
      }));
    // The pool's gauge is there on PostgreSQL only.
    const expected = documented.filter(
      (m) => ctx.app.dialect === 'postgres' || m.name !== 'sangam_db_pool_connections',
    );
    const byName = (a: { name?: string }, b: { name?: string }) => a.name!.localeCompare(b.name!);
    expect(served.sort(byName)).toEqual(expected.sort(byName));
  });
});

describe("GET /api/metrics and the web app's files", () => {
  let app: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'sangam-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      readFileSync(path.join(import.meta.dirname, '../../../../web/index.html'), 'utf8'),
    );
    mkdirSync(path.join(webDist, 'assets'));
    for (const file of ['index-a1b2c3.js', 'Directory-d4e5f6.js']) {
      writeFileSync(path.join(webDist, 'assets', file), 'export {};');
    }
    app = await buildTestApp({ webDist });
  });
  afterAll(() => app.dispose());

  it('counts every file under one route label, never one per hashed name', async () => {
    const before = await scrape(app);
    const labels = { method: 'GET', route: 'static', status: '200' };
    for (const url of ['/assets/index-a1b2c3.js', '/assets/Directory-d4e5f6.js']) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
    const after = await scrape(app);
    expect(sampleOf(after, 'sangam_http_requests_total', labels)).toBe(
      sampleOf(before, 'sangam_http_requests_total', labels) + 2,
    );
    expect(JSON.stringify(after)).not.toMatch(/a1b2c3|d4e5f6/);
  });
});

describe('GET /api/metrics behind a trusted proxy without METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ trustProxy: 1 });
  });
  afterAll(() => app.dispose());

  it('is refused even from loopback: a proxy on this machine makes every visitor come from there', async () => {
    const res = await app.inject({ url: '/api/metrics' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'FORBIDDEN', message: expect.stringContaining('METRICS_TOKEN') });
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  const token = 'a-long-metrics-token-0123456789';
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ metricsToken: token, trustProxy: 1 });
  });
  afterAll(() => app.dispose());

  it('answers the bearer of the token, from anywhere', async () => {
    const families = await scrape(app, { headers: bearer(token), remoteAddress: REMOTE });
    expect(families.map((f) => f.name)).toContain('sangam_http_requests_total');
  });

  it('refuses a request without it or with another, from loopback too', async () => {
    for (const headers of [{}, bearer(`${token}x`), bearer(token.slice(0, -1)), { authorization: token }]) {
      const res = await app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ type: 'UNAUTHORIZED', message: expect.any(String) });
    }
  });
});
