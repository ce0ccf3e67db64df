import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../contract';
import { DAY } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { products } from '../product/schema';
import { searchWords } from './schema';
import { searchVocabulary } from './search-words';
import { eventBody, productBody, verifiedSeller } from './testing';
import type { VerifiedSeller } from './testing';

const db = useTestDatabase();

/**
 * The search vocabulary: kept by the database's triggers whatever writes the listing, and read
 * by each server at its next correction.
 */
describe('search_words', () => {
  let t: TestApp;
  let seller: VerifiedSeller;

  beforeAll(async () => {
    t = createTestApp(db());
    seller = await verifiedSeller(t);
  });

  async function counts(...words: string[]) {
    const rows = await db()
      .select({ word: searchWords.word, products: searchWords.products, events: searchWords.events })
      .from(searchWords)
      .where(inArray(searchWords.word, words));
    return Object.fromEntries(words.map((word) => [word, rows.find((row) => row.word === word) ?? null]));
  }

  async function createProduct(fields: Record<string, unknown>) {
    const res = await t.request<{ data: ProductCard }>('POST', '/v1/products', {
      token: seller.token,
      json: productBody(seller, { brand: null, ...fields }),
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.data.id;
  }

  it('counts each word once per active listing, through create, edit, hide and delete', async () => {
    const first = await createProduct({ title: 'Gramophone Gramophone', descriptionHtml: '<p>A working gramophone.</p>' });
    const second = await createProduct({ title: 'Old Gramophone' });
    expect(await counts('gramophone', 'old', 'working')).toEqual({
      gramophone: { word: 'gramophone', products: 2, events: 0 },
      old: { word: 'old', products: 1, events: 0 },
      working: { word: 'working', products: 1, events: 0 },
    });

    await t.request('PATCH', `/v1/products/${second}`, { token: seller.token, json: { status: 'inactive' } });
    expect((await counts('gramophone')).gramophone?.products).toBe(1);
    await t.request('PATCH', `/v1/products/${second}`, { token: seller.token, json: { status: 'active' } });
    expect((await counts('gramophone')).gramophone?.products).toBe(2);

    await t.request('PATCH', `/v1/products/${first}`, { token: seller.token, json: { title: 'Record Player' } });
    expect(await counts('gramophone', 'record')).toMatchObject({
      gramophone: { products: 2 }, // the description still says it
      record: { products: 1 },
    });
    await t.request('PATCH', `/v1/products/${first}`, {
      token: seller.token,
      json: { descriptionHtml: '<p>Plays records.</p>' },
    });
    expect((await counts('gramophone')).gramophone?.products).toBe(1);

    expect((await t.request('DELETE', `/v1/products/${second}`, { token: seller.token })).status).toBe(200);
    expect(await counts('gramophone', 'old')).toMatchObject({ gramophone: { products: 0 }, old: { products: 0 } });
  });

  it('keeps events apart from products', async () => {
    const res = await t.request('POST', '/v1/events', {
      token: seller.token,
      json: eventBody(seller, new Date(t.clock.now().getTime() + 2 * DAY), { title: 'Hackathon Weekend' }),
    });
    expect(res.status).toBe(201);
    expect(await counts('hackathon')).toEqual({ hackathon: { word: 'hackathon', products: 0, events: 1 } });
  });

  it('leaves the words alone when a sale changes only the stock', async () => {
    const id = await createProduct({ title: 'Theodolite' });
    const before = await db().select().from(searchWords).where(eq(searchWords.word, 'theodolite'));
    await db().update(products).set({ unitsAvailable: 1 }).where(eq(products.id, id));
    expect(await db().select().from(searchWords).where(eq(searchWords.word, 'theodolite'))).toEqual(before);
  });

  it('counts rows inserted straight into the table, many at once (a seed)', async () => {
    await db().execute(sql`
      insert into products (seller_id, slug, title, category, description_html, description_text, price_kobo,
        units_available, condition, campus_only, image_keys, pickup, status, created_at, updated_at)
      select ${seller.id}, 'seeded-' || i, 'Seeded Sextant ' || i, 'Home', '<p>x</p>', 'x', 100000, 1, 'new', false,
        array['a'], true, case when i % 2 = 0 then 'active' else 'inactive' end, now(), now()
      from generate_series(1, 6) as i`);
    expect((await counts('sextant')).sextant?.products).toBe(3);
  });

  it('is read by the server at its next correction, whoever wrote the word', async () => {
    const vocabulary = await searchVocabulary(db(), 'products');
    expect(vocabulary.count('astrolabe')).toBe(0);
    // Written without this server's API, as another server on the same database would.
    await db().execute(sql`update products set title = 'Brass Astrolabe' where slug = 'seeded-2'`);
    expect((await searchVocabulary(db(), 'products')).count('astrolabe')).toBe(1);
    expect((await searchVocabulary(db(), 'events')).count('astrolabe')).toBe(0);
    await db().execute(sql`update products set status = 'inactive' where slug = 'seeded-2'`);
    expect((await searchVocabulary(db(), 'products')).count('astrolabe')).toBe(0);
  });
});
