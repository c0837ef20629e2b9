import { describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/notifications.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, tokenOf, useTestApp, type Member, type Role } from '../../test/factories.ts';
import { jpegBytes } from '../../test/files.ts';
import { profileValues, submitProfile } from '../../test/matrimonial.ts';
import { SETTLED } from '../../test/posting.ts';

const ctx = useTestApp({ owner: ['free', SETTLED], admin: 'admin', other: 'premium' });

async function newProfile(member: Member, fullName = 'Vikas Pawar') {
  const res = await submitProfile(ctx.app, member.token, profileValues({ fullName }), [
    { name: 'profileImages', bytes: await jpegBytes(), filename: 'a.jpg', type: 'image/jpeg' },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().profile._id as string;
}

const review = (id: string, payload: object, token = ctx.admin.token) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/matrimonial/profiles/${id}/approval`,
    headers: bearer(token),
    payload,
  });

describe('matrimonial decisions notify the owner', () => {
  it('approval: one row for the owner, none for the admin or anyone else, and the same decision again adds none', async () => {
    const id = await newProfile(ctx.owner);
    expect((await review(id, { action: 'approve' })).statusCode).toBe(200);
    expect((await review(id, { action: 'approve' })).statusCode).toBe(200);
    expect(await notificationsOf(ctx.app, ctx.owner.row.id)).toEqual([
      {
        kind: 'matrimonial_approved',
        params: { name: 'Vikas Pawar' },
        link: '/matrimonial?tab=mine',
        subject: `matrimonial:${id}`,
        actorId: ctx.admin.row.id,
      },
    ]);
    expect(await notificationsOf(ctx.app, ctx.admin.row.id)).toEqual([]);
    expect(await notificationsOf(ctx.app, ctx.other.row.id)).toEqual([]);
  });

  it("sent back: the admin's note, or the default note's words; a new note is told again", async () => {
    const id = await newProfile(ctx.other, 'Sunita Kamble');
    expect((await review(id, { action: 'reject' })).statusCode).toBe(200);
    expect((await review(id, { action: 'reject', adminNotes: 'Please add a clear photo' })).statusCode).toBe(200);
    expect((await review(id, { action: 'reject', adminNotes: 'Please add a clear photo' })).statusCode).toBe(200);
    const rows = await notificationsOf(ctx.app, ctx.other.row.id);
    expect(rows.map((row) => [row.kind, row.params])).toEqual([
      ['matrimonial_rejected', { name: 'Sunita Kamble', note: 'Rejected by admin' }],
      ['matrimonial_rejected', { name: 'Sunita Kamble', note: 'Please add a clear photo' }],
    ]);
    expect(rows.every((row) => row.link === '/matrimonial?tab=mine' && row.subject === `matrimonial:${id}`)).toBe(true);
  });

  it.each<[string, Role | null, number]>([
    ['visitor', null, 401],
    ['free', 'free', 403],
    ['premium', 'premium', 403],
    ['expired', 'expired', 403],
    ['suspended', 'suspended', 403],
  ])('%s (role %s) cannot decide (%i) and nothing is told', async (_who, role, status) => {
    const owner = await makeMember(ctx.app, 'free');
    const id = await newProfile(owner, 'Anil Jadhav');
    const token = await tokenOf(ctx.app, role);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/matrimonial/profiles/${id}/approval`,
      headers: token ? bearer(token) : {},
      payload: { action: 'approve' },
    });
    expect(res.statusCode).toBe(status);
    expect(await notificationsOf(ctx.app, owner.row.id)).toEqual([]);
  });

  it('an admin deciding on their own profile is not told of it', async () => {
    const id = await newProfile(ctx.admin, 'Admin Own');
    expect((await review(id, { action: 'approve' })).statusCode).toBe(200);
    expect(await notificationsOf(ctx.app, ctx.admin.row.id)).toEqual([]);
  });

  it('deleting the profile takes its notifications with it', async () => {
    const id = await newProfile(ctx.owner, 'Gone Profile');
    await review(id, { action: 'approve' });
    const subjectRows = async () =>
      (await notificationsOf(ctx.app, ctx.owner.row.id)).filter((row) => row.subject === `matrimonial:${id}`);
    expect(await subjectRows()).toHaveLength(1);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/matrimonial/profiles/${id}`,
      headers: bearer(ctx.owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await subjectRows()).toEqual([]);
  });
});
