import { describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/notifications.ts';
import { bearer } from '../../test/helper.ts';
import { type Role, tokenOf, useTestApp } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';

const ctx = useTestApp({ admin: 'admin', owner: 'free', other: 'premium' });

const edit = (approved: boolean, title = 'Leak repairs') => ({
  title,
  category: 'Plumber',
  description: 'Pipes and taps fixed the same day',
  approved,
});
const adminPut = (id: string, payload: object, token = ctx.admin.token) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/listings/${id}`, headers: bearer(token), payload });

describe('listing decisions notify the owner', () => {
  it('approving a pending listing, then setting it back to pending: one row each, for the owner only', async () => {
    const id = await makeListing(ctx.app, ctx.owner.row.id, { approved: 0 });
    expect((await adminPut(id, edit(true, 'Tap fixing'))).statusCode).toBe(200);
    // An edit that leaves approval as it is tells nothing.
    expect((await adminPut(id, edit(true, 'Tap fixing'))).statusCode).toBe(200);
    expect((await adminPut(id, edit(false, 'Tap fixing'))).statusCode).toBe(200);
    expect((await adminPut(id, edit(false, 'Tap fixing'))).statusCode).toBe(200);
    const common = { link: `/service-listings/${id}`, subject: `listing:${id}`, actorId: ctx.admin.row.id };
    expect(await notificationsOf(ctx.app, ctx.owner.row.id)).toEqual([
      { kind: 'listing_approved', params: { title: 'Tap fixing' }, ...common },
      { kind: 'listing_pending', params: { title: 'Tap fixing' }, ...common },
    ]);
    expect(await notificationsOf(ctx.app, ctx.admin.row.id)).toEqual([]);
    expect(await notificationsOf(ctx.app, ctx.other.row.id)).toEqual([]);
  });

  it.each<[string, Role | null, number]>([
    ['visitor', null, 401],
    ['free', 'free', 403],
    ['premium', 'premium', 403],
    ['expired', 'expired', 403],
    ['suspended', 'suspended', 403],
  ])('%s (role %s) cannot approve (%i) and nothing is written', async (_who, role, status) => {
    const id = await makeListing(ctx.app, ctx.other.row.id, { approved: 0 });
    const token = await tokenOf(ctx.app, role);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/listings/${id}`,
      headers: token ? bearer(token) : {},
      payload: edit(true),
    });
    expect(res.statusCode).toBe(status);
    expect(await notificationsOf(ctx.app, ctx.other.row.id)).toEqual([]);
  });

  it('an admin approving their own listing is not told of it', async () => {
    const id = await makeListing(ctx.app, ctx.admin.row.id, { approved: 0 });
    expect((await adminPut(id, edit(true))).statusCode).toBe(200);
    expect(await notificationsOf(ctx.app, ctx.admin.row.id)).toEqual([]);
  });

  it('deleting the listing takes its notifications with it', async () => {
    const id = await makeListing(ctx.app, ctx.owner.row.id, { approved: 0 });
    await adminPut(id, edit(true));
    const aboutIt = async () =>
      (await notificationsOf(ctx.app, ctx.owner.row.id)).filter((row) => row.subject === `listing:${id}`);
    expect(await aboutIt()).toHaveLength(1);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/listings/${id}`,
      headers: bearer(ctx.owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await aboutIt()).toEqual([]);
  });
});
