import { translate } from '../i18n/useT.ts';
import { formatAgo, formatDate } from './format.ts';

const DAY_MS = 86_400_000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

type Since = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'ago'; text: string } | { kind: 'date'; text: string };

/** How long ago in calendar days of the viewer's time zone, as the "Member since" wording counts it. */
function since(createdAt: string | Date, now: Date): Since | null {
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return null;
  const days = Math.round((startOfDay(now) - startOfDay(created)) / DAY_MS);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days < 30) return { kind: 'ago', text: formatAgo(days, 'day') };
  if (days < 365) return { kind: 'ago', text: formatAgo(Math.floor(days / 30), 'month') };
  return { kind: 'date', text: formatDate(created) };
}

/**
 * The spec's "Member since" wording: Today, Yesterday, N days ago (under 30 days), N month(s) ago
 * (under a year), otherwise the full date; in Hindi "आज", "कल", "3 दिन पहले". Days are calendar days in the
 * viewer's time zone.
 */
export function memberSince(createdAt: string | Date, now: Date = new Date()): string {
  const found = since(createdAt, now);
  if (!found) return '';
  if (found.kind === 'today') return translate('common.since.today');
  if (found.kind === 'yesterday') return translate('common.since.yesterday');
  return found.text;
}

/** "Joined today", "Joined 25 days ago", "Joined 5 May 2024": the header's line, worded like the Joined detail. */
export function joinedText(createdAt: string | Date, now: Date = new Date()): string {
  const found = since(createdAt, now);
  if (!found) return '';
  if (found.kind === 'today') return translate('common.joined.today');
  if (found.kind === 'yesterday') return translate('common.joined.yesterday');
  if (found.kind === 'ago') return translate('common.joined.since', { since: found.text });
  return translate('common.joined.on', { date: found.text });
}
