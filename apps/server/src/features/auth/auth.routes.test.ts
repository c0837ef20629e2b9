import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { bearer, countRows, postRaw } from '../../test/helper.ts';
import { makeMember, uniquePhone, type Role, useTestApp } from '../../test/factories.ts';
import { legacyHash } from '../../test/passwords.ts';
import { findUserByPhone } from '../members/members.queries.ts';
import { translate } from '../../lib/i18n.ts';

const ctx = useTestApp();

const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers });
const login = (phoneNumber: string, password: string, path = 'login') =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${path}`, payload: { phoneNumber, password } });
const newMember = (over: Record<string, unknown> = {}) => ({
  name: 'Anil Kumar',
  phoneNumber: uniquePhone(),
  occupation: 'Plumber',
  password: 'secret1',
  ...over,
});
const countUsers = () => countRows(ctx.app.db, 'users');

describe('POST /api/auth/register', () => {
  it('creates the member, strips whitespace from the phone and logs them in', async () => {
    const phone = uniquePhone();
    const res = await register(newMember({ phoneNumber: `${phone.slice(0, 5)} ${phone.slice(5)}` }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      name: 'Anil Kumar',
      phoneNumber: phone,
      planType: 'free',
      accountStatus: 'active',
      isPublic: true,
    });
    expect(body.user._id).toBe(body.user.id);
    expect(body.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt|argon2/);
    const me = await ctx.app.inject({ url: '/api/profile/me', headers: bearer(body.token) });
    expect(me.json().user.id).toBe(body.user.id);
  });

  it('treats +91 and spaces as the same phone number: a second registration is a 409 DUPLICATE_USER', async () => {
    const phone = uniquePhone();
    expect((await register(newMember({ phoneNumber: phone }))).statusCode).toBe(201);
    const again = await register(newMember({ phoneNumber: `+91 ${phone}` }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      type: 'DUPLICATE_USER',
      message: translate('en', AUTH_MESSAGES.duplicateUser),
    });
  });

  it.each([
    ['name', { name: '  ' }, translate('en', AUTH_MESSAGES.nameRequired)],
    ['phoneNumber', { phoneNumber: undefined }, translate('en', AUTH_MESSAGES.phoneRequired)],
    ['phoneNumber', { phoneNumber: '12ab' }, translate('en', AUTH_MESSAGES.phoneInvalid)],
    ['occupation', { occupation: '' }, translate('en', AUTH_MESSAGES.occupationRequired)],
    ['password', { password: '12345' }, translate('en', AUTH_MESSAGES.passwordMin)],
    ['password', { password: 42 }, translate('en', AUTH_MESSAGES.passwordRequired)],
  ])('refuses a bad %s with a 400 naming the field and writes nothing', async (field, over, message) => {
    const before = await countUsers();
    const res = await register(newMember(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR', fields: { [field]: message } });
    expect(await countUsers()).toBe(before);
  });

  it('records who referred whom (code case-insensitive) and answers with the referrer', async () => {
    const referrer = await makeMember(ctx.app, 'premium');
    const res = await register(newMember({ referralCode: referrer.row.referralCode.toLowerCase() }));
    expect(res.statusCode).toBe(201);
    expect(res.json().referralInfo).toEqual({ referredBy: { name: referrer.row.name } });
    const referral = await ctx.app.db
      .selectFrom('referrals')
      .selectAll()
      .where('referrerId', '=', referrer.row.id)
      .executeTakeFirstOrThrow();
    expect(referral).toMatchObject({ referredId: res.json().user.id, status: 'pending' });
  });

  it('tells the referrer that someone joined with their code', async () => {
    const referrer = await makeMember(ctx.app);
    const res = await register(newMember({ name: 'Meena Pawar', referralCode: referrer.row.referralCode }));
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(referrer.token) });
    expect(list.json().notifications).toEqual([
      expect.objectContaining({
        kind: 'referral_joined',
        text: expect.stringContaining('Meena Pawar'),
        actor: expect.objectContaining({ _id: res.json().user.id, name: 'Meena Pawar' }),
      }),
    ]);
  });

  it('refuses an unknown referral code with INVALID_REFERRAL_CODE and creates no account', async () => {
    const before = await countUsers();
    const res = await register(newMember({ referralCode: 'NOPE1234' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'INVALID_REFERRAL_CODE',
      message: translate('en', AUTH_MESSAGES.invalidReferralCode),
      fields: { referralCode: expect.any(String) },
    });
    expect(await countUsers()).toBe(before);
  });

  it('answers bad JSON and a missing body with a 400, never a 500', async () => {
    const bad = await postRaw(ctx.app, '/api/auth/register', '{"name":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login and /api/auth/admin-login for each kind of caller', () => {
  const cases: [Role, number, number, string?][] = [
    // role, login status, admin-login status, error type
    ['free', 200, 403, 'ADMIN_ONLY'],
    ['premium', 200, 403, 'ADMIN_ONLY'],
    ['expired', 200, 403, 'ADMIN_ONLY'],
    ['admin', 200, 200],
    ['deactivated', 200, 403, 'ADMIN_ONLY'],
    ['suspended', 403, 403, 'ACCOUNT_SUSPENDED'],
  ];
  it.each(cases)('%s member: login %i, admin login %i', async (role, loginStatus, adminStatus, type) => {
    const member = await makeMember(ctx.app, role);
    const res = await login(member.phone, member.password);
    expect(res.statusCode).toBe(loginStatus);
    if (loginStatus === 200) {
      expect(res.json()).toMatchObject({
        token: expect.any(String),
        user: { id: member.row.id, accountStatus: member.row.accountStatus },
      });
    } else {
      expect(res.json()).toMatchObject({ type, message: translate('en', AUTH_MESSAGES.suspendedLogin) });
    }
    const admin = await login(member.phone, member.password, 'admin-login');
    expect(admin.statusCode).toBe(adminStatus);
    if (adminStatus === 403) expect(admin.json().type).toBe(type);
    if (role === 'free') expect(admin.json().message).toBe(translate('en', AUTH_MESSAGES.adminOnly));
  });

  it('an expired premium member logs in as free', async () => {
    const member = await makeMember(ctx.app, 'expired');
    expect((await login(member.phone, member.password)).json().user.planType).toBe('free');
  });

  it('a wrong password and an unknown phone get the same 401', async () => {
    const member = await makeMember(ctx.app);
    const wrong = await login(member.phone, 'not-it');
    const unknown = await login(uniquePhone(), 'whatever');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(translate('en', AUTH_MESSAGES.invalidCredentials));
  });

  it('requires both fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: '9876543210' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: translate('en', AUTH_MESSAGES.passwordRequired) });
  });
});

describe('auth replies in Hindi (issue 32)', () => {
  it('Accept-Language: hi gets the Hindi message with the same type, on a 401, a 400 and a 409', async () => {
    const member = await makeMember(ctx.app);
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: member.phone, password: 'not-it' },
      headers: hindi,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ type: 'UNAUTHORIZED', message: 'फ़ोन नंबर या पासवर्ड गलत है' });

    const invalid = await register(newMember({ name: ' ', password: '12345' }), hindi);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().type).toBe('VALIDATION_ERROR');
    expect(invalid.json().fields).toMatchObject({
      name: 'पूरा नाम डालना ज़रूरी है',
      password: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    });

    const taken = await register(newMember({ phoneNumber: member.phone }), hindi);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      type: 'DUPLICATE_USER',
      message: 'यह फ़ोन नंबर पहले से रजिस्टर है। कृपया लॉग इन करें।',
      fields: { phoneNumber: 'यह फ़ोन नंबर पहले से रजिस्टर है' },
    });
  });

  it("says 'Registration successful' and 'Logged out' in the request's language", async () => {
    const created = await register(newMember(), { 'accept-language': 'hi' });
    expect(created.json().message).toBe('रजिस्ट्रेशन हो गया');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(created.json().token), 'accept-language': 'en' },
    });
    expect(out.json()).toEqual({ message: 'Logged out' });
  });
});

describe('a login rehashes a password stored with older parameters (issue 9 item 2)', () => {
  it('replaces a scrypt hash with an argon2id one that still takes the same password', async () => {
    const member = await makeMember(ctx.app, 'free', { passwordHash: legacyHash('old-but-fine') });
    expect((await login(member.phone, 'old-but-fine')).statusCode).toBe(200);
    const stored = (await findUserByPhone(ctx.app.db, member.phone))!.passwordHash;
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect((await login(member.phone, 'old-but-fine')).statusCode).toBe(200);
  });
});

describe('sessions have an absolute lifetime (issue 9 item 7)', () => {
  const sessionOf = async (token: string) => {
    const { sessionId } = (await ctx.app.tokens.verify(token))!;
    return ctx.app.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
  };
  const hours = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;

  it('30 days for a member, 12 hours for an admin, from sign-in', async () => {
    const member = await makeMember(ctx.app, 'free');
    const admin = await makeMember(ctx.app, 'admin');
    const memberSession = await sessionOf((await login(member.phone, member.password)).json().token);
    expect(hours(memberSession.createdAt, memberSession.expiresAt)).toBe(30 * 24);
    const adminSession = await sessionOf((await login(admin.phone, admin.password, 'admin-login')).json().token);
    expect(hours(adminSession.createdAt, adminSession.expiresAt)).toBe(12);
  });

  it('a refresh never extends it', async () => {
    const member = await makeMember(ctx.app, 'free');
    const first = (await login(member.phone, member.password)).json().token;
    const before = await sessionOf(first);
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { token: first } });
    const after = await sessionOf(refreshed.json().token);
    expect(after.id).not.toBe(before.id);
    expect(after.expiresAt).toBe(before.expiresAt);
    expect(after.createdAt).toBe(before.createdAt);
  });

  it("ends an admin's session 12 hours after sign-in, also one begun before they became an admin", async () => {
    const member = await makeMember(ctx.app, 'free');
    const token = (await login(member.phone, member.password)).json().token;
    const session = await sessionOf(token);
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3_600_000).toISOString();
    await ctx.app.db
      .updateTable('sessions')
      .set({ createdAt: thirteenHoursAgo })
      .where('id', '=', session.id)
      .execute();
    expect((await ctx.app.inject({ url: '/api/profile/me', headers: bearer(token) })).statusCode).toBe(200);
    await ctx.app.db.updateTable('users').set({ planType: 'admin' }).where('id', '=', member.row.id).execute();
    expect((await ctx.app.inject({ url: '/api/profile/me', headers: bearer(token) })).statusCode).toBe(401);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { token } });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh and /api/auth/logout', () => {
  it('refresh swaps a token for a new one and the old one stops working', async () => {
    const member = await makeMember(ctx.app);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { token: member.token } });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect((await ctx.app.inject({ url: '/api/profile/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/profile/me', headers: bearer(member.token) })).statusCode).toBe(401);
  });

  it.each(['not-a-token', 'eyJhbGciOiJIUzI1NiJ9.e30.x'])('refresh refuses %s with a 401', async (token) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { token } });
    expect(res.statusCode).toBe(401);
  });

  it('refresh refuses a suspended member', async () => {
    const member = await makeMember(ctx.app, 'suspended');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { token: member.token } });
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe('ACCOUNT_SUSPENDED');
  });

  it('logout revokes the token; a visitor gets a 401', async () => {
    const member = await makeMember(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(member.token) })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: '/api/profile/me', headers: bearer(member.token) })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { token: member.token } })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { token: member.token } })).statusCode,
    ).toBe(401);
  });

  it('a suspended member can still log out', async () => {
    const member = await makeMember(ctx.app, 'suspended');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(member.token) })).statusCode,
    ).toBe(200);
  });
});
