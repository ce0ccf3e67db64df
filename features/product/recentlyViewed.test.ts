import { afterEach, describe, expect, it } from 'vitest';
import { readRecentlyViewed, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX, rememberViewed } from './recentlyViewed';

afterEach(() => localStorage.clear());

describe('recently viewed products', () => {
  it('starts empty', () => {
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('keeps the newest first and moves a product seen again to the front', () => {
    rememberViewed('a');
    rememberViewed('b');
    rememberViewed('c');
    expect(rememberViewed('a')).toEqual(['a', 'c', 'b']);
    expect(readRecentlyViewed()).toEqual(['a', 'c', 'b']);
  });

  it(`keeps at most ${RECENTLY_VIEWED_MAX}`, () => {
    for (let index = 1; index <= 10; index += 1) rememberViewed(`p${index}`);
    expect(readRecentlyViewed()).toEqual(['p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3']);
  });

  it('ignores what it cannot read, or could not send back as ids', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ a: 1 }));
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['ok-1', 42, 'a,b', '', 'ok-1', 'x'.repeat(65), 'ok_2']));
    expect(readRecentlyViewed()).toEqual(['ok-1', 'ok_2']);
  });
});
