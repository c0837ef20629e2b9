import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { t } from '../../lib/i18n.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp, VISITOR, forbidden, tokenOf } from '../../test/factories.ts';
import { photoDataUrl } from '../../test/images.ts';
import { makeListing } from '../../test/listings.ts';

const ctx = useTestApp({ admin: 'admin', owner: 'free' });

const update = { title: 'Edited', category: 'Driver', description: 'Edited text', approved: false };
/** PUT /api/admin/listings/:id as the admin. */
const adminPut = (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/listings/${id}`, headers: bearer(ctx.admin.token), payload });

describe('admin listing routes refuse everyone but admins', () => {
  it.each([VISITOR, ...forbidden<Role | 'owner'>('free', 'premium', 'owner', 'suspended')])(
    '%s: $2 on list and update',
    async (_who, role, status) => {
      const token = role === 'owner' ? ctx.owner.token : await tokenOf(ctx.app, role);
      const headers = token ? bearer(token) : {};
      const id = await makeListing(ctx.app, ctx.owner.row.id);
      expect((await ctx.app.inject({ url: '/api/admin/listings', headers })).statusCode).toBe(status);
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/admin/listings/${id}`, headers, payload: update });
      expect(res.statusCode).toBe(status);
      if (status === 403) expect(res.json().type).toMatch(/ADMIN_ONLY|ACCOUNT_SUSPENDED/);
      expect(
        (await ctx.app.db.selectFrom('listings').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title,
      ).toBe('Leak repairs');
    },
  );
});

describe('GET /api/admin/listings', () => {
  it('lists pending and approved listings with search, category and paging of 20', async () => {
    const pending = await makeListing(ctx.app, ctx.owner.row.id, {
      title: 'Waiting one',
      approved: 0,
      category: 'Driver',
    });
    const body = (
      await ctx.app.inject({ url: '/api/admin/listings?search=waiting', headers: bearer(ctx.admin.token) })
    ).json();
    expect(body.listings.map((l: { _id: string }) => l._id)).toEqual([pending]);
    expect(body.listings[0].approved).toBe(false);
    expect(body.pagination.limit).toBe(20);
  });
});

describe('PUT /api/admin/listings/:id', () => {
  it('edits the fields and the approval, and can replace the image', async () => {
    const id = await makeListing(ctx.app, ctx.owner.row.id);
    const res = await adminPut(id, { ...update, premiumRequired: true, image: await photoDataUrl() });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({
      ...update,
      premiumRequired: true,
      image: expect.stringMatching(/^\/api\/media\//),
    });
    // The owner still sees it; other members no longer do.
    expect((await ctx.app.inject({ url: `/api/listings/${id}`, headers: bearer(ctx.owner.token) })).statusCode).toBe(
      200,
    );
    expect(
      (await ctx.app.inject({ url: `/api/listings/${id}`, headers: bearer((await makeMember(ctx.app, 'free')).token) }))
        .statusCode,
    ).toBe(404);
  });

  it('approving again brings it back to the public list', async () => {
    const id = await makeListing(ctx.app, ctx.owner.row.id, { title: 'Comeback listing', approved: 0 });
    await adminPut(id, { ...update, title: 'Comeback listing', approved: true });
    const viewer = await makeMember(ctx.app, 'free');
    const titles = (await ctx.app.inject({ url: '/api/listings?search=comeback', headers: bearer(viewer.token) }))
      .json()
      .listings.map((l: { title: string }) => l.title);
    expect(titles).toEqual(['Comeback listing']);
  });

  it('requires the fields after trimming, naming them', async () => {
    const id = await makeListing(ctx.app, ctx.owner.row.id);
    const res = await adminPut(id, { ...update, title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ title: t('en', LISTING_MESSAGES.adminRequiredFields) });
  });

  it('an unknown listing is a 404', async () => {
    const res = await adminPut('missing', update);
    expect(res.statusCode).toBe(404);
  });
});
