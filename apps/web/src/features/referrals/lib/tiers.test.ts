import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/useT.ts';
import { featureLabel, tierName, tierStyle } from './tiers.ts';

describe('tier helpers', () => {
  it('styles each tier differently and an unknown tier like bronze', () => {
    const styles = ['bronze', 'silver', 'gold', 'platinum', 'diamond'].map((tier) => tierStyle(tier).badge);
    expect(new Set(styles).size).toBe(5);
    expect(tierStyle('obsidian')).toBe(tierStyle('bronze'));
    expect(tierStyle(undefined)).toBe(tierStyle('bronze'));
  });

  it('names tiers and shows feature underscores as spaces', () => {
    expect(tierName(translate, 'platinum')).toBe('Platinum');
    expect(tierName(translate, undefined)).toBe('Bronze');
    expect(featureLabel(translate, 'priority_listing_review')).toBe('priority listing review');
    expect(featureLabel(translate, 'new_thing')).toBe('new thing');
  });
});
