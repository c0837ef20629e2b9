import { describe, expect, it } from 'vitest';
import { tierFor, unlockedFeaturesFor } from './referrals.ts';

describe('tiers', () => {
  it.each([
    [0, 'bronze'],
    [4, 'bronze'],
    [5, 'silver'],
    [14, 'silver'],
    [15, 'gold'],
    [30, 'platinum'],
    [49, 'platinum'],
    [50, 'diamond'],
    [500, 'diamond'],
  ])('%i successful referrals -> %s', (n, tier) => expect(tierFor(n)).toBe(tier));

  it('bronze unlocks nothing yet; silver unlocks its features', () => {
    expect(unlockedFeaturesFor('bronze')).toEqual([]);
    expect(unlockedFeaturesFor('silver')).toContain('profile_badge');
    // Issue 9 item 25: nothing grants these yet, so no member is told they have them.
    expect(unlockedFeaturesFor('diamond')).toEqual(['profile_badge']);
  });
});
