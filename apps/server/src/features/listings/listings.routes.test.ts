import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { t } from '../../lib/i18n.ts';
import { UPLOADS } from '@sangam/shared/limits';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp, PREMIUM_CONTACTS, LOCKED_OUT } from '../../test/factories.ts';
import { photoDataUrl } from '../../test/images.ts';
import { makeListing } from '../../test/listings.ts';

const ctx = useTestApp({ owner: ['free', { name: 'Owner Name' }] });
let premiumOnly: string;
let open: string;
let pending: string;
beforeAll(async () => {
  premiumOnly = await makeListing(ctx.app, ctx.owner.row.id, {
    title: 'Secret catering',
    category: 'Catering',
    premiumRequired: 1,
  });
  open = await makeListing(ctx.app, ctx.owner.row.id, { title: 'Open tutoring', category: 'Tutor' });
  pending = await makeListing(ctx.app, ctx.owner.row.id, {
    title: 'Pending painter',
    category: 'Painter',
    approved: 0,
  });
});

const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const tokenFor = async (role: Role | 'owner') =>
  role === 'owner' ? ctx.owner.token : (await makeMember(ctx.app, role)).token;
const create = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/listings', headers: bearer(token), payload });
const valid = {
  title: 'AC repair',
  category: 'Electrician',
  description: 'Split and window ACs',
  contactPhone: '98220 12345',
};

describe('GET /api/listings and /api/listings/:id: premium-only contacts', () => {
  it.each(PREMIUM_CONTACTS)(
    '%s viewer: the contacts of a premium-only listing in replies only for the owner',
    async (role) => {
      // Issue 36: premium members and admins reveal them with "Show contact" (contact-reveals tests).
      const contacts = role === 'owner';
      const token = await tokenFor(role);
      const list = (await get('/api/listings?search=catering', token)).json();
      const listing = list.listings.find((l: { _id: string }) => l._id === premiumOnly);
      expect(listing).toMatchObject({ title: 'Secret catering', premiumRequired: true, user: { name: 'Owner Name' } });
      expect('contactPhone' in listing).toBe(contacts);
      expect('contactEmail' in listing).toBe(contacts);
      const detail = (await get(`/api/listings/${premiumOnly}`, token)).json().listing;
      expect('contactPhone' in detail).toBe(contacts);
      expect(JSON.stringify(list)).not.toContain(ctx.owner.phone);
    },
  );

  it('everyone signed in sees the contacts of an open listing', async () => {
    const listing = (await get(`/api/listings/${open}`, await tokenFor('free'))).json().listing;
    expect(listing).toMatchObject({ contactPhone: '9822000000', contactEmail: 'fix@example.com' });
  });

  it.each(LOCKED_OUT)('%s: $2 on the list and the details', async (_who, role, status) => {
    const token = role ? await tokenFor(role) : undefined;
    expect((await get('/api/listings', token)).statusCode).toBe(status);
    expect((await get(`/api/listings/${open}`, token)).statusCode).toBe(status);
  });
});

describe('pending listings', () => {
  it('are left out of the list and seen in detail only by their owner and admins', async () => {
    const free = await tokenFor('free');
    const titles = (await get('/api/listings?limit=100', free)).json().listings.map((l: { title: string }) => l.title);
    expect(titles).not.toContain('Pending painter');
    expect((await get(`/api/listings/${pending}`, free)).statusCode).toBe(404);
    expect((await get(`/api/listings/${pending}`, ctx.owner.token)).json().listing.approved).toBe(false);
    expect((await get(`/api/listings/${pending}`, await tokenFor('admin'))).statusCode).toBe(200);
  });

  it('do not lend their category to the dropdown', async () => {
    const token = await tokenFor('free');
    expect((await create(token, valid)).statusCode).toBe(201);
    const { categories } = (await get('/api/listings', token)).json();
    expect(categories).not.toContain('Painter');
    expect(categories).toEqual([...categories].sort());
  });
});

describe('search, filter and paging', () => {
  it('matches title, description and category by word prefix, in any case', async () => {
    const token = await tokenFor('free');
    const find = async (query: string) =>
      (await get(`/api/listings?${query}`, token)).json().listings.map((l: { _id: string }) => l._id);
    expect(await find('search=TUTOR')).toContain(open);
    expect(await find('search=tut')).toContain(open);
    expect(await find('search=taps')).toContain(open);
    expect(await find('category=Tutor')).toEqual([open]);
    expect(await find('category=Tutor&search=catering')).toEqual([]);
  });

  it('pages newest first with totals', async () => {
    const member = await makeMember(ctx.app, 'free');
    for (let i = 0; i < 5; i++)
      await makeListing(ctx.app, member.row.id, {
        category: 'Gardener',
        createdAt: new Date(Date.UTC(2025, 0, i + 1)).toISOString(),
      });
    const page = (await get('/api/listings?category=Gardener&limit=2&page=3', member.token)).json();
    expect(page.pagination).toEqual({ page: 3, limit: 2, total: 5, pages: 3 });
    expect(page.listings[0].createdAt).toBe('2025-01-01T00:00:00.000Z');
  });
});

