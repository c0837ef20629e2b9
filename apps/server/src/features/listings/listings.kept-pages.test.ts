import { describe, expect, it } from 'vitest';
import { bearer, editProfile } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';
import { makeListing } from '../../test/listings.ts';
import { cacheCounts } from '../../lib/cache.ts';

// Issue 38: the listings page stays kept through a profile edit of a member who owns none of its listings; an
// owner's edit, or an owner leaving, shows at the next request (db/member-changes.ts).

const ctx = useTestApp({
  viewer: 'free',
  owner: ['free', { name: 'Kamala Owner' }],
  other: ['free', { name: 'Other Member', profession: 'Weaver' }],
});

const page = async () => {
  const res = await ctx.app.inject({ url: '/api/listings?category=Keptcraft', headers: bearer(ctx.viewer.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
const edit = (token: string, payload: Record<string, unknown>) => editProfile(ctx.app, token, payload);
const misses = () => cacheCounts().get('listListings')?.misses ?? 0;

describe('the listings page through members’ edits (issue 38)', () => {
  it('keeps through another member’s edit, shows the owner’s new name, and drops a suspended owner’s listing', async () => {
    await makeListing(ctx.app, ctx.owner.row.id, { title: 'Kept pottery', category: 'Keptcraft' });
    expect(await page()).toContain('Kamala Owner');
    const read = misses();
    expect(read, 'the page is a kept read').toBeGreaterThan(0);
    await edit(ctx.other.token, { profession: 'Tailor' });
    expect(await page()).toContain('Kamala Owner');
    expect(misses(), 'kept through an edit of a member who owns none of its listings').toBe(read);

    // As an admin's edit of the member does.
    await ctx.app.db.updateTable('users').set({ name: 'Kamala Renamed' }).where('id', '=', ctx.owner.row.id).execute();
    expect(await page()).toContain('Kamala Renamed');

    await ctx.app.db
      .updateTable('users')
      .set({ accountStatus: 'suspended' })
      .where('id', '=', ctx.owner.row.id)
      .execute();
    expect(await page()).not.toContain('Kept pottery');
  });
});
