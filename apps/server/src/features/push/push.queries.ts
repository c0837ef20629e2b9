import type { Db } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';

const VIEW_COLUMNS = ['id', 'endpoint', 'userAgent', 'createdAt', 'lastSentAt'] as const;

/** A member's browsers with push on, newest first (push_subscriptions_user_idx). */
export const subscriptionsOf = (db: Db, userId: string) =>
  db
    .selectFrom('pushSubscriptions')
    .select(VIEW_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const findByEndpoint = (db: Db, endpoint: string) =>
  db
    .selectFrom('pushSubscriptions')
    .select(['id', 'userId', 'createdAt'])
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();

export type SubscriptionWrite = {
  id: string;
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
  createdAt: string;
};

/**
 * Stores a browser's subscription; the same endpoint already stored (this member's or another's on a shared phone)
 * is taken over whole, also when two requests race to store it.
 */
export const saveSubscription = (db: Db, row: SubscriptionWrite) =>
  db
    .insertInto('pushSubscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        id: row.id,
        userId: row.userId,
        sessionId: row.sessionId,
        p256dh: row.p256dh,
        auth: row.auth,
        userAgent: row.userAgent,
        createdAt: row.createdAt,
        lastSentAt: null,
      }),
    )
    .returning(VIEW_COLUMNS)
    .executeTakeFirstOrThrow();

/** Past `keep` browsers the member's oldest give way. */
export async function trimSubscriptions(db: Db, userId: string, keep: number) {
  const surplus = await db
    .selectFrom('pushSubscriptions')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (surplus.length)
    await db
      .deleteFrom('pushSubscriptions')
      .where(
        'id',
        'in',
        surplus.map((row) => row.id),
      )
      .execute();
}

/** Removes one of the member's browsers; false when the member has none by that id. */
export const deleteOwnSubscription = async (db: Db, userId: string, id: string) =>
  (await db.deleteFrom('pushSubscriptions').where('id', '=', id).where('userId', '=', userId).executeTakeFirst())
    .numDeletedRows > 0n;

/** A refreshed token's new session takes over the browsers of the one it replaces. */
export const moveSubscriptionsToSession = (db: Db, fromSessionId: string, toSessionId: string) =>
  db.updateTable('pushSubscriptions').set({ sessionId: toSessionId }).where('sessionId', '=', fromSessionId).execute();

/** The member's browsers whose session has not ended: where a notification is pushed to. */
export const liveSubscriptionIds = async (db: Db, userId: string) =>
  (
    await db
      .selectFrom('pushSubscriptions')
      .innerJoin('sessions', 'sessions.id', 'pushSubscriptions.sessionId')
      .select('pushSubscriptions.id')
      .where('pushSubscriptions.userId', '=', userId)
      .where('sessions.expiresAt', '>', nowIso())
      .orderBy('pushSubscriptions.createdAt')
      .execute()
  ).map((row) => row.id);

/** What sending to one browser needs: its push service address and the keys the payload is encrypted to. */
export const findSubscriptionForSending = (db: Db, id: string) =>
  db
    .selectFrom('pushSubscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('id', '=', id)
    .executeTakeFirst();

export const markPushed = (db: Db, id: string) =>
  db.updateTable('pushSubscriptions').set({ lastSentAt: nowIso() }).where('id', '=', id).execute();

/** The push service said the browser is gone (404/410): it is never sent to again. */
export const deleteSubscription = (db: Db, id: string) =>
  db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
