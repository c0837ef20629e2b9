import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';

// A member whose moderation_state is not 0 (hidden by reports, or removed by an admin) is out of the directory and
// their full profile is "User not found" for other members; they and admins still see it.

const ctx = useTestApp({ viewer: 'premium', admin: 'admin' });
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const listed = async (token: string, query: string) =>
  ((await get(`/api/directory${query}`, token)).json().users as { id: string }[]).map((u) => u.id);

describe.each([1, 2] as const)('a member with moderation_state %i', (state) => {
  it('leaves the directory (list, search, city filter and its choices) for other members', async () => {
    const city = state === 1 ? 'Hiddengaon' : 'Removedgaon';
    const member = await makeMember(ctx.app, 'free', {
      name: `Hiddenmember${state} Kale`,
      address: city,
    });
    expect(await listed(ctx.viewer.token, `?search=Hiddenmember${state}`)).toEqual([member.row.id]);
    expect(await listed(ctx.viewer.token, `?city=${city}`)).toEqual([member.row.id]);
    await ctx.app.db.updateTable('users').set({ moderationState: state }).where('id', '=', member.row.id).execute();
    expect(await listed(ctx.viewer.token, `?search=Hiddenmember${state}`)).toEqual([]);
    expect(await listed(ctx.viewer.token, `?city=${city}`)).toEqual([]);
    expect(await listed(ctx.viewer.token, '?limit=100')).not.toContain(member.row.id);
    const filters = (await get('/api/directory/filters', ctx.viewer.token)).json();
    expect(filters.cities.map((c: { value: string }) => c.value)).not.toContain(city);
  });

  it('their full profile: 404 for other members and visitors, open to themselves and admins', async () => {
    const member = await makeMember(ctx.app, 'free', { moderationState: state });
    expect((await get(`/api/users/${member.row.id}`, ctx.viewer.token)).statusCode).toBe(404);
    expect((await get(`/api/users/${member.row.id}/public`)).statusCode).toBe(404);
    expect((await get(`/api/users/${member.row.id}`, member.token)).statusCode).toBe(200);
    expect((await get(`/api/users/${member.row.id}`, ctx.admin.token)).statusCode).toBe(200);
  });
});
