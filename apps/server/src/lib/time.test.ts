import { describe, expect, it } from 'vitest';
import { istDateTime } from './time.ts';

describe('istDateTime', () => {
  it("writes a stored UTC time as India's clock reads it", () => {
    expect(istDateTime('2026-11-28T01:02:19.509Z')).toBe('2026-11-28 06:32:19');
    expect(istDateTime('2026-11-28T20:00:00.000Z')).toBe('2026-11-29 01:30:00');
  });
});
