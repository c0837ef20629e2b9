import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@sangam/shared/pagination';
import { bearer } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';

// Its own app: more members than the count cap, inserted in bulk.
const ctx = useTestApp({ admin: 'admin' });
beforeAll(async () => {
  const at = '2024-01-01T00:00:00.000Z';
  for (let start = 0; start <= COUNT_CAP; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, COUNT_CAP + 1 - start) }, (_, k) => {
      const i = start + k;
      return {
        id: `cap${String(i).padStart(21, '0')}`,
        name: `Member ${i}`,
        phoneNumber: `7${String(i).padStart(9, '0')}`,
        occupation: i === 5 ? 'Astronomer' : 'Driver',
        referralCode: `C${String(i).padStart(7, '0')}`,
        passwordHash: 'x',
        createdAt: at,
        updatedAt: at,
      };
    });
    await ctx.app.db.insertInto('users').values(rows).execute();
    // Each bulk member was referred by the admin: the referrals list is over the cap too.
    await ctx.app.db
      .insertInto('referrals')
      .values(rows.map((r) => ({ id: `ref${r.id}`, referrerId: ctx.admin.row.id, referredId: r.id, createdAt: at })))
      .execute();
  }
}, 120_000);

describe.each([
  ['users', 2, 'astronomer', 1],
  ['referrals', 3, 'Member%20123', 11], // Member 123 and Member 1230-1239
] as const)('GET /api/admin/%s totals', (list, page, search, found) => {
  it('stop counting at 10,000 and say so; a narrower search is counted exactly', async () => {
    const all = await ctx.app.inject({ url: `/api/admin/${list}?page=${page}`, headers: bearer(ctx.admin.token) });
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination).toMatchObject({ page, total: COUNT_CAP, capped: true });
    expect(all.json()[list]).toHaveLength(20);

    const one = await ctx.app.inject({ url: `/api/admin/${list}?search=${search}`, headers: bearer(ctx.admin.token) });
    expect(one.json().pagination).toMatchObject({ total: found });
    expect(one.json().pagination.capped).toBeUndefined();
  });
});
