import type { Db } from '../../db/dialect.ts';

export const insertReferral = (db: Db, referral: { id: string; referrerId: string; referredId: string; createdAt: string }) =>
  db.insertInto('referrals').values(referral).execute();
