import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { buildTestApp, bearer } from '../../test/helper.ts';
import { makeMember, type Role } from '../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
  app.inject({ method, url, headers: token ? bearer(token) : {} });

describe('GET /api/profile/me for each kind of caller', () => {
  it('a visitor gets 401', async () => {
    const res = await call('GET', '/api/profile/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ type: 'UNAUTHORIZED', message: AUTH_MESSAGES.sessionExpired });
  });

  it('a forged or garbage token is a 401', async () => {
    expect((await call('GET', '/api/profile/me', 'garbage')).statusCode).toBe(401);
  });

  it.each<[Role, number, string]>([
    ['free', 200, 'free'],
    ['premium', 200, 'premium'],
    ['expired', 200, 'free'],
    ['admin', 200, 'admin'],
    ['deactivated', 200, 'free'],
  ])('%s member gets their own full profile (%i, plan %s)', async (role, status, plan) => {
    const member = await makeMember(app, role, { email: 'me@example.com' });
    const res = await call('GET', '/api/profile/me', member.token);
    expect(res.statusCode).toBe(status);
    const { user } = res.json();
    expect(user).toMatchObject({
      id: member.row.id,
      planType: plan,
      phoneNumber: member.phone,
      email: 'me@example.com',
    });
    expect(user.referralStats).toEqual({
      successfulReferrals: 0,
      activeReferrals: 0,
      totalReferrals: 0,
      totalRewardsEarned: 0,
    });
    expect(user.referralPerks.currentTier).toBe('bronze');
    expect(JSON.stringify(user)).not.toMatch(/password/i);
  });

  it('a suspended member gets 403 with the suspension warning', async () => {
    const member = await makeMember(app, 'suspended');
    const res = await call('GET', '/api/profile/me', member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ type: 'ACCOUNT_SUSPENDED', message: AUTH_MESSAGES.suspended });
  });

  it('suspending a signed-in member stops their token at once', async () => {
    const member = await makeMember(app, 'free');
    await app.db.updateTable('users').set({ accountStatus: 'suspended' }).where('id', '=', member.row.id).execute();
    expect((await call('GET', '/api/profile/me', member.token)).statusCode).toBe(403);
  });
});

describe('PUT /api/profile/deactivate and /api/profile/reactivate', () => {
  it('deactivation signs the member out everywhere; logging in again offers reactivation', async () => {
    const member = await makeMember(app, 'premium');
    const res = await call('PUT', '/api/profile/deactivate', member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.accountStatus).toBe('deactivated');
    expect((await call('GET', '/api/profile/me', member.token)).statusCode).toBe(401);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: member.phone, password: member.password },
    });
    expect(login.json().user.accountStatus).toBe('deactivated');
    const token = login.json().token as string;
    const back = await call('PUT', '/api/profile/reactivate', token);
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ accountStatus: 'active', planType: 'premium' });
  });

  it.each<[Role, number, string | undefined]>([
    ['free', 200, undefined],
    ['deactivated', 403, 'ACCOUNT_DEACTIVATED'],
    ['suspended', 403, 'ACCOUNT_SUSPENDED'],
  ])('deactivate as %s: %i', async (role, status, type) => {
    const member = await makeMember(app, role);
    const res = await call('PUT', '/api/profile/deactivate', member.token);
    expect(res.statusCode).toBe(status);
    if (type) expect(res.json().type).toBe(type);
  });

  it('a suspended member cannot reactivate themselves', async () => {
    const member = await makeMember(app, 'suspended');
    const res = await call('PUT', '/api/profile/reactivate', member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe('ACCOUNT_SUSPENDED');
  });

  it('visitors get 401 on both', async () => {
    expect((await call('PUT', '/api/profile/deactivate')).statusCode).toBe(401);
    expect((await call('PUT', '/api/profile/reactivate')).statusCode).toBe(401);
  });
});

describe('DELETE /api/profile/me', () => {
  it('is permanent: the row, the sessions and the referrals go, and the phone can register again', async () => {
    const referrer = await makeMember(app, 'free');
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Short Stay',
        phoneNumber: '9123456780',
        occupation: 'Chef',
        password: 'secret1',
        referralCode: referrer.row.referralCode,
      },
    });
    const { token, user } = reg.json();
    const res = await call('DELETE', '/api/profile/me', token);
    expect(res.statusCode).toBe(200);
    expect(await app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(
      await app.db.selectFrom('sessions').select('id').where('userId', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await app.db.selectFrom('referrals').select('id').where('referredId', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await call('GET', '/api/profile/me', token)).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: '9123456780', password: 'secret1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('deleting a referrer keeps the members they referred', async () => {
    const referrer = await makeMember(app, 'free');
    const referred = await makeMember(app, 'free', { referredById: referrer.row.id });
    expect((await call('DELETE', '/api/profile/me', referrer.token)).statusCode).toBe(200);
    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', referred.row.id)
      .executeTakeFirstOrThrow();
    expect(row.referredById).toBeNull();
  });

  it.each<[Role, number]>([
    ['deactivated', 200],
    ['suspended', 403],
    ['admin', 403],
  ])('as %s: %i', async (role, status) => {
    const member = await makeMember(app, role);
    expect((await call('DELETE', '/api/profile/me', member.token)).statusCode).toBe(status);
  });

  it('a visitor gets 401', async () => {
    expect((await call('DELETE', '/api/profile/me')).statusCode).toBe(401);
  });
});
