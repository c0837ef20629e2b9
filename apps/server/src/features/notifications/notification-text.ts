import { DEFAULT_REVIEW_NOTES } from '@sangam/shared/matrimonial-messages';
import type { NotificationKind } from '@sangam/shared/notifications';
import type { Language } from '@sangam/shared/i18n/languages';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { t, type MessageValues } from '../../lib/i18n.ts';

/** What a sentence is made of: the kind's stored values, who did it and how many others did the same. */
export type TextParts = {
  kind: NotificationKind;
  params: Record<string, string | number>;
  /** The actor's name; null when there is none or their account is gone ("A member" then, for kinds with one). */
  actor: string | null;
  others: number;
};

/**
 * Each kind's values in the order its sentence uses them: the variables of a WhatsApp/MSG91 template, which are
 * positional. `actor` and `others` come from the row, the rest from what notify() was given.
 */
const VARIABLES: Record<NotificationKind, readonly string[]> = {
  question_answered: ['actor', 'title'],
  question_commented: ['actor', 'title'],
  answer_best: ['title'],
  question_liked: ['actor', 'others', 'title'],
  answer_liked: ['actor', 'others', 'title'],
  news_reply: ['actor', 'others', 'title'],
  poll_closed: ['title'],
  matrimonial_approved: ['name'],
  matrimonial_rejected: ['name', 'note'],
  listing_approved: ['title'],
  listing_pending: ['title'],
  premium_ending: ['days'],
  premium_ended: [],
  payment_received: ['amount', 'receipt'],
  referral_joined: ['name'],
  referral_tier: ['tier'],
  submission_reviewed: ['form', 'status'],
  report_under_review: ['type'],
  report_outcome: ['outcome'],
  moderation_notice: ['action', 'type', 'note'],
  interest_received: ['from', 'to'],
  interest_accepted: ['to', 'from'],
  interest_declined: ['to', 'from'],
  data_export_ready: ['name'],
  server_error: ['route', 'reference', 'earlier'],
};

function valuesOf(lang: Language, { kind, params, actor, others }: TextParts): MessageValues {
  const values: MessageValues = { ...params, others, actor: actor ?? t(lang, 'server.notifyMessage.someone') };
  // A missing value would show as "{title}": an empty one reads better in a sentence that lost its subject.
  for (const name of VARIABLES[kind]) values[name] ??= '';
  if (kind === 'matrimonial_rejected') {
    // The note an admin's silence leaves is English words; the sentence without a note says the same in every language.
    const note = String(params.note ?? '').trim();
    values.hasNote = note && note !== DEFAULT_REVIEW_NOTES.reject ? 'yes' : 'no';
  }
  if (kind === 'moderation_notice') values.hasNote = String(params.note ?? '').trim() ? 'yes' : 'no';
  if (kind === 'premium_ending') values.days = Number(params.days ?? 0);
  if (kind === 'server_error') values.earlier = Number(params.earlier ?? 0);
  // A member's own copy says "your data"; an admin's names whose it is.
  if (kind === 'data_export_ready') values.own = String(params.name ?? '').trim() ? 'no' : 'yes';
  return values;
}

/** The kind's sentence in a language (server catalogue notify.<kind>). */
export const notificationText = (lang: Language, parts: TextParts): string =>
  t(lang, `server.notify.${parts.kind}` as MessageId, valuesOf(lang, parts));

/** The sentence's values as a template API takes them: text, in the kind's order. */
export function templateVariables(lang: Language, parts: TextParts): string[] {
  const values = valuesOf(lang, parts);
  return VARIABLES[parts.kind].map((name) => String(values[name] ?? ''));
}

/** The stored values of a row (JSON text); an unreadable one reads as none rather than failing the list. */
export function parseParams(json: string): Record<string, string | number> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, string | number>)
      : {};
  } catch {
    return {};
  }
}
