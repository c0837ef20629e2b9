import { describe, expect, it } from 'vitest';
import { memoizePerRow } from './memoize-per-row.ts';

describe('memoizePerRow', () => {
  it('works a value out once per row object, again for another object with the same columns', () => {
    let calls = 0;
    const lengthOf = memoizePerRow((row: { text: string }) => {
      calls += 1;
      return row.text.length;
    });
    const row = Object.freeze({ text: 'abc' });
    expect([lengthOf(row), lengthOf(row)]).toEqual([3, 3]);
    expect(calls).toBe(1);
    expect(lengthOf({ text: 'abcd' })).toBe(4);
    expect(calls).toBe(2);
  });

  it('keeps a value of undefined too', () => {
    let calls = 0;
    const nothing = memoizePerRow((_row: object) => {
      calls += 1;
      return undefined;
    });
    const row = {};
    nothing(row);
    nothing(row);
    expect(calls).toBe(1);
  });
});
