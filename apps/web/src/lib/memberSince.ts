import { plural } from '@sangam/shared/plural';
import { formatDate } from './format.ts';

const DAY_MS = 86_400_000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * The spec's "Member since" wording: Today, Yesterday, N days ago (under 30 days), N month(s) ago
 * (under a year), otherwise the full date. Days are calendar days in the viewer's time zone.
 */
export function memberSince(createdAt: string | Date, now: Date = new Date()): string {
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(created)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 30) return `${days} days ago`;
  if (days < 365) {
    const months = Math.floor(days / 30);
    return `${plural(months, 'month')} ago`;
  }
  return formatDate(created);
}

/** "Joined today", "Joined 25 days ago", "Joined 5 May 2024": the header's line, worded like the Joined detail. */
export function joinedText(createdAt: string | Date, now: Date = new Date()): string {
  const since = memberSince(createdAt, now);
  if (!since) return '';
  return `Joined ${since === 'Today' || since === 'Yesterday' ? since.toLowerCase() : since}`;
}
