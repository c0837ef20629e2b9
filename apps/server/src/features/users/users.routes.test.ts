import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, bearer } from '../../test/helper.ts';
import { makeMember, type Member, type Role, LOCKED_OUT, tokenOf } from '../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let target: Member;
beforeAll(async () => {
  app = await buildTestApp();
  target = await makeMember(app, 'premium', {
    name: 'Sunita Waghmare',
    email: 'sunita@example.com',
    address: 'Aurangabad',
    bio: 'Tailor',
  });
});
afterAll(() => app.dispose());

const get = (url: string, token?: string) => app.inject({ url, headers: token ? bearer(token) : {} });

describe('GET /api/users/:id', () => {
  it.each<[string, Role | 'owner', boolean]>([
    ['free', 'free', false],
    ['expired premium', 'expired', false],
    ['premium', 'premium', true],
    ['admin', 'admin', true],
    ['owner', 'owner', true],
  ])('%s viewer: contacts %s', async (_who, role, contacts) => {
    const token = role === 'owner' ? target.token : (await makeMember(app, role)).token;
    const res = await get(`/api/users/${target.row.id}`, token);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ name: 'Sunita Waghmare', planType: 'premium', bio: 'Tailor' });
    expect(user.referralStats).toBeDefined();
    for (const field of ['phoneNumber', 'email', 'address']) expect(field in user).toBe(contacts);
    expect('referralCode' in user).toBe(role === 'admin' || role === 'owner');
  });

  it.each(LOCKED_OUT)('%s: $2', async (_who, role, status) => {
    const token = await tokenOf(app, role);
    expect((await get(`/api/users/${target.row.id}`, token)).statusCode).toBe(status);
  });

  it('a hidden, deactivated or suspended member is "User not found" except to themselves and admins', async () => {
    const viewer = await makeMember(app, 'premium');
    const admin = await makeMember(app, 'admin');
    for (const fields of [
      { isPublic: 0 },
      { accountStatus: 'deactivated' as const },
      { accountStatus: 'suspended' as const },
    ]) {
      const member = await makeMember(app, 'free', fields);
      const res = await get(`/api/users/${member.row.id}`, viewer.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
      expect((await get(`/api/users/${member.row.id}`, admin.token)).statusCode).toBe(200);
    }
    const hiddenOwner = await makeMember(app, 'free', { isPublic: 0 });
    expect((await get(`/api/users/${hiddenOwner.row.id}`, hiddenOwner.token)).statusCode).toBe(200);
  });

  it('an unknown id is a 404', async () => {
    expect((await get('/api/users/000000000000000000000000', target.token)).statusCode).toBe(404);
  });
});

describe('GET /api/users/:id/public (the Limited View)', () => {
  it.each<[string, Role | null]>([
    ['visitor', null],
    ['premium', 'premium'],
    ['admin', 'admin'],
  ])('never carries contacts or referral data, even for a %s', async (_who, role) => {
    const token = role ? (await makeMember(app, role)).token : undefined;
    const res = await get(`/api/users/${target.row.id}/public`, token);
    expect(res.statusCode).toBe(200);
    // Photo, name, occupation and bio: no plan (not even "admin"), status, interests or join date.
    expect(res.json().user).toEqual({
      _id: target.row.id,
      id: target.row.id,
      name: 'Sunita Waghmare',
      occupation: 'Engineer',
      bio: 'Tailor',
      profileImage: null,
    });
  });

  it('hidden members are not found', async () => {
    const hidden = await makeMember(app, 'free', { isPublic: 0 });
    expect((await get(`/api/users/${hidden.row.id}/public`)).statusCode).toBe(404);
  });
});