describe('POST /api/listings', () => {
  it('creates a listing with a re-encoded image and answers 201', async () => {
    const member = await makeMember(ctx.app, 'free');
    const res = await create(member.token, {
      ...valid,
      contactEmail: 'ac@example.com',
      premiumRequired: true,
      image: await photoDataUrl(1920, 1080),
    });
    expect(res.statusCode).toBe(201);
    const { listing, message } = res.json();
    expect(message).toBe(t('en', LISTING_MESSAGES.created));
    expect(listing).toMatchObject({
      ...valid,
      contactPhone: '9822012345',
      contactEmail: 'ac@example.com',
      premiumRequired: true,
      approved: true,
    });
    expect((await ctx.app.inject({ url: listing.image })).headers['content-type']).toBe('image/jpeg');
  });

  it.each(['title', 'category', 'description', 'contactPhone'])(
    'a missing %s is a 400 naming it, and nothing is written',
    async (field) => {
      const member = await makeMember(ctx.app, 'free');
      const res = await create(member.token, { ...valid, [field]: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(t('en', LISTING_MESSAGES.requiredFields));
      expect(
        (await get('/api/listings?search=AC', member.token))
          .json()
          .listings.filter((l: { user: { _id: string } }) => l.user._id === member.row.id),
      ).toEqual([]);
    },
  );

  it('refuses a bad email or phone, an image that is not one, and an image over 8,388,608 characters', async () => {
    const member = await makeMember(ctx.app, 'free');
    expect((await create(member.token, { ...valid, contactEmail: 'nope' })).json().fields).toEqual({
      contactEmail: t('en', LISTING_MESSAGES.emailInvalid),
    });
    expect((await create(member.token, { ...valid, contactPhone: '123' })).json().fields).toEqual({
      contactPhone: t('en', LISTING_MESSAGES.phoneInvalid),
    });
    const notImage = await create(member.token, { ...valid, image: 'data:image/png;base64,aGVsbG8=' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fields).toEqual({ image: t('en', LISTING_MESSAGES.imageUnsupported) });
    const huge = await create(member.token, {
      ...valid,
      image: `data:image/jpeg;base64,${'A'.repeat(UPLOADS.listingImageEncodedMax)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(t('en', LISTING_MESSAGES.imageTooLarge));
  });

  it.each(LOCKED_OUT)('%s cannot create ($2), even with a bad body', async (_who, role, status) => {
    const token = role ? await tokenFor(role) : undefined;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: token ? bearer(token) : {},
      payload: {},
    });
    expect(res.statusCode).toBe(status);
  });
});

describe('DELETE /api/listings/:id', () => {
  it.each<[Role | 'owner', number]>([
    ['free', 403],
    ['premium', 403],
    ['owner', 200],
  ])('%s: %i', async (role, status) => {
    const id = await makeListing(ctx.app, ctx.owner.row.id);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: bearer(await tokenFor(role)) }))
        .statusCode,
    ).toBe(status);
  });

  it('an admin deletes any listing, and its image goes too', async () => {
    const member = await makeMember(ctx.app, 'free');
    const created = (await create(member.token, { ...valid, image: await photoDataUrl() })).json().listing;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/listings/${created._id}`,
      headers: bearer(await tokenFor('admin')),
    });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/listings/${created._id}`, member.token)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: created.image })).statusCode).toBe(404);
  });

  it('a visitor gets 401; an unknown listing 404', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/listings/${open}` })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/listings/nope', headers: bearer(ctx.owner.token) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('listings of suspended or deactivated members', () => {
  it('leave the list, the dropdown and the details for everyone but admins', async () => {
    for (const status of ['suspended', 'deactivated'] as const) {
      const member = await makeMember(ctx.app, status);
      const id = await makeListing(ctx.app, member.row.id, { title: `Gone ${status}`, category: `Only${status}` });
      const viewer = await tokenFor('premium');
      // A listing created through the API drops the cached category list, so the dropdown is read afresh.
      expect((await create(viewer, valid)).statusCode).toBe(201);
      const list = (await get(`/api/listings?search=gone`, viewer)).json();
      expect(list.listings.map((l: { _id: string }) => l._id)).not.toContain(id);
      // The total under a search leaves out the hidden listing too (counted apart, row by row).
      expect(list.pagination.total).toBe(list.listings.length);
      expect(list.categories).not.toContain(`Only${status}`);
      expect((await get(`/api/listings/${id}`, viewer)).statusCode).toBe(404);
      expect((await get(`/api/listings/${id}`, await tokenFor('admin'))).statusCode).toBe(200);
    }
  });
});

describe('a deleted owner takes their listings along', () => {
  it('removes them with the account', async () => {
    const member = await makeMember(ctx.app, 'free');
    const id = await makeListing(ctx.app, member.row.id);
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/profile/me',
      headers: bearer(member.token),
      payload: { password: member.password },
    });
    expect(
      await ctx.app.db.selectFrom('listings').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('replies in Hindi (Accept-Language: hi)', () => {
  const hindi = (token: string) => ({ ...bearer(token), 'accept-language': 'hi' });

  it('says not found, a refused field and a created listing in Hindi, with the same type and field names', async () => {
    const member = await makeMember(ctx.app, 'free');
    const english = await get('/api/listings/unknown', member.token);
    const missing = await ctx.app.inject({ url: '/api/listings/unknown', headers: hindi(member.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: t('hi', LISTING_MESSAGES.notFound), type: english.json().type });
    expect(missing.json().message).toBe('लिस्टिंग नहीं मिली');

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: hindi(member.token),
      payload: { ...valid, contactPhone: '123' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().type).toBe('VALIDATION_ERROR');
    expect(refused.json().fields).toEqual({ contactPhone: t('hi', LISTING_MESSAGES.phoneInvalid) });

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: hindi(member.token),
      payload: valid,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(t('hi', LISTING_MESSAGES.created));
  });
});
