import { describe, expect, it } from 'vitest';
import { MemoryCounters } from '../../lib/counters.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import { makeMember, uniquePhone, useTestApp, type TestContext } from '../../test/factories.ts';
import { bearer, expectFieldRefusal } from '../../test/helper.ts';
import { lastCode, sentMessages } from '../../test/messages.ts';

const INVALID = 'This code is not right. Please check it or ask for a new one.';
const REQUIRED = 'Please enter the 6-digit code we sent to your phone.';
const EXPIRED = 'This code has expired. Please ask for a new one.';

/** A clock the counters read, so the 30-second cooldown and hourly caps can pass without waiting. */
let clock = Date.now();
const tick = (ms: number) => void (clock += ms);
const ctx: TestContext<Record<never, never>> = useTestApp(
  {},
  { phoneVerification: 'required' },
  { counters: new MemoryCounters(() => clock) },
);

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
const askCode = (phoneNumber: string, purpose: 'register' | 'reset' | 'login') =>
  post('/api/auth/otp', { phoneNumber, purpose });
const sentTo = async (phone: string) => (await sentMessages(ctx.app)).filter((m) => m.to === `+91${phone}`);
const registration = (phoneNumber: string, otp?: string) => ({
  name: 'Asha Kamble',
  phoneNumber,
  occupation: 'Teacher',
  password: 'first-pass',
  ...(otp === undefined ? {} : { otp }),
});
/** Lets the next code be asked for at once. */
const afterCooldown = () => tick(31_000);

describe('POST /api/auth/otp', () => {
  it('sends a 6-digit code and says where, when it may be asked again and how long it lasts', async () => {
    afterCooldown();
    const res = await askCode('9812345678', 'register');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: 'We have sent a 6-digit code to +91 98123 45678.',
      resendAfter: 30,
      expiresIn: 600,
      testMode: true,
      channel: 'whatsapp',
      channels: ['whatsapp', 'sms'],
    });
    expect(await lastCode(ctx.app, '9812345678')).toMatch(/^\d{6}$/);
    const [line] = await sentTo('9812345678');
    expect(line).toMatchObject({ channel: 'whatsapp', template: 'otp' });
    expect(line!.text).toContain(line!.code);
    // Stored hashed: the code is nowhere in the table.
    const rows = await ctx.app.db.selectFrom('otpCodes').selectAll().where('phoneNumber', '=', '9812345678').execute();
    expect(JSON.stringify(rows)).not.toContain(line!.code);
  });

  it('sends by SMS when asked, for a member without WhatsApp', async () => {
    afterCooldown();
    const phone = uniquePhone();
    const res = await post('/api/auth/otp', { phoneNumber: phone, purpose: 'register', channel: 'sms' });
    expect(res.json().channel).toBe('sms');
    await lastCode(ctx.app, phone);
    const [line] = await sentTo(phone);
    expect(line).toMatchObject({ channel: 'sms' });
    // The SMS ends with the line Chrome's WebOTP reads.
    expect(line!.text.endsWith(`\n@${new URL(ctx.app.config.publicUrl).host} #${line!.code}`)).toBe(true);
  });

  it('speaks the asker’s language', async () => {
    afterCooldown();
    const phone = uniquePhone();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      headers: { 'accept-language': 'hi' },
      payload: { phoneNumber: phone, purpose: 'register' },
    });
    expect(res.json().message).toContain('6 अंकों का कोड');
    await lastCode(ctx.app, phone);
    expect((await sentTo(phone))[0]!.text).toContain('संगम');
  });

  it('refuses a bad number naming the field, and a registered number for sign-up', async () => {
    expectFieldRefusal(
      await askCode('12ab', 'register'),
      400,
      'VALIDATION_ERROR',
      'phoneNumber',
      'Please enter a valid phone number',
    );
    const member = await makeMember(ctx.app);
    const taken = await askCode(member.phone, 'register');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ phoneNumber: expect.any(String) });
  });

  it('makes a phone wait 30 seconds between codes and allows 5 an hour', async () => {
    afterCooldown();
    const phone = uniquePhone();
    expect((await askCode(phone, 'register')).statusCode).toBe(202);
    const soon = await askCode(phone, 'register');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(30);
    for (let i = 2; i <= 5; i++) {
      afterCooldown();
      expect((await askCode(phone, 'register')).statusCode).toBe(202);
    }
    afterCooldown();
    const sixth = await askCode(phone, 'register');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(30);
    // The messages leave through the outbox, after the replies: waited for, not timed.
    await expect.poll(async () => (await sentTo(phone)).length).toBe(5);
  });

  it('answers reset and login alike for a phone with and without an account, and sends only to a member', async () => {
    const member = await makeMember(ctx.app);
    const stranger = uniquePhone();
    for (const purpose of ['reset', 'login'] as const) {
      afterCooldown();
      const known = await askCode(member.phone, purpose);
      const unknown = await askCode(stranger, purpose);
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      const shape = (body: { message: string }) => ({ ...body, message: body.message.replace(/\+91 [\d ]+/, 'PHONE') });
      expect(shape(unknown.json())).toEqual(shape(known.json()));
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      // Limits hold for a phone without an account too, so the 429s do not tell either.
      expect((await askCode(stranger, purpose)).statusCode).toBe(429);
    }
    await lastCode(ctx.app, member.phone);
    expect(await sentTo(member.phone)).toHaveLength(2);
    expect(await sentTo(stranger)).toHaveLength(0);
    // The same work either way (a code row nobody is sent), so the time taken does not tell either.
    const rows = (phone: string) =>
      ctx.app.db.selectFrom('otpCodes').select('purpose').where('phoneNumber', '=', phone).execute();
    expect((await rows(stranger)).length).toBe((await rows(member.phone)).length);
  });
});

