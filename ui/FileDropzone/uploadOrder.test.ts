import { describe, expect, it } from 'vitest';
import { dropAt, insertInChosenOrder, moveTo } from './uploadOrder';

const files = (...keys: string[]) => keys.map((key) => ({ key }));
const keysOf = (list: { key: string }[]) => list.map((file) => file.key);

describe('insertInChosenOrder', () => {
  it('puts a finished upload after the files chosen before it and before those chosen after it', () => {
    const chosenAt = new Map([
      ['one', 1],
      ['two', 2],
      ['three', 3],
    ]);
    expect(keysOf(insertInChosenOrder(files('three'), { key: 'two' }, chosenAt))).toEqual(['two', 'three']);
    expect(keysOf(insertInChosenOrder(files('two', 'three'), { key: 'one' }, chosenAt))).toEqual(['one', 'two', 'three']);
  });

  it('keeps files of an earlier visit or placed by the person (no number) first', () => {
    const chosenAt = new Map([
      ['new-1', 1],
      ['new-2', 2],
    ]);
    expect(keysOf(insertInChosenOrder(files('old-a', 'old-b', 'new-2'), { key: 'new-1' }, chosenAt))).toEqual([
      'old-a',
      'old-b',
      'new-1',
      'new-2',
    ]);
  });
});

describe('moveTo', () => {
  it('moves a file to an index, clamped to the list', () => {
    expect(keysOf(moveTo(files('a', 'b', 'c'), 'c', 0))).toEqual(['c', 'a', 'b']);
    expect(keysOf(moveTo(files('a', 'b', 'c'), 'a', 1))).toEqual(['b', 'a', 'c']);
    expect(keysOf(moveTo(files('a', 'b', 'c'), 'a', 9))).toEqual(['b', 'c', 'a']);
    expect(keysOf(moveTo(files('a', 'b'), 'x', 0))).toEqual(['a', 'b']);
  });
});

describe('dropAt', () => {
  it('drops files before or after a target, keeping their own order', () => {
    expect(keysOf(dropAt(files('a', 'b', 'c', 'd'), new Set(['d']), 'b', 'before'))).toEqual(['a', 'd', 'b', 'c']);
    expect(keysOf(dropAt(files('a', 'b', 'c', 'd'), new Set(['a']), 'c', 'after'))).toEqual(['b', 'c', 'a', 'd']);
    expect(keysOf(dropAt(files('a', 'b', 'c', 'd'), new Set(['c', 'a']), 'd', 'after'))).toEqual(['b', 'd', 'a', 'c']);
    expect(keysOf(dropAt(files('a', 'b'), new Set(['a']), 'a', 'after'))).toEqual(['a', 'b']);
  });
});
