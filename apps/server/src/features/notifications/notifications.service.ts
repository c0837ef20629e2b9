import { NOTIFICATION_KINDS, type Notification, type NotificationKind } from '@sangam/shared/notifications';
import type { UpdateNotificationPreferences, MarkReadInput } from '@sangam/shared/notifications';
import type { Language } from '@sangam/shared/i18n/languages';
import { paginate } from '@sangam/shared/pagination';
import { FORMER_MEMBER_ID, PRIVACY_MESSAGES } from '@sangam/shared/privacy-messages';
import type { Db } from '../../db/dialect.ts';
import { notFound } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { notificationText, parseParams } from './notification-text.ts';
import {
  markRead,
  notificationsPage,
  ownIds,
  phoneKindsSetting,
  preferencesOf,
  savePreferences,
  unreadCount,
} from './notifications.queries.ts';
import { mergePreferences, parsePhoneKinds, parsePreferences, preferencesView } from './preferences.ts';
import { unreadSignals } from './unread-signals.ts';

export const PAGE_SIZE = 20;

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** One page of the member's notifications, each said in the reader's language, with the unread count. */
export async function listNotifications(db: Db, userId: string, lang: Language, page: number) {
  const [{ rows, total, capped }, unread] = await Promise.all([
    notificationsPage(db, userId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    unreadCount(db, userId),
  ]);
  const notifications: Notification[] = rows
    // A kind this server no longer knows is left out rather than shown as a blank line.
    .filter((row): row is typeof row & { kind: NotificationKind } => isKind(row.kind))
    .map((row) => {
      // An erased member's past actions are told by "Former member", in the reader's language.
      const actorName = row.actorId === FORMER_MEMBER_ID ? t(lang, PRIVACY_MESSAGES.formerMember) : row.actorName;
      return {
        _id: row.id,
        kind: row.kind,
        text: notificationText(lang, {
          kind: row.kind,
          params: parseParams(row.params),
          actor: actorName ?? null,
          others: Number(row.others),
        }),
        link: row.link,
        read: row.readAt !== null,
        createdAt: row.createdAt,
        actor:
          row.actorId && actorName
            ? { _id: row.actorId, name: actorName, profileImage: mediaUrl(row.actorImageId ?? null) }
            : null,
      };
    });
  return { notifications, unread, pagination: paginate(page, PAGE_SIZE, total, capped) };
}

export const unreadOf = async (db: Db, userId: string) => ({ unread: await unreadCount(db, userId) });

/** Marks notifications read. Ids not all the member's: 404, and nothing is touched. */
export async function readNotifications(db: Db, userId: string, input: MarkReadInput) {
  if ('ids' in input) {
    const ids = [...new Set(input.ids)];
    const own = await ownIds(db, userId, ids);
    if (own.size !== ids.length) throw notFound('server.notifyMessage.notFound');
    await markRead(db, userId, ids);
  } else {
    await markRead(db, userId, 'all');
  }
  unreadSignals.changed(userId);
  return unreadOf(db, userId);
}

export async function getPreferences(db: Db, userId: string, admin: boolean) {
  const [member, phoneKinds] = await Promise.all([preferencesOf(db, userId), phoneKindsSetting(db)]);
  return preferencesView(parsePreferences(member.notificationPreferences), {
    hasEmail: Boolean(member.email?.trim()),
    phoneKinds: parsePhoneKinds(phoneKinds),
    admin,
  });
}

export async function updatePreferences(db: Db, userId: string, update: UpdateNotificationPreferences, admin: boolean) {
  await db.transaction().execute(async (trx) => {
    const member = await preferencesOf(trx, userId);
    const next = mergePreferences(parsePreferences(member.notificationPreferences), update);
    await savePreferences(trx, userId, JSON.stringify(next));
  });
  return getPreferences(db, userId, admin);
}
