import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, LOCKED_OUT, tokenOf, useTestApp } from '../../test/factories.ts';

const ctx = useTestApp({
  target: ['premium', { name: 'Sunita Waghmare', email: 'sunita@example.com', address: 'Aurangabad', bio: 'Tailor' }],
});

const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });

describe('GET /api/users/:id', () => {
  it.each<[string, Role | 'owner', boolean]>([
    ['free', 'free', false],
    ['expired premium', 'expired', false],
    // Issue 36: contacts only for the member themself; premium members and admins use "Show contact".
    ['premium', 'premium', false],
    ['admin', 'admin', false],
    ['owner', 'owner', true],
  ])('%s viewer: contacts %s', async (_who, role, contacts) => {
    const token = role === 'owner' ? ctx.target.token : (await makeMember(ctx.app, role)).token;
    const res = await get(`/api/users/${ctx.target.row.id}`, token);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ name: 'Sunita Waghmare', planType: 'premium', bio: 'Tailor' });
    expect(user.referralStats).toBeDefined();
    for (const field of ['phoneNumber', 'email', 'address']) expect(field in user).toBe(contacts);
    expect('referralCode' in user).toBe(role === 'admin' || role === 'owner');
  });

  it("answers a visitor's Hindi phone in Hindi for a missing member, with the type unchanged", async () => {
    const res = await ctx.app.inject({ url: '/api/users/no-such-member/public', headers: { 'accept-language': 'hi' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ type: 'NOT_FOUND', message: 'सदस्य नहीं मिला' });
  });

  it.each(LOCKED_OUT)('%s: $2', async (_who, role, status) => {
    const token = await tokenOf(ctx.app, role);
    expect((await get(`/api/users/${ctx.target.row.id}`, token)).statusCode).toBe(status);
  });

  it('a hidden, deactivated or suspended member is "User not found" except to themselves and admins', async () => {
    const viewer = await makeMember(ctx.app, 'premium');
    const admin = await makeMember(ctx.app, 'admin');
    for (const fields of [
      { isPublic: 0 },
      { accountStatus: 'deactivated' as const },
      { accountStatus: 'suspended' as const },
    ]) {
      const member = await makeMember(ctx.app, 'free', fields);
      const res = await get(`/api/users/${member.row.id}`, viewer.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
      expect((await get(`/api/users/${member.row.id}`, admin.token)).statusCode).toBe(200);
    }
    const hiddenOwner = await makeMember(ctx.app, 'free', { isPublic: 0 });
    expect((await get(`/api/users/${hiddenOwner.row.id}`, hiddenOwner.token)).statusCode).toBe(200);
  });

  it('an unknown id is a 404', async () => {
    expect((await get('/api/users/000000000000000000000000', ctx.target.token)).statusCode).toBe(404);
  });
});

describe('GET /api/users/:id/public (the Limited View)', () => {
  it.each<[string, Role | null]>([
    ['visitor', null],
    ['premium', 'premium'],
    ['admin', 'admin'],
  ])('never carries contacts or referral data, even for a %s', async (_who, role) => {
    const token = role ? (await makeMember(ctx.app, role)).token : undefined;
    const res = await get(`/api/users/${ctx.target.row.id}/public`, token);
    expect(res.statusCode).toBe(200);
    // Photo, name, occupation and bio: no plan (not even "admin"), status, interests or join date.
    expect(res.json().user).toEqual({
      _id: ctx.target.row.id,
      id: ctx.target.row.id,
      name: 'Sunita Waghmare',
      occupation: 'Engineer',
      bio: 'Tailor',
      profileImage: null,
    });
  });

  it('hidden members are not found', async () => {
    const hidden = await makeMember(ctx.app, 'free', { isPublic: 0 });
    expect((await get(`/api/users/${hidden.row.id}/public`)).statusCode).toBe(404);
  });
});
