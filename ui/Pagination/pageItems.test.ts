import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './pageItems';

const start = 'start-ellipsis' as const;
const end = 'end-ellipsis' as const;

describe('pageItems with one sibling (the default)', () => {
  const table: Array<[total: number, current: number, expected: PageItem[]]> = [
    [1, 1, [1]],
    [2, 1, [1, 2]],
    [2, 2, [1, 2]],
    [6, 1, [1, 2, 3, 4, 5, 6]],
    [6, 3, [1, 2, 3, 4, 5, 6]],
    [6, 6, [1, 2, 3, 4, 5, 6]],
    // From 2 * 1 + 5 = 7 pages on, an ellipsis stands for the pages out of reach.
    [7, 1, [1, 2, 3, 4, 5, end, 7]],
    [7, 4, [1, start, 3, 4, 5, 6, 7]],
    [7, 7, [1, start, 3, 4, 5, 6, 7]],
    [10, 1, [1, 2, 3, 4, 5, end, 10]],
    [10, 3, [1, 2, 3, 4, 5, end, 10]],
    // As the spec's rule has it, an ellipsis may stand for a single page (here page 2).
    [10, 4, [1, start, 3, 4, 5, end, 10]],
    [10, 5, [1, start, 4, 5, 6, end, 10]],
    [10, 7, [1, start, 6, 7, 8, 9, 10]],
    [10, 10, [1, start, 6, 7, 8, 9, 10]],
    [100, 1, [1, 2, 3, 4, 5, end, 100]],
    [100, 50, [1, start, 49, 50, 51, end, 100]],
    [100, 100, [1, start, 96, 97, 98, 99, 100]],
  ];

  it.each(table)('%i pages, page %i', (total, current, expected) => {
    expect(pageItems(total, current)).toEqual(expected);
  });

  it('keeps the same number of items on every page once an ellipsis is used', () => {
    for (const total of [7, 10, 100]) {
      for (let current = 1; current <= total; current += 1) {
        expect(pageItems(total, current)).toHaveLength(7);
      }
    }
  });
});

describe('pageItems with other sibling counts', () => {
  it('shows two siblings on each side and nine items', () => {
    expect(pageItems(20, 10, 2)).toEqual([1, start, 8, 9, 10, 11, 12, end, 20]);
    expect(pageItems(8, 4, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(9, 1, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, end, 9]);
  });

  it('shows only first, current and last with no siblings', () => {
    expect(pageItems(10, 5, 0)).toEqual([1, start, 5, end, 10]);
  });
});

describe('pageItems with invalid input', () => {
  it('clamps the current page into range', () => {
    expect(pageItems(10, 0)).toEqual(pageItems(10, 1));
    expect(pageItems(10, -3)).toEqual(pageItems(10, 1));
    expect(pageItems(10, 42)).toEqual(pageItems(10, 10));
    expect(pageItems(10, Number.NaN)).toEqual(pageItems(10, 1));
    expect(pageItems(10, 4.6)).toEqual(pageItems(10, 5));
  });

  it('gives no items without pages', () => {
    expect(pageItems(0, 1)).toEqual([]);
    expect(pageItems(-5, 1)).toEqual([]);
    expect(pageItems(Number.NaN, 1)).toEqual([]);
  });

  it('treats a negative sibling count as none', () => {
    expect(pageItems(10, 5, -1)).toEqual(pageItems(10, 5, 0));
  });
});
