import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import type { Db } from '../../db/dialect.ts';

/** Every user count of the dashboard in one aggregate query. */
export async function userStats(db: Db, now: string) {
  const row = await db
    .selectFrom('users')
    .select((eb) => {
      const count = (condition: ReturnType<typeof eb.and> | ReturnType<typeof eb>) =>
        eb.fn.sum<number>(eb.case().when(condition).then(1).else(0).end());
      return [
        eb.fn.countAll<number>().as('total'),
        count(eb.and([eb('planType', '=', 'premium'), eb('premiumExpiresAt', '>', now)])).as('premium'),
        count(eb('accountStatus', '=', 'active')).as('active'),
        count(eb('accountStatus', '=', 'deactivated')).as('deactivated'),
        count(eb('accountStatus', '=', 'suspended')).as('suspended'),
        count(eb('planType', '=', 'admin')).as('admins'),
      ];
    })
    .where('id', '!=', FORMER_MEMBER_ID)
    .executeTakeFirstOrThrow();
  const n = (v: unknown) => Number(v ?? 0);
  return {
    total: n(row.total),
    premium: n(row.premium),
    active: n(row.active),
    deactivated: n(row.deactivated),
    suspended: n(row.suspended),
    admins: n(row.admins),
  };
}

export async function listingsByCategory(db: Db) {
  const rows = await db
    .selectFrom('listings')
    .select((eb) => ['category', eb.fn.countAll<number>().as('n')])
    .groupBy('category')
    .orderBy('category')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.category, Number(r.n)]));
}

export const recentUsers = (db: Db, limit: number) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'phoneNumber', 'planType', 'premiumExpiresAt', 'accountStatus', 'createdAt'])
    .where('id', '!=', FORMER_MEMBER_ID)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();

export const recentReferrals = (db: Db, limit: number) =>
  db
    .selectFrom('referrals')
    .innerJoin('users as referrer', 'referrer.id', 'referrals.referrerId')
    .leftJoin('users as referred', 'referred.id', 'referrals.referredId')
    .select([
      'referrals.id',
      'referrals.status',
      'referrals.createdAt',
      'referrer.name as referrerName',
      'referred.name as referredName',
    ])
    .orderBy('referrals.createdAt', 'desc')
    .limit(limit)
    .execute();
