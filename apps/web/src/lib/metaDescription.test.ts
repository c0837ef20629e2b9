import { describe, expect, it } from 'vitest';
import { truncateDescription } from './metaDescription.ts';

describe('truncateDescription', () => {
  it('keeps text of 155 characters or fewer as it is', () => {
    const exact = 'a'.repeat(155);
    expect(truncateDescription(exact)).toBe(exact);
    expect(truncateDescription('Short text.')).toBe('Short text.');
  });

  it('cuts longer text at a word boundary with an ellipsis, 155 characters at most', () => {
    const long = 'word '.repeat(60);
    const result = truncateDescription(long);
    expect(Array.from(result).length).toBeLessThanOrEqual(155);
    expect(result.endsWith('word…')).toBe(true);
  });

  it('cuts one very long word mid-word', () => {
    const result = truncateDescription('x'.repeat(300));
    expect(result).toBe('x'.repeat(154) + '…');
  });

  it('counts Hindi by characters and drops trailing punctuation before the ellipsis', () => {
    const hindi = 'संगम समुदाय का नेटवर्क। '.repeat(12);
    const result = truncateDescription(hindi);
    expect(Array.from(result).length).toBeLessThanOrEqual(155);
    expect(result).toMatch(/[^\s।]…$/u);
  });

  it('collapses whitespace and honours a custom limit', () => {
    expect(truncateDescription('  one\n two   three  ')).toBe('one two three');
    expect(truncateDescription('one two three four', 10)).toBe('one two…');
  });
});
