// Dates in the language shown, in the reader's own time zone. English is written out from the Date's fields
// instead of through Intl: the first Intl call on a page loads ICU's locale data, which cost a slowed phone about
// 150 ms of start-up on the public lists (Lighthouse's mobile run); the words are fixed and dateFormat.test.ts
// checks every style against Intl's en-IN. Hindi goes through Intl's hi-IN ("28 नवंबर 2026"), one formatter per
// style, made on first use and kept.

import { MONTHS } from '@sangam/shared/months';
import { INTL_LOCALE } from '@sangam/shared/i18n/languages';
import { currentLanguage } from '../i18n/i18n.ts';

// en-IN shortens September to four letters.
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const STYLES = {
  fullDate: { day: 'numeric', month: 'long', year: 'numeric' },
  fullDateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  shortDay: { day: 'numeric', month: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
  eventDateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const hindiFormats = new Map<Style, Intl.DateTimeFormat>();

/** A date in Hindi through a formatter kept per style (making one is the costly part). */
function inHindi(style: Style, date: Date): string {
  let format = hindiFormats.get(style);
  if (!format) {
    // hi-IN's own day periods are Latin "am"/"pm"; Hindi readers say the part of the day: "सुबह 8:54", "रात 8:54".
    const options: Intl.DateTimeFormatOptions = STYLES[style];
    format = new Intl.DateTimeFormat(INTL_LOCALE.hi, options.hour ? { ...options, dayPeriod: 'short' } : options);
    hindiFormats.set(style, format);
  }
  return format.format(date);
}

/** English's hand-written form, or Hindi's through Intl, by the language shown. */
const byLanguage =
  (style: Style, english: (date: Date) => string) =>
  (date: Date): string =>
    currentLanguage() === 'hi' ? inHindi(style, date) : english(date);

/** "1:04 pm", "12:00 am". */
const clock = (date: Date) =>
  `${date.getHours() % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${date.getHours() < 12 ? 'am' : 'pm'}`;

const englishFullDate = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** "5 December 2026" ("5 दिसंबर 2026"), as every full date on the site reads. */
export const fullDate = byLanguage('fullDate', englishFullDate);

/** "5 December 2026 at 1:04 pm", for activity logs. */
export const fullDateTime = byLanguage('fullDateTime', (date) => `${englishFullDate(date)} at ${clock(date)}`);

/** "5 Dec 2026". */
export const shortDate = byLanguage(
  'shortDate',
  (date) => `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`,
);

/** "5 Dec", a chart's day. */
export const shortDay = byLanguage('shortDay', (date) => `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}`);

/** "Sat, 5 Dec, 2026, 1:04 pm": an event's date and time. */
export const eventDateTime = byLanguage(
  'eventDateTime',
  (date) =>
    `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}, ${date.getFullYear()}, ${clock(date)}`,
);

/** "February 2026" ("फ़रवरी 2026"): a month of a year, e.g. a wedding's. */
export const monthYear = byLanguage('monthYear', (date) => `${MONTHS[date.getMonth()]} ${date.getFullYear()}`);
