import { describe, expect, it } from 'vitest';
import { DIRECTORY_MESSAGES } from '@sangam/shared/directory-messages';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, VISITOR, forbidden, useTestApp } from '../../test/factories.ts';
import { t, translate } from '../../lib/i18n.ts';

const ctx = useTestApp({
  admin: 'admin',
  plumber: [
    'free',
    {
      name: 'Ganesh Patil',
      occupation: 'Plumber',
      email: 'ganesh@example.com',
      address: 'Nashik',
      interests: '["Cricket","Solar energy"]',
    },
  ],
  hidden: ['free', { name: 'Hidden Person', occupation: 'Plumber', isPublic: 0 }],
  gone: ['deactivated', { name: 'Gone Away', occupation: 'Plumber' }],
  banned: ['suspended', { name: 'Banned User', occupation: 'Plumber' }],
});

const directory = (token: string | undefined, query = '') =>
  ctx.app.inject({ url: `/api/directory${query}`, headers: token ? bearer(token) : {} });
const names = (body: { users: { name: string }[] }) => body.users.map((u) => u.name);
const putConfig = (token: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/directory/config', headers: bearer(token), payload: body });
const DEFAULTS = { enforcePublicFilter: true, enforceActiveFilter: true, excludeCurrentUser: true, limit: 100 };

describe('GET /api/directory: who sees contact details', () => {
  it.each<[Role, boolean, string]>([
    // Issue 36: no list reply carries another member's contacts, whoever looks ("Show contact" reveals them).
    ['free', false, 'free'],
    ['expired', false, 'free'],
    ['premium', false, 'premium'],
    ['admin', false, 'admin'],
  ])('%s viewer: contacts %s, userPlan %s', async (role, contacts, plan) => {
    const viewer = role === 'admin' ? ctx.admin : await makeMember(ctx.app, role);
    const res = await directory(viewer.token, '?search=Ganesh');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userPlan).toBe(plan);
    const ganesh = body.users.find((u: { id: string }) => u.id === ctx.plumber.row.id);
    expect(ganesh).toMatchObject({
      name: 'Ganesh Patil',
      occupation: 'Plumber',
      interests: ['Cricket', 'Solar energy'],
    });
    expect('phoneNumber' in ganesh).toBe(contacts);
    expect('email' in ganesh).toBe(contacts);
    expect('address' in ganesh).toBe(contacts);
    if (contacts)
      expect(ganesh).toMatchObject({ phoneNumber: ctx.plumber.phone, email: 'ganesh@example.com', address: 'Nashik' });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash/);
    expect('referralCode' in ganesh).toBe(role === 'admin');
  });

  it.each<[string, Role | null, number, string?]>([
    ['visitor', null, 401],
    ['suspended', 'suspended', 403, 'ACCOUNT_SUSPENDED'],
    ['deactivated', 'deactivated', 403, 'ACCOUNT_DEACTIVATED'],
  ])('%s: $2', async (_who, role, status, type) => {
    const viewer = role ? await makeMember(ctx.app, role) : undefined;
    const res = await directory(viewer?.token);
    expect(res.statusCode).toBe(status);
    if (type) expect(res.json().type).toBe(type);
  });
});

describe('GET /api/directory: the Verified mark', () => {
  it.each<Role>(['free', 'expired', 'premium', 'admin'])(
    '%s viewer: a card says whether the phone was verified by a code (not a contact detail)',
    async (role) => {
      const verified = await makeMember(ctx.app, 'free', {
        name: `Vimala ${role}`,
        occupation: 'Weaver',
        phoneVerifiedAt: new Date().toISOString(),
      });
      const viewer = role === 'admin' ? ctx.admin : await makeMember(ctx.app, role);
      const cards = (await directory(viewer.token, '?search=weaver')).json().users as {
        name: string;
        phoneVerified?: boolean;
      }[];
      expect(cards.find((card) => card.name === verified.row.name)?.phoneVerified).toBe(true);
      const plumbers = (await directory(viewer.token, '?search=Ganesh')).json().users as { phoneVerified?: boolean }[];
      expect(plumbers[0]?.phoneVerified).toBe(false);
    },
  );
});

