import { describe, expect, it } from 'vitest';
import { parseHeightCm } from './matrimonial-matches.ts';

describe('parseHeightCm', () => {
  it.each([
    ['5 ft 9 in', 175],
    ['5ft 9in', 175],
    ['5 feet 9 inches', 175],
    ['5 Ft. 9 In.', 175],
    ['5\'9"', 175],
    ["5' 9''", 175],
    ['5’9”', 175],
    ['5.9', 175],
    ['5-9', 175],
    ['5.10', 178],
    ['5 ft', 152],
    ["6'", 183],
    ['175 cm', 175],
    ['175cm', 175],
    ['162.5 cms', 163],
    ['1.75 m', 175],
    ['69 in', 175],
    ['175', 175],
  ])('reads %j as %i cm', (text, cm) => {
    expect(parseHeightCm(text)).toBe(cm);
  });

  it.each(['', 'tall', 'average', '9 ft', '5 ft 14 in', '30 cm', '5.9.1', 'about 5 ft'])('cannot read %j', (text) => {
    expect(parseHeightCm(text)).toBeNull();
  });
});
