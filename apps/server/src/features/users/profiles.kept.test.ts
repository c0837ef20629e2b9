import { describe, expect, it } from 'vitest';
import { bearer, editProfile } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { cacheCounts } from '../../lib/cache.ts';

// Issue 38: a member's profile and a listing's page are read once and kept until what they show changes (the
// member's own row, the listing, its owner's row); every such change shows at the next request, on both databases.

const ctx = useTestApp({
  viewer: 'free',
  shown: ['free', { name: 'Meera Shown', profession: 'Potter' }],
  other: ['free', { name: 'Other Member', profession: 'Weaver' }],
});

const open = (url: string, token = ctx.viewer.token) => ctx.app.inject({ url, headers: bearer(token) });
const profile = async (token = ctx.viewer.token) => {
  const res = await open(`/api/users/${ctx.shown.row.id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user as { name: string; profession: string };
};
const edit = (token: string, payload: Record<string, unknown>) => editProfile(ctx.app, token, payload);
const misses = (kind: string) => cacheCounts().get(kind)?.misses ?? 0;

describe('a member’s profile, kept (issue 38)', () => {
  it('is read once, kept through another member’s edit, and shows the member’s own edit at once', async () => {
    expect((await profile()).profession).toBe('Potter');
    await edit(ctx.other.token, { profession: 'Tailor' });
    const read = misses('memberToShow');
    expect(read, 'profiles are kept reads').toBeGreaterThan(0);
    expect((await profile()).profession).toBe('Potter');
    expect((await profile()).profession).toBe('Potter');
    expect(misses('memberToShow'), 'kept through an edit of another member').toBe(read);

    await edit(ctx.shown.token, { profession: 'Sculptor' });
    expect((await profile()).profession).toBe('Sculptor');
    // Their own page too, right after their edit.
    const me = await open('/api/profile/me', ctx.shown.token);
    expect(me.json().user.profession).toBe('Sculptor');
    // As an admin's edit does, straight in the table.
    await ctx.app.db.updateTable('users').set({ name: 'Meera Renamed' }).where('id', '=', ctx.shown.row.id).execute();
    expect((await profile()).name).toBe('Meera Renamed');
  });

  it('turns "User not found" at the next request when either blocks the other or the member is suspended', async () => {
    expect((await open(`/api/users/${ctx.shown.row.id}`)).statusCode).toBe(200);
    const block = await ctx.app.inject({
      method: 'POST',
      url: `/api/blocks/${ctx.viewer.row.id}`,
      headers: bearer(ctx.shown.token),
    });
    expect(block.statusCode, block.body).toBeLessThan(300);
    expect((await open(`/api/users/${ctx.shown.row.id}`)).statusCode).toBe(404);
    // The other members still see them.
    expect((await open(`/api/users/${ctx.shown.row.id}`, ctx.other.token)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${ctx.viewer.row.id}`,
      headers: bearer(ctx.shown.token),
    });
    expect((await open(`/api/users/${ctx.shown.row.id}`)).statusCode).toBe(200);

    await ctx.app.db
      .updateTable('users')
      .set({ accountStatus: 'suspended' })
      .where('id', '=', ctx.shown.row.id)
      .execute();
    expect((await open(`/api/users/${ctx.shown.row.id}`)).statusCode).toBe(404);
    await ctx.app.db.updateTable('users').set({ accountStatus: 'active' }).where('id', '=', ctx.shown.row.id).execute();
  });
});

describe('a listing’s page, kept (issue 38)', () => {
  it('is kept through another member’s edit, and shows its own edit and its owner’s at once', async () => {
    const id = await makeListing(ctx.app, ctx.shown.row.id, { title: 'Kept vases', category: 'Keptcraft' });
    const listing = async () => {
      const res = await open(`/api/listings/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().listing as { title: string; user: { name: string } };
    };
    expect((await listing()).title).toBe('Kept vases');
    await edit(ctx.other.token, { profession: 'Dyer' });
    const read = misses('listingToShow');
    expect(read, 'listings are kept reads').toBeGreaterThan(0);
    expect((await listing()).title).toBe('Kept vases');
    expect(misses('listingToShow'), 'kept through an edit of a member who does not own it').toBe(read);

    await ctx.app.db.updateTable('users').set({ name: 'Meera Again' }).where('id', '=', ctx.shown.row.id).execute();
    expect((await listing()).user.name).toBe('Meera Again');
    await ctx.app.db.updateTable('listings').set({ title: 'Glazed vases' }).where('id', '=', id).execute();
    expect((await listing()).title).toBe('Glazed vases');

    await ctx.app.db
      .updateTable('users')
      .set({ accountStatus: 'suspended' })
      .where('id', '=', ctx.shown.row.id)
      .execute();
    expect((await open(`/api/listings/${id}`)).statusCode).toBe(404);
  });
});
