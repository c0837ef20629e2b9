import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@sangam/shared/pagination';
import { bearer, type TestApp } from '../../test/helper.ts';
import { appWithAdmin, type Member } from '../../test/factories.ts';

// Its own app: more members than the count cap, inserted in bulk.
let app: TestApp;
let admin: Member;
beforeAll(async () => {
  ({ app, admin } = await appWithAdmin());
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
    await app.db.insertInto('users').values(rows).execute();
    // Each bulk member was referred by the admin: the referrals list is over the cap too.
    await app.db
      .insertInto('referrals')
      .values(rows.map((r) => ({ id: `ref${r.id}`, referrerId: admin.row.id, referredId: r.id, createdAt: at })))
      .execute();
  }
}, 120_000);
afterAll(() => app.dispose());

describe('GET /api/admin/users totals', () => {
  it('stop counting at 10,000 and say so; a narrower search is counted exactly', async () => {
    const all = await app.inject({ url: '/api/admin/users?page=2', headers: bearer(admin.token) });
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination).toMatchObject({ page: 2, total: COUNT_CAP, capped: true });
    expect(all.json().users).toHaveLength(20);

    const one = await app.inject({ url: '/api/admin/users?search=astronomer', headers: bearer(admin.token) });
    expect(one.json().pagination).toMatchObject({ total: 1 });
    expect(one.json().pagination.capped).toBeUndefined();
  });
});

describe('GET /api/admin/referrals totals', () => {
  it('stop counting at 10,000 and say so; a narrower search is counted exactly', async () => {
    const all = await app.inject({ url: '/api/admin/referrals?page=3', headers: bearer(admin.token) });
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination).toMatchObject({ page: 3, total: COUNT_CAP, capped: true });
    expect(all.json().referrals).toHaveLength(20);

    const one = await app.inject({ url: '/api/admin/referrals?search=Member%20123', headers: bearer(admin.token) });
    expect(one.json().pagination).toMatchObject({ total: 11 }); // Member 123 and Member 1230-1239
    expect(one.json().pagination.capped).toBeUndefined();
  });
});
