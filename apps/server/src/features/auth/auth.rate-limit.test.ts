import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { buildTestApp } from '../../test/helper.ts';
import { uniquePhone } from '../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>> | undefined;
afterEach(() => app?.dispose());

const attempt = (forwardedFor?: string, remoteAddress = '127.0.0.1') =>
  app!.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phoneNumber: uniquePhone(), password: 'whatever' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    remoteAddress,
  });

const start = (overrides: Partial<Config>) => buildTestApp(overrides);

describe('per-IP limit on auth calls (AUTH_IP_LIMIT)', () => {
  it('answers 429 with the throttled wording once an IP has used its budget', async () => {
    app = await start({ authIpLimit: 3 });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ type: 'THROTTLED', message: 'Request auth is throttled. Please try again later.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Register and admin login share the budget; another address has its own.
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    expect(reg.statusCode).toBe(429);
    expect((await attempt(undefined, '198.51.100.1')).statusCode).toBe(401);
  });

  it('counts an IPv6 client per /64, so it cannot dodge the limit by changing its address', async () => {
    app = await start({ authIpLimit: 2 });
    expect((await attempt(undefined, '2001:db8:5:6::1')).statusCode).toBe(401);
    expect((await attempt(undefined, '2001:db8:5:6::2')).statusCode).toBe(401);
    expect((await attempt(undefined, '2001:db8:5:6:ffff::3')).statusCode).toBe(429);
    expect((await attempt(undefined, '2001:db8:5:7::1')).statusCode).toBe(401);
  });

  it('0 turns the limit off', async () => {
    app = await start({ authIpLimit: 0 });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY: a client cannot choose its own address with X-Forwarded-For', () => {
  it('unset: X-Forwarded-For is ignored, every call counts against the socket address', async () => {
    app = await start({ authIpLimit: 2 });
    await attempt('203.0.113.1');
    await attempt('203.0.113.2');
    expect((await attempt('203.0.113.3')).statusCode).toBe(429);
  });

  it('a hop count takes the address the balancer saw, not the entries the client wrote before it', async () => {
    app = await start({ authIpLimit: 2, trustProxy: 1 });
    // The balancer (127.0.0.1 here) appends the real client, 203.0.113.9, after whatever the client sent.
    await attempt('6.6.6.1, 203.0.113.9');
    await attempt('6.6.6.2, 203.0.113.9');
    expect((await attempt('6.6.6.3, 203.0.113.9')).statusCode).toBe(429);
    expect((await attempt('203.0.113.10')).statusCode).toBe(401);
  });

  it('a list of proxy addresses trusts only those proxies', async () => {
    app = await start({ authIpLimit: 2, trustProxy: ['10.0.0.0/8'] });
    await attempt('6.6.6.1, 203.0.113.9', '10.1.2.3');
    await attempt('6.6.6.2, 203.0.113.9', '10.1.2.3');
    expect((await attempt('6.6.6.3, 203.0.113.9', '10.1.2.3')).statusCode).toBe(429);
    // A client talking to the server directly is not a trusted proxy: its X-Forwarded-For counts for nothing.
    await attempt('203.0.113.50', '198.51.100.7');
    await attempt('203.0.113.51', '198.51.100.7');
    expect((await attempt('203.0.113.52', '198.51.100.7')).statusCode).toBe(429);
  });
});
