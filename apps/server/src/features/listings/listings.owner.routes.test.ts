import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { t } from '../../lib/i18n.ts';
import { UPLOADS } from '@sangam/shared/limits';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { photoDataUrl } from '../../test/images.ts';
import { makeListing } from '../../test/listings.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';

const ctx = useTestApp({ owner: ['free', { ...SETTLED, name: 'Owner Name' }] });
// The owner has more than a day's listings here; the limit itself: lib/posting-limits.test.ts.
raisePostingLimit('listings', 100);

const edit = {
  title: 'AC repair and service',
  category: 'Electrician',
  description: 'Split and window ACs, same day',
  contactPhone: '+91 98220 12345',
  contactEmail: 'ac@example.com',
  premiumRequired: false,
};
const put = (id: string, token: string | undefined, payload: Record<string, unknown> = edit) =>
  ctx.app.inject({ method: 'PUT', url: `/api/listings/${id}`, headers: token ? bearer(token) : {}, payload });

describe('GET /api/listings/mine', () => {
  it('lists the owner’s listings, live and under review, and nobody else’s', async () => {
    const live = await makeListing(ctx.app, ctx.owner.row.id, { title: 'Live one' });
    const review = await makeListing(ctx.app, ctx.owner.row.id, { title: 'Under review one', approved: 0 });
    const stranger = await makeMember(ctx.app, 'free');
    await makeListing(ctx.app, stranger.row.id, { title: 'Not mine' });

    const mine = (await ctx.app.inject({ url: '/api/listings/mine', headers: bearer(ctx.owner.token) })).json();
    const byId = new Map(mine.listings.map((l: { _id: string; approved: boolean }) => [l._id, l.approved]));
    expect(byId.get(live)).toBe(true);
    expect(byId.get(review)).toBe(false);
    expect(mine.listings.map((l: { title: string }) => l.title)).not.toContain('Not mine');
    expect((await ctx.app.inject({ url: '/api/listings/mine' })).statusCode).toBe(401);
  });
});

describe('PUT /api/listings/:id (owner edit)', () => {
  it('lets the owner edit; an approved listing stays live, one under review stays under review', async () => {
    const live = await makeListing(ctx.app, ctx.owner.row.id);
    const res = await put(live, ctx.owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: t('en', LISTING_MESSAGES.updated),
      listing: { title: edit.title, contactPhone: '9822012345', approved: true },
    });

    const review = await makeListing(ctx.app, ctx.owner.row.id, { approved: 0 });
    expect((await put(review, ctx.owner.token)).json().listing.approved).toBe(false);
  });

  it('refuses other members (403), visitors (401), unknown ids (404) and bad input (400 naming the field)', async () => {
    const id = await makeListing(ctx.app, ctx.owner.row.id);
    const other = await makeMember(ctx.app, 'premium');
    const refused = await put(id, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t('en', LISTING_MESSAGES.notOwnerEdit));
    expect((await put(id, undefined)).statusCode).toBe(401);
    expect((await put('nope', ctx.owner.token)).statusCode).toBe(404);
    const bad = await put(id, ctx.owner.token, { ...edit, contactPhone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('contactPhone');
  });

  it('lets an admin edit any listing', async () => {
    const id = await makeListing(ctx.app, ctx.owner.row.id);
    const admin = await makeMember(ctx.app, 'admin');
    expect((await put(id, admin.token)).statusCode).toBe(200);
  });
});

describe("PUT /api/listings/:id with an image (the owner's Edit Listing photo)", () => {
  /** A listing of the owner's with a picture, made through the create route. */
  const withImage = async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: bearer(ctx.owner.token),
      payload: { ...edit, image: await photoDataUrl() },
    });
    return res.json().listing as { _id: string; image: string };
  };
  const served = async (url: string) => (await ctx.app.inject({ url })).statusCode;

  it('the owner replaces the picture (the old file goes), keeps it when it is left out, and removes it with null', async () => {
    const listing = await withImage();
    const replaced = await put(listing._id, ctx.owner.token, { ...edit, image: await photoDataUrl(800, 600) });
    expect(replaced.statusCode).toBe(200);
    const image = replaced.json().listing.image as string;
    expect(image).toMatch(/^\/api\/media\//);
    expect(image).not.toBe(listing.image);
    expect(await served(image)).toBe(200);
    expect(await served(listing.image)).toBe(404);

    for (const kept of [{ ...edit }, { ...edit, image: '' }]) {
      expect((await put(listing._id, ctx.owner.token, kept)).json().listing.image).toBe(image);
    }
    const removed = await put(listing._id, ctx.owner.token, { ...edit, image: null });
    expect(removed.json().listing.image).toBeNull();
    expect(await served(image)).toBe(404);
  });

  it('checks the picture as create does: not an image is a 400 on the field, over the limit a 413', async () => {
    const listing = await withImage();
    const notImage = await put(listing._id, ctx.owner.token, { ...edit, image: 'data:image/png;base64,aGVsbG8=' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fields).toEqual({ image: t('en', LISTING_MESSAGES.imageUnsupported) });
    const huge = await put(listing._id, ctx.owner.token, {
      ...edit,
      image: `data:image/jpeg;base64,${'A'.repeat(UPLOADS.listingImageEncodedMax)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(t('en', LISTING_MESSAGES.imageTooLarge));
    expect(await served(listing.image)).toBe(200);
  });

  it('another member (403) and a visitor (401) cannot change it; an admin can', async () => {
    const listing = await withImage();
    const other = await makeMember(ctx.app, 'premium');
    const photo = await photoDataUrl();
    const refused = await put(listing._id, other.token, { ...edit, image: photo });
    expect(refused.statusCode).toBe(403);
    expect((await put(listing._id, undefined, { ...edit, image: photo })).statusCode).toBe(401);
    expect(await served(listing.image)).toBe(200);

    const admin = await makeMember(ctx.app, 'admin');
    const byAdmin = await put(listing._id, admin.token, { ...edit, image: photo });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().listing.image).toMatch(/^\/api\/media\//);
    expect(await served(listing.image)).toBe(404);
  });
});

describe('GET /api/listings/:id/preview (public)', () => {
  it('shows a visitor the title, category and image of an approved listing, never its contacts', async () => {
    const id = await makeListing(ctx.app, ctx.owner.row.id, { title: 'Shared plumber', category: 'Plumber' });
    const res = await ctx.app.inject({ url: `/api/listings/${id}/preview` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preview: { _id: id, title: 'Shared plumber', category: 'Plumber', image: null } });
    expect(res.body).not.toContain('contact');
    const pending = await makeListing(ctx.app, ctx.owner.row.id, { approved: 0 });
    expect((await ctx.app.inject({ url: `/api/listings/${pending}/preview` })).statusCode).toBe(404);
  });
});
