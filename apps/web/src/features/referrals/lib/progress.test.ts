import { describe, expect, it } from 'vitest';
import { tierProgress } from './progress.ts';

describe('tierProgress', () => {
  it('measures successful referrals against the next tier minimum', () => {
    expect(tierProgress(3, { tier: 'silver', minReferrals: 5 })).toEqual({
      kind: 'next',
      nextTier: 'silver',
      current: 3,
      target: 5,
      percent: 60,
      remaining: 2,
    });
  });

  it('uses the whole minimum, not the gap from the current tier', () => {
    // 10 of gold's 15: two thirds, although silver (5) was passed at 5.
    expect(tierProgress(10, { tier: 'gold', minReferrals: 15 })).toMatchObject({ percent: 66, remaining: 5 });
  });

  it('starts at zero and caps the bar at 100 with nothing left to do', () => {
    expect(tierProgress(0, { tier: 'silver', minReferrals: 5 })).toMatchObject({ percent: 0, remaining: 5 });
    expect(tierProgress(7, { tier: 'silver', minReferrals: 5 })).toMatchObject({ percent: 100, remaining: 0 });
    expect(tierProgress(0, { tier: 'odd', minReferrals: 0 })).toMatchObject({ percent: 100, remaining: 0 });
  });

  it('reports the top tier when there is no next tier', () => {
    expect(tierProgress(60, null)).toEqual({ kind: 'max' });
    expect(tierProgress(60, undefined)).toEqual({ kind: 'max' });
  });
});
