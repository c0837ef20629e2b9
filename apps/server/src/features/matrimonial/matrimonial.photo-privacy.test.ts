import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp, type Member } from '../../test/factories.ts';
import { form, jpegBytes } from '../../test/files.ts';
import { acceptedFamilyProfiles } from './photo-access.queries.ts';
import { profileValues, submitProfile } from '../../test/matrimonial.ts';

// Issue 35, photo privacy: a profile whose photos are kept to accepted families ('accepted') hands no photo URL to
// anyone but its owner, admins and the other side of an accepted interest, in any reply that carries it, and its
// image route refuses everyone else, whatever link they kept or made.

// The accepted-interest lookup, counted (one call per reply, whatever the page holds).
vi.mock('./photo-access.queries.ts', async (actual) => {
  const real = await actual<typeof import('./photo-access.queries.ts')>();
  return { ...real, acceptedFamilyProfiles: vi.fn(real.acceptedFamilyProfiles) };
});

const ctx = useTestApp({ admin: 'admin' });

const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const photo = async () => ({ name: 'profileImages', bytes: await jpegBytes(), filename: 'me.jpg', type: 'image/jpeg' });
const approve = (id: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/matrimonial/profiles/${id}/approval`,
    headers: bearer(ctx.admin.token),
    payload: { action: 'approve' },
  });

let cities = 0;
/** A profile with one photo, approved, in a city of its own (so a list filtered by it holds just this profile). */
async function listedProfile(owner: Member, overrides: Record<string, string>) {
  const city = overrides.city ?? `Photoville ${++cities} ${newId().slice(-6)}`;
  const res = await submitProfile(ctx.app, owner.token, profileValues({ ...overrides, city }), [await photo()]);
  expect(res.statusCode).toBe(201);
  const id = res.json().profile._id as string;
  expect((await approve(id)).statusCode).toBe(200);
  return { id, city };
}

const interest = (from: string, to: string, fromUser: Member, toUser: Member, status: 'accepted' | 'pending') =>
  ctx.app.db
    .insertInto('matrimonialInterests')
    .values({
      id: newId(),
      fromProfileId: from,
      toProfileId: to,
      fromUserId: fromUser.row.id,
      toUserId: toUser.row.id,
      status,
      createdAt: nowIso(),
      respondedAt: status === 'accepted' ? nowIso() : null,
    })
    .execute();

/** The photo's route path and media id: what no reply to those who may not see it may hold. */
async function traces(profileId: string) {
  const rows = await ctx.app.db
    .selectFrom('matrimonialPhotos')
    .select('mediaId')
    .where('profileId', '=', profileId)
    .execute();
  return [`/api/matrimonial/profiles/${profileId}/image`, ...rows.map((row) => row.mediaId)];
}

type Scene = {
  owner: Member;
  family: Member;
  other: Member;
  free: Member;
  premium: Member;
  bride: { id: string; city: string };
  groom: { id: string; city: string };
  premiumGroom: { id: string; city: string };
  hidden: string[];
};
let scene: Scene;

beforeAll(async () => {
  const [owner, family, other, free, premium] = await Promise.all([
    makeMember(ctx.app, 'free'),
    makeMember(ctx.app, 'free'),
    makeMember(ctx.app, 'premium'),
    makeMember(ctx.app, 'free'),
    makeMember(ctx.app, 'premium'),
  ]);
  // A parent's daughter's profile, photos for accepted families only.
  const bride = await listedProfile(owner, {
    profileType: 'daughter',
    fullName: 'Kavya Shinde',
    gender: 'female',
    dateOfBirth: '1997-05-06',
    photoPrivacy: 'accepted',
  });
  // The family whose interest the bride's family accepted (their son's photos are kept the same way).
  // Partner preferences in the bride's city: she is among the matches of these profiles.
  const nearBride = JSON.stringify({ location: [bride.city] });
  const groom = await listedProfile(family, {
    profileType: 'son',
    fullName: 'Rohan Gaikwad',
    photoPrivacy: 'accepted',
    partnerPreferences: nearBride,
  });
  await interest(groom.id, bride.id, family, owner, 'accepted');
  // Another family whose interest is still pending.
  const otherGroom = await listedProfile(other, { profileType: 'son', fullName: 'Amit Jadhav' });
  await interest(otherGroom.id, bride.id, other, owner, 'pending');
  const premiumGroom = await listedProfile(premium, { fullName: 'Sagar Kale', partnerPreferences: nearBride });
  scene = { owner, family, other, free, premium, bride, groom, premiumGroom, hidden: await traces(bride.id) };
});

const listOf = (city: string, token?: string) =>
  get(`/api/matrimonial/profiles?city=${encodeURIComponent(city)}`, token);
const adminListOf = (city: string) =>
  get(`/api/admin/matrimonial/profiles?status=all&city=${encodeURIComponent(city)}`, ctx.admin.token);

/** Every reply that carries the bride's profile for this viewer (the owner's own list for the owner). */
async function repliesFor(who: keyof Omit<Scene, 'bride' | 'groom' | 'premiumGroom' | 'hidden'> | 'visitor' | 'admin') {
  const token = who === 'visitor' ? undefined : who === 'admin' ? ctx.admin.token : scene[who].token;
  const replies = [
    await listOf(scene.bride.city, token),
    await get(`/api/matrimonial/profiles/${scene.bride.id}`, token),
  ];
  if (who === 'owner') replies.push(await get('/api/matrimonial/my-profiles', token));
  if (who === 'admin') replies.push(await adminListOf(scene.bride.city));
  for (const reply of replies) expect(reply.statusCode).toBe(200);
  return replies;
}

type Carrying = {
  profile?: { _id: string };
  profiles?: { _id: string }[];
  interests?: { fromProfile: { _id: string }; toProfile: { _id: string } }[];
};
const brideIn = (body: Carrying) =>
  [
    ...(body.profile ? [body.profile] : []),
    ...(body.profiles ?? []),
    ...(body.interests ?? []).flatMap((interest) => [interest.fromProfile, interest.toProfile]),
  ].find((p) => p._id === scene.bride.id) as
    { profileImages: string[]; photosHidden: boolean; photoPrivacy: string; imageCount: number } | undefined;

describe('photo privacy: replies (issue 35)', () => {
  it.each(['visitor', 'free', 'premium', 'other'] as const)(
    'no reply to a %s carries a hidden photo’s URL or media id; the profile says its photos are hidden',
    async (who) => {
      for (const reply of await repliesFor(who)) {
        for (const trace of scene.hidden) expect(reply.body).not.toContain(trace);
        const bride = brideIn(reply.json());
        expect(bride).toMatchObject({ profileImages: [], photosHidden: true, photoPrivacy: 'accepted' });
      }
    },
  );

  it.each(['owner', 'admin', 'family'] as const)('the %s gets the photo URLs, which open the photo', async (who) => {
    for (const reply of await repliesFor(who)) {
      const bride = brideIn(reply.json())!;
      expect(bride.photosHidden).toBe(false);
      expect(bride.profileImages).toHaveLength(1);
      const served = await get(bride.profileImages[0]!);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('the accepted interest shows both families each other’s photos: the bride’s family sees the groom’s', async () => {
    const reply = await get(`/api/matrimonial/profiles/${scene.groom.id}`, scene.owner.token);
    expect(reply.json().profile).toMatchObject({ photosHidden: false, photoPrivacy: 'accepted' });
    expect(reply.json().profile.profileImages).toHaveLength(1);
    expect((await get(reply.json().profile.profileImages[0])).statusCode).toBe(200);
    // ...while the family with a pending interest does not.
    const other = await get(`/api/matrimonial/profiles/${scene.groom.id}`, scene.other.token);
    expect(other.json().profile).toMatchObject({ photosHidden: true, profileImages: [] });
  });

  it('a cached list page does not carry one viewer’s photo access to another', async () => {
    // The accepted family reads the page first (with photos), then a stranger reads the same page.
    const first = await listOf(scene.bride.city, scene.family.token);
    expect(brideIn(first.json())!.profileImages).toHaveLength(1);
    const after = await listOf(scene.bride.city, scene.premium.token);
    for (const trace of scene.hidden) expect(after.body).not.toContain(trace);
    // And the other way round: a stranger first, then the family still gets them.
    const again = await listOf(scene.bride.city, scene.family.token);
    expect(brideIn(again.json())!.profileImages).toHaveLength(1);
  });

  it('a list page with several hidden profiles asks for the accepted interests once, not once per profile', async () => {
    const city = `Bulkville ${newId().slice(-6)}`;
    for (const name of ['Asha More', 'Bhavna More', 'Chitra More']) {
      const member = await makeMember(ctx.app, 'free');
      await listedProfile(member, { city, fullName: name, gender: 'female', photoPrivacy: 'accepted' });
    }
    const lookup = vi.mocked(acceptedFamilyProfiles);
    lookup.mockClear();
    const reply = await listOf(city, scene.premium.token);
    expect(reply.json().profiles).toHaveLength(3);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]![2]).toHaveLength(3);
  });
});

describe('photo privacy: interests, shortlist, hidden and matches (issue 35)', () => {
  const shortlist = (member: Member) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/matrimonial/shortlist/${scene.bride.id}`,
      headers: bearer(member.token),
    });

  const expectHidden = (reply: { statusCode: number; body: string; json: () => Carrying }) => {
    expect(reply.statusCode).toBe(200);
    for (const trace of scene.hidden) expect(reply.body).not.toContain(trace);
    expect(brideIn(reply.json())).toMatchObject({ profileImages: [], photosHidden: true });
  };
  const expectShown = async (reply: { statusCode: number; json: () => Carrying }) => {
    expect(reply.statusCode).toBe(200);
    const bride = brideIn(reply.json())!;
    expect(bride).toMatchObject({ photosHidden: false });
    expect(bride.profileImages).toHaveLength(1);
    expect((await get(bride.profileImages[0]!)).statusCode).toBe(200);
  };

  it('the shortlist of a free or premium stranger carries no hidden photo; the accepted family’s does', async () => {
    for (const member of [scene.free, scene.premium]) {
      expect((await shortlist(member)).statusCode).toBe(201);
      expectHidden(await get('/api/matrimonial/shortlist', member.token));
    }
    expect((await shortlist(scene.family)).statusCode).toBe(201);
    await expectShown(await get('/api/matrimonial/shortlist', scene.family.token));
  });

  it('the interests: the family whose interest is pending sees none; the accepted family and the owner do', async () => {
    expectHidden(await get('/api/matrimonial/interests?direction=sent', scene.other.token));
    await expectShown(await get('/api/matrimonial/interests?direction=sent', scene.family.token));
    await expectShown(await get('/api/matrimonial/interests?direction=received', scene.owner.token));
  });

  it('matches: a premium stranger’s profile matches the bride without her photos; the accepted family’s with them', async () => {
    expectHidden(await get(`/api/matrimonial/matches?profileId=${scene.premiumGroom.id}`, scene.premium.token));
    await expectShown(await get(`/api/matrimonial/matches?profileId=${scene.groom.id}`, scene.family.token));
  });

  it('"Not interested": the hidden list carries no hidden photo', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/matrimonial/profiles/${scene.bride.id}/hide`,
      headers: bearer(scene.other.token),
    });
    expect(res.statusCode).toBeLessThan(300);
    expectHidden(await get('/api/matrimonial/hidden', scene.other.token));
  });
});

describe('photo privacy: the image route (issue 35)', () => {
  const photoUrl = () => `/api/matrimonial/profiles/${scene.bride.id}/image/0`;

  it.each(['free', 'premium', 'other'] as const)('refuses the photo to a %s’s bearer token', async (who) => {
    const res = await get(photoUrl(), scene[who].token);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('image');
  });

  it('refuses it to a visitor without a link', async () => {
    const res = await get(photoUrl());
    expect([401, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).not.toContain('image');
  });

  it('serves it to the owner’s, an admin’s and the accepted family’s bearer tokens', async () => {
    for (const token of [scene.owner.token, ctx.admin.token, scene.family.token]) {
      expect((await get(photoUrl(), token)).statusCode).toBe(200);
    }
  });

  it('a family’s link names the member: changed to another member, or to the readers’ path, it opens nothing', async () => {
    const link = brideIn((await get(`/api/matrimonial/profiles/${scene.bride.id}`, scene.family.token)).json())!
      .profileImages[0]!;
    expect(link).toContain(`/for/${scene.family.row.id}`);
    const forged = link.replace(scene.family.row.id, scene.premium.row.id);
    for (const [url, token] of [
      [forged, undefined],
      [forged, scene.premium.token],
      [link.replace(`/for/${scene.family.row.id}`, ''), undefined],
      [link.replace(`/for/${scene.family.row.id}`, ''), scene.premium.token],
    ] as const) {
      const res = await get(url, token);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toContain('image');
    }
  });

  it('a reader’s link kept from before the owner chose "accepted families only" stops working', async () => {
    const owner = await makeMember(ctx.app, 'free');
    const member = await makeMember(ctx.app, 'premium');
    const values = profileValues({
      fullName: 'Neha Patil',
      gender: 'female',
      dateOfBirth: '1998-01-01',
      city: 'Satara',
    });
    const { id } = await listedProfile(owner, values);
    const before = (await get(`/api/matrimonial/profiles/${id}`, member.token)).json().profile;
    expect(before).toMatchObject({ photoPrivacy: 'all', photosHidden: false });
    const link = before.profileImages[0] as string;
    expect((await get(link)).statusCode).toBe(200);

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matrimonial/profiles/${id}`,
      headers: bearer(owner.token),
      payload: editForm({ ...values, photoPrivacy: 'accepted' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().profile.photoPrivacy).toBe('accepted');
    await approve(id);

    const res = await get(link);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('image');
    const now = (await get(`/api/matrimonial/profiles/${id}`, member.token)).json().profile;
    expect(now).toMatchObject({ photosHidden: true, profileImages: [] });

    // An edit that leaves the choice out keeps it.
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matrimonial/profiles/${id}`,
      headers: bearer(owner.token),
      payload: editForm(values),
    });
    expect(again.json().profile.photoPrivacy).toBe('accepted');
  });

  it('a made biodata leaves the photo out for a premium stranger and keeps it for the owner', async () => {
    const path = `/api/matrimonial/profiles/${scene.bride.id}/biodata`;
    const stranger = await get(path, scene.premium.token);
    const owner = await get(path, scene.owner.token);
    expect(stranger.statusCode).toBe(200);
    expect(owner.statusCode).toBe(200);
    expect(owner.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect(stranger.rawPayload.includes('/Subtype /Image')).toBe(false);
  });
});

/** A PUT body: the text fields as multipart form fields (the photos kept). */
const editForm = (values: Record<string, string>) =>
  form(Object.entries(values).map(([name, value]) => ({ name, value })));
