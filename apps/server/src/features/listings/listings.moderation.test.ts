import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';

// Listings that three members' reports hid (moderation_state 1) or an admin removed (2): their owner's and admins'.

const ctx = useTestApp({ owner: 'free', other: 'premium', admin: 'admin' });
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });

describe.each([
  [1, 'hidden'],
  [2, 'removed'],
] as const)('a listing with moderation_state %i', (state, label) => {
  const category = `Moderated ${state}`;
  let id: string;
  const listed = async (token: string) =>
    (
      (await get(`/api/listings?limit=100&category=${encodeURIComponent(category)}`, token)).json().listings as {
        _id: string;
      }[]
    ).map((l) => l._id);

  it('is out of the list, its count and its category for other members; its owner and admins see it labelled', async () => {
    id = await makeListing(ctx.app, ctx.owner.row.id, { category, moderationState: state });
    const shown = await makeListing(ctx.app, ctx.owner.row.id, { category: `${category} shown` });

    const list = (
      await get(`/api/listings?limit=100&category=${encodeURIComponent(category)}`, ctx.other.token)
    ).json();
    expect(list.listings).toEqual([]);
    expect(list.pagination.total).toBe(0);
    expect(list.categories).not.toContain(category);
    expect(list.categories).toContain(`${category} shown`);
    expect(await listed(ctx.owner.token)).toEqual([]);
    expect(shown).toBeTruthy();

    const mine = (await get('/api/listings/mine', ctx.owner.token)).json().listings as { _id: string }[];
    expect(mine.find((l) => l._id === id)).toMatchObject({ moderation: label });
    const admin = (
      await get(`/api/admin/listings?limit=100&category=${encodeURIComponent(category)}`, ctx.admin.token)
    ).json();
    expect(admin.listings).toEqual([expect.objectContaining({ _id: id, moderation: label })]);
  });

  it('its page: 404 for other members and visitors (and the shared preview), labelled for its owner and admins', async () => {
    expect((await get(`/api/listings/${id}`, ctx.other.token)).statusCode).toBe(404);
    expect((await get(`/api/listings/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/listings/${id}/preview`)).statusCode).toBe(404);
    for (const token of [ctx.owner.token, ctx.admin.token]) {
      const res = await get(`/api/listings/${id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().listing.moderation).toBe(label);
    }
  });
});

it('a listing everyone sees carries no moderation', async () => {
  const id = await makeListing(ctx.app, ctx.owner.row.id);
  for (const token of [ctx.owner.token, ctx.admin.token, (await makeMember(ctx.app, 'free')).token]) {
    expect((await get(`/api/listings/${id}`, token)).json().listing.moderation).toBeUndefined();
  }
});
