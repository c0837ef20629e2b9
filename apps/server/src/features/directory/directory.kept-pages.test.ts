import { describe, expect, it } from 'vitest';
import { bearer, editProfile } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { cacheCounts } from '../../lib/cache.ts';

// Issue 38: a directory page stays kept through a profile edit of a member it does not show (db/member-changes.ts),
// and every edit that could change it is still seen at the next request, on both databases.

const ctx = useTestApp({
  viewer: 'free',
  editor: ['free', { name: 'Esha Rao', profession: 'Tester' }],
  asha: ['free', { name: 'Asha Kulkarni', profession: 'Teacher' }],
  bharat: ['free', { name: 'Bharat Joshi', profession: 'Engineer' }],
});

type Reply = { users: { id: string; name: string; profession: string }[]; pagination: { total: number } };
const directory = async (query: string, token = ctx.viewer.token): Promise<Reply> => {
  const res = await ctx.app.inject({ url: `/api/directory?limit=50${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const edit = (token: string, payload: Record<string, unknown>) => editProfile(ctx.app, token, payload);
const misses = () => cacheCounts().get('listDirectory')?.misses ?? 0;
const names = (reply: Reply) => reply.users.map((user) => user.name).sort();

describe('directory pages through members’ edits (issue 38)', () => {
  it('an edit of a member a page does not show keeps it; an edit of one it shows is seen at once', async () => {
    const before = await directory('&search=kulkarni');
    expect(names(before)).toEqual(['Asha Kulkarni']);
    const read = misses();
    await edit(ctx.editor.token, { profession: 'Senior tester' });
    expect(await directory('&search=kulkarni')).toEqual(before);
    expect(misses(), 'kept through an edit of a member it does not show').toBe(read);

    await edit(ctx.asha.token, { profession: 'Principal' });
    const after = await directory('&search=kulkarni');
    expect(after.users.find((user) => user.id === ctx.asha.row.id)?.profession).toBe('Principal');
    expect(misses()).toBe(read + 1);
  });

  it('a search shows a member whose edit makes them match, and drops one whose edit makes them stop', async () => {
    expect(names(await directory('&search=bharat'))).toEqual(['Bharat Joshi']);
    await edit(ctx.editor.token, { profession: 'Bharatanatyam teacher' });
    expect(names(await directory('&search=bharat'))).toEqual(['Bharat Joshi', 'Esha Rao']);
    await edit(ctx.editor.token, { profession: 'Tester' });
    expect(names(await directory('&search=bharat'))).toEqual(['Bharat Joshi']);
  });

  it('a member hiding from the directory, a sign-up and a block each show at the next request', async () => {
    const browse = await directory('');
    expect(names(browse)).toEqual(expect.arrayContaining(['Asha Kulkarni', 'Bharat Joshi', 'Esha Rao']));

    const hide = await ctx.app.inject({
      method: 'POST',
      url: '/api/directory/toggle-visibility',
      headers: bearer(ctx.editor.token),
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const hidden = await directory('');
    expect(names(hidden)).not.toContain('Esha Rao');
    expect(hidden.pagination.total).toBe(browse.pagination.total - 1);

    const newcomer = await makeMember(ctx.app, 'free', { name: 'Neha Newcomer' });
    const joined = await directory('');
    expect(names(joined)).toContain('Neha Newcomer');
    expect(joined.pagination.total).toBe(hidden.pagination.total + 1);

    const block = await ctx.app.inject({
      method: 'POST',
      url: `/api/blocks/${newcomer.row.id}`,
      headers: bearer(ctx.viewer.token),
    });
    expect(block.statusCode, block.body).toBe(201);
    expect(names(await directory(''))).not.toContain('Neha Newcomer');
  });

  it('the log keeps no searched text of an erased member', async () => {
    const leaving = await makeMember(ctx.app, 'free', { name: 'Leela Leaving' });
    await edit(leaving.token, { profession: 'Goldsmith' });
    const logged = () =>
      ctx.app.db.selectFrom('memberChanges').select('userId').where('userId', '=', leaving.row.id).execute();
    expect((await logged()).length).toBeGreaterThan(0);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.row.id}`,
      headers: bearer((await makeMember(ctx.app, 'admin')).token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await logged()).toEqual([]);
    const texts = await ctx.app.db.selectFrom('memberChanges').select(['oldText', 'newText']).execute();
    expect(JSON.stringify(texts)).not.toMatch(/Leela|Goldsmith/);
  });
});

describe('the city and occupation choices through members’ edits (issue 38)', () => {
  const choices = async () => {
    const res = await ctx.app.inject({ url: '/api/directory/filters', headers: bearer(ctx.viewer.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { cities: { value: string; count: number }[] };
  };
  const read = () => cacheCounts().get('directory filters')?.misses ?? 0;

  it('are kept through an edit that names no city or occupation, and show a new spelling of a city at once', async () => {
    const potter = await makeMember(ctx.app, 'free', { address: 'Satara', occupation: 'Potter' });
    expect((await choices()).cities).toContainEqual({ value: 'Satara', count: 1 });
    const before = read();
    expect(before, 'the choices are a kept read').toBeGreaterThan(0);
    await edit(ctx.editor.token, { profession: 'Quality tester', bio: 'Tests things.' });
    expect((await choices()).cities).toContainEqual({ value: 'Satara', count: 1 });
    expect(read(), 'kept through an edit of a profession and a bio').toBe(before);

    // The same city (the filter matches it either way), as the member now writes it.
    await edit(potter.token, { profession: 'Potter', address: 'SATARA' });
    expect((await choices()).cities).toContainEqual({ value: 'SATARA', count: 1 });
  });
});
