import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from './listing-messages.ts';
import { plural } from './plural.ts';

describe('plural', () => {
  it('says "1 referral" and "2 referrals", never "referral(s)"', () => {
    expect(plural(1, 'successful referral')).toBe('1 successful referral');
    expect(plural(0, 'member')).toBe('0 members');
    expect(plural(3, 'child', 'children')).toBe('3 children');
    expect(LISTING_MESSAGES.showing(1)).toBe('Showing 1 service');
    expect(LISTING_MESSAGES.showing(5)).toBe('Showing 5 services');
  });
});
