import { describe, expect, it } from 'vitest';
import { bearer, editProfile } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';
import { cacheCounts } from '../../lib/cache.ts';

// Issue 38: the questions page stays kept through a profile edit of a member who wrote none of its questions; the
// author's new name shows at the next request (db/member-changes.ts).

const ctx = useTestApp({
  viewer: 'free',
  author: ['free', { name: 'Meena Author' }],
  other: ['free', { name: 'Other Member', profession: 'Weaver' }],
});

const page = async () => {
  const res = await ctx.app.inject({ url: '/api/questions?search=keptquestion', headers: bearer(ctx.viewer.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
const misses = () => cacheCounts().get('listQuestions')?.misses ?? 0;

describe('the questions page through members’ edits (issue 38)', () => {
  it('keeps through another member’s edit and shows the author’s new name', async () => {
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: bearer(ctx.author.token),
      payload: {
        title: 'Where to buy keptquestion seeds?',
        content: 'Looking for a seller in Nagpur.',
        tags: ['seeds'],
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await page()).toContain('Meena Author');
    const read = misses();
    expect(read, 'the page is a kept read').toBeGreaterThan(0);
    await editProfile(ctx.app, ctx.other.token, { profession: 'Tailor' });
    expect(await page()).toContain('Meena Author');
    expect(misses(), 'kept through an edit of a member who wrote none of its questions').toBe(read);

    await ctx.app.db.updateTable('users').set({ name: 'Meena Renamed' }).where('id', '=', ctx.author.row.id).execute();
    expect(await page()).toContain('Meena Renamed');
  });
});
