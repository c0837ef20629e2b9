import { beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_MESSAGES } from '@sangam/shared/directory-messages';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { MATRIMONIAL_MESSAGES } from '@sangam/shared/matrimonial';
import { PRIVACY_LIMITS, PRIVACY_MESSAGES } from '@sangam/shared/privacy';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { translate } from '../../lib/i18n.ts';
import { newId } from '../../lib/ids.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp, type Member, type Role } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { makeProfile } from '../../test/matrimonial.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { utcDay } from './contact-reveals.service.ts';

// "Who saw my number" (issue 36): replies carry no other member's contacts; premium members and admins reveal them
// with "Show contact", each reveal logged once a day, premium members capped at 50 different subjects a UTC day;
// the member lists who revealed theirs.

const ctx = useTestApp({
  target: [
    'free',
    {
      ...SETTLED,
      name: 'Sunita Waghmare',
      email: 'sunita@example.com',
      address: 'Flat 4, Aurangabad',
      occupation: 'Tailor',
    },
  ],
  premium: ['premium', { ...SETTLED, name: 'Prakash Premium' }],
  admin: ['admin', { ...SETTLED, name: 'Asha Admin' }],
  free: ['free', SETTLED],
  expired: ['expired', SETTLED],
  suspended: 'suspended',
  deactivated: 'deactivated',
});
raisePostingLimit('matrimonial', 100);

const english = (message: string) => translate('en', message);
const post = (url: string, token?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });

type Who = Role | 'owner' | 'visitor';
const tokenFor = (who: Who) =>
  who === 'visitor'
    ? undefined
    : who === 'owner'
      ? ctx.target.token
      : (ctx as unknown as Record<string, Member>)[who]!.token;

/** The log's rows about a subject, as [viewer, type, day]. */
const revealsOf = (subjectId: string) =>
  ctx.app.db
    .selectFrom('contactReveals')
    .select(['viewerId', 'ownerId', 'subjectType', 'day'])
    .where('subjectId', '=', subjectId)
    .execute();

const forget = () => ctx.app.db.deleteFrom('contactReveals').execute();

/** The refusal table every reveal route shares: visitors 401, suspended and deactivated 403 (requireMember). */
const LOCKED: [Who, number][] = [
  ['visitor', 401],
  ['suspended', 403],
  ['deactivated', 403],
];

