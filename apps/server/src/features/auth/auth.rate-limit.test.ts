import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { uniquePhone } from '../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>> | undefined;
afterEach(() => app?.dispose());

const attempt = (ip?: string) =>
  app!.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phoneNumber: uniquePhone(), password: 'whatever' },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

describe('per-IP limit on auth calls (AUTH_IP_LIMIT)', () => {
  it('answers 429 with the throttled wording once an IP has used its budget', async () => {
    app = await buildTestApp({ authIpLimit: 3 });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ type: 'THROTTLED', message: 'Request auth is throttled. Please try again later.' });
    // Register and admin login share the budget.
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    expect(reg.statusCode).toBe(429);
  });

  it('behind a proxy (TRUST_PROXY) counts each client address separately', async () => {
    app = await buildTestApp({ authIpLimit: 2, trustProxy: true });
    await attempt('203.0.113.1');
    await attempt('203.0.113.1');
    expect((await attempt('203.0.113.1')).statusCode).toBe(429);
    expect((await attempt('203.0.113.2')).statusCode).toBe(401);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For, so it cannot be used to dodge the limit', async () => {
    app = await buildTestApp({ authIpLimit: 2 });
    await attempt('203.0.113.1');
    await attempt('203.0.113.2');
    expect((await attempt('203.0.113.3')).statusCode).toBe(429);
  });

  it('0 turns the limit off', async () => {
    app = await buildTestApp({ authIpLimit: 0 });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
  });
});
