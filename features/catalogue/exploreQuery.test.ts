import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeExplore,
  exploreSearchParams,
  listKey,
  listQuery,
  readExploreState,
  type ExploreState,
} from './exploreQuery';

const read = (query: string) => readExploreState(new URLSearchParams(query));
const write = (state: ExploreState) => exploreSearchParams(state).toString();

describe('readExploreState', () => {
  it('starts with products, no filters, relevance, the grid and page 1', () => {
    expect(read('')).toEqual({ type: 'products', search: '', filters: {}, sort: 'relevance', view: 'grid', page: 1 });
  });

  it('reads every part of an events address', () => {
    const state = read(
      'type=tickets&search=+party+&category=Parties&when=this_week&price=paid&minPrice=1000&maxPrice=50000&sellerType=brand&format=hybrid&university=3&sort=price_asc&view=list&page=3',
    );
    expect(state).toEqual({
      type: 'tickets',
      search: 'party',
      filters: {
        category: 'Parties',
        when: 'this_week',
        price: 'paid',
        minPrice: 1000,
        maxPrice: 50000,
        sellerType: 'brand',
        format: 'hybrid',
        university: 3,
      },
      sort: 'price_asc',
      view: 'list',
      page: 3,
    });
  });

  it('drops what it does not know instead of sending it', () => {
    const state = read(
      'type=cars&category=Parties&when=soon&format=virtual&minPrice=-5&maxPrice=1.5&university=0&sort=cheap&view=table&page=0',
    );
    // Parties is an event category, and products have no time or format.
    expect(state).toEqual({ type: 'products', search: '', filters: {}, sort: 'relevance', view: 'grid', page: 1 });
  });

  it('turns a price range typed the wrong way round', () => {
    expect(read('minPrice=9000&maxPrice=2000').filters).toEqual({ minPrice: 2000, maxPrice: 9000 });
  });

  it('cuts a search longer than the server takes', () => {
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('exploreSearchParams', () => {
  it('writes the default page as /explore with no query', () => {
    expect(write(read(''))).toBe('');
  });

  it('gives back the address it read, in a fixed order', () => {
    const query = 'type=tickets&search=party&category=Tech&when=upcoming&price=free&format=virtual&sort=newest&view=list&page=2';
    expect(write(read(query))).toBe(query);
    expect(write(read('page=2&category=Home&type=products'))).toBe('category=Home&page=2');
  });
});

describe('changeExplore', () => {
  const onPage3 = read('type=tickets&category=Tech&format=virtual&view=list&page=3');

  it('goes back to page 1 when a filter, the search or the sort changes, and keeps the view', () => {
    expect(changeExplore(onPage3, { sort: 'newest' })).toMatchObject({ page: 1, view: 'list', filters: { category: 'Tech' } });
    expect(changeExplore(onPage3, { filters: { price: 'free' } })).toMatchObject({ page: 1, filters: { price: 'free' } });
    expect(changeExplore(onPage3, { search: 'hackathon' })).toMatchObject({ page: 1, search: 'hackathon' });
  });

  it('clears the filters of the other type when the type changes', () => {
    expect(changeExplore(onPage3, { type: 'products' })).toMatchObject({ type: 'products', filters: {}, page: 1 });
  });
});

describe('listQuery', () => {
  it('sends prices in kobo and only the fields the endpoint takes', () => {
    const state = read('category=Gadgets&minPrice=10000&maxPrice=260000&sellerType=individual&university=1&page=2&search=iphone');
    expect(listQuery(state)).toEqual({
      page: '2',
      pageSize: '12',
      sort: 'relevance',
      search: 'iphone',
      minPrice: '1000000',
      maxPrice: '26000000',
      sellerType: 'individual',
      university: '1',
      category: 'Gadgets',
    });
  });

  it('sends the event filters for events', () => {
    const state = read('type=tickets&when=within_90_days&price=paid&format=physical');
    expect(listQuery(state)).toEqual({
      page: '1',
      pageSize: '12',
      sort: 'relevance',
      when: 'within_90_days',
      price: 'paid',
      format: 'physical',
    });
    expect(listKey('tickets', listQuery(state))).toBe(
      'events?page=1&pageSize=12&sort=relevance&when=within_90_days&price=paid&format=physical',
    );
  });
});

describe('activeFilterCount', () => {
  it('counts a price range once', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ minPrice: 0, maxPrice: 5000, category: 'Home' })).toBe(2);
  });
});
