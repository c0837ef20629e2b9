import { describe, expect, it } from 'vitest';
import { buttonColour } from './styling.ts';

describe('buttonColour', () => {
  it('darkens a light colour until white text reads at 4.5:1, and keeps a dark one', () => {
    expect(buttonColour('#3B82F6')).not.toBe('#3b82f6');
    expect(buttonColour('#1E3A8A')).toBe('#1e3a8a');
    expect(buttonColour('#FFFF00')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
