import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper.ts';
import { BUSY_MESSAGE } from './load-shedding.ts';
import { t } from '../lib/i18n.ts';

// A test-only route that holds its request until released, so the test controls how many are in flight.
let release: () => void = () => {};
let entered = 0;
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp(
    { maxInFlight: 2 },
    {
      extend: async (a) => {
        a.get('/api/test/slow', async () => {
          entered++;
          await new Promise<void>((resolve) => {
            const previous = release;
            release = () => {
              previous();
              resolve();
            };
          });
          return { ok: true };
        });
      },
    },
  );
});
afterAll(() => app.dispose());

describe('MAX_IN_FLIGHT', () => {
  it('past the limit a request is refused at once with 503 and Retry-After; the health check answers 503 busy', async () => {
    const held = [app.inject({ url: '/api/test/slow' }), app.inject({ url: '/api/test/slow' })];
    await expect.poll(() => entered).toBe(2);
    const refused = await app.inject({ url: '/api/site-settings' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ message: t('en', BUSY_MESSAGE), type: 'UNAVAILABLE' });
    // The health check answers, and tells a balancer the truth: this process refuses requests right now.
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', database: 'ok', requests: 'busy' });
    // So do the metrics: a process at capacity is when they matter most.
    expect((await app.inject({ url: '/api/metrics' })).statusCode).toBe(200);

    release();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await app.inject({ url: '/api/site-settings' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok', requests: 'ok' });
  });
});
