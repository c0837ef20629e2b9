import { sql } from 'kysely';
import { UNREAD_COUNT_CAP } from '@sangam/shared/notifications';
import type { Db } from '../../db/dialect.ts';
import { cappedCount, type PageWindow } from '../../lib/paging.ts';
import { SETTINGS_ROW_ID } from '../../lib/settings-row.ts';
import { nowIso } from '../../lib/time.ts';

/** Past this many a member's list says "1,000+": nobody pages that far back, and the count stays one short range. */
export const LIST_COUNT_CAP = 1_000;

const mine = (db: Db, userId: string) => db.selectFrom('notifications').where('notifications.userId', '=', userId);

/** One page of a member's notifications, newest first (on the (user_id, created_at, id) index), with each actor. */
export async function notificationsPage(db: Db, userId: string, { limit, offset }: PageWindow) {
  const [rows, count] = await Promise.all([
    mine(db, userId)
      .leftJoin('users as actor', 'actor.id', 'notifications.actorId')
      .select([
        'notifications.id',
        'notifications.kind',
        'notifications.params',
        'notifications.others',
        'notifications.link',
        'notifications.readAt',
        'notifications.createdAt',
        'notifications.actorId',
        'actor.name as actorName',
        'actor.profileImageId as actorImageId',
      ])
      .orderBy('notifications.createdAt', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    cappedCount(db, mine(db, userId), LIST_COUNT_CAP),
  ]);
  return { rows, ...count };
}

/** The member's unread notifications, counted up to UNREAD_COUNT_CAP: at most that many entries of one index range. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const unread = mine(db, userId)
    .where('notifications.readAt', 'is', null)
    .select(sql<number>`1`.as('one'))
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const row = await db
    .selectFrom(unread)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of `ids` are the member's notifications. */
export async function ownIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  const rows = await mine(db, userId).where('notifications.id', 'in', ids).select('notifications.id').execute();
  return new Set(rows.map((row) => row.id));
}

/** Marks the member's notifications read: these ids, or every unread one. */
export async function markRead(db: Db, userId: string, ids: string[] | 'all'): Promise<void> {
  let update = db
    .updateTable('notifications')
    .set({ readAt: nowIso() })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (ids !== 'all') update = update.where('id', 'in', ids);
  await update.execute();
}

/**
 * What notify() needs of the member it tells, the actor's name, the kinds admins let go out by phone and the
 * community's name, in one read.
 */
export const recipientOf = (db: Db, userId: string, actorId: string | null) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'users.language',
      'users.phoneNumber',
      'users.phoneVerifiedAt',
      'users.email',
      'users.accountStatus',
      'users.notificationPreferences',
      eb
        .selectFrom('siteSettings')
        .select('siteSettings.phoneNotificationKinds')
        .where('siteSettings.id', '=', SETTINGS_ROW_ID)
        .as('phoneKinds'),
      eb
        .selectFrom('siteSettings')
        .select('siteSettings.communityName')
        .where('siteSettings.id', '=', SETTINGS_ROW_ID)
        .as('communityName'),
      eb
        .selectFrom('users as actor')
        .select('actor.name')
        .where('actor.id', '=', actorId ?? '')
        .as('actorName'),
      // Most members have no browser with push on: they are spared the look for one (channels.ts).
      eb
        .exists(
          eb
            .selectFrom('pushSubscriptions')
            .select('pushSubscriptions.id')
            .whereRef('pushSubscriptions.userId', '=', 'users.id'),
        )
        .as('hasPush'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();

export const phoneKindsSetting = async (db: Db) =>
  (
    await db
      .selectFrom('siteSettings')
      .select('phoneNotificationKinds')
      .where('id', '=', SETTINGS_ROW_ID)
      .executeTakeFirst()
  )?.phoneNotificationKinds;

export const preferencesOf = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['notificationPreferences', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

export const savePreferences = (db: Db, userId: string, json: string) =>
  db.updateTable('users').set({ notificationPreferences: json }).where('id', '=', userId).execute();

/** The admins who can read a notice (on the plan's index: a handful of rows among all members). */
export const activeAdminIds = async (db: Db) =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('planType', '=', 'admin')
      .where('accountStatus', '=', 'active')
      .limit(100)
      .execute()
  ).map((row) => row.id);
