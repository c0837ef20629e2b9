import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '@sangam/shared/limits';
import { MemoryCounters } from '../../lib/counters.ts';
import { bearer, buildTestApp } from '../../test/helper.ts';
import { PASSWORD, makeMember, uniquePhone } from '../../test/factories.ts';
import { hashPassword } from '../../lib/password.ts';
import { updateUser } from '../members/members.queries.ts';
import { addressFailuresKey } from './login-throttle.ts';

let app: Awaited<ReturnType<typeof buildTestApp>> | undefined;
afterEach(() => app?.dispose());

let clock = Date.now();
const start = async () => {
  clock = Date.now();
  app = await buildTestApp({}, { counters: new MemoryCounters(() => clock) });
  return app;
};

const login = (phoneNumber: string, password: string, remoteAddress: string, url = '/api/auth/login') =>
  app!.inject({ method: 'POST', url, payload: { phoneNumber, password }, remoteAddress });

describe('failed logins (issue 9 item 1)', () => {
  it(
    'never lock the owner out: wrong passwords from elsewhere leave their own sign-in alone',
    { timeout: 60_000 },
    async () => {
      await start();
      const owner = await makeMember(app!, 'free');
      const admin = await makeMember(app!, 'admin');
      for (let i = 0; i < 8; i++) {
        const attacker = `203.0.113.${i % 2}`;
        await login(owner.phone, 'wrong-guess', attacker);
        await login(admin.phone, 'wrong-guess', attacker, '/api/auth/admin-login');
      }
      expect((await login(owner.phone, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
      expect((await login(admin.phone, PASSWORD, '198.51.100.21', '/api/auth/admin-login')).statusCode).toBe(200);
    },
  );

  it('slow down repeated failures from one address, each wait longer than the last', async () => {
    await start();
    const member = await makeMember(app!, 'free');
    const from = '203.0.113.7';
    for (let i = 0; i < 3; i++) expect((await login(member.phone, 'nope', from)).statusCode).toBe(401);
    expect((await login(member.phone, 'nope', from)).statusCode).toBe(401);
    const early = await login(member.phone, PASSWORD, from);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Request login is throttled. Please try again later.');
    expect(early.headers['retry-after']).toBe('1');

    clock += 1_000;
    expect((await login(member.phone, 'nope', from)).statusCode).toBe(401);
    const second = await login(member.phone, 'nope', from);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');

    // Once the wait is over the right password gets in, and the count starts again.
    clock += 2_000;
    expect((await login(member.phone, PASSWORD, from)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(member.phone, 'nope', from)).statusCode).toBe(401);
  });

  it('count against the password: a new one (a reset, the command line) is tried at once', async () => {
    await start();
    const member = await makeMember(app!, 'free');
    const from = '203.0.113.10';
    for (let i = 0; i < 4; i++) await login(member.phone, 'nope', from);
    expect((await login(member.phone, PASSWORD, from)).statusCode).toBe(429);
    await updateUser(app!.db, member.row.id, { passwordHash: await hashPassword('a-new-password') });
    expect((await login(member.phone, 'a-new-password', from)).statusCode).toBe(200);
  });

  it('give a burst of parallel tries no more chances than tries one after another', async () => {
    await start();
    const member = await makeMember(app!, 'free');
    const replies = await Promise.all(Array.from({ length: 10 }, () => login(member.phone, 'nope', '203.0.113.8')));
    expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(4);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(6);
  });

  it('count an IPv6 client per /64', async () => {
    await start();
    const member = await makeMember(app!, 'free');
    for (let i = 1; i <= 4; i++) await login(member.phone, 'nope', `2001:db8:aa:bb::${i}`);
    expect((await login(member.phone, PASSWORD, '2001:db8:aa:bb:1::9')).statusCode).toBe(429);
    expect((await login(member.phone, PASSWORD, '2001:db8:aa:bc::1')).statusCode).toBe(200);
  });

  it('stop one address that tries many phones, and only that address', async () => {
    await start();
    const member = await makeMember(app!, 'free');
    // 49 failures already counted (hashing 50 decoys takes long), then the 50th.
    await app!.counters.hit(addressFailuresKey('203.0.113.9'), AUTH_LIMITS.windowMs, 49);
    expect((await login(uniquePhone(), 'nope', '203.0.113.9')).statusCode).toBe(401);
    expect((await login(member.phone, PASSWORD, '203.0.113.9')).statusCode).toBe(429);
    const elsewhere = await login(member.phone, PASSWORD, '198.51.100.9');
    expect(elsewhere.statusCode).toBe(200);
    expect((await app!.inject({ url: '/api/profile/me', headers: bearer(elsewhere.json().token) })).statusCode).toBe(
      200,
    );
  });
});
