import { CompiledQuery, sql, type Compilable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY } from '@sangam/shared/limits';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { memberSearch } from '../../db/search.ts';
import { buildTestApp, bearer } from '../../test/helper.ts';
import { makeMember, type Member, useTestApp } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { t } from '../../lib/i18n.ts';

// Each describe gets its own app: the directory settings are one row per database.
type App = Awaited<ReturnType<typeof buildTestApp>>;
const DEFAULTS = { enforcePublicFilter: true, enforceActiveFilter: true, excludeCurrentUser: true, limit: 100 };
const get = (app: App, url: string, token?: string) => app.inject({ url, headers: token ? bearer(token) : {} });
const ids = (body: { users: { id: string }[] }) => body.users.map((u) => u.id);
const names = (body: { users: { name: string }[] }) => body.users.map((u) => u.name);
/** The query plan, with sequential scans discouraged on PostgreSQL (a test table is too small to need an index). */
const planOf = (app: App, build: (db: App['db']) => Compilable) =>
  app.db.transaction().execute(async (trx) => {
    if (app.dialect === 'postgres') await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const { sql: text, parameters } = build(trx).compile();
    const explain = app.dialect === 'postgres' ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ';
    return JSON.stringify((await trx.executeQuery(CompiledQuery.raw(explain + text, [...parameters]))).rows);
  });
const search = (app: App, token: string, text: string) =>
  get(app, `/api/directory?search=${encodeURIComponent(text)}`, token).then((r) => r.json());

describe('one visibility rule for the directory and profiles (issue 9 item 15)', () => {
  const ctx = useTestApp({ admin: 'admin', viewer: 'free' });
  const setConfig = (config: typeof DEFAULTS) =>
    ctx.app.inject({ method: 'PUT', url: '/api/directory/config', headers: bearer(ctx.admin.token), payload: config });

  it.each([
    ['hidden', { isPublic: 0 }, 'enforcePublicFilter'],
    ['deactivated', { accountStatus: 'deactivated' as const }, 'enforceActiveFilter'],
  ])('a %s member is in both or in neither, as the admin filter says', async (_kind, fields, filter) => {
    const member = await makeMember(ctx.app, 'free', { ...fields, occupation: `Rule${filter}` });
    const listed = async () => ids(await search(ctx.app, ctx.viewer.token, `Rule${filter}`)).includes(member.row.id);
    const opens = async () => (await get(ctx.app, `/api/users/${member.row.id}`, ctx.viewer.token)).statusCode;
    const opensPublic = async () => (await get(ctx.app, `/api/users/${member.row.id}/public`)).statusCode;
    expect([await listed(), await opens(), await opensPublic()]).toEqual([false, 404, 404]);
    try {
      await setConfig({ ...DEFAULTS, [filter]: false });
      expect([await listed(), await opens(), await opensPublic()]).toEqual([true, 200, 200]);
    } finally {
      await setConfig(DEFAULTS);
    }
  });

  it('a suspended member is in neither, whatever the filters', async () => {
    const member = await makeMember(ctx.app, 'suspended', { occupation: 'RuleSuspended' });
    try {
      await setConfig({ ...DEFAULTS, enforcePublicFilter: false, enforceActiveFilter: false });
      expect(ids(await search(ctx.app, ctx.viewer.token, 'RuleSuspended'))).toEqual([]);
      expect((await get(ctx.app, `/api/users/${member.row.id}`, ctx.viewer.token)).statusCode).toBe(404);
      expect((await get(ctx.app, `/api/users/${member.row.id}`, ctx.admin.token)).statusCode).toBe(200);
    } finally {
      await setConfig(DEFAULTS);
    }
  });
});

