import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { OutboxTable } from '../../db/types.ts';
import { addMs, nowIso } from '../../lib/time.ts';

export const insertOutboxMessage = (db: Db, message: Insertable<OutboxTable>) =>
  db
    .insertInto('outbox')
    .values({ nextAttemptAt: message.createdAt, ...message })
    .execute();

/**
 * Ids of messages whose next try is due (on the (status, next_attempt_at) index): one-time codes first, since they
 * are worth nothing in ten minutes, then oldest first.
 */
export const dueMessageIds = async (db: Db, limit: number, now = nowIso()) =>
  (
    await db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', now)
      .orderBy(sql`not_after is null`)
      .orderBy('nextAttemptAt', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute()
  ).map((row) => row.id);

/**
 * Takes a due message for `leaseMs`: of several servers (or the job and an immediate send) only one gets it;
 * one that stops while sending leaves it to be tried again when the lease ends.
 */
export const claimMessage = (db: Db, id: string, leaseMs: number) => {
  const now = nowIso();
  return db
    .updateTable('outbox')
    .set({ nextAttemptAt: addMs(now, leaseMs) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .returningAll()
    .executeTakeFirst();
};

/** A new code makes the ones still waiting to go to that phone pointless: they are not sent (or retried). */
export const dropWaitingCodes = (db: Db, to: string) =>
  db
    .updateTable('outbox')
    .set({ status: 'failed', payload: null, lastError: 'replaced by a newer code' })
    .where('status', '=', 'pending')
    .where('subject', '=', 'otp')
    .where('recipients', '=', JSON.stringify([to]))
    .execute();

/** Sent: a code's payload is wiped, nothing of it is kept. */
export const markSent = (db: Db, id: string, keepPayload: boolean) =>
  db
    .updateTable('outbox')
    .set({ status: 'sent', sentAt: nowIso(), ...(keepPayload ? {} : { payload: null }) })
    .where('id', '=', id)
    .execute();

export const markFailed = (
  db: Db,
  id: string,
  { attempts, error, giveUp, retryAt }: { attempts: number; error: string; giveUp: boolean; retryAt: string },
) =>
  db
    .updateTable('outbox')
    .set({
      attempts,
      lastError: error.slice(0, 500),
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: retryAt,
      ...(giveUp ? { payload: null } : {}),
    })
    .where('id', '=', id)
    .execute();

/**
 * The messages due and not yet sent (counted up to `cap`, on the (status, next_attempt_at) index: a scrape stays
 * cheap however large a backlog grows) and when the longest-waiting one fell due.
 */
export async function outboxBacklog(db: Db, cap: number, now = nowIso()) {
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .limit(cap)
    .as('due');
  const [{ count }, oldest] = await Promise.all([
    db
      .selectFrom(due)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('outbox')
      .select('nextAttemptAt')
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { due: Number(count), oldestDueAt: oldest?.nextAttemptAt ?? null };
}
