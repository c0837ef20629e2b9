import { sql, type Insertable } from 'kysely';
import type { NotificationKind } from '@sangam/shared/notifications';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sangam/shared/i18n/languages';
import type { PushPayload } from '@sangam/shared/push';
import { DEFAULT_COMMUNITY_NAME } from '@sangam/shared/site-settings-messages';
import type { Db } from '../../db/dialect.ts';
import type { OutboxTable } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';
import { t } from '../../lib/i18n.ts';
import { nowIso } from '../../lib/time.ts';
import { e164 } from '../messages/messages.service.ts';
import { insertOutboxMessage } from '../outbox/outbox.queries.ts';
import { queueMail, type Mail } from '../outbox/outbox.service.ts';
import { liveSubscriptionIds } from '../push/push.queries.ts';
import { recipientOf } from './notifications.queries.ts';
import { notificationText, templateVariables, type TextParts } from './notification-text.ts';
import { channelsWanted, parsePhoneKinds, parsePreferences, phoneChannelOf } from './preferences.ts';

/**
 * What notify() cannot be handed (its callers pass only the database): where mail links point (PUBLIC_URL) and
 * where a channel's failure is logged. Set when the notification routes are registered.
 */
const setting = {
  publicUrl: 'http://localhost:3000',
  logError: (error: unknown) => console.error('notification channel failed', error),
};
export function configureChannels({
  publicUrl,
  log,
}: {
  publicUrl: string;
  log: { error: (o: object, m: string) => void };
}) {
  setting.publicUrl = publicUrl.replace(/\/+$/, '');
  setting.logError = (error) => log.error({ err: error }, 'notification channel failed: the in-app one stands');
}
export const logChannelError = (error: unknown) => setting.logError(error);

/** One notification as it goes out beyond the bell. */
export type Outgoing = {
  userId: string;
  kind: NotificationKind;
  link: string;
  actorId: string | null;
  params: TextParts['params'];
  others: number;
};

/**
 * Queues the notification's WhatsApp/SMS, e-mail and push messages in the outbox, inside the writer's transaction:
 * by phone when the member chose it, admins allow the kind and the account is active; by e-mail when the member has
 * an address and wants it; by push to each browser the member turned it on in, while its session lasts, unless the
 * member turned push off for the kind. Texts are in the member's saved language. The messages themselves go out
 * later (the outbox job).
 */
export async function queueChannels(db: Db, outgoing: Outgoing, onError: (error: unknown) => void): Promise<void> {
  const member = await recipientOf(db, outgoing.userId, outgoing.actorId);
  if (!member || member.accountStatus !== 'active') return;
  let messages: Messages;
  try {
    messages = composeMessages(member, outgoing);
  } catch (error) {
    onError(error);
    return;
  }
  const { phone, mail, push } = messages;
  if (!phone && !mail && !push) return;
  await withoutHarm(
    db,
    async () => {
      if (phone) await insertOutboxMessage(db, phone);
      if (mail) await queueMail(db, mail);
      if (push) await queuePushes(db, outgoing.userId, push);
    },
    onError,
  );
}

type Messages = { phone?: Insertable<OutboxTable>; mail?: Mail; push?: { kind: string; payload: PushPayload } };

/** One outbox row per browser of the member with a live session: each is sent, retried or dropped on its own. */
async function queuePushes(db: Db, userId: string, { kind, payload }: NonNullable<Messages['push']>) {
  const now = nowIso();
  const json = JSON.stringify(payload);
  for (const subscriptionId of await liveSubscriptionIds(db, userId)) {
    await insertOutboxMessage(db, {
      id: newId(),
      channel: 'push',
      recipients: JSON.stringify([subscriptionId]),
      subject: kind,
      body: payload.body,
      payload: json,
      createdAt: now,
      nextAttemptAt: now,
    });
  }
}

type Recipient = NonNullable<Awaited<ReturnType<typeof recipientOf>>>;

function composeMessages(member: Recipient, { kind, link, params, others }: Outgoing) {
  const parts = { params, others, actor: member.actorName ?? null };
  const lang: Language = isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE;
  const stored = parsePreferences(member.notificationPreferences);
  const wanted = channelsWanted(stored, kind);
  const text = notificationText(lang, { kind, ...parts });
  const now = nowIso();
  const community = member.communityName || DEFAULT_COMMUNITY_NAME;
  const messages: Messages = {};

  // Only to a phone its owner proved by a code: a number typed before verification existed may be someone else's.
  const phoneProven = !!member.phoneNumber && member.phoneVerifiedAt !== null;
  if (wanted.phone && phoneProven && parsePhoneKinds(member.phoneKinds).includes(kind)) {
    messages.phone = {
      id: newId(),
      channel: phoneChannelOf(stored),
      recipients: JSON.stringify([e164(member.phoneNumber)]),
      subject: kind,
      body: text,
      payload: JSON.stringify({
        template: kind,
        language: lang,
        variables: templateVariables(lang, { kind, ...parts }),
      }),
      createdAt: now,
      nextAttemptAt: now,
    };
  }
  const email = member.email?.trim();
  if (wanted.email && email) {
    messages.mail = {
      to: [email],
      subject: t(lang, 'server.notifyMessage.emailSubject', { community, text }),
      body: t(lang, 'server.notifyMessage.emailBody', {
        text,
        url: setting.publicUrl + link,
        settingsUrl: `${setting.publicUrl}/profile/notifications`,
      }),
    };
  }
  // The same kind about the same page replaces the earlier one on the phone rather than piling up.
  if (wanted.push && member.hasPush)
    messages.push = { kind, payload: { title: community, body: text, url: link, tag: `${kind}:${link}` } };
  return messages;
}

/**
 * Runs `queue` so that its failure leaves the writer's transaction (and so the in-app row) intact: inside a
 * transaction under a savepoint (PostgreSQL aborts the whole transaction at a failed statement otherwise); outside
 * one the in-app row is already committed.
 */
async function withoutHarm(db: Db, queue: () => Promise<void>, onError: (error: unknown) => void) {
  if (!db.isTransaction) {
    await queue().catch(onError);
    return;
  }
  await sql`savepoint notify_channels`.execute(db);
  try {
    await queue();
    await sql`release savepoint notify_channels`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint notify_channels`.execute(db);
    onError(error);
  }
}
