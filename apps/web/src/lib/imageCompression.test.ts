import { describe, expect, it, vi } from 'vitest';
import {
  COMPRESSION,
  dataUrlBytes,
  encodeUnderLimit,
  fitWithin,
  isImageFile,
  qualityLadder,
} from './imageCompression.ts';

describe('fitWithin', () => {
  it('scales the longer side down to the limit, keeping the shape', () => {
    expect(fitWithin(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1080, 1920, 800)).toEqual({ width: 450, height: 800 });
    expect(fitWithin(3000, 3000, 800)).toEqual({ width: 800, height: 800 });
  });

  it('never scales up and never reaches zero', () => {
    expect(fitWithin(640, 480, 800)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(10_000, 1, 800)).toEqual({ width: 800, height: 1 });
  });
});

describe('qualityLadder', () => {
  it('goes from 0.7 down by 0.1 to the 0.1 floor, exactly', () => {
    expect(qualityLadder()).toEqual([0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    expect(COMPRESSION.aboveBytes).toBe(1024 * 1024);
    expect(COMPRESSION.maxSidePx).toBe(800);
  });
});

describe('encodeUnderLimit', () => {
  it('stops at the first quality whose result fits', async () => {
    const sizes: Record<number, number> = { 0.7: 3000, 0.6: 2000, 0.5: 900, 0.4: 500 };
    const encode = vi.fn(async (quality: number) => ({ size: sizes[quality] ?? 100, quality }));
    const result = await encodeUnderLimit(encode, 1000);
    expect(result.quality).toBe(0.5);
    expect(encode.mock.calls.map(([quality]) => quality)).toEqual([0.7, 0.6, 0.5]);
  });

  it('returns the floor attempt when nothing fits (the caller then refuses it)', async () => {
    const encode = vi.fn(async (quality: number) => ({ size: 5000, quality }));
    const result = await encodeUnderLimit(encode, 1000);
    expect(result.quality).toBe(0.1);
    expect(encode).toHaveBeenCalledTimes(7);
  });
});

describe('isImageFile', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['image/webp', true],
    ['application/pdf', false],
    ['text/plain', false],
    ['', false],
  ])('%s -> %s', (type, expected) => expect(isImageFile({ type })).toBe(expected));
});

describe('dataUrlBytes', () => {
  it('counts the decoded bytes of the base64 payload', () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abc')}`)).toBe(3);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcde')}`)).toBe(5);
  });
});
