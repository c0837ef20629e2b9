import type { NewsRow } from '../../db/types.ts';

// An event as an iCalendar file (RFC 5545), so "Add to calendar" works in Google, Apple and Outlook calendars.

const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines of at most 75 octets, continued with a space, as the format asks. */
function fold(line: string) {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

export function eventCalendar(
  event: Pick<NewsRow, 'id' | 'slug' | 'title' | 'excerpt' | 'eventDate' | 'eventLocation' | 'updatedAt'>,
  publicUrl: string,
) {
  const start = new Date(event.eventDate!);
  // The spec gives events a start only; two hours is what calendars show for an evening programme.
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const url = new URL(`/news/${event.slug}`, publicUrl).href;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sangam//News and events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.id}@sangam`,
    `DTSTAMP:${stamp(new Date(event.updatedAt).toISOString())}`,
    `DTSTART:${stamp(start.toISOString())}`,
    `DTEND:${stamp(end.toISOString())}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.excerpt}\n${url}`)}`,
    ...(event.eventLocation ? [`LOCATION:${escapeText(event.eventLocation)}`] : []),
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
