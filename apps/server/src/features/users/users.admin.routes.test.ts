import { describe, expect, it } from 'vitest';
import { USER_FORM_MESSAGES } from '@sangam/shared/admin';
import { bearer, created } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { photoDataUrl } from '../../test/images.ts';
import { nowIso } from '../../lib/time.ts';
import { adminUsersInBatches } from './users.admin.queries.ts';

const ctx = useTestApp({ admin: ['admin', { name: 'Chief Admin' }] });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  token = ctx.admin.token,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const newUser = { name: 'Created Person', phoneNumber: '98765 00001', password: 'secret1', occupation: 'Driver' };

describe('POST /api/admin/users', () => {
  it('creates a member who can sign in; premium starts a one-year plan; the audit log records it', async () => {
    const res = await call('POST', '/api/admin/users', {
      ...newUser,
      planType: 'premium',
      profileImage: await photoDataUrl(),
    });
    const user = created(res, 'user');
    expect(user).toMatchObject({
      name: 'Created Person',
      phoneNumber: '9876500001',
      planType: 'premium',
      premiumActive: true,
      accountStatus: 'active',
      isPublic: true,
    });
    expect(new Date(user.premiumExpiresAt).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect(user.profileImage).toMatch(/^\/api\/media\//);
    expect(JSON.stringify(user)).not.toMatch(/password/i);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: '9876500001', password: 'secret1' },
    });
    expect(login.statusCode).toBe(200);
    const audit = (await call('GET', '/api/admin/dashboard')).json().auditLog[0];
    expect(audit).toMatchObject({
      actor: { name: 'Chief Admin' },
      action: 'user.create',
      target: { name: 'Created Person' },
    });
  });

  it.each([
    [{ name: ' ' }, 'name', USER_FORM_MESSAGES.nameRequired],
    [{ phoneNumber: '' }, 'phoneNumber', USER_FORM_MESSAGES.phoneRequired],
    [{ phoneNumber: '12345' }, 'phoneNumber', USER_FORM_MESSAGES.phoneDigits],
    [{ password: '' }, 'password', USER_FORM_MESSAGES.passwordRequiredNew],
    [{ password: '12345' }, 'password', USER_FORM_MESSAGES.passwordMin],
  ])('refuses %o with the spec message on %s', async (over, field, message) => {
    const res = await call('POST', '/api/admin/users', { ...newUser, phoneNumber: '9876500002', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("refuses an admin's password shorter than 12 characters, creating or resetting (issue 9 item 2)", async () => {
    const newAdmin = (password: string) =>
      call('POST', '/api/admin/users', { ...newUser, phoneNumber: '9876500003', planType: 'admin', password });
    const short = await newAdmin('eleven-char');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: USER_FORM_MESSAGES.adminPasswordMin });
    const other = await makeMember(ctx.app, 'admin');
    const reset = await call('PUT', `/api/admin/users/${other.row.id}`, { password: 'short-pass' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().fields).toEqual({ password: USER_FORM_MESSAGES.adminPasswordMin });
    const promote = await call('PUT', `/api/admin/users/${(await makeMember(ctx.app)).row.id}`, {
      planType: 'admin',
      password: 'short-pass',
    });
    expect(promote.statusCode).toBe(400);
    const long = await newAdmin('twelve-chars');
    expect(long.statusCode).toBe(201);
  });

  it('refuses a phone that is taken with 409 DUPLICATE_USER', async () => {
    const res = await call('POST', '/api/admin/users', { ...newUser, phoneNumber: ctx.admin.phone });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'DUPLICATE_USER', fields: { phoneNumber: expect.any(String) } });
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('takes the Verified mark off a phone number an admin changes', async () => {
    const member = await makeMember(ctx.app, 'free', { phoneVerifiedAt: nowIso() });
    const res = await call('PUT', `/api/admin/users/${member.row.id}`, { phoneNumber: '9876512399' });
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(member.token) });
    expect(me.json().user).toMatchObject({ phoneNumber: '9876512399', phoneVerified: false });
  });

  it('changes only what is sent; a blank password keeps the current one', async () => {
    const member = await makeMember(ctx.app, 'free', { occupation: 'Chef' });
    const res = await call('PUT', `/api/admin/users/${member.row.id}`, { name: 'Renamed', password: '' });
    expect(res.json().user).toMatchObject({ name: 'Renamed', occupation: 'Chef' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: member.phone, password: member.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('the plan toggle: free -> premium for a year, premium -> admin; the member sees contacts at once', async () => {
    const member = await makeMember(ctx.app, 'free');
    const other = await makeMember(ctx.app, 'free', { name: 'Contact Owner', occupation: 'Mason' });
    // "Show contact" (issue 36): refused to the free member, answered once they are premium.
    const reveal = () =>
      ctx.app.inject({ method: 'POST', url: `/api/users/${other.row.id}/contact`, headers: bearer(member.token) });
    expect((await reveal()).statusCode).toBe(403);
    const premium = await call('PUT', `/api/admin/users/${member.row.id}`, { planType: 'premium' });
    expect(premium.json().user).toMatchObject({ planType: 'premium', premiumActive: true });
    expect((await reveal()).json().phoneNumber).toBe(other.phone);
    expect((await call('PUT', `/api/admin/users/${member.row.id}`, { planType: 'admin' })).json().user.planType).toBe(
      'admin',
    );
  });

  it('renews an expired premium when made premium again', async () => {
    const member = await makeMember(ctx.app, 'expired');
    const res = await call('PUT', `/api/admin/users/${member.row.id}`, { planType: 'premium' });
    expect(res.json().user.premiumActive).toBe(true);
  });

  it('a new password signs the member out everywhere; suspension stops their token', async () => {
    const member = await makeMember(ctx.app, 'free');
    await call('PUT', `/api/admin/users/${member.row.id}`, { password: 'brand-new-pass' });
    expect((await ctx.app.inject({ url: '/api/profile/me', headers: bearer(member.token) })).statusCode).toBe(401);
    const again = await makeMember(ctx.app, 'free');
    await call('PUT', `/api/admin/users/${again.row.id}`, { accountStatus: 'suspended' });
    expect((await ctx.app.inject({ url: '/api/profile/me', headers: bearer(again.token) })).json().type).toBe(
      'ACCOUNT_SUSPENDED',
    );
    const audit = (await call('GET', '/api/admin/dashboard')).json().auditLog;
    expect(audit[0]).toMatchObject({ action: 'user.update', details: 'status: active → suspended' });
    expect(audit[1]).toMatchObject({ action: 'user.update', details: 'password reset' });
  });

  it('an admin cannot change their own plan or status, but can edit their own name', async () => {
    expect((await call('PUT', `/api/admin/users/${ctx.admin.row.id}`, { planType: 'free' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/users/${ctx.admin.row.id}`, { accountStatus: 'suspended' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/admin/users/${ctx.admin.row.id}`, { name: 'Chief Admin' })).statusCode).toBe(200);
  });

  it('an unknown member is a 404', async () => {
    expect((await call('PUT', '/api/admin/users/nobody', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('the audit log keeps no personal values (issue 9 item 9)', () => {
  it('says which fields changed, not what they were or became; a deletion keeps no phone', async () => {
    const member = await makeMember(ctx.app, 'free', { name: 'Private Person', email: 'old@example.com' });
    await call('PUT', `/api/admin/users/${member.row.id}`, {
      name: 'Renamed Person',
      phoneNumber: '9876512345',
      email: 'new@example.com',
      planType: 'premium',
    });
    const audit = () => ctx.app.db.selectFrom('auditLog').selectAll().execute();
    const update = (await audit()).find((r) => r.action === 'user.update' && r.targetId === member.row.id)!;
    expect(update.details).toBe('name changed; phone changed; email changed; plan: free → premium');
    await call('DELETE', `/api/admin/users/${member.row.id}`);
    const rows = await audit();
    const text = JSON.stringify(rows);
    for (const value of [member.phone, '9876512345', 'old@example.com', 'new@example.com']) {
      expect(text).not.toContain(value);
    }
    expect(rows.find((r) => r.action === 'user.delete')!.details).toBe('');
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes a member; an admin cannot delete their own account', async () => {
    const member = await makeMember(ctx.app, 'free', { name: 'Leaving Member' });
    expect((await call('DELETE', `/api/admin/users/${member.row.id}`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/profile/me', headers: bearer(member.token) })).statusCode).toBe(401);
    const own = await call('DELETE', `/api/admin/users/${ctx.admin.row.id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(USER_FORM_MESSAGES.ownAccountDelete);
    expect((await call('GET', '/api/admin/dashboard')).json().auditLog[0]).toMatchObject({
      action: 'user.delete',
      target: { name: 'Leaving Member' },
    });
  });
  it('keeps the photo of a member an admin created when that admin is deleted (issue 9 item 11)', async () => {
    const creator = await makeMember(ctx.app, 'admin', { name: 'Temporary Admin' });
    const created = await call(
      'POST',
      '/api/admin/users',
      { ...newUser, phoneNumber: '9876500009', profileImage: await photoDataUrl() },
      creator.token,
    );
    expect(created.statusCode).toBe(201);
    const photo: string = created.json().user.profileImage;
    expect((await call('DELETE', `/api/admin/users/${creator.row.id}`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: photo })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/users and the CSV export', () => {
  it('filters by effective plan, status and search, pages by 20, and exports every match', async () => {
    for (let i = 0; i < 22; i++)
      await makeMember(ctx.app, 'free', { name: `Export Person ${i}`, occupation: 'Weaver' });
    await makeMember(ctx.app, 'expired', { name: 'Lapsed Weaver', occupation: 'Weaver' });
    await makeMember(ctx.app, 'premium', { name: 'Paid Weaver', occupation: 'Weaver' });
    await makeMember(ctx.app, 'suspended', { name: 'Banned Weaver', occupation: 'Weaver', isPublic: 0 });

    const page = (await call('GET', '/api/admin/users?search=weaver&planType=free&accountStatus=active')).json();
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 23, pages: 2 });
    expect(page.users.every((u: { premiumActive: boolean }) => !u.premiumActive)).toBe(true);
    expect(
      (await call('GET', '/api/admin/users?search=weaver&planType=premium'))
        .json()
        .users.map((u: { name: string }) => u.name),
    ).toEqual(['Paid Weaver']);

    const csv = await call('GET', '/api/admin/users/export?search=weaver&planType=free&accountStatus=active');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="users_export_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Name,PhoneNumber,Occupation,PlanType,AccountStatus,IsPublic,CreatedAt');
    expect(lines).toHaveLength(24);
    expect(lines.some((l) => l.startsWith('Lapsed Weaver,') && l.includes(',free,active,Yes,'))).toBe(true);
    expect(lines.join()).not.toContain('Paid Weaver');

    const suspended = await call('GET', '/api/admin/users/export?search=weaver&accountStatus=suspended');
    expect(suspended.body).toContain('Banned Weaver');
    expect(suspended.body).toContain(',suspended,No,');
  });

  it('reads a long export batch after batch: every member once, newest first, the BOM before the header', async () => {
    for (let i = 0; i < 12; i++)
      await makeMember(ctx.app, 'free', { name: `Batch Person ${i}`, occupation: 'Batcher' });
    const filter = { search: 'batcher', planType: '', accountStatus: '', dialect: ctx.app.dialect, now: nowIso() };
    const batches = [];
    for await (const rows of adminUsersInBatches(ctx.app.db, filter, 5)) batches.push(rows.map((row) => row.name));
    expect(batches.map((names) => names.length)).toEqual([5, 5, 2]);
    const inOne = [];
    for await (const rows of adminUsersInBatches(ctx.app.db, filter)) inOne.push(...rows.map((row) => row.name));
    expect(batches.flat()).toEqual(inOne);
    expect(new Set(batches.flat()).size).toBe(12);
    const csv = (await call('GET', '/api/admin/users/export?search=batcher')).body;
    expect(csv.startsWith('\uFEFFName,PhoneNumber,')).toBe(true);
    expect(csv.trim().split('\n')).toHaveLength(13);
  });

  it('finds members by phone number digits', async () => {
    const member = await makeMember(ctx.app, 'free', { name: 'Phone Findable' });
    const found = (await call('GET', `/api/admin/users?search=${member.phone.slice(2, 8)}`)).json().users;
    expect(found.map((u: { name: string }) => u.name)).toContain('Phone Findable');
  });

  it('keeps spreadsheet formulas out of the export', async () => {
    await makeMember(ctx.app, 'free', { name: '=HYPERLINK("http://evil")', occupation: 'Formulist' });
    const csv = (await call('GET', '/api/admin/users/export?search=formulist')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
