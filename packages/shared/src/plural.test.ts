import { describe, expect, it } from 'vitest';
import { plural, pluralCategory, pluralTotal, pluralWord } from './plural.ts';

describe('plural', () => {
  it('says "1 referral" and "2 referrals", never "referral(s)"', () => {
    expect(plural(1, 'successful referral')).toBe('1 successful referral');
    expect(plural(0, 'member')).toBe('0 members');
    expect(plural(3, 'child', 'children')).toBe('3 children');
  });

  it('decides one and many as Intl.PluralRules does for en-IN', () => {
    const rules = new Intl.PluralRules('en-IN');
    for (const count of [0, 1, 2, 3, 11, 21, 101, 1000]) {
      expect(pluralCategory(count)).toBe(rules.select(count));
    }
    expect(pluralWord(1, 'vote')).toBe('vote');
    expect(pluralWord(2, 'brother')).toBe('brothers');
  });

  it('words a list total with its Indian grouping and a capped total as many', () => {
    expect(pluralTotal({ total: 1 }, 'profile')).toBe('1 profile');
    expect(pluralTotal({ total: 3 }, 'profile')).toBe('3 profiles');
    expect(pluralTotal({ total: 123456 }, 'profile')).toBe('1,23,456 profiles');
    expect(pluralTotal({ total: 10000, capped: true }, 'question')).toBe('10,000+ questions');
  });
});