describe('registration with PHONE_VERIFICATION=required', () => {
  it('needs the code, refuses a wrong one, and verifies the phone with the account', async () => {
    afterCooldown();
    const phone = uniquePhone();
    expectFieldRefusal(await post('/api/auth/register', registration(phone)), 400, 'OTP_REQUIRED', 'otp', REQUIRED);
    await askCode(phone, 'register');
    const code = await lastCode(ctx.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expectFieldRefusal(
      await post('/api/auth/register', registration(phone, wrong)),
      400,
      'OTP_INVALID',
      'otp',
      INVALID,
    );
    expectFieldRefusal(
      await post('/api/auth/register', registration(phone, 'abc')),
      400,
      'OTP_INVALID',
      'otp',
      INVALID,
    );
    const res = await post('/api/auth/register', registration(phone, code));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ phoneNumber: phone, phoneVerified: true });
  });

  it('keeps the code unspent when the registration itself is refused', async () => {
    afterCooldown();
    const phone = uniquePhone();
    await askCode(phone, 'register');
    const code = await lastCode(ctx.app, phone);
    const bad = await post('/api/auth/register', { ...registration(phone, code), referralCode: 'NOSUCHCODE' });
    expect(bad.statusCode).toBe(400);
    expect((await post('/api/auth/register', registration(phone, code))).statusCode).toBe(201);
  });

  it('refuses an expired code, a used code, and a code after 5 wrong tries; a new code voids the old', async () => {
    afterCooldown();
    const phone = uniquePhone();
    await askCode(phone, 'register');
    const first = await lastCode(ctx.app, phone);
    afterCooldown();
    await askCode(phone, 'register');
    const second = await lastCode(ctx.app, phone, { after: 1 });
    if (first !== second) {
      expectFieldRefusal(
        await post('/api/auth/register', registration(phone, first)),
        400,
        'OTP_INVALID',
        'otp',
        INVALID,
      );
    }
    const wrong = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/auth/register', registration(phone, wrong))).json().type).toBe('OTP_INVALID');
    }
    // Five tries in all (the one above counts when the codes differ): now even the right code is refused.
    if (first === second) await post('/api/auth/register', registration(phone, wrong));
    expectFieldRefusal(
      await post('/api/auth/register', registration(phone, second)),
      400,
      'OTP_INVALID',
      'otp',
      INVALID,
    );

    afterCooldown();
    await askCode(phone, 'register');
    const third = await lastCode(ctx.app, phone, { after: 2 });
    await ctx.app.db
      .updateTable('otpCodes')
      .set({ expiresAt: addMs(nowIso(), -1000) })
      .where('phoneNumber', '=', phone)
      .where('usedAt', 'is', null)
      .execute();
    expectFieldRefusal(
      await post('/api/auth/register', registration(phone, third)),
      400,
      'OTP_EXPIRED',
      'otp',
      EXPIRED,
    );
  });
});

