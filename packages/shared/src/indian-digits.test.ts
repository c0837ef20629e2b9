import { describe, expect, it } from 'vitest';
import { formatRupees } from './payment-messages.ts';
import { indianDigits } from './indian-digits.ts';
import { formatTotal } from './pagination-total.ts';

describe('indianDigits', () => {
  it('groups as Intl does for en-IN: thousands, then lakhs and crores in twos', () => {
    const samples = [0, 7, 42, 999, 1000, 9999, 10_000, 99_999, 100_000, 123_456, 1_234_567, 12_345_678, 987_654_321];
    for (const n of [...samples, ...samples.filter(Boolean).map((s) => -s)]) {
      expect(indianDigits(n)).toBe(new Intl.NumberFormat('en-IN').format(n));
    }
  });

  it('is what the totals and prices read', () => {
    expect(formatTotal({ total: 10_000, capped: true })).toBe('10,000+');
    expect(formatTotal({ total: 123_456 })).toBe('1,23,456');
    expect(formatRupees(49_900)).toBe('₹499');
    expect(formatRupees(49_950)).toBe('₹499.50');
    expect(formatRupees(49_905)).toBe('₹499.05');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000');
  });
});
