import { describe, expect, it } from 'vitest';
import { excerptPreview } from './AdminNewsTable.tsx';

describe('excerptPreview', () => {
  it('cuts the excerpt at 80 characters', () => {
    expect(excerptPreview('x'.repeat(80))).toBe('x'.repeat(80));
    expect(excerptPreview('y'.repeat(120))).toBe(`${'y'.repeat(80)}...`);
  });
});