describe('forgot password: POST /api/auth/reset-password', () => {
  it('signs the member in with the new password, ends their other sessions, and is audited', async () => {
    const member = await makeMember(ctx.app);
    afterCooldown();
    await askCode(member.phone, 'reset');
    const code = await lastCode(ctx.app, member.phone);
    const res = await post('/api/auth/reset-password', { phoneNumber: member.phone, otp: code, password: 'brand-new' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { id: member.row.id, phoneVerified: true } });
    expect(res.json().message).toBe('Your password has been reset.');
    const old = await ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(member.token) });
    expect(old.statusCode).toBe(401);
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(res.json().token) });
    expect(fresh.statusCode).toBe(200);
    expect((await post('/api/auth/login', { phoneNumber: member.phone, password: member.password })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { phoneNumber: member.phone, password: 'brand-new' })).statusCode).toBe(200);
    // Single use.
    const again = await post('/api/auth/reset-password', {
      phoneNumber: member.phone,
      otp: code,
      password: 'other-one',
    });
    expectFieldRefusal(again, 400, 'OTP_INVALID', 'otp', INVALID);
    const audit = await ctx.app.db.selectFrom('auditLog').selectAll().where('targetId', '=', member.row.id).execute();
    expect(audit.map((row) => row.action)).toContain('password.reset');
  });

  it('keeps the spec’s 6-character minimum and refuses a phone that was never sent a code', async () => {
    const member = await makeMember(ctx.app);
    const short = await post('/api/auth/reset-password', { phoneNumber: member.phone, otp: '123456', password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('password');
    const never = await post('/api/auth/reset-password', {
      phoneNumber: uniquePhone(),
      otp: '123456',
      password: 'abcdef',
    });
    expectFieldRefusal(never, 400, 'OTP_INVALID', 'otp', INVALID);
  });

  it('keeps an admin’s 12-character minimum, by code and from the profile', async () => {
    const admin = await makeMember(ctx.app, 'admin');
    afterCooldown();
    await askCode(admin.phone, 'reset');
    const code = await lastCode(ctx.app, admin.phone);
    const message = "An admin's password must be at least 12 characters.";
    const short = await post('/api/auth/reset-password', {
      phoneNumber: admin.phone,
      otp: code,
      password: 'short-one',
    });
    expectFieldRefusal(short, 400, 'VALIDATION_ERROR', 'password', message);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: bearer(admin.token),
      payload: { currentPassword: admin.password, newPassword: 'short-one' },
    });
    expectFieldRefusal(change, 400, 'VALIDATION_ERROR', 'newPassword', message);
  });

  it('lets an admin reset the same way', async () => {
    const admin = await makeMember(ctx.app, 'admin');
    afterCooldown();
    await askCode(admin.phone, 'reset');
    const res = await post('/api/auth/reset-password', {
      phoneNumber: admin.phone,
      otp: await lastCode(ctx.app, admin.phone),
      password: 'admin-new-pass',
    });
    expect(res.json().user.planType).toBe('admin');
  });
});

