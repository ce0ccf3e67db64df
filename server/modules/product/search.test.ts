import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductListResponse } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { productBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';

const db = useTestDatabase();

/**
 * GET /v1/products over a small catalogue: two sellers (an individual at LASU, a brand at
 * UNILAG), products created a minute apart (newest last in this list).
 */
describe('GET /v1/products: search, filters, sorts and pages', () => {
  let t: TestApp;
  let ada: VerifiedSeller;
  let brand: VerifiedSeller;
  const ids: Record<string, string> = {};

  const catalogue = [
    { by: 'ada', title: 'iPhone 12', category: 'Gadgets', priceKobo: 35_000_000, brand: 'Apple' },
    { by: 'ada', title: 'Samsung Galaxy S21', category: 'Gadgets', priceKobo: 30_000_000, brand: 'Samsung' },
    { by: 'brand', title: 'Leather Handbag', category: 'Fashion', priceKobo: 1_500_000, brand: null },
    {
      by: 'brand',
      title: 'Ceramic Table Lamp',
      category: 'Home',
      priceKobo: 800_000,
      brand: null,
      descriptionHtml: '<p>Warm light, with a USB <em>charger</em> port.</p>',
    },
    { by: 'ada', title: 'iPhone 11 Case', category: 'Fashion', priceKobo: 500_000, brand: null },
    { by: 'brand', title: 'Wooden Bookshelf', category: 'Home', priceKobo: 4_000_000, brand: null },
  ] as const;

  beforeAll(async () => {
    t = createTestApp(db());
    ada = await verifiedSeller(t, { university: 'Lagos State University' });
    brand = await verifiedSeller(t, { accountType: 'brand', university: 'University of Lagos' });
    for (const item of catalogue) {
      t.clock.advance(60_000);
      const seller = item.by === 'ada' ? ada : brand;
      const { by: _by, ...fields } = item;
      const res = await t.request<{ data: ProductCard }>('POST', '/v1/products', {
        token: seller.token,
        json: productBody(seller, fields),
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      ids[item.title] = res.body.data.id;
    }
    // An inactive product is never listed.
    const hidden = await t.request<{ data: ProductCard }>('POST', '/v1/products', {
      token: ada.token,
      json: productBody(ada, { title: 'iPhone 13 Hidden' }),
    });
    await t.request('PATCH', `/v1/products/${hidden.body.data.id}`, { token: ada.token, json: { status: 'inactive' } });
  });

  async function list(query: string) {
    const res = await t.request<ProductListResponse>('GET', `/v1/products${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { titles: res.body.data.map((card) => card.title), page: res.body.page, cards: res.body.data };
  }

  it('lists active products, newest first, with a page of 12 by default', async () => {
    const { titles, page } = await list('');
    expect(titles).toEqual(catalogue.map((item) => item.title).reverse());
    expect(page).toEqual({ page: 1, pageSize: 12, total: 6, totalPages: 1 });
  });

  it('finds a title despite a typo, and by a prefix', async () => {
    expect((await list('?search=iphnoe')).titles).toContain('iPhone 12');
    expect((await list('?search=iphnoe')).titles).not.toContain('Samsung Galaxy S21');
    const prefix = await list('?search=ipho');
    expect(prefix.titles.sort()).toEqual(['iPhone 11 Case', 'iPhone 12']);
    expect((await list('?search=samsng')).titles).toEqual(['Samsung Galaxy S21']);
    expect((await list('?search=IPHONE%2012')).titles[0]).toBe('iPhone 12');
  });

  it('searches the brand, the category and the description too', async () => {
    expect((await list('?search=apple')).titles).toEqual(['iPhone 12']);
    expect((await list('?search=charger')).titles).toEqual(['Ceramic Table Lamp']);
    expect((await list('?search=fashion')).titles.sort()).toEqual(['Leather Handbag', 'iPhone 11 Case']);
    expect((await list('?search=zzzzqqq')).page).toEqual({ page: 1, pageSize: 12, total: 0, totalPages: 0 });
    // Operators of the query syntax are only text.
    expect((await list(`?search=${encodeURIComponent("iphone & ! ( ' :* |")}`)).titles).toContain('iPhone 12');
    expect((await list(`?search=${encodeURIComponent('%_\\')}`)).titles).toEqual([]);
  });

  it('ranks the closest match first when searching', async () => {
    expect((await list('?search=iphone%2012')).titles[0]).toBe('iPhone 12');
    expect((await list('?search=iphone%2011%20case')).titles[0]).toBe('iPhone 11 Case');
  });

  it('filters by category, price range, seller type, university and seller', async () => {
    expect((await list('?category=Home')).titles).toEqual(['Wooden Bookshelf', 'Ceramic Table Lamp']);
    expect((await list('?minPrice=800000&maxPrice=1500000')).titles).toEqual(['Ceramic Table Lamp', 'Leather Handbag']);
    expect((await list('?minPrice=30000001')).titles).toEqual(['iPhone 12']);
    expect((await list('?sellerType=brand')).titles).toEqual(['Wooden Bookshelf', 'Ceramic Table Lamp', 'Leather Handbag']);
    expect((await list('?sellerType=individual')).titles).toEqual(['iPhone 11 Case', 'Samsung Galaxy S21', 'iPhone 12']);
    expect((await list(`?university=${brand.universityId}`)).titles).toEqual([
      'Wooden Bookshelf',
      'Ceramic Table Lamp',
      'Leather Handbag',
    ]);
    expect((await list(`?seller=${ada.id}`)).titles).toEqual(['iPhone 11 Case', 'Samsung Galaxy S21', 'iPhone 12']);
    expect((await list(`?seller=${ada.id}&category=Gadgets&search=galaxy`)).titles).toEqual(['Samsung Galaxy S21']);
    const card = (await list('?category=Fashion&sellerType=brand')).cards[0];
    expect(card?.seller).toMatchObject({
      id: brand.id,
      name: 'Ada Bakes',
      sellerType: 'brand',
      university: 'University of Lagos',
    });
  });

  it('fetches given ids in the order given, and leaves one out with exclude', async () => {
    const wanted = [ids['Leather Handbag'], ids['iPhone 12'], ids['Wooden Bookshelf']].join(',');
    expect((await list(`?ids=${wanted}`)).titles).toEqual(['Leather Handbag', 'iPhone 12', 'Wooden Bookshelf']);
    expect((await list(`?ids=${wanted},not-an-id`)).titles).toHaveLength(3);
    expect((await list('?ids=not-an-id')).titles).toEqual([]);
    expect((await list(`?ids=${wanted}&sort=price_asc`)).titles).toEqual(['Leather Handbag', 'Wooden Bookshelf', 'iPhone 12']);
    expect((await list(`?category=Home&exclude=${ids['Wooden Bookshelf']}`)).titles).toEqual(['Ceramic Table Lamp']);
  });

  it('sorts by newest, price up and price down', async () => {
    const all = catalogue.map((item) => item.title);
    expect((await list('?sort=newest')).titles).toEqual([...all].reverse());
    const byPrice = [...catalogue].sort((a, b) => a.priceKobo - b.priceKobo).map((item) => item.title);
    expect((await list('?sort=price_asc')).titles).toEqual(byPrice);
    expect((await list('?sort=price_desc')).titles).toEqual([...byPrice].reverse());
    // Relevance without a search is newest first.
    expect((await list('?sort=relevance')).titles).toEqual([...all].reverse());
    expect((await list('?search=iphone&sort=price_asc')).titles).toEqual(['iPhone 11 Case', 'iPhone 12']);
  });

  it('pages with the total over all pages, also past the last page', async () => {
    const first = await list('?pageSize=4');
    expect(first.page).toEqual({ page: 1, pageSize: 4, total: 6, totalPages: 2 });
    expect(first.titles).toHaveLength(4);
    const second = await list('?pageSize=4&page=2');
    expect(second.titles).toHaveLength(2);
    expect([...first.titles, ...second.titles]).toEqual(catalogue.map((item) => item.title).reverse());
    expect((await list('?pageSize=4&page=9')).page).toEqual({ page: 9, pageSize: 4, total: 6, totalPages: 2 });
    expect((await list('?search=iphone&pageSize=1&page=2')).page).toEqual({ page: 2, pageSize: 1, total: 2, totalPages: 2 });
  });

  it('answers 400 naming the field for a bad query, never 5xx', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?pageSize=49', 'pageSize'],
      ['?minPrice=-1', 'minPrice'],
      ['?sort=cheapest', 'sort'],
      ['?category=Food', 'category'],
      ['?sellerType=shop', 'sellerType'],
      ['?seller=someone', 'seller'],
      ['?exclude=x', 'exclude'],
      [`?search=${'a'.repeat(101)}`, 'search'],
      ['?search=a%00b', 'search'],
      [`?search=${'7'.repeat(100_000)}`, 'search'],
      ['?ids=a;drop', 'ids'],
      ['?university=abc', 'university'],
    ] as const) {
      const res = await t.request<{ errors?: Record<string, string> }>('GET', `/v1/products${query}`);
      expect(res.status, query.slice(0, 40)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), query.slice(0, 40)).toEqual([field]);
    }
  });
});

/**
 * Misspellings, as Typesense tolerates them: the words as typed first; when they find nothing,
 * the catalogue's nearest words (one edit in 4 to 6 letters, two from 7; split and joined
 * words), and the answer says what it searched for instead.
 */
describe('GET /v1/products: misspelt searches', () => {
  let t: TestApp;
  let seller: VerifiedSeller;

  beforeAll(async () => {
    t = createTestApp(db());
    seller = await verifiedSeller(t);
    for (const fields of [
      {
        title: 'Luxury duvet set (double)',
        category: 'Home',
        brand: null,
        descriptionHtml: '<p>Duvet, bedsheet and four pillowcases in soft cotton.</p>',
      },
      { title: 'Samsung Galaxy A14 64GB', brand: 'Samsung' },
      { title: 'iPhone 12 128GB', brand: 'Apple' },
      { title: 'Leather Handbag', category: 'Fashion', brand: null },
      { title: 'Reading Lamp', category: 'Home', brand: null },
      { title: 'Camp Chair', category: 'Home', brand: null },
      { title: 'Rechargeable Fan', category: 'Home', brand: null },
    ]) {
      t.clock.advance(60_000);
      const res = await t.request('POST', '/v1/products', { token: seller.token, json: productBody(seller, fields) });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    }
  });

  /** Searches this seller's products only: the file's other tests list more. */
  async function search(text: string, more = '') {
    const query = `search=${encodeURIComponent(text)}&seller=${seller.id}${more}`;
    const res = await t.request<ProductListResponse>('GET', `/v1/products?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { titles: res.body.data.map((card) => card.title), correctedQuery: res.body.correctedQuery };
  }

  it.each([
    ['Luuxry', 'luxury', 'Luxury duvet set (double)'],
    ['luuxry', 'luxury', 'Luxury duvet set (double)'],
    ['sumsang', 'samsung', 'Samsung Galaxy A14 64GB'],
    ['iphnoe', 'iphone', 'iPhone 12 128GB'],
    ['leather handbg', 'leather handbag', 'Leather Handbag'],
    ['rechargable fan', 'rechargeable fan', 'Rechargeable Fan'],
    ['lmap', 'lamp', 'Reading Lamp'],
    ['duvte', 'duvet', 'Luxury duvet set (double)'],
  ])('finds %s as %s', async (typed, meant, title) => {
    expect(await search(typed)).toEqual({ titles: [title], correctedQuery: meant });
  });

  it.each([
    ['bed sheet', 'bedsheet', 'Luxury duvet set (double)'],
    ['hand bag', 'handbag', 'Leather Handbag'],
    ['leatherhandbag', 'leather handbag', 'Leather Handbag'],
    ['iphone12', 'iphone 12', 'iPhone 12 128GB'],
  ])('finds %s, split or joined, as %s', async (typed, meant, title) => {
    expect(await search(typed)).toEqual({ titles: [title], correctedQuery: meant });
  });

  it('never corrects a word of fewer than 4 letters, one of 4 to 6 letters two edits away, or one of 7 three away', async () => {
    expect(await search('lmp')).toEqual({ titles: [], correctedQuery: undefined });
    expect(await search('laxiry')).toEqual({ titles: [], correctedQuery: undefined });
    expect(await search('sumsenk')).toEqual({ titles: [], correctedQuery: undefined });
  });

  it('never corrects a search that finds something as typed', async () => {
    expect(await search('luxury')).toEqual({ titles: ['Luxury duvet set (double)'], correctedQuery: undefined });
    expect(await search('camp')).toEqual({ titles: ['Camp Chair'], correctedQuery: undefined });
    expect(await search('lamp')).toEqual({ titles: ['Reading Lamp'], correctedQuery: undefined });
    expect(await search('samsung galaxy')).toEqual({ titles: ['Samsung Galaxy A14 64GB'], correctedQuery: undefined });
    expect(await search('ipho')).toEqual({ titles: ['iPhone 12 128GB'], correctedQuery: undefined });
  });

  it('announces no correction that finds nothing under the filters either', async () => {
    expect(await search('luuxry', '&category=Fashion')).toEqual({ titles: [], correctedQuery: undefined });
    expect(await search('luuxry', '&category=Home')).toEqual({
      titles: ['Luxury duvet set (double)'],
      correctedQuery: 'luxury',
    });
  });
});

describe('GET /v1/products after a change', () => {
  it('shows a product created, changed or deleted at once, in the list and in a search', async () => {
    const t = createTestApp(db());
    const seller = await verifiedSeller(t);
    const titles = async (query: string) => {
      const res = await t.request<ProductListResponse>('GET', `/v1/products${query}`);
      expect(res.status).toBe(200);
      return { titles: res.body.data.map((card) => card.title), total: res.body.page.total, cards: res.body.data };
    };
    // Read first, so the pages are there to be served again.
    expect((await titles('?search=gramophone')).titles).toEqual([]);
    const before = await titles('?category=Home');

    const created = await t.request<{ data: ProductCard }>('POST', '/v1/products', {
      token: seller.token,
      json: productBody(seller, { title: 'Vintage Gramophone', category: 'Home', priceKobo: 2_000_000 }),
    });
    expect(created.status).toBe(201);
    expect((await titles('?search=gramophone')).titles).toEqual(['Vintage Gramophone']);
    expect((await titles('?search=gramophne')).titles).toEqual(['Vintage Gramophone']);
    const withIt = await titles('?category=Home');
    expect(withIt.titles.sort()).toEqual([...before.titles, 'Vintage Gramophone'].sort());
    expect(withIt.total).toBe(before.total + 1);

    const id = created.body.data.id;
    await t.request('PATCH', `/v1/products/${id}`, {
      token: seller.token,
      json: { title: 'Vintage Record Player', priceKobo: 1_900_000 },
    });
    expect((await titles('?search=gramophone')).titles).toEqual([]);
    // The old title's words are gone from what misspellings are corrected to.
    expect((await titles('?search=gramophne')).titles).toEqual([]);
    expect((await titles('?search=recrod%20player')).titles).toEqual(['Vintage Record Player']);
    const renamed = await titles('?search=record%20player');
    expect(renamed.titles).toEqual(['Vintage Record Player']);
    expect(renamed.cards[0]?.priceKobo).toBe(1_900_000);

    await t.request('PATCH', `/v1/products/${id}`, { token: seller.token, json: { status: 'inactive' } });
    expect((await titles('?search=record%20player')).titles).toEqual([]);
    expect((await titles('?search=recrod%20player')).titles).toEqual([]);
    await t.request('PATCH', `/v1/products/${id}`, { token: seller.token, json: { status: 'active' } });
    expect((await titles('?search=record%20player')).titles).toEqual(['Vintage Record Player']);
    expect((await titles('?search=recrod%20player')).titles).toEqual(['Vintage Record Player']);

    expect((await t.request('DELETE', `/v1/products/${id}`, { token: seller.token })).status).toBe(200);
    expect((await titles('?search=record%20player')).titles).toEqual([]);
    expect((await titles('?search=recrod%20player')).titles).toEqual([]);
    expect(await titles('?category=Home')).toMatchObject({ titles: before.titles, total: before.total });
  });
});
