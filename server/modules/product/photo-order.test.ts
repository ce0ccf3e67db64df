import { beforeAll, describe, expect, it } from 'vitest';
import type { MyListingsResponse, ProductDetail, ProductListResponse } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { listingPhoto, productBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';

const db = useTestDatabase();

type Detail = { data: ProductDetail };

/** The keys in an order that is neither the upload order nor sorted, so no accident can produce it. */
function shuffled(keys: string[]): string[] {
  const sorted = [...keys].sort();
  return [sorted[3], sorted[0], sorted[4], sorted[2], sorted[1]] as string[];
}

describe('product photos keep the seller’s order', () => {
  let t: TestApp;
  let seller: VerifiedSeller;
  let photos: string[];

  beforeAll(async () => {
    t = createTestApp(db());
    seller = await verifiedSeller(t);
    photos = [...seller.photos, await listingPhoto(t, seller.token), await listingPhoto(t, seller.token)];
  });

  /** Every way a listing's photos are read: its page, its card and the seller's own list. */
  async function shown(product: ProductDetail) {
    const page = await t.request<Detail>('GET', `/v1/products/${product.slug}`);
    const cards = await t.request<ProductListResponse>('GET', `/v1/products?ids=${product.id}`);
    const mine = await t.request<MyListingsResponse>('GET', '/v1/me/listings', { token: seller.token });
    return {
      images: page.body.data.images.map((image) => image.key),
      cover: page.body.data.image?.key,
      card: cards.body.data[0]?.image?.key,
      ownList: mine.body.data.find((listing) => listing.id === product.id)?.image?.key,
    };
  }

  it('stores and answers the photos in the order sent, the first as the cover', async () => {
    const order = shuffled(photos);
    const res = await t.request<Detail>('POST', '/v1/products', {
      token: seller.token,
      json: productBody(seller, { imageKeys: order }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.images.map((image) => image.key)).toEqual(order);
    expect(await shown(res.body.data)).toEqual({ images: order, cover: order[0], card: order[0], ownList: order[0] });
  });

  it('takes a new order (and a new cover) on edit, with nothing else changed', async () => {
    const product = (
      await t.request<Detail>('POST', '/v1/products', { token: seller.token, json: productBody(seller, { imageKeys: photos }) })
    ).body.data;
    const reordered = [photos[4], photos[2], photos[0], photos[1]] as string[];
    const res = await t.request<Detail>('PATCH', `/v1/products/${product.id}`, {
      token: seller.token,
      json: { imageKeys: reordered },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.images.map((image) => image.key)).toEqual(reordered);
    expect(await shown(product)).toEqual({ images: reordered, cover: reordered[0], card: reordered[0], ownList: reordered[0] });
  });

  it('refuses the same photo twice (it would count twice towards the three photos)', async () => {
    const [first, second] = photos as [string, string];
    const json = productBody(seller, { imageKeys: [first, first, second] });
    const res = await t.request('POST', '/v1/products', { token: seller.token, json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { imageKeys: 'Each photo can be added only once' } });
  });
});