describe('login with a code', () => {
  it('signs a member in, refuses a suspended one, and the admin login only admins', async () => {
    for (const [role, url, status] of [
      ['free', '/api/auth/login', 200],
      ['premium', '/api/auth/login', 200],
      ['suspended', '/api/auth/login', 403],
      ['free', '/api/auth/admin-login', 403],
      ['admin', '/api/auth/admin-login', 200],
    ] as const) {
      const member = await makeMember(ctx.app, role);
      afterCooldown();
      await askCode(member.phone, 'login');
      if (role === 'suspended') {
        // No code goes to a suspended account; whatever is typed is refused.
        expect((await post(url, { phoneNumber: member.phone, otp: '123456' })).statusCode).toBe(400);
        continue;
      }
      const res = await post(url, { phoneNumber: member.phone, otp: await lastCode(ctx.app, member.phone) });
      expect(res.statusCode, `${role} at ${url}`).toBe(status);
      if (status === 200) expect(res.json().user.phoneVerified).toBe(true);
    }
  });

  it('needs a password or a code', async () => {
    const res = await post('/api/auth/login', { phoneNumber: uniquePhone() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('password');
  });
});

describe('PUT /api/profile/password', () => {
  const change = (token: string | undefined, body: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      payload: body,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it.each([
    ['visitor', null, 401],
    ['suspended', 'suspended', 403],
    ['deactivated', 'deactivated', 403],
  ] as const)('refuses a %s', async (_who, role, status) => {
    const token = role ? (await makeMember(ctx.app, role)).token : undefined;
    expect((await change(token, { currentPassword: 'secret-pass', newPassword: 'newer-password' })).statusCode).toBe(
      status,
    );
  });

  it.each(['free', 'premium', 'expired', 'admin'] as const)(
    'changes a %s member’s password and ends their other sessions, keeping this one',
    async (role) => {
      const member = await makeMember(ctx.app, role);
      const other = (await post('/api/auth/login', { phoneNumber: member.phone, password: member.password })).json()
        .token;
      const wrong = await change(member.token, { currentPassword: 'not-it', newPassword: 'newer-password' });
      expectFieldRefusal(wrong, 400, 'VALIDATION_ERROR', 'currentPassword', 'Your current password is not right.');
      const res = await change(member.token, { currentPassword: member.password, newPassword: 'newer-password' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/password has been changed/);
      const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
      expect((await me(member.token)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect(
        (await post('/api/auth/login', { phoneNumber: member.phone, password: 'newer-password' })).statusCode,
      ).toBe(200);
    },
  );
});

describe('verify phone from the profile', () => {
  it('is for members only', async () => {
    expect((await post('/api/profile/verify-phone/otp', {})).statusCode).toBe(401);
    const suspended = await makeMember(ctx.app, 'suspended');
    expect((await post('/api/profile/verify-phone/otp', {}, suspended.token)).statusCode).toBe(403);
  });

  it('sends a code to the member’s own phone and marks it verified', async () => {
    const member = await makeMember(ctx.app);
    afterCooldown();
    expect((await post('/api/profile/verify-phone/otp', {}, member.token)).statusCode).toBe(202);
    const bad = await post('/api/profile/verify-phone', { otp: '99999' }, member.token);
    expectFieldRefusal(bad, 400, 'OTP_INVALID', 'otp', INVALID);
    const res = await post('/api/profile/verify-phone', { otp: await lastCode(ctx.app, member.phone) }, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phoneVerified).toBe(true);
    const directory = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${member.row.id}`,
      headers: bearer(member.token),
    });
    expect(directory.json().user.phoneVerified).toBe(true);
  });
});

describe('GET /api/auth/options', () => {
  it('tells the screens that a code is needed and that codes are in the log', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(res.json()).toEqual({ phoneVerification: 'required', testMode: true });
  });
});

describe('codes per client address', () => {
  const limited = useTestApp({}, { phoneVerification: 'required', authIpLimit: 1000 });

  it('allows 20 an hour from one address (any phones) while AUTH_IP_LIMIT is on', async () => {
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/otp',
        payload: { phoneNumber: uniquePhone(), purpose: 'register' },
      });
    for (let i = 0; i < 20; i++) expect((await ask()).statusCode).toBe(202);
    const over = await ask();
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    // Another address is not held up by this one.
    const elsewhere = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      remoteAddress: '203.0.113.9',
      payload: { phoneNumber: uniquePhone(), purpose: 'register' },
    });
    expect(elsewhere.statusCode).toBe(202);
  });
});

describe('codes for the whole site (OTP_HOURLY_LIMIT)', () => {
  const capped = useTestApp({}, { phoneVerification: 'required', otpHourlyLimit: 3 });

  it('stops sending past the hourly number of codes, whoever asks', async () => {
    const ask = () =>
      capped.app.inject({
        method: 'POST',
        url: '/api/auth/otp',
        payload: { phoneNumber: uniquePhone(), purpose: 'register' },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
    const over = await ask();
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
