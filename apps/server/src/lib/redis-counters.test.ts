import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper.ts';
import { PASSWORD, makeMember } from '../test/factories.ts';
import { RedisCounters } from './redis-counters.ts';

// CI runs Redis at 127.0.0.1:6379 (.ci/run starts it); elsewhere TEST_REDIS_URL may point at another one.
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Every run counts under its own prefix, so runs (and other engineers' tests) never see each other's keys.
const prefix = `sangam-test:${randomBytes(6).toString('hex')}:`;
const opened: RedisCounters[] = [];
const counters = () => {
  const made = new RedisCounters(url, prefix);
  opened.push(made);
  return made;
};

afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
});

describe('RedisCounters', () => {
  let a: RedisCounters;
  let b: RedisCounters;
  beforeAll(async () => {
    [a, b] = [counters(), counters()];
    await a.ping();
  });

  it('counts hits of several clients into one window, peeks and resets', async () => {
    expect(await a.hit('k1', 60_000)).toMatchObject({ count: 1 });
    const second = await b.hit('k1', 60_000, 2);
    expect(second.count).toBe(3);
    expect(second.resetAt).toBeGreaterThan(Date.now() + 50_000);
    expect(await a.peek('k1')).toBe(3);
    await b.reset('k1');
    expect(await a.peek('k1')).toBe(0);
  });

  it('starts a new window once the old one has expired', async () => {
    await a.hit('k2', 30);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await b.peek('k2')).toBe(0);
    expect((await b.hit('k2', 60_000)).count).toBe(1);
  });
});

describe('two app servers sharing one Redis', () => {
  it('count failed logins together', async () => {
    const first = await buildTestApp({}, { counters: counters() });
    const second = await buildTestApp({}, { counters: counters() });
    try {
      // Each test app has its own database; the member is made in both, as one shared database would hold it.
      const member = await makeMember(first, 'free');
      await makeMember(second, 'free', { phoneNumber: member.phone });
      const login = (app: typeof first, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phoneNumber: member.phone, password },
          remoteAddress: '203.0.113.77',
        });
      for (const app of [first, second, first, second]) expect((await login(app, 'wrong')).statusCode).toBe(401);
      // Four failures counted across both servers: the next try from that address must wait, on either.
      expect((await login(first, PASSWORD)).statusCode).toBe(429);
      expect((await login(second, PASSWORD)).statusCode).toBe(429);
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });
});
