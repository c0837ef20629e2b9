import type { Db } from '../../db/dialect.ts';

export const insertReferral = (
  db: Db,
  referral: { id: string; referrerId: string; referredId: string; createdAt: string; source?: 'link' | 'code' },
) => db.insertInto('referrals').values(referral).execute();

/** A pending referral becomes completed when the referred member completes their profile. */
export const completePendingReferral = (db: Db, referredId: string, at: string) =>
  db
    .updateTable('referrals')
    .set({ status: 'completed', completedAt: at })
    .where('referredId', '=', referredId)
    .where('status', '=', 'pending')
    .execute();

export const recentReferralsOf = (db: Db, referrerId: string, limit: number) =>
  db
    .selectFrom('referrals')
    .leftJoin('users', 'users.id', 'referrals.referredId')
    .select([
      'referrals.id',
      'referrals.status',
      'referrals.createdAt',
      'users.id as referredId',
      'users.name as referredName',
      'users.occupation as referredOccupation',
      'users.profileImageId as referredImageId',
      'users.createdAt as referredCreatedAt',
    ])
    .where('referrals.referrerId', '=', referrerId)
    .orderBy('referrals.createdAt', 'desc')
    .limit(limit)
    .execute();
