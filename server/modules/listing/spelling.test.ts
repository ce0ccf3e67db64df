import { describe, expect, it } from 'vitest';
import { correctWords, editDistance, editsAllowed, vocabularyOf } from './spelling';

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['luxury', 'luxury', 0],
    ['luuxry', 'luxury', 1], // two neighbours swapped
    ['iphnoe', 'iphone', 1],
    ['luxxury', 'luxury', 1], // a letter doubled
    ['luxry', 'luxury', 1], // a letter missing
    ['luxiry', 'luxury', 1], // a wrong letter
    ['sumsang', 'samsung', 2],
    ['laxiry', 'luxury', 2],
    ['sumsenk', 'samsung', 3],
  ])('%s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
    expect(editDistance(b, a, 3)).toBe(distance);
  });

  it('stops at the bound: anything further answers max + 1', () => {
    expect(editDistance('samsung', 'bookshelf', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('editsAllowed', () => {
  it.each([
    ['bag', 0],
    ['lamp', 1],
    ['luxury', 1],
    ['samsung', 2],
    ['rechargeable', 2],
    ['128gb', 0],
    ['s21', 0],
  ])('%s may be %i edits away', (word, edits) => {
    expect(editsAllowed(word)).toBe(edits);
  });
});

describe('correctWords', () => {
  const vocabulary = vocabularyOf({
    luxury: 3,
    duvet: 3,
    set: 4,
    bedsheet: 2,
    pillowcases: 1,
    samsung: 5,
    galaxy: 4,
    iphone: 9,
    case: 6,
    lamp: 2,
    leather: 3,
    handbag: 2,
    bag: 1,
    '12': 4,
    sheets: 0, // no listing holds it any more
  });
  const correct = (query: string) => correctWords(query.split(' '), vocabulary)?.join(' ');

  it.each([
    ['luuxry', 'luxury'],
    ['sumsang', 'samsung'],
    ['iphnoe', 'iphone'],
    ['iphone casr', 'iphone case'],
    ['lmap', 'lamp'],
    ['bed sheet', 'bedsheet'],
    ['bed sheet luxry', 'bedsheet luxury'],
    ['leatherhandbag', 'leather handbag'],
    ['iphone12', 'iphone 12'],
    ['pilowcasse', 'pillowcases'], // 10 letters: two edits, one of them at the end of a prefix
  ])('%s -> %s', (typed, meant) => {
    expect(correct(typed)).toBe(meant);
  });

  it('leaves words the catalogue has, also as the start of a word, alone', () => {
    expect(correct('luxury duvet')).toBeUndefined();
    expect(correct('samsu')).toBeUndefined();
    expect(correct('iphone 12')).toBeUndefined();
  });

  it('never changes a word of fewer than 4 letters, nor one with digits', () => {
    expect(correct('bga')).toBeUndefined(); // 'bag' is one swap away
    expect(correct('lmp')).toBeUndefined();
    expect(correct('iphone 13')).toBeUndefined();
    expect(correct('128gv')).toBeUndefined();
  });

  it('allows one edit in words of 4 to 6 letters and two from 7 letters', () => {
    expect(correct('laxiry')).toBeUndefined(); // 6 letters, two edits from luxury
    expect(correct('lxury')).toBe('luxury');
    expect(correct('sumsang')).toBe('samsung'); // 7 letters, two edits
    expect(correct('sumsenk')).toBeUndefined(); // three edits
  });

  it('prefers the nearest word, then the one more listings hold', () => {
    const counts = vocabularyOf({ cable: 1, table: 7, tables: 30 });
    expect(correctWords(['gable'], counts)).toEqual(['table']);
    expect(correctWords(['tabel'], counts)).toEqual(['table']);
  });

  it('ignores words no listing holds any more', () => {
    expect(correct('sheetz')).toBeUndefined();
  });
});