describe("the admin's limit: the most members a viewer can page through (issue 9 item 16)", () => {
  const ctx = useTestApp({ admin: 'admin' });

  it('ends the pages there, and the settings counts show it', async () => {
    const viewer = await makeMember(ctx.app, 'free');
    for (let i = 0; i < 5; i++) await makeMember(ctx.app, 'free', { occupation: 'Tailor' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/directory/config',
      headers: bearer(ctx.admin.token),
      payload: { ...DEFAULTS, limit: 3 },
    });
    const first = (await get(ctx.app, '/api/directory?search=tailor&limit=2&page=1', viewer.token)).json();
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const second = (await get(ctx.app, '/api/directory?search=tailor&limit=2&page=2', viewer.token)).json();
    expect(second.users).toHaveLength(1);
    expect((await get(ctx.app, '/api/directory?search=tailor&limit=2&page=3', viewer.token)).json().users).toEqual([]);
    const browse = (await get(ctx.app, '/api/directory?limit=50', viewer.token)).json();
    expect(browse.users).toHaveLength(3);
    expect(browse.pagination).toMatchObject({ limit: 3, total: 3, pages: 1 });

    const { counts } = (await get(ctx.app, '/api/directory/config', ctx.admin.token)).json();
    expect(counts.eligibleUsers).toBe(6);
    expect(counts.shownUsers).toBe(3);
  });
});

describe('search (issue 9 items 17 and 18)', () => {
  const ctx = useTestApp({
    viewer: 'free',
    ram: ['free', { name: 'राम कुमार', occupation: 'शिक्षक' }],
    plumber: [
      'free',
      { name: 'Ganesh Patil', occupation: 'Plumber', createdAt: new Date(Date.UTC(2024, 0, 1)).toISOString() },
    ],
    replumber: ['free', { name: 'Vijay More', occupation: 'Pipe replumbing' }],
  });

  it('finds Devanagari names by whole words, word starts and parts of words', async () => {
    for (const text of ['राम', 'कुमार', 'राम कुमार', 'रा', 'कु', 'मार', 'शिक्षक']) {
      expect(ids(await search(ctx.app, ctx.viewer.token, text)), text).toEqual([ctx.ram.row.id]);
    }
    expect(ids(await search(ctx.app, ctx.viewer.token, 'रमेश'))).toEqual([]);
  });

  it('matches inside words ("umber" finds "Plumber"), newest first', async () => {
    expect(names(await search(ctx.app, ctx.viewer.token, 'umber'))).toEqual(['Ganesh Patil']);
    // "Pipe replumbing" is newer than "Plumber": results come in the search index's order, newest first.
    expect(ids(await search(ctx.app, ctx.viewer.token, 'plumb'))).toEqual([ctx.replumber.row.id, ctx.plumber.row.id]);
    expect(ids(await search(ctx.app, ctx.viewer.token, 'PLUMB pat'))).toEqual([ctx.plumber.row.id]);
  });

  it('listings too', async () => {
    await makeListing(ctx.app, ctx.plumber.row.id, { title: 'Leak repairs', category: 'Plumber' });
    const res = await get(ctx.app, '/api/listings?search=umber', ctx.viewer.token);
    expect(res.json().listings.map((l: { title: string }) => l.title)).toEqual(['Leak repairs']);
  });

  it('stays index-backed on both databases', async () => {
    const plan = await planOf(ctx.app, (db) =>
      memberSearch(ctx.app.dialect, ['umber']).apply(db.selectFrom('users').select('users.id')),
    );
    expect(plan).toMatch(ctx.app.dialect === 'postgres' ? /users_trigram_idx/ : /users_trigram VIRTUAL TABLE INDEX/);
  });
});

