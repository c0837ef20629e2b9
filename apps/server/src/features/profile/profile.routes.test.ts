import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp } from '../../test/factories.ts';
import { t, translate } from '../../lib/i18n.ts';

const ctx = useTestApp();

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {} });

describe('GET /api/profile/me for each kind of caller', () => {
  it('a visitor gets 401', async () => {
    const res = await call('GET', '/api/profile/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ type: 'UNAUTHORIZED', message: translate('en', AUTH_MESSAGES.sessionExpired) });
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
    const member = await makeMember(ctx.app, role, { email: 'me@example.com' });
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
    const member = await makeMember(ctx.app, 'suspended');
    const res = await call('GET', '/api/profile/me', member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ type: 'ACCOUNT_SUSPENDED', message: translate('en', AUTH_MESSAGES.suspended) });
  });

  it('suspending a signed-in member stops their token at once', async () => {
    const member = await makeMember(ctx.app, 'free');
    await ctx.app.db.updateTable('users').set({ accountStatus: 'suspended' }).where('id', '=', member.row.id).execute();
    expect((await call('GET', '/api/profile/me', member.token)).statusCode).toBe(403);
  });
});

describe('PUT /api/profile/deactivate and /api/profile/reactivate', () => {
  it('deactivation signs the member out everywhere; logging in again offers reactivation', async () => {
    const member = await makeMember(ctx.app, 'premium');
    const res = await call('PUT', '/api/profile/deactivate', member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.accountStatus).toBe('deactivated');
    expect((await call('GET', '/api/profile/me', member.token)).statusCode).toBe(401);

    const login = await ctx.app.inject({
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
    const member = await makeMember(ctx.app, role);
    const res = await call('PUT', '/api/profile/deactivate', member.token);
    expect(res.statusCode).toBe(status);
    if (type) expect(res.json().type).toBe(type);
  });

  it('a suspended member cannot reactivate themselves', async () => {
    const member = await makeMember(ctx.app, 'suspended');
    const res = await call('PUT', '/api/profile/reactivate', member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe('ACCOUNT_SUSPENDED');
  });

  it('visitors get 401 on both', async () => {
    expect((await call('PUT', '/api/profile/deactivate')).statusCode).toBe(401);
    expect((await call('PUT', '/api/profile/reactivate')).statusCode).toBe(401);
  });
});

const deleteMe = (token: string | undefined, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/profile/me',
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const userExists = async (id: string) =>
  (await ctx.app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('DELETE /api/profile/me', () => {
  it('is permanent: the row and the sessions go, and the phone can register again', async () => {
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Short Stay', phoneNumber: '9123456780', occupation: 'Chef', password: 'secret1' },
    });
    const { token, user } = reg.json();
    const res = await deleteMe(token, { password: 'secret1' });
    expect(res.statusCode).toBe(200);
    expect(await userExists(user.id)).toBe(false);
    expect(
      await ctx.app.db.selectFrom('sessions').select('id').where('userId', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await call('GET', '/api/profile/me', token)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: '9123456780', password: 'secret1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('needs the password again: a token alone deletes nothing (issue 9 item 7)', async () => {
    const member = await makeMember(ctx.app, 'free');
    for (const [payload, message] of [
      [undefined, t('en', PROFILE_MESSAGES.deletePasswordRequired)],
      [{}, t('en', PROFILE_MESSAGES.deletePasswordRequired)],
      [{ password: '' }, t('en', PROFILE_MESSAGES.deletePasswordRequired)],
      [{ password: 'not-my-password' }, t('en', PROFILE_MESSAGES.deletePasswordWrong)],
    ] as const) {
      const res = await deleteMe(member.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toEqual({ password: message });
    }
    expect(await userExists(member.row.id)).toBe(true);
    expect((await call('GET', '/api/profile/me', member.token)).statusCode).toBe(200);
  });

  it('says a wrong password in Hindi to a Hindi phone, with the type and field unchanged', async () => {
    const member = await makeMember(ctx.app, 'free');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/profile/me',
      headers: { ...bearer(member.token), 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' },
      payload: { password: 'not-my-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: 'VALIDATION_ERROR',
      message: 'पासवर्ड सही नहीं है',
      fields: { password: 'पासवर्ड सही नहीं है' },
    });
  });

  it('stops guessing the password after 5 wrong tries', async () => {
    const member = await makeMember(ctx.app, 'free');
    for (let i = 0; i < 5; i++) expect((await deleteMe(member.token, { password: `guess-${i}` })).statusCode).toBe(400);
    const res = await deleteMe(member.token, { password: member.password });
    expect(res.statusCode).toBe(429);
    expect(await userExists(member.row.id)).toBe(true);
  });

  it("keeps the referrer's referral, with the member anonymised (issue 9 item 9)", async () => {
    const referrer = await makeMember(ctx.app, 'free');
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Referred Friend',
        phoneNumber: '9123456781',
        occupation: 'Chef',
        password: 'secret1',
        referralCode: referrer.row.referralCode,
      },
    });
    const friend = reg.json();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: bearer(friend.token),
      payload: { profession: 'Chef', bio: 'Cooks for weddings' },
    });
    const stats = async () => (await call('GET', '/api/profile/me', referrer.token)).json().user.referralStats;
    const before = await stats();
    expect(before).toMatchObject({ successfulReferrals: 1, totalReferrals: 1 });

    expect((await deleteMe(friend.token, { password: 'secret1' })).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ successfulReferrals: 1, totalReferrals: 1, activeReferrals: 0 });
    const info = (await call('GET', '/api/referrals/info', referrer.token)).json();
    expect(info.recentReferrals).toHaveLength(1);
    expect(info.recentReferrals[0].referred.name).toBe('Former member');
    expect(JSON.stringify(info)).not.toContain('Referred Friend');
    expect(JSON.stringify(info)).not.toContain('9123456781');
  });

  it('deleting a referrer keeps the members they referred', async () => {
    const referrer = await makeMember(ctx.app, 'free');
    const referred = await makeMember(ctx.app, 'free', { referredById: referrer.row.id });
    expect((await deleteMe(referrer.token, { password: referrer.password })).statusCode).toBe(200);
    const row = await ctx.app.db
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
    const member = await makeMember(ctx.app, role);
    expect((await deleteMe(member.token, { password: member.password })).statusCode).toBe(status);
    expect(await userExists(member.row.id)).toBe(status !== 200);
  });

  it('a visitor gets 401', async () => {
    expect((await deleteMe(undefined, { password: 'x' })).statusCode).toBe(401);
  });
});

