import { describe, expect, it } from 'vitest';
import { featureLabel, tierName, tierStyle } from './tiers.ts';

describe('tier helpers', () => {
  it('styles each tier differently and an unknown tier like bronze', () => {
    const styles = ['bronze', 'silver', 'gold', 'platinum', 'diamond'].map((tier) => tierStyle(tier).badge);
    expect(new Set(styles).size).toBe(5);
    expect(tierStyle('obsidian')).toBe(tierStyle('bronze'));
    expect(tierStyle(undefined)).toBe(tierStyle('bronze'));
  });

  it('names tiers and shows feature underscores as spaces', () => {
    expect(tierName('platinum')).toBe('Platinum');
    expect(featureLabel('priority_listing_review')).toBe('priority listing review');
  });
});
