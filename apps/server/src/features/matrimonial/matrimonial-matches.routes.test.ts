import { beforeAll, describe, expect, it } from 'vitest';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp, type Member } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { makeProfile, profileValues } from '../../test/matrimonial.ts';
import { form } from '../../test/files.ts';

// GET /api/matrimonial/matches (issue 35): the profiles inside one of the member's own approved profiles' partner
// preferences, by role, with every preference narrowing the matches and every profile that must stay out left out.

const ctx = useTestApp({ seeker: ['free', SETTLED], admin: 'admin', premium: ['premium', SETTLED] });
raisePostingLimit('matrimonial', 100);

/** A date of birth that makes one `age` years old today (half a year past the birthday). */
const bornAt = (age: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 180);
  return d.toISOString().slice(0, 10);
};

const BRIDE = {
  gender: 'female',
  profileType: 'daughter',
  dateOfBirth: bornAt(26),
  city: 'Pune',
  state: 'Maharashtra',
  caste: 'Mahar',
  education: 'B.E.',
  occupation: 'Engineer',
  height: '5 ft 4 in',
};

let seekerProfile: string;
let seekerPending: string;
const ids: Record<string, string> = {};

/** A profile of a new member of its own (or of `owner`), approved unless told otherwise. */
async function bride(name: string, fields: Record<string, string> = {}, owner?: Member, status?: 'pending') {
  const member = owner ?? (await makeMember(ctx.app, 'free', { ...SETTLED, name: `${name} Parent` }));
  ids[name] = await makeProfile(ctx.app, member.token, status ?? 'approved', { ...BRIDE, fullName: name, ...fields });
  return member;
}

const matches = (token: string | undefined, profileId: string, page = 1) =>
  ctx.app.inject({
    url: `/api/matrimonial/matches?profileId=${encodeURIComponent(profileId)}&page=${page}`,
    headers: token ? bearer(token) : {},
  });

const namesOf = async (preferences: Record<string, unknown> = {}) => {
  await setPreferences(preferences);
  const res = await matches(ctx.seeker.token, seekerProfile);
  expect(res.statusCode).toBe(200);
  return (res.json().profiles as { fullName: string }[]).map((p) => p.fullName).sort();
};

const setPreferences = (preferences: Record<string, unknown>) =>
  ctx.app.db
    .updateTable('matrimonialProfiles')
    .set({
      partnerPreferences: JSON.stringify({
        ageRange: { min: 18, max: 40 },
        heightRange: { min: '', max: '' },
        education: [],
        occupation: [],
        location: [],
        caste: [],
        ...preferences,
      }),
    })
    .where('id', '=', seekerProfile)
    .execute();

const EVERY_MATCH = ['Asha', 'Bharati', 'Chitra', 'Deepa', 'Expired Hide'];

beforeAll(async () => {
  const { app, seeker } = ctx;
  seekerProfile = await makeProfile(app, seeker.token, 'approved', { fullName: 'Seeker Son', dateOfBirth: bornAt(30) });
  seekerPending = await makeProfile(app, seeker.token, 'pending', { fullName: 'Seeker Other Son' });
  // The seeker's own daughter: a woman, inside every preference, and still never their own match.
  await bride('Own Daughter', {}, seeker);

  await bride('Asha');
  await bride('Bharati', {
    dateOfBirth: bornAt(34),
    city: 'Nagpur',
    caste: 'Maratha',
    education: 'MBA',
    occupation: 'Teacher',
    height: '160 cm',
  });
  await bride('Chitra', {
    dateOfBirth: bornAt(22),
    city: 'Indore',
    state: 'Madhya Pradesh',
    caste: ' MAHAR ',
    education: 'B.Com',
    occupation: 'Accountant',
    height: '5.7',
  });
  await bride('Deepa', { height: 'tall' });
  const expired = await bride('Expired Hide');

  // Left out whatever the preferences: a groom, a pending profile, one hidden by reports, one the owner hid from
  // the list, one whose owner is suspended, one the seeker hid, and one blocked each way.
  await bride('Groom', { gender: 'male', profileType: 'son', dateOfBirth: bornAt(27) });
  await bride('Pending', {}, undefined, 'pending');
  await bride('Moderated');
  await app.db
    .updateTable('matrimonialProfiles')
    .set({ moderationState: 1 })
    .where('id', '=', ids.Moderated!)
    .execute();
  await bride('Invisible');
  await app.db.updateTable('matrimonialProfiles').set({ isVisible: 0 }).where('id', '=', ids.Invisible!).execute();
  const suspended = await bride('Suspended Owner');
  await app.db.updateTable('users').set({ accountStatus: 'suspended' }).where('id', '=', suspended.row.id).execute();
  await bride('Hidden');
  const now = new Date();
  const later = new Date(now.getTime() + 90 * 86_400_000).toISOString();
  const earlier = new Date(now.getTime() - 86_400_000).toISOString();
  await app.db
    .insertInto('matrimonialHidden')
    .values([
      { userId: seeker.row.id, profileId: ids.Hidden!, createdAt: now.toISOString(), hiddenUntil: later },
      // Ninety days are over: back in the matches.
      { userId: seeker.row.id, profileId: ids['Expired Hide']!, createdAt: earlier, hiddenUntil: earlier },
    ])
    .execute();
  const blocker = await bride('Blocked By Them');
  const blocked = await bride('Blocked By Seeker');
  await app.db
    .insertInto('blocks')
    .values([
      { blockerId: blocker.row.id, blockedId: seeker.row.id, createdAt: now.toISOString() },
      { blockerId: seeker.row.id, blockedId: blocked.row.id, createdAt: now.toISOString() },
    ])
    .execute();
  void expired;
});

