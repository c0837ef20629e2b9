import type { Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { OutboxTable } from '../../db/types.ts';
import { addMs, nowIso } from '../../lib/time.ts';

export const insertOutboxMessage = (db: Db, message: Insertable<OutboxTable>) =>
  db
    .insertInto('outbox')
    .values({ nextAttemptAt: message.createdAt, ...message })
    .execute();

/** Messages whose next try is due, oldest first (on the (status, next_attempt_at) index). */
export const dueMessages = (db: Db, limit: number, now = nowIso()) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt', 'asc')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();

/**
 * Takes a due message for `leaseMs`: of several servers (or the job and an immediate send) only one gets it;
 * one that stops while sending leaves it to be tried again when the lease ends.
 */
export async function claimMessage(db: Db, id: string, leaseMs: number): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('outbox')
    .set({ nextAttemptAt: addMs(now, leaseMs) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const findOutboxMessage = (db: Db, id: string) =>
  db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

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
