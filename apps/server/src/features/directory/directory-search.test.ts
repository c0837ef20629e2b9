import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';

// The directory finds members by their city, and a trade typed in Hindi or Marathi finds it in English (and the
// other way round), from the search indexes on both databases.

const ctx = useTestApp({
  viewer: 'free',
  carpenter: ['free', { name: 'Ramesh Wankhede', occupation: 'Carpenter', address: 'Dharampeth, Nagpur 440010' }],
  plumber: ['free', { name: 'Sunil Meshram', occupation: 'प्लंबर', address: 'Wardha' }],
  teacher: ['free', { name: 'Kavita Ingle', occupation: 'Teacher', address: 'Sitabuldi, Nagpur' }],
});

const search = async (words: string, query = '') => {
  const reply = await ctx.app.inject({
    url: `/api/directory?search=${encodeURIComponent(words)}${query}`,
    headers: bearer(ctx.viewer.token),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply
    .json<{ users: { name: string }[] }>()
    .users.map((u) => u.name)
    .sort();
};

describe('directory search', () => {
  it('finds members by the city of their address, with other words too', async () => {
    expect(await search('Nagpur')).toEqual(['Kavita Ingle', 'Ramesh Wankhede']);
    expect(await search('nagpur carpenter')).toEqual(['Ramesh Wankhede']);
    expect(await search('Wardha')).toEqual(['Sunil Meshram']);
  });

  it('finds a trade in Hindi or Marathi written in English, and the other way round', async () => {
    expect(await search('बढ़ई')).toEqual(['Ramesh Wankhede']);
    expect(await search('सुतार')).toEqual(['Ramesh Wankhede']);
    expect(await search('plumber')).toEqual(['Sunil Meshram']);
    expect(await search('शिक्षक नागपुर')).toEqual([]);
    expect(await search('शिक्षक Nagpur')).toEqual(['Kavita Ingle']);
  });

  it('keeps the city current when the address changes', async () => {
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: bearer(ctx.plumber.token),
      payload: { profession: 'Plumbing', bio: 'Pipes and taps.', address: 'Ramdaspeth, Akola' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await search('Akola')).toEqual(['Sunil Meshram']);
    expect(await search('Wardha')).toEqual([]);
  });
});

describe('directory search totals', () => {
  const page = async (words: string, n: number) => {
    const reply = await ctx.app.inject({
      url: `/api/directory?search=${encodeURIComponent(words)}&limit=2&page=${n}`,
      headers: bearer(ctx.viewer.token),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ users: unknown[]; pagination: Record<string, unknown> }>();
  };

  it('a common word is counted five pages ahead ("10+"), exactly once the end is in reach', async () => {
    for (let i = 0; i < 13; i++) await makeMember(ctx.app, 'free', { name: `Tulsidas Member${i}` });
    expect((await page('tulsidas', 1)).pagination).toEqual({ page: 1, limit: 2, total: 10, pages: 5, capped: true });
    expect((await page('tulsidas', 4)).pagination).toEqual({ page: 4, limit: 2, total: 13, pages: 7 });
    const last = await page('tulsidas', 7);
    expect([last.users.length, last.pagination]).toEqual([1, { page: 7, limit: 2, total: 13, pages: 7 }]);
    expect((await page('tulsidas', 9)).pagination).toEqual({ page: 9, limit: 2, total: 13, pages: 7 });
    // Every page's members read by id: together, each member once (two may share a millisecond, so no order).
    const names: string[] = [];
    for (let n = 1; n <= 7; n++) {
      names.push(...(await page('tulsidas', n)).users.map((user) => (user as { name: string }).name));
    }
    expect(names.sort()).toEqual(Array.from({ length: 13 }, (_, i) => `Tulsidas Member${i}`).sort());
  });
});
