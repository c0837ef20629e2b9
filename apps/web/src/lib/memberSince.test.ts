import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';
import { memberSince } from './memberSince.ts';

const now = new Date(2024, 5, 15, 10, 0); // 15 June 2024, 10:00 local time
const daysAgo = (days: number, hour = 12) => new Date(2024, 5, 15 - days, hour, 0);

describe('memberSince', () => {
  it.each([
    [daysAgo(0, 9), 'Today'],
    [daysAgo(0, 23), 'Today'],
    [daysAgo(1, 23), 'Yesterday'],
    [daysAgo(1, 0), 'Yesterday'],
    [daysAgo(2), '2 days ago'],
    [daysAgo(29), '29 days ago'],
    [daysAgo(30), '1 month ago'],
    [daysAgo(59), '1 month ago'],
    [daysAgo(60), '2 months ago'],
    [daysAgo(364), '12 months ago'],
  ])('%s -> %s', (created, label) => expect(memberSince(created, now)).toBe(label));

  it('gives the full date from a year on', () => {
    expect(memberSince(new Date(2023, 5, 16), now)).toBe(formatDate(new Date(2023, 5, 16)));
    expect(memberSince('2020-01-05T08:00:00.000Z', now)).toMatch(/5 January 2020/);
  });

  it('treats a date in the future (clock skew) as today and an invalid one as empty', () => {
    expect(memberSince(new Date(2024, 5, 16), now)).toBe('Today');
    expect(memberSince('not a date', now)).toBe('');
  });
});
