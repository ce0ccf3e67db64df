import { describe, expect, it } from 'vitest';
import { exploreSearchPath } from './searchPath';

describe('exploreSearchPath', () => {
  it('puts the trimmed text in the search parameter, encoded', () => {
    expect(exploreSearchPath('  iPhone 13 ')).toBe('/explore?search=iPhone%2013');
    expect(exploreSearchPath('books & notes/2025?')).toBe('/explore?search=books%20%26%20notes%2F2025%3F');
  });

  it('goes to plain /explore for blank text', () => {
    expect(exploreSearchPath('')).toBe('/explore');
    expect(exploreSearchPath('   ')).toBe('/explore');
  });
});
