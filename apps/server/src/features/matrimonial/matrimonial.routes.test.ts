import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial';
import { translate } from '../../lib/i18n.ts';
import { buildTestApp, bearer, editProfile } from '../../test/helper.ts';
import { cacheCounts } from '../../lib/cache.ts';
import { makeMember, type Member, type Role, PREMIUM_CONTACTS } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { form, jpegBytes, pdfBytes, svgBytes } from '../../test/files.ts';
import { submitProfile } from '../../test/matrimonial.ts';

/** A message's English words (ids, with their values, as the server sends them to an English reader). */
const english = (message: string) => translate('en', message);

let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Member;
let admin: Member;
let approvedId: string;
let pendingId: string;

const OWNER_PHONE = '9822011111';
const OWNER_EMAIL = 'asha.family@example.com';

const fields = (overrides: Record<string, string> = {}) => ({
  profileType: 'daughter',
  fullName: 'आशा Kamble',
  dateOfBirth: '1998-04-12',
  gender: 'female',
  height: '5\'4"',
  contactNumber: OWNER_PHONE,
  email: OWNER_EMAIL,
  city: 'Pune',
  state: 'Maharashtra',
  caste: 'Mahar',
  education: 'B.E.',
  occupation: 'Engineer',
  familyType: 'nuclear',
  siblings: JSON.stringify({ brothers: '2', sisters: 'x', marriedBrothers: 1 }),
  partnerPreferences: JSON.stringify({ ageRange: { min: 25 }, education: ['B.E.', ' ', 'MBA'] }),
  aboutMe: 'Loves music.',
  ...overrides,
});

const photo = async () => ({ name: 'profileImages', bytes: await jpegBytes(), filename: 'me.jpg', type: 'image/jpeg' });
const biodata = () => ({ name: 'biodata', bytes: pdfBytes(), filename: 'bio.pdf', type: 'application/pdf' });

const submit = async (token: string, values = fields(), files: Parameters<typeof form>[0] = []) =>
  submitProfile(app, token, values, files);

