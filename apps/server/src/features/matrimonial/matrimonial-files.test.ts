import { describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial';
import { translate } from '../../lib/i18n.ts';
import { bearer, expectFieldRefusal } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { form, jpegBytes, pdfBytes } from '../../test/files.ts';
import { submitProfile } from '../../test/matrimonial.ts';

/** A message's English words (ids, with their values, as the server sends them to an English reader). */
const english = (message: string) => translate('en', message);

const ctx = useTestApp({ admin: 'admin' });

const fields = (fullName: string) => ({
  profileType: 'son',
  fullName,
  dateOfBirth: '1995-02-10',
  gender: 'male',
  height: '5\'9"',
  contactNumber: '9822033333',
  city: 'Nagpur',
  state: 'Maharashtra',
  caste: 'Mahar',
  education: 'B.Com.',
  occupation: 'Accountant',
  familyType: 'joint',
});

const create = async (token: string, fullName: string, files: Parameters<typeof form>[0]) =>
  submitProfile(ctx.app, token, fields(fullName), files);
const photo = async () => ({ name: 'profileImages', bytes: await jpegBytes(), filename: 'me.jpg', type: 'image/jpeg' });
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const asAdmin = (method: 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api/admin/matrimonial/profiles/${url}`, headers: bearer(ctx.admin.token), payload });

/** An approved profile with one photo, and the photo URL each audience was handed while it was listed. */
async function listedProfile(name: string) {
  const owner = await makeMember(ctx.app, 'free');
  const member = await makeMember(ctx.app, 'free');
  const id = (await create(owner.token, name, [await photo()])).json().profile._id as string;
  await asAdmin('PUT', `${id}/approval`, { action: 'approve' });
  const photoOf = async (url: string, token: string) => (await get(url, token)).json().profile.profileImages[0];
  const links = {
    member: (await photoOf(`/api/matrimonial/profiles/${id}`, member.token)) as string,
    owner: (await get('/api/matrimonial/my-profiles', owner.token)).json().profiles[0].profileImages[0] as string,
    admin: (await get(`/api/admin/matrimonial/profiles?search=${encodeURIComponent(name)}`, ctx.admin.token)).json()
      .profiles[0].profileImages[0] as string,
  };
  for (const link of Object.values(links)) expect((await get(link)).statusCode).toBe(200);
  return { id, owner, member, links };
}

describe('signed photo links follow the profile (issue 29, item 7)', () => {
  it('a member’s link stops when an admin hides the profile and works again when it is shown; the owner’s and admins’ keep working', async () => {
    const { id, member, links } = await listedProfile('Hidden Later');
    await asAdmin('PUT', `${id}/visibility`, { isVisible: false });
    const hidden = await get(links.member);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('JFIF');
    expect((await get(links.member.split('?')[0]!, member.token)).statusCode).toBe(404);
    expect((await get(links.owner)).statusCode).toBe(200);
    expect((await get(links.admin)).statusCode).toBe(200);
    await asAdmin('PUT', `${id}/visibility`, { isVisible: true });
    expect((await get(links.member)).statusCode).toBe(200);
  });

  it('a member’s link stops when the profile is rejected or its owner is suspended', async () => {
    const rejected = await listedProfile('Rejected Later');
    await asAdmin('PUT', `${rejected.id}/approval`, { action: 'reject' });
    expect((await get(rejected.links.member)).statusCode).toBe(404);
    expect((await get(rejected.links.owner)).statusCode).toBe(200);

    const blocked = await listedProfile('Blocked Later');
    await ctx.app.db
      .updateTable('users')
      .set({ accountStatus: 'suspended' })
      .where('id', '=', blocked.owner.row.id)
      .execute();
    expect((await get(blocked.links.member)).statusCode).toBe(404);
    expect((await get(blocked.links.admin)).statusCode).toBe(200);
  });

  it('a link is signed for its route and audience: not for /api/media/<id>, not turned into the owner’s', async () => {
    const { id, links } = await listedProfile('Signed Path');
    const row = await ctx.app.db
      .selectFrom('matrimonialPhotos')
      .select('mediaId')
      .where('profileId', '=', id)
      .executeTakeFirstOrThrow();
    const query = links.member.split('?')[1]!;
    expect((await get(`/api/media/${row.mediaId}?${query}`)).statusCode).toBe(403);
    expect(links.member).not.toContain('aud=');
    expect(links.owner).toContain('aud=owner');
    await asAdmin('PUT', `${id}/visibility`, { isVisible: false });
    expect((await get(`${links.member}&aud=owner`)).statusCode).toBe(403);
  });
});

describe('biodata files (issue 29, items 6 and 8)', () => {
  it('refuses two biodata files in one upload with a clear message naming the field', async () => {
    const owner = await makeMember(ctx.app, 'free');
    const biodata = (filename: string) => ({ name: 'biodata', bytes: pdfBytes(), filename, type: 'application/pdf' });
    const res = await create(owner.token, 'Two Biodata', [biodata('a.pdf'), biodata('b.pdf')]);
    expectFieldRefusal(res, 400, ERROR_TYPES.tooManyFiles, 'biodata', english(M.oneBiodata));
  });

  it('downloads an uploaded biodata named after the profile, as a PDF, whatever the upload was called', async () => {
    const owner = await makeMember(ctx.app, 'free');
    const html = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n');
    const created = await create(owner.token, 'Rahul Pawar', [
      { name: 'biodata', bytes: html, filename: 'p.html', type: 'text/html' },
    ]);
    expect(created.statusCode).toBe(201);
    const res = await get(`/api/matrimonial/profiles/${created.json().profile._id}/biodata`, ctx.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Rahul Pawar Biodata.pdf"; filename*=UTF-8''Rahul%20Pawar%20Biodata.pdf`,
    );
  });
});