describe('GET /api/directory: who is listed', () => {
  it('lists active public members only, never the viewer, never suspended members', async () => {
    const viewer = await makeMember(ctx.app, 'premium');
    const ids = (await directory(viewer.token, '?search=plumber')).json().users.map((u: { id: string }) => u.id);
    expect(ids).toContain(ctx.plumber.row.id);
    for (const excluded of [ctx.hidden, ctx.gone, ctx.banned, viewer]) expect(ids).not.toContain(excluded.row.id);
    const own = (await directory(ctx.plumber.token, '?search=plumber')).json().users.map((u: { id: string }) => u.id);
    expect(own).not.toContain(ctx.plumber.row.id);
  });

  it('finds members by word prefixes of name, occupation, profession and interests, in any case', async () => {
    const viewer = await makeMember(ctx.app, 'free');
    for (const search of ['plumb', 'GANESH', 'gan pat', 'solar', 'cricket plumber']) {
      expect(names((await directory(viewer.token, `?search=${encodeURIComponent(search)}`)).json())).toContain(
        'Ganesh Patil',
      );
    }
    expect((await directory(viewer.token, '?search=electrician')).json().users).toEqual([]);
  });

  it('treats search operators and quotes as plain text', async () => {
    const viewer = await makeMember(ctx.app, 'free');
    for (const search of ['"', "a' OR 1=1 --", '*', 'plumb* OR', '%_\\', 'NEAR(a b)']) {
      expect((await directory(viewer.token, `?search=${encodeURIComponent(search)}`)).statusCode).toBe(200);
    }
  });

  it('pages newest first with totals', async () => {
    const viewer = await makeMember(ctx.app, 'free');
    for (let i = 0; i < 5; i++)
      await makeMember(ctx.app, 'free', {
        occupation: 'Tailor',
        createdAt: new Date(Date.UTC(2025, 0, i + 1)).toISOString(),
      });
    const first = (await directory(viewer.token, '?search=tailor&limit=2&page=1')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    const dates = first.users.map((u: { createdAt: string }) => u.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = (await directory(viewer.token, '?search=tailor&limit=2&page=3')).json();
    expect(last.users).toHaveLength(1);
  });

  it('refuses a bad page number with a 400 naming the field', async () => {
    const res = await directory(ctx.plumber.token, '?page=0');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['page']);
  });

  it("applies the admin's filters", async () => {
    try {
      await putConfig(ctx.admin.token, { ...DEFAULTS, enforcePublicFilter: false, enforceActiveFilter: false });
      const ids = (await directory(ctx.plumber.token, '?search=plumber')).json().users.map((u: { id: string }) => u.id);
      expect(ids).toEqual(expect.arrayContaining([ctx.hidden.row.id, ctx.gone.row.id]));
      expect(ids).not.toContain(ctx.banned.row.id);
    } finally {
      await putConfig(ctx.admin.token, DEFAULTS);
    }
  });
});

describe('POST /api/directory/toggle-visibility', () => {
  it('hides and shows the member in the directory', async () => {
    const member = await makeMember(ctx.app, 'free', { name: 'Toggle Tester', occupation: 'Juggler' });
    const viewer = await makeMember(ctx.app, 'free');
    const hide = await ctx.app.inject({
      method: 'POST',
      url: '/api/directory/toggle-visibility',
      headers: bearer(member.token),
    });
    expect(hide.json()).toEqual({ isPublic: false, message: t('en', DIRECTORY_MESSAGES.visibilityHidden) });
    expect(names((await directory(viewer.token, '?search=juggler')).json())).toEqual([]);
    const show = await ctx.app.inject({
      method: 'POST',
      url: '/api/directory/toggle-visibility',
      headers: bearer(member.token),
    });
    expect(show.json().isPublic).toBe(true);
    expect(names((await directory(viewer.token, '?search=juggler')).json())).toEqual(['Toggle Tester']);
  });

  it('needs a signed-in active member', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/directory/toggle-visibility' })).statusCode).toBe(401);
    const banned2 = await makeMember(ctx.app, 'suspended');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/directory/toggle-visibility',
          headers: bearer(banned2.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET and PUT /api/directory/config', () => {
  it.each([VISITOR, ...forbidden<Role>('free', 'premium', 'expired', 'suspended')])(
    '%s cannot read or change it ($2)',
    async (_who, role, status) => {
      const viewer = role ? await makeMember(ctx.app, role) : undefined;
      const headers = viewer ? bearer(viewer.token) : {};
      expect((await ctx.app.inject({ url: '/api/directory/config', headers })).statusCode).toBe(status);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/directory/config',
        headers,
        payload: { ...DEFAULTS, limit: 5 },
      });
      expect(put.statusCode).toBe(status);
      expect(
        (await ctx.app.inject({ url: '/api/directory/config', headers: bearer(ctx.admin.token) })).json().config.limit,
      ).toBe(100);
    },
  );

  it('an admin reads the defaults and the counts, and saves changes', async () => {
    const res = await ctx.app.inject({ url: '/api/directory/config', headers: bearer(ctx.admin.token) });
    expect(res.statusCode).toBe(200);
    const { config, counts } = res.json();
    expect(config).toEqual(DEFAULTS);
    expect(counts.totalUsers).toBeGreaterThanOrEqual(5);
    expect(counts.publicUsers).toBeLessThan(counts.totalUsers);
    expect(counts.eligibleUsers).toBeLessThanOrEqual(Math.min(counts.publicUsers, counts.activeUsers));

    const saved = await putConfig(ctx.admin.token, { ...DEFAULTS, limit: 250 });
    expect(saved.json()).toMatchObject({
      message: t('en', DIRECTORY_MESSAGES.configSaved),
      config: { ...DEFAULTS, limit: 250 },
    });
    await putConfig(ctx.admin.token, DEFAULTS);
  });

  it.each([0, 1001, 2.5, '10'])('refuses limit %s with the field named', async (limit) => {
    const res = await putConfig(ctx.admin.token, { ...DEFAULTS, limit });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ limit: translate('en', DIRECTORY_MESSAGES.limitInvalid) });
  });
});

describe('GET /api/directory: totals', () => {
  it('counts every listed member except the viewer, with and without a search', async () => {
    const viewer = await makeMember(ctx.app, 'free', { occupation: 'Potter' });
    for (let i = 0; i < 3; i++) await makeMember(ctx.app, 'free', { occupation: 'Potter' });
    const all = (await directory(viewer.token, '?limit=100')).json();
    expect(all.users.map((u: { id: string }) => u.id)).not.toContain(viewer.row.id);
    expect(all.pagination.total).toBe(all.users.length);
    expect((await directory(viewer.token, '?search=potter')).json().pagination.total).toBe(3);
    const hiddenViewer = await makeMember(ctx.app, 'free', { isPublic: 0 });
    expect((await directory(hiddenViewer.token, '?limit=100')).json().pagination.total).toBe(all.pagination.total + 1);
  });
});
