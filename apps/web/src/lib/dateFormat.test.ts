import { describe, expect, it } from 'vitest';
import { eventDateTime, fullDate, fullDateTime, monthYear, shortDate, shortDay } from './dateFormat.ts';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', options).format;

describe('dates in Indian English', () => {
  // Every month and weekday, and the hours either side of midnight and noon.
  const dates = Array.from({ length: 12 }, (_, month) =>
    [0, 1, 11, 12, 13, 23].map((hour) => new Date(2026, month, 1 + month * 2, hour, month * 5)),
  ).flat();

  it.each([
    ['fullDate', fullDate, intl({ day: 'numeric', month: 'long', year: 'numeric' })],
    [
      'fullDateTime',
      fullDateTime,
      intl({ day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    ],
    ['shortDate', shortDate, intl({ day: 'numeric', month: 'short', year: 'numeric' })],
    ['shortDay', shortDay, intl({ day: 'numeric', month: 'short' })],
    ['monthYear', monthYear, intl({ month: 'long', year: 'numeric' })],
    [
      'eventDateTime',
      eventDateTime,
      intl({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    ],
  ])('%s reads as Intl en-IN does', (_name, ours, theirs) => {
    for (const date of dates) expect(ours(date)).toBe(theirs(date));
  });

  it("reads as the site's examples", () => {
    const date = new Date(2026, 11, 5, 18, 30);
    expect(eventDateTime(date)).toBe('Sat, 5 Dec, 2026, 6:30 pm');
    expect(fullDate(date)).toBe('5 December 2026');
  });
});
