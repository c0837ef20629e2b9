// Dates in Indian English, in the reader's own time zone, written out from the Date's fields instead of through
// Intl: the first Intl call on a page loads ICU's locale data, which cost a slowed phone about 150 ms of start-up
// on the public lists (Lighthouse's mobile run). The words are fixed; dateFormat.test.ts checks every style
// against Intl's en-IN.

import { MONTHS } from '@sangam/shared/months';

// en-IN shortens September to four letters.
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "1:04 pm", "12:00 am". */
const clock = (date: Date) =>
  `${date.getHours() % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${date.getHours() < 12 ? 'am' : 'pm'}`;

/** "5 December 2026", as every full date on the site reads. */
export const fullDate = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** "5 December 2026 at 1:04 pm", for activity logs. */
export const fullDateTime = (date: Date) => `${fullDate(date)} at ${clock(date)}`;

/** "5 Dec 2026". */
export const shortDate = (date: Date) => `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** "5 Dec", a chart's day. */
export const shortDay = (date: Date) => `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}`;

/** "Sat, 5 Dec, 2026, 1:04 pm": an event's date and time. */
export const eventDateTime = (date: Date) =>
  `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}, ${date.getFullYear()}, ${clock(date)}`;