const get = (url: string, token?: string) => app.inject({ url, headers: token ? bearer(token) : {} });
const approve = (id: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/matrimonial/profiles/${id}/approval`,
    headers: bearer(admin.token),
    payload: { action: 'approve' },
  });

beforeAll(async () => {
  app = await buildTestApp();
  owner = await makeMember(app, 'free', { ...SETTLED, name: 'Owner Parent' });
  admin = await makeMember(app, 'admin');
  const created = await submit(owner.token, fields(), [await photo(), await photo(), biodata()]);
  expect(created.statusCode).toBe(201);
  approvedId = created.json().profile._id;
  expect((await approve(approvedId)).statusCode).toBe(200);
  const pending = await submit(owner.token, fields({ fullName: 'Pending Person', gender: 'male' }));
  pendingId = pending.json().profile._id;
});
afterAll(() => app.dispose());
// The owner submits more than a day's profiles here; the limit itself: lib/posting-limits.test.ts.
raisePostingLimit('matrimonial', 100);

/** Nothing private in a reply body: no contact number, email, biodata or unsigned photo URL. */
const expectNothingPrivate = (body: string) => {
  expect(body).not.toContain(OWNER_PHONE);
  expect(body).not.toContain(OWNER_EMAIL);
  expect(body).not.toContain('biodata');
  expect(body).not.toMatch(/\/image\/\d(?!\?exp=\d+&sig=)/);
  expect(body).not.toContain('/api/media/');
};

const tokenFor = async (role: Role | 'owner' | 'visitor') =>
  role === 'owner' ? owner.token : role === 'visitor' ? undefined : (await makeMember(app, role)).token;

describe('creating a profile', () => {
  it('stores a pending profile with the parsed fields, photos re-encoded, and answers the spec message', async () => {
    const res = await submit(owner.token, fields({ fullName: 'Fresh One' }), [await photo()]);
    expect(res.statusCode).toBe(201);
    const { message, profile } = res.json();
    expect(message).toBe(english(M.submitted));
    expect(profile).toMatchObject({
      fullName: 'Fresh One',
      approvalStatus: 'pending',
      isVisible: true,
      siblings: { brothers: 2, sisters: 0, marriedBrothers: 1, marriedSisters: 0 },
      partnerPreferences: { ageRange: { min: 25, max: 35 }, education: ['B.E.', 'MBA'] },
      country: 'India',
      religion: 'Hindu',
      contactNumber: OWNER_PHONE,
      imageCount: 1,
      isOwner: true,
    });
    const image = await app.inject({ url: profile.profileImages[0] });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('names each missing required field', async () => {
    const values = fields();
    for (const name of ['fullName', 'dateOfBirth', 'caste', 'familyType'] as const)
      delete (values as Record<string, string>)[name];
    const res = await submit(owner.token, values);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      fullName: 'Full Name is required',
      dateOfBirth: 'Date of Birth is required',
      caste: 'Caste is required',
      familyType: 'Family Type is required',
    });
  });

  it('refuses an About Me over 1000 characters, bad JSON and a partner age out of range', async () => {
    const res = await submit(
      owner.token,
      fields({ aboutMe: 'a'.repeat(1001), siblings: '{', partnerPreferences: '{"ageRange":{"min":10}}' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      aboutMe: english(M.aboutMeMax),
      siblings: english(M.invalidJson),
      'partnerPreferences.ageRange.min': english(M.partnerAge),
    });
  });

  it('refuses a biodata that is not a PDF by its bytes, non-images and a sixth photo', async () => {
    const fake = await submit(owner.token, fields(), [
      { name: 'biodata', bytes: await jpegBytes(), filename: 'bio.pdf', type: 'application/pdf' },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ biodata: english(M.biodataNotPdf) });
    const svg = await submit(owner.token, fields(), [
      { name: 'profileImages', bytes: svgBytes(), filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    expect(svg.json().fields).toEqual({ profileImages: english(M.imageNotImage) });
    const six = await submit(owner.token, fields(), await Promise.all([1, 2, 3, 4, 5, 6].map(photo)));
    expect(six.statusCode).toBe(400);
    expect(six.json().fields).toEqual({ profileImages: english(M.tooManyImages) });
  });

  it('refuses a biodata of 10 MB or more with 413', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await submit(owner.token, fields(), [
      { name: 'biodata', bytes: big, filename: 'b.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().fields).toEqual({ biodata: english(M.biodataTooLarge) });
  });

  it('needs a signed-in member', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/matrimonial/profiles', payload: form([]) });
    expect(res.statusCode).toBe(401);
  });
});

describe('the list', () => {
  it('shows approved visible profiles only, with the age, and filters by gender, age, city and search', async () => {
    const list = (await get('/api/matrimonial/profiles')).json();
    const ids = list.profiles.map((p: { _id: string }) => p._id);
    expect(ids).toContain(approvedId);
    expect(ids).not.toContain(pendingId);
    expect(list.pagination).toMatchObject({ page: 1, limit: 12, totalPages: 1 });
    const profile = list.profiles.find((p: { _id: string }) => p._id === approvedId);
    expect(profile.age).toBeGreaterThanOrEqual(27);
    const count = async (query: string) => (await get(`/api/matrimonial/profiles?${query}`)).json().profiles.length;
    expect(await count('gender=female')).toBe(1);
    expect(await count('gender=male')).toBe(0);
    expect(await count(`ageMin=${profile.age}&ageMax=${profile.age}`)).toBe(1);
    expect(await count(`ageMin=${profile.age + 1}`)).toBe(0);
    expect(await count(`ageMax=${profile.age - 1}`)).toBe(0);
    expect(await count('city=pune&state=MAHARASHTRA&caste=mahar&education=b.e.&occupation=engineer')).toBe(1);
    expect(await count('city=Mumbai')).toBe(0);
    expect(await count('search=kamb')).toBe(1);
    expect(await count('search=आशा')).toBe(1);
    expect(await count('search=nobody')).toBe(0);
  });

  it.each<Role | 'visitor'>(['visitor', 'free', 'expired'])(
    'a %s gets no contact number, email, biodata or unsigned photo URL',
    async (role) => {
      const token = await tokenFor(role);
      expectNothingPrivate((await get('/api/matrimonial/profiles', token)).body);
      expectNothingPrivate((await get(`/api/matrimonial/profiles/${approvedId}`, token)).body);
    },
  );

  it('gives visitors no photos and no date of birth; members get signed photo URLs', async () => {
    const visitor = (await get(`/api/matrimonial/profiles/${approvedId}`)).json().profile;
    expect(visitor.profileImages).toEqual([]);
    expect(visitor.imageCount).toBe(2);
    expect(visitor.dateOfBirth).toBeUndefined();
    const member = (await get(`/api/matrimonial/profiles/${approvedId}`, await tokenFor('free'))).json().profile;
    expect(member.profileImages).toHaveLength(2);
    expect(member.profileImages[0]).toMatch(
      new RegExp(`^/api/matrimonial/profiles/${approvedId}/image/0\\?exp=\\d+&sig=`),
    );
    expect(member.dateOfBirth).toBe('1998-04-12');
  });
});

describe('contacts and biodata by role', () => {
  it.each(PREMIUM_CONTACTS)('a %s gets the biodata link: %s; the contacts only as the owner', async (role, sees) => {
    const profile = (await get(`/api/matrimonial/profiles/${approvedId}`, await tokenFor(role))).json().profile;
    // Issue 36: the reply carries the contacts to the owner alone; premium members and admins tap "Show contact".
    expect(profile.contactNumber === OWNER_PHONE).toBe(role === 'owner');
    expect(profile.email === OWNER_EMAIL).toBe(role === 'owner');
    expect(profile.biodata === `/api/matrimonial/profiles/${approvedId}/biodata`).toBe(sees);
  });

  it.each<[Role | 'owner' | 'visitor', number]>([
    ['visitor', 401],
    ['free', 403],
    ['expired', 403],
    ['premium', 200],
    ['admin', 200],
    ['owner', 200],
  ])('biodata download by a %s answers %i', async (role, status) => {
    const res = await get(`/api/matrimonial/profiles/${approvedId}/biodata`, await tokenFor(role));
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment;');
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('आशा Kamble Biodata.pdf'));
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } else if (status === 403) {
      expect(res.json().message).toBe(english(M.premiumRequired));
    }
  });

  it('says the premium refusal in Hindi for Accept-Language: hi, with the same type', async () => {
    const free = await tokenFor('free');
    const url = `/api/matrimonial/profiles/${approvedId}/biodata`;
    const english403 = await get(url, free);
    const hindi = await app.inject({ url, headers: { ...bearer(free!), 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(hindi.statusCode).toBe(403);
    expect(hindi.json().message).toBe(translate('hi', M.premiumRequired));
    expect(hindi.json().message).toContain('प्रीमियम सदस्यता');
    expect(hindi.json().type).toBe(english403.json().type);
  });

  it('makes a biodata PDF from the profile when none was uploaded (Devanagari font embedded)', async () => {
    const created = await submit(owner.token, fields({ fullName: 'राहुल जाधव' }));
    const id = created.json().profile._id;
    await approve(id);
    const premium = await makeMember(app, 'premium');
    const res = await get(`/api/matrimonial/profiles/${id}/biodata`, premium.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('NotoSansDevanagari');
  });

  it('records contact reveals (Show contact) and downloads (once an hour each), and the owner (only) lists who viewed', async () => {
    const premium = await makeMember(app, 'premium', { name: 'Curious Premium' });
    const reveal = () =>
      app.inject({
        method: 'POST',
        url: `/api/matrimonial/profiles/${approvedId}/contact`,
        headers: bearer(premium.token),
      });
    // A look is not a reveal (issue 36): only "Show contact" and the biodata are recorded.
    await get(`/api/matrimonial/profiles/${approvedId}`, premium.token);
    expect((await get(`/api/matrimonial/profiles/${approvedId}/views`, owner.token)).json().views).not.toContainEqual(
      expect.objectContaining({ viewer: expect.objectContaining({ name: 'Curious Premium' }) }),
    );
    expect((await reveal()).statusCode).toBe(200);
    expect((await reveal()).statusCode).toBe(200);
    await get(`/api/matrimonial/profiles/${approvedId}/biodata`, premium.token);
    const res = await get(`/api/matrimonial/profiles/${approvedId}/views`, owner.token);
    expect(res.statusCode).toBe(200);
    const mine = res.json().views.filter((v: { viewer: { name: string } }) => v.viewer.name === 'Curious Premium');
    expect(mine.map((v: { kind: string }) => v.kind).sort()).toEqual(['biodata', 'contact']);
    expect((await get(`/api/matrimonial/profiles/${approvedId}/views`, premium.token)).statusCode).toBe(403);
    expect((await get(`/api/matrimonial/profiles/${approvedId}/views`)).statusCode).toBe(401);
  });
});

describe('photos', () => {
  it('serve to members by bearer or signed URL; visitors without a signature get 401, forged ones 403', async () => {
    const url = `/api/matrimonial/profiles/${approvedId}/image/0`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await tokenFor('free'))).statusCode).toBe(200);
    expect((await get(`${url}?exp=9999999999&sig=forged`)).statusCode).toBe(403);
    const signed = (await get(`/api/matrimonial/profiles/${approvedId}`, await tokenFor('free'))).json().profile
      .profileImages[0];
    const res = await get(signed);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('no-store');
    expect((await get(`/api/matrimonial/profiles/${approvedId}/image/4`, await tokenFor('free'))).statusCode).toBe(404);
  });
});

describe('pending, hidden and own profiles', () => {
  it.each<[Role | 'owner' | 'visitor', number]>([
    ['visitor', 404],
    ['free', 404],
    ['premium', 404],
    ['owner', 200],
    ['admin', 200],
  ])('a pending profile answers a %s with %i', async (role, status) => {
    expect((await get(`/api/matrimonial/profiles/${pendingId}`, await tokenFor(role))).statusCode).toBe(status);
  });

  it('hides the profiles of a suspended member from everyone but admins', async () => {
    const other = await makeMember(app, 'free');
    const created = await submit(other.token, fields({ fullName: 'Suspended Family' }));
    const id = created.json().profile._id;
    await approve(id);
    const listed = async () =>
      (await get('/api/matrimonial/profiles?search=suspended')).json().profiles.map((p: { _id: string }) => p._id);
    expect(await listed()).toEqual([id]);
    await app.db.updateTable('users').set({ accountStatus: 'suspended' }).where('id', '=', other.row.id).execute();
    expect(await listed()).toEqual([]);
    expect((await get('/api/matrimonial/profiles?search=suspended')).json().pagination.total).toBe(0);
    expect((await get(`/api/matrimonial/profiles/${id}`, await tokenFor('premium'))).statusCode).toBe(404);
    expect((await get(`/api/matrimonial/profiles/${id}`, admin.token)).statusCode).toBe(200);
  });

  it('lists the member’s own profiles whatever their status', async () => {
    const res = await get('/api/matrimonial/my-profiles', owner.token);
    const statuses = res.json().profiles.map((p: { _id: string; approvalStatus: string }) => p._id);
    expect(statuses).toEqual(expect.arrayContaining([approvedId, pendingId]));
    expect((await get('/api/matrimonial/my-profiles')).statusCode).toBe(401);
    const other = await makeMember(app, 'free');
    expect((await get('/api/matrimonial/my-profiles', other.token)).json().profiles).toEqual([]);
  });

  it('shows the admin’s notes of a rejected profile to its owner only', async () => {
    const created = await submit(owner.token, fields({ fullName: 'To Reject' }));
    const id = created.json().profile._id;
    const rejected = await app.inject({
      method: 'PUT',
      url: `/api/admin/matrimonial/profiles/${id}/approval`,
      headers: bearer(admin.token),
      payload: { action: 'reject', adminNotes: 'Please add a clear photo' },
    });
    expect(rejected.json().profile).toMatchObject({
      approvalStatus: 'rejected',
      adminNotes: 'Please add a clear photo',
    });
    const mine = (await get(`/api/matrimonial/profiles/${id}`, owner.token)).json().profile;
    expect(mine.adminNotes).toBe('Please add a clear photo');
  });
});

describe('editing and deleting', () => {
  it('lets the owner edit (keeping the second photo); an approved profile goes back to review', async () => {
    const created = await submit(owner.token, fields({ fullName: 'Edit Me' }), [await photo(), await photo()]);
    const id = created.json().profile._id;
    await approve(id);
    const values = fields({ fullName: 'Edited Name', keepImages: '[1]' });
    const put = (token: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/matrimonial/profiles/${id}`,
        headers: bearer(token),
        payload: form([...Object.entries(values).map(([name, value]) => ({ name, value }))]),
      });
    expect((await put(admin.token)).statusCode).toBe(403);
    expect((await put((await makeMember(app, 'premium')).token)).statusCode).toBe(403);
    const res = await put(owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ fullName: 'Edited Name', approvalStatus: 'pending', imageCount: 1 });
    const list = (await get('/api/matrimonial/profiles')).json().profiles.map((p: { _id: string }) => p._id);
    expect(list).not.toContain(id);
  });

  it('lets the owner or an admin delete, with the photos; others cannot', async () => {
    const created = await submit(owner.token, fields({ fullName: 'Delete Me' }), [await photo()]);
    const id = created.json().profile._id;
    await approve(id);
    const del = (token: string) =>
      app.inject({ method: 'DELETE', url: `/api/matrimonial/profiles/${id}`, headers: bearer(token) });
    expect((await del((await makeMember(app, 'premium')).token)).statusCode).toBe(403);
    const res = await del(owner.token);
    expect(res.json().message).toBe(english(M.deleted));
    expect((await get(`/api/matrimonial/profiles/${id}`, owner.token)).statusCode).toBe(404);
    const media = await app.db.selectFrom('matrimonialPhotos').select('mediaId').where('profileId', '=', id).execute();
    expect(media).toEqual([]);
  });
});