describe('GET /api/matrimonial/matches: who may ask', () => {
  it('a visitor is asked to sign in (401)', async () => {
    expect((await matches(undefined, seekerProfile)).statusCode).toBe(401);
  });

  it('suspended and deactivated members are refused (403)', async () => {
    for (const role of ['suspended', 'deactivated'] as const) {
      const member = await makeMember(ctx.app, role);
      expect((await matches(member.token, seekerProfile)).statusCode).toBe(403);
    }
  });

  it("another member's listed profile is refused (403), for a premium member and an admin too", async () => {
    for (const token of [ctx.premium.token, ctx.admin.token]) {
      const res = await matches(token, seekerProfile);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(translate('en', M.notOwner));
    }
  });

  it("another member's pending profile and a profile that does not exist are not found (404)", async () => {
    expect((await matches(ctx.premium.token, seekerPending)).statusCode).toBe(404);
    expect((await matches(ctx.seeker.token, 'no-such-profile')).statusCode).toBe(404);
  });

  it('the own profile waiting for approval is refused with a reason (403)', async () => {
    const res = await matches(ctx.seeker.token, seekerPending);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(translate('en', M.matchesNotApproved));
  });

  it('without a profile id the request is refused (400)', async () => {
    const res = await ctx.app.inject({ url: '/api/matrimonial/matches', headers: bearer(ctx.seeker.token) });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/matrimonial/matches: what matches', () => {
  it('lists approved, visible profiles of the other gender, newest first, leaving out the rest', async () => {
    await setPreferences({});
    const res = await matches(ctx.seeker.token, seekerProfile);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profiles.map((p: { fullName: string }) => p.fullName)).toEqual([...EVERY_MATCH].reverse());
    expect(body.pagination).toMatchObject({ total: EVERY_MATCH.length, page: 1, totalPages: 1 });
    // The list's view rules: no contacts for a free member.
    expect(res.body).not.toContain('contactNumber');
  });

  it('the age range is a range of dates of birth', async () => {
    expect(await namesOf({ ageRange: { min: 25, max: 30 } })).toEqual(['Asha', 'Deepa', 'Expired Hide']);
    expect(await namesOf({ ageRange: { min: 18, max: 23 } })).toEqual(['Chitra']);
    expect(await namesOf({ ageRange: { min: 34, max: 34 } })).toEqual(['Bharati']);
  });

  it('education, occupation and caste match whatever the case and spaces', async () => {
    expect(await namesOf({ education: ['mba', ' B.Com '] })).toEqual(['Bharati', 'Chitra']);
    expect(await namesOf({ occupation: ['TEACHER'] })).toEqual(['Bharati']);
    expect(await namesOf({ caste: ['mahar'] })).toEqual(['Asha', 'Chitra', 'Deepa', 'Expired Hide']);
  });

  it('a location matches the city or the state', async () => {
    expect(await namesOf({ location: ['Nagpur'] })).toEqual(['Bharati']);
    expect(await namesOf({ location: ['madhya pradesh', 'Nowhere'] })).toEqual(['Chitra']);
    expect(await namesOf({ location: ['Maharashtra'] })).toEqual(['Asha', 'Bharati', 'Deepa', 'Expired Hide']);
  });

  it('a height range reads feet, inches and centimetres; an unreadable height matches none', async () => {
    // Asha 5 ft 4 in (163 cm), Bharati 160 cm, Chitra 5.7 (170 cm), Deepa "tall".
    expect(await namesOf({ heightRange: { min: '5\'5"', max: '' } })).toEqual(['Chitra']);
    expect(await namesOf({ heightRange: { min: '', max: '162 cm' } })).toEqual(['Bharati']);
    expect(await namesOf({ heightRange: { min: '5 ft 4 in', max: '5 ft 6 in' } })).toEqual(['Asha', 'Expired Hide']);
  });

  it('the preferences narrow together', async () => {
    expect(await namesOf({ caste: ['Mahar'], location: ['Pune'], ageRange: { min: 20, max: 28 } })).toEqual([
      'Asha',
      'Deepa',
      'Expired Hide',
    ]);
    expect(await namesOf({ caste: ['Maratha'], education: ['B.E.'] })).toEqual([]);
  });

  it('a bride’s family sees grooms', async () => {
    const res = await matches(ctx.seeker.token, ids['Own Daughter']!);
    expect(res.statusCode).toBe(200);
    // The daughter's default preferences; the only groom listed is another member's (the seeker's son is their own).
    expect(res.json().profiles.map((p: { fullName: string }) => p.fullName)).toEqual(['Groom']);
  });

  it('"Not interested" through its route takes a profile out of the matches, and undoing it brings it back', async () => {
    await setPreferences({});
    const call = (method: 'POST' | 'DELETE') =>
      ctx.app.inject({ method, url: `/api/matrimonial/profiles/${ids.Asha}/hide`, headers: bearer(ctx.seeker.token) });
    expect((await call('POST')).statusCode).toBeLessThan(300);
    expect(await namesOf({})).not.toContain('Asha');
    expect((await call('DELETE')).statusCode).toBeLessThan(300);
    expect(await namesOf({})).toContain('Asha');
  });

  it('cards carry what the list carries: the shortlist heart, and no photos kept to accepted families', async () => {
    await setPreferences({});
    const shortlist = await ctx.app.inject({
      method: 'POST',
      url: `/api/matrimonial/shortlist/${ids.Bharati}`,
      headers: bearer(ctx.seeker.token),
    });
    expect(shortlist.statusCode).toBeLessThan(300);
    await ctx.app.db
      .updateTable('matrimonialProfiles')
      .set({ photoPrivacy: 'accepted' })
      .where('id', '=', ids.Deepa!)
      .execute();
    const profiles = (await matches(ctx.seeker.token, seekerProfile)).json().profiles as {
      fullName: string;
      shortlisted?: boolean;
      photosHidden?: boolean;
      profileImages: string[];
    }[];
    const byName = new Map(profiles.map((p) => [p.fullName, p]));
    expect(byName.get('Bharati')?.shortlisted).toBe(true);
    expect(byName.get('Asha')?.shortlisted).toBe(false);
    expect(byName.get('Deepa')).toMatchObject({ photosHidden: true, profileImages: [] });
  });

  it('an edit writes the new height in centimetres (an unreadable one as none)', async () => {
    const heightOf = async () =>
      (
        await ctx.app.db
          .selectFrom('matrimonialProfiles')
          .select('heightCm')
          .where('id', '=', seekerPending)
          .executeTakeFirstOrThrow()
      ).heightCm;
    expect(await heightOf()).toBe(175);
    const edit = (height: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/matrimonial/profiles/${seekerPending}`,
        headers: bearer(ctx.seeker.token),
        payload: form(
          Object.entries(profileValues({ fullName: 'Seeker Other Son', height })).map(([name, value]) => ({
            name,
            value,
          })),
        ),
      });
    expect((await edit('6\'1"')).statusCode).toBe(200);
    expect(await heightOf()).toBe(185);
    expect((await edit('tall')).statusCode).toBe(200);
    expect(await heightOf()).toBeNull();
  });

  it('pages hold the list page size and the count stays the same', async () => {
    await setPreferences({});
    const first = (await matches(ctx.seeker.token, seekerProfile, 1)).json();
    const second = (await matches(ctx.seeker.token, seekerProfile, 2)).json();
    expect(first.pagination.total).toBe(EVERY_MATCH.length);
    expect(second.profiles).toEqual([]);
  });
});
