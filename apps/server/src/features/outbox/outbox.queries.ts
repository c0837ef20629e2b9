import type { Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { OutboxTable } from '../../db/types.ts';
import { nowIso } from '../../lib/time.ts';

export const insertOutboxMessage = (db: Db, message: Insertable<OutboxTable>) =>
  db.insertInto('outbox').values(message).execute();

export const pendingMessages = (db: Db, limit: number) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();

export const markSent = (db: Db, id: string) =>
  db.updateTable('outbox').set({ status: 'sent', sentAt: nowIso() }).where('id', '=', id).execute();

export const markFailed = (db: Db, id: string, attempts: number, error: string, giveUp: boolean) =>
  db
    .updateTable('outbox')
    .set({ attempts, lastError: error.slice(0, 500), status: giveUp ? 'failed' : 'pending' })
    .where('id', '=', id)
    .execute();