describe('POST /api/users/:id/contact', () => {
  const url = () => `/api/users/${ctx.target.row.id}/contact`;

  it.each<[Who, number, boolean, string | null]>([
    ['free', 403, false, DIRECTORY_MESSAGES.premiumRequired],
    ['expired', 403, false, DIRECTORY_MESSAGES.premiumRequired],
    ['premium', 200, true, null],
    ['admin', 200, true, null],
    ['owner', 200, false, null],
  ])('a %s viewer: %i (logged: %s)', async (who, status, logged, message) => {
    await forget();
    const res = await post(url(), tokenFor(who));
    expect(res.statusCode, res.body).toBe(status);
    if (status === 200) {
      expect(res.json()).toEqual({
        phoneNumber: ctx.target.phone,
        email: 'sunita@example.com',
        address: 'Flat 4, Aurangabad',
      });
    } else {
      expect(res.json().message).toBe(english(message!));
    }
    const rows = await revealsOf(ctx.target.row.id);
    expect(rows.length).toBe(logged ? 1 : 0);
    if (logged) {
      expect(rows[0]).toEqual({
        viewerId: ctx[who as 'premium' | 'admin'].row.id,
        ownerId: ctx.target.row.id,
        subjectType: 'member',
        day: utcDay(new Date()),
      });
    }
  });

  it.each(LOCKED)('a %s: %i', async (who, status) => {
    expect((await post(url(), tokenFor(who))).statusCode).toBe(status);
  });

  it('answers e-mail null for a member without one', async () => {
    const plain = await makeMember(ctx.app, 'free', { email: null, address: 'Pune' });
    expect((await post(`/api/users/${plain.row.id}/contact`, ctx.premium.token)).json()).toEqual({
      phoneNumber: plain.phone,
      email: null,
      address: 'Pune',
    });
  });

  it('is "User not found" as GET /api/users/:id is: unknown, left out of the directory, blocked either way', async () => {
    const notFound = english(PROFILE_MESSAGES.userNotFound);
    expect((await post('/api/users/no-such-member/contact', ctx.premium.token)).json().message).toBe(notFound);
    const hidden = await makeMember(ctx.app, 'free', { isPublic: 0 });
    expect((await post(`/api/users/${hidden.row.id}/contact`, ctx.premium.token)).statusCode).toBe(404);
    expect((await post(`/api/users/${hidden.row.id}/contact`, ctx.admin.token)).statusCode).toBe(200);

    const blocker = await makeMember(ctx.app, 'free');
    const viewer = await makeMember(ctx.app, 'premium');
    expect((await post(`/api/blocks/${viewer.row.id}`, blocker.token)).statusCode).toBe(201);
    expect((await post(`/api/users/${blocker.row.id}/contact`, viewer.token)).statusCode).toBe(404);
    const blocked = await makeMember(ctx.app, 'free');
    expect((await post(`/api/blocks/${blocked.row.id}`, viewer.token)).statusCode).toBe(201);
    expect((await post(`/api/users/${blocked.row.id}/contact`, viewer.token)).statusCode).toBe(404);
  });

  it('a member who withdrew contact sharing: refused to premium members at once, given to admins (logged)', async () => {
    const member = await makeMember(ctx.app, 'free', { name: 'Private Person' });
    const viewer = await makeMember(ctx.app, 'premium');
    const reveal = (token: string) => post(`/api/users/${member.row.id}/contact`, token);
    expect((await reveal(viewer.token)).statusCode).toBe(200);
    await ctx.app.db.updateTable('users').set({ shareContacts: 0 }).where('id', '=', member.row.id).execute();
    const refused = await reveal(viewer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(english(PRIVACY_MESSAGES.contactsNotShared));
    expect(refused.body).not.toContain(member.phone);
    const inHindi = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${member.row.id}/contact`,
      headers: { ...bearer(viewer.token), 'accept-language': 'hi' },
    });
    expect(inHindi.json().message).toBe(translate('hi', PRIVACY_MESSAGES.contactsNotShared));
    expect((await reveal(ctx.admin.token)).json().phoneNumber).toBe(member.phone);
    expect((await reveal(member.token)).json().phoneNumber).toBe(member.phone);
    const viewers = (await revealsOf(member.row.id)).map((row) => row.viewerId).sort();
    expect(viewers).toEqual([viewer.row.id, ctx.admin.row.id].sort());
  });
  it('withdrawing contact_sharing in Privacy Settings (PUT /api/profile/consents) refuses the next reveal; granting it again lets it through', async () => {
    const member = await makeMember(ctx.app, 'free');
    const viewer = await makeMember(ctx.app, 'premium');
    const consent = (granted: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/consents/contact_sharing',
        headers: bearer(member.token),
        payload: { granted },
      });
    const reveal = () => post(`/api/users/${member.row.id}/contact`, viewer.token);
    expect((await reveal()).statusCode).toBe(200);
    expect((await consent(false)).statusCode).toBe(200);
    expect((await reveal()).json().message).toBe(english(PRIVACY_MESSAGES.contactsNotShared));
    expect((await consent(true)).statusCode).toBe(200);
    expect((await reveal()).json().phoneNumber).toBe(member.phone);
  });
});

describe('the daily limit', () => {
  const members: Member[] = [];
  beforeAll(async () => {
    for (let i = 0; i <= PRIVACY_LIMITS.revealsPerDay; i++) members.push(await makeMember(ctx.app, 'free'));
  });

  it('50 different members a day; the 51st is 429 until UTC midnight; one revealed today stays free', async () => {
    const viewer = await makeMember(ctx.app, 'premium');
    const reveal = (member: Member) => post(`/api/users/${member.row.id}/contact`, viewer.token);
    for (const member of members.slice(0, PRIVACY_LIMITS.revealsPerDay)) {
      const res = await reveal(member);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await reveal(members.at(-1)!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(english(PRIVACY_MESSAGES.revealLimit));
    expect(refused.body).not.toContain(members.at(-1)!.phone);
    const now = Date.now();
    const midnight = Date.UTC(
      new Date(now).getUTCFullYear(),
      new Date(now).getUTCMonth(),
      new Date(now).getUTCDate() + 1,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Math.abs(retryAfter - (midnight - now) / 1000)).toBeLessThan(5);

    // The same member again: 200, still one row.
    expect((await reveal(members[0]!)).json().phoneNumber).toBe(members[0]!.phone);
    expect(await revealsOf(members[0]!.row.id)).toHaveLength(1);
    // Listings with premiumRequired and matrimonial profiles count in the same 50.
    const listing = await makeListing(ctx.app, ctx.target.row.id, { premiumRequired: 1, title: 'Over the limit' });
    expect((await post(`/api/listings/${listing}/contact`, viewer.token)).statusCode).toBe(429);
    // Yesterday's reveals do not count.
    await ctx.app.db
      .updateTable('contactReveals')
      .set({ day: '2000-01-01' })
      .where('viewerId', '=', viewer.row.id)
      .execute();
    expect((await reveal(members.at(-1)!)).statusCode).toBe(200);
  });

  it('admins are never limited, but logged', async () => {
    const admin = await makeMember(ctx.app, 'admin');
    for (const member of members) {
      expect((await post(`/api/users/${member.row.id}/contact`, admin.token)).statusCode).toBe(200);
    }
    const rows = await ctx.app.db
      .selectFrom('contactReveals')
      .select('id')
      .where('viewerId', '=', admin.row.id)
      .execute();
    expect(rows).toHaveLength(members.length);
  });

  it('reveals sent at once at 49 let exactly one more through', async () => {
    const viewer = await makeMember(ctx.app, 'premium');
    const day = utcDay(new Date());
    await ctx.app.db
      .insertInto('contactReveals')
      .values(
        members.slice(0, PRIVACY_LIMITS.revealsPerDay - 1).map((member) => ({
          id: newId(),
          viewerId: viewer.row.id,
          ownerId: member.row.id,
          subjectType: 'member' as const,
          subjectId: member.row.id,
          day,
          createdAt: new Date().toISOString(),
        })),
      )
      .execute();
    const others = await Promise.all([1, 2, 3, 4].map(() => makeMember(ctx.app, 'free')));
    const statuses = await Promise.all(
      others.map(async (member) => (await post(`/api/users/${member.row.id}/contact`, viewer.token)).statusCode),
    );
    expect(statuses.sort()).toEqual([200, 429, 429, 429]);
    const rows = await ctx.app.db
      .selectFrom('contactReveals')
      .select('id')
      .where('viewerId', '=', viewer.row.id)
      .execute();
    expect(rows).toHaveLength(PRIVACY_LIMITS.revealsPerDay);
  });
});

describe('POST /api/listings/:id/contact', () => {
  let premiumOnly: string;
  let open: string;
  let pending: string;
  beforeAll(async () => {
    premiumOnly = await makeListing(ctx.app, ctx.target.row.id, {
      title: 'Tailoring at home',
      premiumRequired: 1,
      contactPhone: '9822011111',
      contactEmail: null,
    });
    open = await makeListing(ctx.app, ctx.target.row.id, { title: 'Open tailoring' });
    pending = await makeListing(ctx.app, ctx.target.row.id, { premiumRequired: 1, approved: 0 });
  });

  it.each<[Who, number, boolean]>([
    ['free', 403, false],
    ['expired', 403, false],
    ['premium', 200, true],
    ['admin', 200, true],
    ['owner', 200, false],
  ])('premium-only, a %s viewer: %i (logged: %s)', async (who, status, logged) => {
    await forget();
    const res = await post(`/api/listings/${premiumOnly}/contact`, tokenFor(who));
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json()).toEqual({ contactPhone: '9822011111', contactEmail: null });
    else expect(res.json().message).toBe(english(LISTING_MESSAGES.premiumRequired));
    const rows = await revealsOf(premiumOnly);
    expect(rows).toEqual(
      logged ? [expect.objectContaining({ subjectType: 'listing', ownerId: ctx.target.row.id })] : [],
    );
  });

  it.each(LOCKED)('a %s: %i', async (who, status) => {
    expect((await post(`/api/listings/${premiumOnly}/contact`, tokenFor(who))).statusCode).toBe(status);
  });

  it('a listing open to all: any member, not logged', async () => {
    await forget();
    const res = await post(`/api/listings/${open}/contact`, ctx.free.token);
    expect(res.json()).toEqual({ contactPhone: '9822000000', contactEmail: 'fix@example.com' });
    expect(await revealsOf(open)).toEqual([]);
  });

  it('a pending listing is not found as its page is, but for the owner and admins', async () => {
    expect((await post(`/api/listings/${pending}/contact`, ctx.premium.token)).statusCode).toBe(404);
    expect((await post(`/api/listings/${pending}/contact`, ctx.admin.token)).statusCode).toBe(200);
    expect((await post(`/api/listings/${pending}/contact`, ctx.target.token)).statusCode).toBe(200);
    expect((await post('/api/listings/nope/contact', ctx.premium.token)).statusCode).toBe(404);
  });
});

describe('POST /api/matrimonial/profiles/:id/contact', () => {
  let profile: string;
  beforeAll(async () => {
    profile = await makeProfile(ctx.app, ctx.target.token, 'approved', {
      fullName: 'Kavita Waghmare',
      profileType: 'daughter',
      gender: 'female',
      contactNumber: '9822044444',
      email: 'kavita@example.com',
    });
  });

  const views = async () =>
    ctx.app.db
      .selectFrom('matrimonialContactViews')
      .select(['viewerId', 'kind'])
      .where('profileId', '=', profile)
      .execute();

  it.each<[Who, number, boolean]>([
    ['free', 403, false],
    ['expired', 403, false],
    ['premium', 200, true],
    ['admin', 200, true],
    ['owner', 200, false],
  ])('a %s viewer: %i (logged: %s)', async (who, status, logged) => {
    await forget();
    await ctx.app.db.deleteFrom('matrimonialContactViews').execute();
    const res = await post(`/api/matrimonial/profiles/${profile}/contact`, tokenFor(who));
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json()).toEqual({ contactNumber: '9822044444', email: 'kavita@example.com' });
    else expect(res.json().message).toBe(english(MATRIMONIAL_MESSAGES.premiumRequired));
    expect(await revealsOf(profile)).toEqual(
      logged ? [expect.objectContaining({ subjectType: 'matrimonial', ownerId: ctx.target.row.id })] : [],
    );
    expect((await views()).map((v) => v.kind)).toEqual(logged ? ['contact'] : []);
  });

  it.each(LOCKED)('a %s: %i', async (who, status) => {
    expect((await post(`/api/matrimonial/profiles/${profile}/contact`, tokenFor(who))).statusCode).toBe(status);
  });

  it('a look at the profile is not a reveal; the biodata download is (the same row of the day)', async () => {
    await forget();
    await ctx.app.db.deleteFrom('matrimonialContactViews').execute();
    expect((await get(`/api/matrimonial/profiles/${profile}`, ctx.premium.token)).statusCode).toBe(200);
    expect(await revealsOf(profile)).toEqual([]);
    expect(await views()).toEqual([]);
    expect((await get(`/api/matrimonial/profiles/${profile}/biodata`, ctx.premium.token)).statusCode).toBe(200);
    expect((await post(`/api/matrimonial/profiles/${profile}/contact`, ctx.premium.token)).statusCode).toBe(200);
    expect(await revealsOf(profile)).toHaveLength(1);
    expect((await views()).map((v) => v.kind).sort()).toEqual(['biodata', 'contact']);
  });
});

describe('GET /api/profile/contact-views', () => {
  it('lists who revealed my details, newest first, with what they saw; 90 days back; for every member', async () => {
    const me = await makeMember(ctx.app, 'free', { ...SETTLED, name: 'Meera Member' });
    const listing = await makeListing(ctx.app, me.row.id, { premiumRequired: 1, title: 'Meera Sarees' });
    const profile = await makeProfile(ctx.app, me.token, 'approved', {
      fullName: 'Rohan Member',
      profileType: 'son',
    });
    const viewer = await makeMember(ctx.app, 'premium', { name: 'Vijay Viewer', occupation: 'Trader' });
    expect((await post(`/api/users/${me.row.id}/contact`, viewer.token)).statusCode).toBe(200);
    expect((await post(`/api/listings/${listing}/contact`, viewer.token)).statusCode).toBe(200);
    expect((await post(`/api/matrimonial/profiles/${profile}/contact`, ctx.admin.token)).statusCode).toBe(200);
    // Twice the same day is one row; my own look at my details is none.
    expect((await post(`/api/users/${me.row.id}/contact`, viewer.token)).statusCode).toBe(200);
    expect((await post(`/api/users/${me.row.id}/contact`, me.token)).statusCode).toBe(200);
    // Older than 90 days: left out.
    await ctx.app.db
      .insertInto('contactReveals')
      .values({
        id: newId(),
        viewerId: ctx.free.row.id,
        ownerId: me.row.id,
        subjectType: 'member',
        subjectId: me.row.id,
        day: '2020-01-01',
        createdAt: '2020-01-01T10:00:00.000Z',
      })
      .execute();

    const res = await get('/api/profile/contact-views', me.token);
    expect(res.statusCode).toBe(200);
    const { views, pagination } = res.json();
    expect(views.map((v: { subjectType: string }) => v.subjectType)).toEqual(['matrimonial', 'listing', 'member']);
    expect(views[0]).toMatchObject({
      viewer: { _id: ctx.admin.row.id, name: 'Asha Admin' },
      subjectId: profile,
      subjectName: 'Rohan Member',
    });
    expect(views[1]).toMatchObject({
      viewer: { name: 'Vijay Viewer', occupation: 'Trader' },
      subjectName: 'Meera Sarees',
    });
    expect(views[2]).toMatchObject({ viewer: { _id: viewer.row.id }, subjectId: me.row.id });
    expect('subjectName' in views[2]).toBe(false);
    expect(Date.parse(views[2].at)).toBeGreaterThan(Date.now() - 60_000);
    expect(pagination).toMatchObject({ page: 1, total: 3, pages: 1 });
    // Never the viewer's contacts.
    expect(res.body).not.toContain(viewer.phone);

    const second = (await get('/api/profile/contact-views?limit=2&page=2', me.token)).json();
    expect(second.views.map((v: { subjectType: string }) => v.subjectType)).toEqual(['member']);
    expect(second.pagination).toMatchObject({ page: 2, limit: 2, total: 3, pages: 2 });
    // Someone else's list holds none of mine.
    expect((await get('/api/profile/contact-views', viewer.token)).json().views).toEqual([]);
  });

  it.each<[string, string]>([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['page=0', 'page'],
  ])('refuses %s (400)', async (query) => {
    expect((await get(`/api/profile/contact-views?${query}`, ctx.free.token)).statusCode).toBe(400);
  });

  it.each(LOCKED)('a %s: %i', async (who, status) => {
    expect((await get('/api/profile/contact-views', tokenFor(who))).statusCode).toBe(status);
  });
});

describe("no reply but the reveal carries another member's contacts", () => {
  let listing: string;
  let profile: string;
  let ownProfile: Record<'premium' | 'admin', string>;
  beforeAll(async () => {
    listing = await makeListing(ctx.app, ctx.target.row.id, {
      title: 'Secret stitching',
      premiumRequired: 1,
      contactPhone: '9822055555',
      contactEmail: 'stitch@example.com',
    });
    profile = await makeProfile(ctx.app, ctx.target.token, 'approved', {
      fullName: 'Sneha Waghmare',
      profileType: 'daughter',
      gender: 'female',
      dateOfBirth: '1998-03-03',
      contactNumber: '9822066666',
      email: 'sneha@example.com',
    });
    ownProfile = {
      premium: await makeProfile(ctx.app, ctx.premium.token, 'approved', { fullName: 'Premium Son' }),
      admin: await makeProfile(ctx.app, ctx.admin.token, 'approved', { fullName: 'Admin Son' }),
    };
    await ctx.app.db
      .updateTable('matrimonialProfiles')
      .set({
        partnerPreferences: JSON.stringify({
          ageRange: { min: 18, max: 60 },
          heightRange: { min: '', max: '' },
          education: [],
          occupation: [],
          location: [],
          caste: [],
        }),
      })
      .where('id', 'in', Object.values(ownProfile))
      .execute();
  });

  it.each<'premium' | 'admin'>(['premium', 'admin'])('for a %s viewer', async (who) => {
    const token = ctx[who].token;
    const secrets = [
      ctx.target.phone,
      'sunita@example.com',
      'Flat 4, Aurangabad',
      '9822055555',
      'stitch@example.com',
      '9822066666',
      'sneha@example.com',
    ];
    const shortlisted = await post(`/api/matrimonial/shortlist/${profile}`, token);
    expect(shortlisted.statusCode, shortlisted.body).toBeLessThan(300);
    const replies = {
      directory: await get('/api/directory?limit=100', token),
      search: await get('/api/directory?search=Sunita', token),
      member: await get(`/api/users/${ctx.target.row.id}`, token),
      listings: await get('/api/listings?search=stitching', token),
      listing: await get(`/api/listings/${listing}`, token),
      profiles: await get('/api/matrimonial/profiles?limit=50', token),
      profile: await get(`/api/matrimonial/profiles/${profile}`, token),
      matches: await get(`/api/matrimonial/matches?profileId=${ownProfile[who]}&limit=50`, token),
      shortlist: await get('/api/matrimonial/shortlist', token),
    };
    for (const [name, res] of Object.entries(replies)) {
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      for (const secret of secrets) expect(res.body, `${name} carries ${secret}`).not.toContain(secret);
    }
    // The lists did show the subjects (so the absence above means something).
    expect(replies.search.body).toContain('Sunita Waghmare');
    expect(replies.listings.body).toContain('Secret stitching');
    expect(replies.profiles.body).toContain('Sneha Waghmare');
    expect(replies.matches.body).toContain('Sneha Waghmare');
    expect(replies.shortlist.body).toContain('Sneha Waghmare');
  });

  it('admin screens keep the contacts they show', async () => {
    const listings = await get('/api/admin/listings?search=stitching', ctx.admin.token);
    expect(listings.body).toContain('9822055555');
    const profiles = await get('/api/admin/matrimonial/profiles?search=Sneha', ctx.admin.token);
    expect(profiles.body).toContain('9822066666');
  });

  it('the owner sees their own contacts in every reply', async () => {
    expect((await get(`/api/users/${ctx.target.row.id}`, ctx.target.token)).json().user.phoneNumber).toBe(
      ctx.target.phone,
    );
    expect((await get(`/api/listings/${listing}`, ctx.target.token)).json().listing.contactPhone).toBe('9822055555');
    expect((await get(`/api/matrimonial/profiles/${profile}`, ctx.target.token)).json().profile.contactNumber).toBe(
      '9822066666',
    );
  });
});
