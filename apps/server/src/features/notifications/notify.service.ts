import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import type { NotificationKind } from '@sangam/shared/notifications';
import type { Db } from '../../db/dialect.ts';
import { newId } from '../../lib/ids.ts';
import { blockedBetweenMembers } from '../blocks/blocks.queries.ts';
import { logChannelError, queueChannels } from './channels.ts';
import { unreadSignals } from './unread-signals.ts';

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
  /**
   * For a group: how many besides the actor did the same, from the record of it (the likes), so an unlike and a
   * like again do not count twice; without it, each new actor counts one more.
   */
  others?: number;
};

/**
 * Writes one notification inside the caller's transaction (the outbox pattern: it exists exactly when the
 * action does). A grouped one updates its row instead: newest actor first, unread again, on top of the list.
 * A new row (or a group's row the member had read) also queues its WhatsApp/SMS and e-mail (channels.ts); a
 * failed channel leaves the in-app row. The member's open streams are told to read their count again.
 */
export async function notify(db: Db, input: NotifyInput): Promise<void> {
  if (input.actorId && input.actorId === input.userId) return;
  // The one former member (erasure) keeps erased members' posts and reads nothing.
  if (input.userId === FORMER_MEMBER_ID) return;
  // Nothing passes between two members when either blocked the other (issue 34; admins are never affected).
  if (input.actorId && (await blockedBetweenMembers(db, input.actorId, input.userId))) return;
  const now = nextStamp();
  const actorId = input.actorId ?? null;
  const params = input.params ?? {};
  let others = 0;
  let fresh = true;
  if (input.group) {
    const existing = await db
      .selectFrom('notifications')
      .select(['id', 'actorId', 'others', 'readAt'])
      .where('userId', '=', input.userId)
      .where('groupKey', '=', input.group)
      .executeTakeFirst();
    if (existing) {
      if (existing.actorId === actorId) return;
      others = Math.max(0, input.others ?? (existing.actorId ? existing.others + 1 : existing.others));
      await db
        .updateTable('notifications')
        .set({ actorId, others, params: JSON.stringify(params), readAt: null, createdAt: now })
        .where('id', '=', existing.id)
        .execute();
      fresh = existing.readAt !== null;
    } else {
      // Two events of one group at once both find no row: the second insert is "already there", not an error
      // (an error would abort the writer's whole transaction on PostgreSQL).
      const result = await insertRow(db, input, now)
        .onConflict((oc) => oc.columns(['userId', 'groupKey']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return;
    }
  } else {
    await insertRow(db, input, now).execute();
  }
  if (fresh) {
    await queueChannels(
      db,
      { userId: input.userId, kind: input.kind, link: input.link, actorId, params, others },
      logChannelError,
    );
  }
  unreadSignals.changed(input.userId);
}

/** Times that never repeat in this process, so two events of one millisecond keep their order in the list. */
let lastStamp = 0;
const nextStamp = () => {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
};

const insertRow = (db: Db, input: NotifyInput, now: string) =>
  db.insertInto('notifications').values({
    id: newId(),
    userId: input.userId,
    kind: input.kind,
    groupKey: input.group ?? null,
    subject: input.subject ?? null,
    actorId: input.actorId ?? null,
    others: Math.max(0, input.others ?? 0),
    params: JSON.stringify(input.params ?? {}),
    link: input.link,
    readAt: null,
    createdAt: now,
  });

/** A record that is gone (or hidden) takes its notifications with it: nobody is told about what they cannot see. */
export async function forgetSubject(db: Db, subject: string): Promise<void> {
  const gone = await db.deleteFrom('notifications').where('subject', '=', subject).returning('userId').execute();
  // The bells of those members may count one fewer.
  for (const userId of new Set(gone.map((row) => row.userId))) unreadSignals.changed(userId);
}
