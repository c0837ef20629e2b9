import { describe, expect, it } from 'vitest';
import { fillTrendDays } from './labels.ts';

const day = (month: number, dayOfMonth: number, count: number, completed = 0) => ({
  _id: { year: 2026, month, day: dayOfMonth },
  count,
  completed,
});

describe('fillTrendDays', () => {
  it('fills the days without referrals between the first and the last, across a month end', () => {
    expect(fillTrendDays([day(2, 1, 3, 1), day(1, 30, 2)])).toEqual([day(1, 30, 2), day(1, 31, 0), day(2, 1, 3, 1)]);
  });

  it('leaves an empty period empty', () => expect(fillTrendDays([])).toEqual([]));
});
