import { describe, expect, it } from 'vitest';
import { listingsQuery, pageCount } from './api';

describe('seller profile listings', () => {
  it('reads the type and page from the address', () => {
    expect(listingsQuery(new URLSearchParams('type=tickets&page=3'))).toEqual({ type: 'tickets', page: 3 });
    expect(listingsQuery(new URLSearchParams(''))).toEqual({ type: 'products', page: 1 });
  });

  it('takes anything odd as the first page of products', () => {
    for (const query of ['type=cars&page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=99999']) {
      expect(listingsQuery(new URLSearchParams(query))).toEqual({ type: 'products', page: 1 });
    }
  });

  it('counts pages of eight, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(9)).toBe(2);
    expect(pageCount(20)).toBe(3);
  });
});
