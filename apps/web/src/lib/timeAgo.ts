import { formatAgo } from './format.ts';

/**
 * How long ago, in the largest whole unit: "just now" is left to the caller's own wording (under a minute gives
 * "0 minutes ago"); "5 minutes ago", "3 hours ago", "2 days ago", "4 months ago", "1 year ago". A module of its own:
 * only signed-in pages say it, and the public pages' shared chunk (where format.ts is) stays without it.
 */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(value).getTime()) / 1000));
  if (seconds < 3600) return formatAgo(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return formatAgo(Math.floor(seconds / 3600), 'hour');
  const days = Math.floor(seconds / 86_400);
  if (days < 30) return formatAgo(days, 'day');
  if (days < 365) return formatAgo(Math.floor(days / 30), 'month');
  return formatAgo(Math.floor(days / 365), 'year');
}