describe('PUT /api/profile/me { language } for each kind of caller (issue 32)', () => {
  const setLanguage = (token: string | undefined, language: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: token ? bearer(token) : {},
      payload: { language },
    });

  it('a visitor gets 401 and nothing is stored', async () => {
    expect((await setLanguage(undefined, 'hi')).statusCode).toBe(401);
  });

  it.each<[Role, number]>([
    ['free', 200],
    ['premium', 200],
    ['expired', 200],
    ['admin', 200],
    ['suspended', 403],
    ['deactivated', 403],
  ])('%s member: %i; only a member who may edit their profile changes it, and nothing else', async (role, status) => {
    const member = await makeMember(ctx.app, role, { profession: 'Tailor' });
    const res = await setLanguage(member.token, 'hi');
    expect(res.statusCode).toBe(status);
    const stored = await ctx.app.db
      .selectFrom('users')
      .select(['language', 'profession'])
      .where('id', '=', member.row.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ language: status === 200 ? 'hi' : null, profession: 'Tailor' });
  });

  it("is the member's own: another member's view of them does not carry it", async () => {
    const member = await makeMember(ctx.app, 'free');
    const viewer = await makeMember(ctx.app, 'premium');
    await setLanguage(member.token, 'hi');
    expect((await call('GET', '/api/profile/me', member.token)).json().user.language).toBe('hi');
    const seen = await call('GET', `/api/users/${member.row.id}`, viewer.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().user).not.toHaveProperty('language');
  });
});
