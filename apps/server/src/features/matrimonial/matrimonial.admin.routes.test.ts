import { beforeAll, describe, expect, it } from 'vitest';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp } from '../../test/factories.ts';
import { jpegBytes } from '../../test/files.ts';
import { profileValues, submitProfile } from '../../test/matrimonial.ts';

/** A message's English words (ids, with their values, as the server sends them to an English reader). */
const english = (message: string) => translate('en', message);

const ctx = useTestApp({ owner: 'free', admin: 'admin' });
let id: string;
beforeAll(async () => {
  const res = await submitProfile(ctx.app, ctx.owner.token, profileValues(), [
    { name: 'profileImages', bytes: await jpegBytes(), filename: 'a.jpg', type: 'image/jpeg' },
  ]);
  id = res.json().profile._id;
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('admin matrimonial routes', () => {
  it.each<[Role | 'visitor', number]>([
    ['visitor', 401],
    ['free', 403],
    ['premium', 403],
    ['expired', 403],
  ])('refuse a %s with %i', async (role, status) => {
    const token = role === 'visitor' ? undefined : (await makeMember(ctx.app, role)).token;
    expect((await call('GET', '/api/admin/matrimonial/profiles', token)).statusCode).toBe(status);
    expect((await call('GET', '/api/admin/matrimonial/stats', token)).statusCode).toBe(status);
    expect(
      (await call('PUT', `/api/admin/matrimonial/profiles/${id}/approval`, token, { action: 'approve' })).statusCode,
    ).toBe(status);
    expect(
      (await call('PUT', `/api/admin/matrimonial/profiles/${id}/visibility`, token, { isVisible: false })).statusCode,
    ).toBe(status);
    expect((await call('DELETE', `/api/admin/matrimonial/profiles/${id}`, token)).statusCode).toBe(status);
  });

  it('lists every profile with filters, thumbnails and contacts, and counts by status', async () => {
    const pending = (
      await call('GET', '/api/admin/matrimonial/profiles?status=pending&gender=male&city=nagpur', ctx.admin.token)
    ).json();
    expect(pending.profiles.map((p: { _id: string }) => p._id)).toEqual([id]);
    expect(pending.profiles[0].profileImages[0]).toMatch(/\/image\/0\?exp=\d+&sig=/);
    expect(pending.profiles[0].contactNumber).toBe('9822033333');
    expect(pending.profiles[0].user.name).toBe('Free Member');
    expect(
      (await call('GET', '/api/admin/matrimonial/profiles?search=vika', ctx.admin.token)).json().profiles,
    ).toHaveLength(1);
    expect(
      (await call('GET', '/api/admin/matrimonial/profiles?status=approved', ctx.admin.token)).json().profiles,
    ).toEqual([]);
    expect((await call('GET', '/api/admin/matrimonial/stats', ctx.admin.token)).json()).toEqual({
      total: 1,
      pending: 1,
      approved: 0,
      rejected: 0,
    });
  });

  it('approves with the fixed note, hides and shows, and the public list follows', async () => {
    const approved = await call('PUT', `/api/admin/matrimonial/profiles/${id}/approval`, ctx.admin.token, {
      action: 'approve',
    });
    expect(approved.json()).toMatchObject({
      message: english(M.approved),
      profile: { status: 'approved', adminNotes: 'Approved by admin' },
    });
    const listed = async () =>
      (await call('GET', '/api/matrimonial/profiles')).json().profiles.some((p: { _id: string }) => p._id === id);
    expect(await listed()).toBe(true);
    await call('PUT', `/api/admin/matrimonial/profiles/${id}/visibility`, ctx.admin.token, { isVisible: false });
    expect(await listed()).toBe(false);
    expect((await call('GET', `/api/matrimonial/profiles/${id}`)).statusCode).toBe(404);
    await call('PUT', `/api/admin/matrimonial/profiles/${id}/visibility`, ctx.admin.token, { isVisible: true });
    expect(await listed()).toBe(true);
    expect((await call('GET', '/api/admin/matrimonial/stats', ctx.admin.token)).json()).toMatchObject({
      approved: 1,
      pending: 0,
    });
    // Each decision is in the audit log, by whom and about which profile.
    const audit = await ctx.app.db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'targetName'])
      .where('action', 'like', 'matrimonial.%')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['matrimonial.approve', 'matrimonial.hide', 'matrimonial.show']);
    expect(audit.every((a) => a.actorId === ctx.admin.row.id && a.targetName !== '')).toBe(true);
  });

  it('refuses a bad action and answers 404 for an unknown profile', async () => {
    expect(
      (await call('PUT', `/api/admin/matrimonial/profiles/${id}/approval`, ctx.admin.token, { action: 'maybe' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/admin/matrimonial/profiles/nope/approval', ctx.admin.token, { action: 'approve' }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a profile', async () => {
    const res = await call('DELETE', `/api/admin/matrimonial/profiles/${id}`, ctx.admin.token);
    expect(res.json().message).toBe(english(M.deleted));
    expect((await call('GET', '/api/admin/matrimonial/stats', ctx.admin.token)).json().total).toBe(0);
  });
});
