import { describe, expect, it } from 'vitest';
import { directoryKey, directorySearch, directoryState } from './directoryQuery';

describe('the seller directory address', () => {
  it('reads a full state and writes it back the same', () => {
    const search = new URLSearchParams('search=Tunde&university=3&type=brand&page=2');
    const state = directoryState(search);
    expect(state).toEqual({ search: 'Tunde', university: 3, sellerType: 'brand', page: 2 });
    expect(directorySearch(state).toString()).toBe(search.toString());
    expect(directoryKey(state)).toBe('sellers?search=Tunde&university=3&sellerType=brand&page=2&pageSize=12');
  });

  it('reads anything odd as the default, and leaves defaults out of the address', () => {
    const state = directoryState(new URLSearchParams('search=%20%20&university=abc&type=robot&page=-1'));
    expect(state).toEqual({ search: '', university: undefined, sellerType: undefined, page: 1 });
    expect(directorySearch(state).toString()).toBe('');
    expect(directoryKey(state)).toBe('sellers?page=1&pageSize=12');
  });
});
