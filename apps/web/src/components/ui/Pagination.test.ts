import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination.tsx';

describe('pageWindow', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
  ])('page %i of %i -> %o', (page, pages, expected) => expect(pageWindow(page, pages, 5)).toEqual(expected));
});
