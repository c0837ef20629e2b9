import { describe, expect, it } from 'vitest';
import { byteSize, SegmentedStore } from './cache-store.ts';

describe('byteSize', () => {
  it('counts strings at two bytes a character and buffers by their bytes', () => {
    const small = byteSize({ text: '' });
    expect(byteSize({ text: 'x'.repeat(10_000) }) - small).toBe(20_000);
    expect(byteSize(Buffer.alloc(50_000))).toBeGreaterThanOrEqual(50_000);
    expect(byteSize([1, 2, 3])).toBeGreaterThan(byteSize([1]));
  });

  it('counts an object met twice once, ends on cycles, and stops past its limit', () => {
    const row = Object.freeze({ content: 'y'.repeat(5_000) });
    expect(byteSize([row, row])).toBeLessThan(byteSize([row, { ...row }]));
    const loop: { self?: unknown } = {};
    loop.self = loop;
    expect(byteSize(loop)).toBeGreaterThan(0);
    const rows = Array.from({ length: 1_000 }, (_, i) => ({ i, text: 'z'.repeat(1_000) }));
    expect(byteSize(rows, 100_000)).toBe(Number.POSITIVE_INFINITY);
  });
});

type Value = { bytes: number; name: string };
const value = (name: string, bytes: number): Value => ({ name, bytes });

describe('SegmentedStore (issue 29 item 2)', () => {
  it('holds at most its budget in bytes, however many large values are put in', () => {
    const store = new SegmentedStore<Value>(1_000_000);
    for (let i = 0; i < 2_000; i++) {
      store.set(`k${i}`, value(`k${i}`, 90_000));
      if (i % 3 === 0) store.get(`k${i}`); // some reach the protected part
      expect(store.stats().bytes).toBeLessThanOrEqual(1_000_000);
    }
    expect(store.stats().entries).toBeGreaterThan(0);
  });

  it('keeps the keys asked for again while 500 one-off keys come and go', () => {
    const store = new SegmentedStore<Value>(1_000_000);
    const popular = Array.from({ length: 20 }, (_, i) => `page ${i}`);
    for (const key of popular) {
      store.set(key, value(key, 20_000));
      expect(store.get(key)?.name).toBe(key); // asked for again
    }
    for (let i = 0; i < 500; i++) store.set(`search ${i}`, value(`search ${i}`, 20_000));
    expect(popular.filter((key) => store.get(key) === undefined)).toEqual([]);
    expect(store.get('search 0')).toBeUndefined();
    expect(store.get('search 499')?.name).toBe('search 499');
    expect(store.stats().probationBytes).toBeLessThanOrEqual(200_000);
  });

  it('a protected key keeps its place when its value is read again after a change', () => {
    const store = new SegmentedStore<Value>(1_000_000);
    store.set('page', value('old', 20_000));
    store.get('page');
    store.set('page', value('new', 20_000));
    for (let i = 0; i < 100; i++) store.set(`search ${i}`, value(`search ${i}`, 20_000));
    expect(store.get('page')?.name).toBe('new');
  });

  it('keeps no value larger than its probation part, and nothing with no budget', () => {
    const store = new SegmentedStore<Value>(1_000_000);
    store.set('huge', value('huge', 300_000));
    expect([store.get('huge'), store.stats().entries]).toEqual([undefined, 0]);
    const none = new SegmentedStore<Value>(0);
    none.set('a', value('a', 1));
    expect([none.get('a'), none.stats()]).toEqual([
      undefined,
      { budget: 0, bytes: 0, entries: 0, probationBytes: 0, protectedBytes: 0 },
    ]);
  });

  it('lets a protected key pushed out by newer popular ones fall back to probation', () => {
    const store = new SegmentedStore<Value>(1_000_000);
    for (let i = 0; i < 50; i++) {
      store.set(`p${i}`, value(`p${i}`, 20_000));
      store.get(`p${i}`);
    }
    // The protected part holds 40 of these; the oldest ten went back to probation (which holds ten).
    expect(store.get('p0')?.name).toBe('p0');
    expect(store.stats().bytes).toBeLessThanOrEqual(1_000_000);
  });
});
