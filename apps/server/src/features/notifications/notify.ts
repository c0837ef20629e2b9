import type { NotificationKind } from '@sangam/shared/notifications';
import type { Db } from '../../db/dialect.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

export type NotifyInput = {
  /** Who is told. */
  userId: string;
  kind: NotificationKind;
  /** Where a tap leads, a path of the site ('/questions/how-to'). */
  link: string;
  /** Who caused it; nobody is told of their own action. */
  actorId?: string | null;
  /** The sentence's values (server catalogue notify.<kind>), e.g. { title }. */
  params?: Record<string, string | number>;
  /** What it is about ('question:<id>'): removed with it (forgetSubject). */
  subject?: string;
  /** Events of one group (likes of one question) gather into one row: "Ravi and 4 others liked…". */
  group?: string;
};

/**
 * Writes one notification inside the caller's transaction (the outbox pattern: it exists exactly when the
 * action does). A grouped one updates its row instead: newest actor first, unread again, on top of the list.
 */
export async function notify(db: Db, input: NotifyInput): Promise<void> {
  if (input.actorId && input.actorId === input.userId) return;
  const now = nowIso();
  if (input.group) {
    const existing = await db
      .selectFrom('notifications')
      .select(['id', 'actorId', 'others'])
      .where('userId', '=', input.userId)
      .where('groupKey', '=', input.group)
      .executeTakeFirst();
    if (existing) {
      if (existing.actorId === (input.actorId ?? null)) return;
      await db
        .updateTable('notifications')
        .set({
          actorId: input.actorId ?? null,
          others: existing.actorId ? existing.others + 1 : existing.others,
          params: JSON.stringify(input.params ?? {}),
          readAt: null,
          createdAt: now,
        })
        .where('id', '=', existing.id)
        .execute();
      return;
    }
  }
  await db
    .insertInto('notifications')
    .values({
      id: newId(),
      userId: input.userId,
      kind: input.kind,
      groupKey: input.group ?? null,
      subject: input.subject ?? null,
      actorId: input.actorId ?? null,
      params: JSON.stringify(input.params ?? {}),
      link: input.link,
      readAt: null,
      createdAt: now,
    })
    .execute();
}

/** A record that is gone (or hidden) takes its notifications with it: nobody is told about what they cannot see. */
export const forgetSubject = (db: Db, subject: string) =>
  db.deleteFrom('notifications').where('subject', '=', subject).execute();
