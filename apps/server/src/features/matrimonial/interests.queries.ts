import { sql, type Insertable, type Kysely } from 'kysely';
import { dialectOf, type Db } from '../../db/dialect.ts';
import type { InterestStatus, MatrimonialInterestsTable } from '../../db/types.ts';
import { SHOWN } from '../../lib/moderation-label.ts';
import { cappedCount, type PageWindow } from '../../lib/paging.ts';
import { notBlockedWith } from '../blocks/blocks.queries.ts';

/**
 * Inside the sending transaction on PostgreSQL: the sender's sends are counted one after the other, and so are
 * sends between the same two profiles either way (SQLite's write transactions already are). Sender first, pair
 * second, in every transaction, so two of them never wait on each other.
 */
export async function lockSending(db: Db, senderId: string, profileIds: [string, string]) {
  if (!db.isTransaction || dialectOf(db as unknown as Kysely<unknown>) !== 'postgres') return;
  const pair = [...profileIds].sort().join(':');
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`sangam:interests:sender:${senderId}`}))`.execute(db);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`sangam:interests:pair:${pair}`}))`.execute(db);
}

export const insertInterest = (db: Db, row: Insertable<MatrimonialInterestsTable>) =>
  db.insertInto('matrimonialInterests').values(row).execute();

export const findInterest = (db: Db, id: string) =>
  db.selectFrom('matrimonialInterests').selectAll().where('id', '=', id).executeTakeFirst();

/** A pending or accepted interest between two profiles, whichever sent it (the two pair indexes). */
export async function openInterestBetween(db: Db, a: string, b: string) {
  const one = (from: string, to: string) =>
    db
      .selectFrom('matrimonialInterests')
      .select('id')
      .where('fromProfileId', '=', from)
      .where('toProfileId', '=', to)
      .where('status', 'in', ['pending', 'accepted'])
      .limit(1)
      .executeTakeFirst();
  return (await one(a, b)) ?? (await one(b, a));
}

/**
 * The times of the member's interests sent since `since`, newest first, at most `cap` + 1 of them (the sent_all
 * index): whether they reached the day's limit, and when the oldest counted one leaves the day.
 */
export const sentSince = (db: Db, userId: string, since: string, cap: number) =>
  db
    .selectFrom('matrimonialInterests')
    .select('createdAt')
    .where('fromUserId', '=', userId)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .limit(cap + 1)
    .execute();

/** Moves a pending interest to its answer; 0 rows when it was no longer pending (someone answered first). */
export async function answerInterest(db: Db, id: string, status: InterestStatus, respondedAt: string) {
  const result = await db
    .updateTable('matrimonialInterests')
    .set({ status, respondedAt })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type InterestFilter = { userId: string; direction: 'received' | 'sent'; status: InterestStatus | '' };

/**
 * A member's received or sent interests, with or without one status: the received/sent indexes (user, status,
 * created_at, id) or the _all ones (user, created_at, id), newest first. Interests with a member blocked either
 * way, or with a profile that reports hid or an admin removed, are left out.
 */
function matching(db: Db, filter: InterestFilter) {
  const [mine, theirs, otherProfile] =
    filter.direction === 'received'
      ? ([
          'matrimonialInterests.toUserId',
          'matrimonialInterests.fromUserId',
          'matrimonialInterests.fromProfileId',
        ] as const)
      : ([
          'matrimonialInterests.fromUserId',
          'matrimonialInterests.toUserId',
          'matrimonialInterests.toProfileId',
        ] as const);
  let query = db
    .selectFrom('matrimonialInterests')
    .where(mine, '=', filter.userId)
    .where(notBlockedWith(filter.userId, theirs))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('matrimonialProfiles')
            .select('matrimonialProfiles.id')
            .whereRef('matrimonialProfiles.id', '=', otherProfile)
            .where('matrimonialProfiles.moderationState', '!=', SHOWN),
        ),
      ),
    );
  if (filter.status) query = query.where('matrimonialInterests.status', '=', filter.status);
  return query;
}

export async function listInterests(db: Db, filter: InterestFilter, { limit, offset }: PageWindow) {
  const [rows, count] = await Promise.all([
    matching(db, filter)
      .selectAll('matrimonialInterests')
      .orderBy('matrimonialInterests.createdAt', 'desc')
      .orderBy('matrimonialInterests.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    cappedCount(db, matching(db, filter)),
  ]);
  return { rows, ...count };
}