describe('admins in the directory (issue 10 item 13)', () => {
  const ctx = useTestApp({ admin: ['admin', { name: 'Listed Admin', occupation: 'Moderator' }], viewer: 'premium' });
  const setListed = (token: string, listInDirectory: boolean) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: bearer(token),
      payload: { profession: 'Moderator', listInDirectory },
    });

  it('are left out of the directory, its counts and their profile, until they choose to be listed', async () => {
    const counts = async () => (await get(ctx.app, '/api/directory/config', ctx.admin.token)).json().counts;
    expect(ids(await search(ctx.app, ctx.viewer.token, 'moderator'))).toEqual([]);
    expect((await get(ctx.app, `/api/users/${ctx.admin.row.id}`, ctx.viewer.token)).statusCode).toBe(404);
    const before = await counts();
    expect((await get(ctx.app, '/api/profile/me', ctx.admin.token)).json().user.listInDirectory).toBe(false);

    const listed = await setListed(ctx.admin.token, true);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().user.listInDirectory).toBe(true);
    const found = await search(ctx.app, ctx.viewer.token, 'moderator');
    expect(ids(found)).toEqual([ctx.admin.row.id]);
    // Issue 36: the card carries no number; the premium viewer reveals it with "Show contact".
    expect(found.users[0].phoneNumber).toBeUndefined();
    const revealed = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${ctx.admin.row.id}/contact`,
      headers: bearer(ctx.viewer.token),
    });
    expect(revealed.json().phoneNumber).toBe(ctx.admin.phone);
    expect((await get(ctx.app, `/api/users/${ctx.admin.row.id}`, ctx.viewer.token)).statusCode).toBe(200);
    expect((await counts()).eligibleUsers).toBe(before.eligibleUsers + 1);

    await setListed(ctx.admin.token, false);
    expect(ids(await search(ctx.app, ctx.viewer.token, 'moderator'))).toEqual([]);
  });

  it('a member cannot use the admins-only choice', async () => {
    const res = await setListed(ctx.viewer.token, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ listInDirectory: t('en', PROFILE_MESSAGES.listInDirectoryAdminsOnly) });
    expect('listInDirectory' in (await get(ctx.app, '/api/profile/me', ctx.viewer.token)).json().user).toBe(false);
  });
});

describe('city and occupation filters (issue 10 item 14)', () => {
  const ctx = useTestApp({ viewer: ['free', { address: 'Mumbai', occupation: 'Clerk' }] });
  const made: Record<string, Member> = {};
  beforeAll(async () => {
    made.pune1 = await makeMember(ctx.app, 'free', { address: 'Flat 2, Kothrud, Pune 411038', occupation: 'Plumber' });
    made.pune2 = await makeMember(ctx.app, 'free', { address: 'pune', occupation: 'plumber ' });
    made.nashik = await makeMember(ctx.app, 'free', { address: 'Nashik, Maharashtra', occupation: 'Teacher' });
    made.hidden = await makeMember(ctx.app, 'free', { address: 'Pune', occupation: 'Plumber', isPublic: 0 });
  });

  it('GET /api/directory/filters: the most common values among listed members, members only', async () => {
    expect((await get(ctx.app, '/api/directory/filters')).statusCode).toBe(401);
    const suspended = await makeMember(ctx.app, 'suspended');
    expect((await get(ctx.app, '/api/directory/filters', suspended.token)).statusCode).toBe(403);
    const res = await get(ctx.app, '/api/directory/filters', ctx.viewer.token);
    expect(res.statusCode).toBe(200);
    const { cities, occupations } = res.json();
    expect(cities[0]).toEqual({ value: 'Pune', count: 2 });
    expect(cities).toEqual(expect.arrayContaining([{ value: 'Nashik', count: 1 }]));
    expect(occupations[0]).toEqual({ value: 'Plumber', count: 2 });
    expect(cities.length).toBeLessThanOrEqual(20);
  });

  it('?city= and ?occupation= match exactly, in any letter case, together with the search', async () => {
    const list = (query: string) => get(ctx.app, `/api/directory?${query}`, ctx.viewer.token).then((r) => r.json());
    expect(ids(await list('city=PUNE')).sort()).toEqual([made.pune1!.row.id, made.pune2!.row.id].sort());
    expect(ids(await list('city=pun'))).toEqual([]);
    expect(ids(await list('occupation=teacher'))).toEqual([made.nashik!.row.id]);
    expect(ids(await list('city=Pune&occupation=Teacher'))).toEqual([]);
    expect((await list('city=Pune&search=plumb')).pagination.total).toBe(2);
  });

  it('refuses an overlong filter value with a 400 naming it', async () => {
    const res = await get(ctx.app, `/api/directory?city=${'x'.repeat(61)}`, ctx.viewer.token);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['city']);
  });

  it('uses the city and occupation indexes', async () => {
    const plan = await planOf(ctx.app, (db) =>
      db.selectFrom('users').select('id').where('cityKey', '=', 'pune').orderBy('createdAt', 'desc'),
    );
    expect(plan).toMatch(/users_city_idx/);
  });

  it(`keeps the limit range (${DIRECTORY.limitMin}-${DIRECTORY.limitMax})`, async () => {
    expect((await get(ctx.app, '/api/directory?limit=1001', ctx.viewer.token)).statusCode).toBe(400);
  });
});
