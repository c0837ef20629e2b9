import { tierFor } from '@sangam/shared/referrals';
import { sql, type Insertable } from 'kysely';
import { type Db, type DialectName } from '../../db/dialect.ts';
import { containsInsensitive } from '../../db/search.ts';
import type { RewardsTable } from '../../db/types.ts';
import { pageAndCount, newestInBatches, olderThan } from '../../lib/paging.ts';

export type AdminReferralFilter = {
  status: string;
  since: string | null;
  search: string;
  dateFrom: string;
  dateTo: string;
  dialect: DialectName;
};

const joined = (db: Db) =>
  db
    .selectFrom('referrals')
    .innerJoin('users as referrer', 'referrer.id', 'referrals.referrerId')
    .leftJoin('users as referred', 'referred.id', 'referrals.referredId');

function filtered(db: Db, f: AdminReferralFilter) {
  let query = joined(db);
  if (f.status) query = query.where('referrals.status', '=', f.status as 'pending');
  if (f.since) query = query.where('referrals.createdAt', '>=', f.since);
  if (f.dateFrom) query = query.where('referrals.createdAt', '>=', f.dateFrom);
  // dateTo is a calendar day: include all of it.
  if (f.dateTo) query = query.where('referrals.createdAt', '<', `${f.dateTo}T23:59:59.999Z`);
  if (f.search) {
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(f.dialect, 'referrer.name', f.search),
        containsInsensitive(f.dialect, 'referred.name', f.search),
        containsInsensitive(f.dialect, 'referrer.referralCode', f.search),
      ]),
    );
  }
  return query;
}

const referralColumns = [
  'referrals.id',
  'referrals.status',
  'referrals.source',
  'referrals.createdAt',
  'referrals.rewardGiven',
  'referrer.id as referrerId',
  'referrer.name as referrerName',
  'referrer.referralCode as referrerCode',
  'referred.id as referredId',
  'referred.name as referredName',
  'referred.phoneNumber as referredPhone',
] as const;

/** One page and the total, counted up to COUNT_CAP (the screen then says "10,000+"). */
export async function listReferrals(db: Db, f: AdminReferralFilter, page: { limit: number; offset: number }) {
  const rows = filtered(db, f)
    .select(referralColumns)
    .orderBy('referrals.createdAt', 'desc')
    .orderBy('referrals.id', 'desc');
  return pageAndCount(db, rows, filtered(db, f), page);
}

/** Every matching referral for the CSV export, newest first, a batch at a time. */
export const referralsInBatches = (db: Db, f: AdminReferralFilter) =>
  newestInBatches((after, limit) =>
    filtered(db, f)
      .select(referralColumns)
      .$if(after !== undefined, (query) => query.where(olderThan('referrals', after!)))
      .orderBy('referrals.createdAt', 'desc')
      .orderBy('referrals.id', 'desc')
      .limit(limit)
      .execute(),
  );

/** Successful (completed) and total referrals per referrer, for the given referrers or for everyone. */
export async function referrerCounts(db: Db, referrerIds?: string[]) {
  if (referrerIds && referrerIds.length === 0) return new Map<string, { successful: number; total: number }>();
  let query = db
    .selectFrom('referrals')
    .select((eb) => [
      'referrerId',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'completed').then(1).else(0).end()).as('successful'),
    ])
    .groupBy('referrerId');
  if (referrerIds) query = query.where('referrerId', 'in', referrerIds);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.referrerId, { successful: Number(r.successful), total: Number(r.total) }]));
}

export async function leaderboard(db: Db, limit: number) {
  const rows = await db
    .selectFrom('referrals')
    .innerJoin('users', 'users.id', 'referrals.referrerId')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.referralCode',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('referrals.status', '=', 'completed').then(1).else(0).end()).as('successful'),
    ])
    .groupBy(['users.id', 'users.name', 'users.referralCode'])
    .orderBy('successful', 'desc')
    .orderBy('total', 'desc')
    .orderBy('users.name')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const successfulReferrals = Number(r.successful);
    return {
      _id: r.id,
      name: r.name,
      referralCode: r.referralCode,
      successfulReferrals,
      totalReferrals: Number(r.total),
      tier: tierFor(successfulReferrals),
    };
  });
}

export async function referralTotals(db: Db) {
  const row = await db
    .selectFrom('referrals')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'completed').then(1).else(0).end()).as('completed'),
      eb.fn.sum<number>('rewardGiven').as('rewarded'),
    ])
    .executeTakeFirstOrThrow();
  const manual = await db
    .selectFrom('rewards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    completed: Number(row.completed ?? 0),
    rewardsGiven: Number(row.rewarded ?? 0) + Number(manual.n),
  };
}

/** Referrals per day and per source since a date (ISO days are the first 10 characters of the timestamps). */
export async function trends(db: Db, since: string) {
  const day = sql<string>`substr(referrals.created_at, 1, 10)`;
  const completed = sql<number>`sum(case when referrals.status = 'completed' then 1 else 0 end)`;
  const [daily, sources] = await Promise.all([
    db
      .selectFrom('referrals')
      .select([day.as('day'), sql<number>`count(*)`.as('count'), completed.as('completed')])
      .where('referrals.createdAt', '>=', since)
      .groupBy(day)
      .orderBy(day)
      .execute(),
    db
      .selectFrom('referrals')
      .select(['referrals.source', sql<number>`count(*)`.as('count'), completed.as('completed')])
      .where('referrals.createdAt', '>=', since)
      .groupBy('referrals.source')
      .orderBy('referrals.source')
      .execute(),
  ]);
  return { daily, sources };
}

export const findReferral = (db: Db, id: string) =>
  joined(db).select(referralColumns).where('referrals.id', '=', id).executeTakeFirst();

export const updateReferral = (
  db: Db,
  id: string,
  patch: { status?: 'completed'; completedAt?: string; rewardGiven?: number },
) => db.updateTable('referrals').set(patch).where('id', '=', id).execute();

/** A reward row; `grantedById` is null for rewards the server grants itself (referral tier rewards). */
export const insertReward = (db: Db, reward: Insertable<RewardsTable>) =>
  db.insertInto('rewards').values(reward).execute();