describe('the public list, kept (issue 38)', () => {
  const misses = () => cacheCounts().get('listPublicProfiles')?.misses ?? 0;
  const listed = async () =>
    (await get('/api/matrimonial/profiles')).json().profiles.map((p: { _id: string }) => p._id) as string[];
  const setStatus = (accountStatus: 'active' | 'suspended') =>
    app.db.updateTable('users').set({ accountStatus }).where('id', '=', owner.row.id).execute();

  it('stays through an edit of a member who owns none of its profiles; its owner’s edit and suspension show', async () => {
    const other = await makeMember(app, 'free');
    expect(await listed()).toContain(approvedId);
    const read = misses();
    expect(read, 'the list is a kept read').toBeGreaterThan(0);
    await editProfile(app, other.token, { profession: 'Weaver' });
    expect(await listed()).toContain(approvedId);
    expect(misses(), 'kept through another member’s edit').toBe(read);

    await editProfile(app, owner.token, { profession: 'Teacher' });
    expect(await listed()).toContain(approvedId);
    expect(misses(), 'read again after its owner’s edit').toBe(read + 1);
    await setStatus('suspended');
    try {
      expect(await listed()).not.toContain(approvedId);
    } finally {
      await setStatus('active');
    }
    expect(await listed()).toContain(approvedId);
  });
});
