import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '../../../contract';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { kycSubmissions } from '../kyc/schema';
import { catalogueChanged } from '../listing/read-cache';
import { listingSlugRedirects } from '../listing/schema';
import { ONLY_VERIFIED_SELLERS } from '../listing/seller-guard';
import { listingPhoto, productBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { users } from '../user/schema';
import { productReviews } from './schema';

const db = useTestDatabase();

type Detail = { data: ProductDetail };

describe('products: create, read, change, delete', () => {
  let t: TestApp;
  let seller: VerifiedSeller;

  beforeAll(async () => {
    t = createTestApp(db());
    seller = await verifiedSeller(t);
  });

  const create = (overrides: Record<string, unknown> = {}, token = seller.token) =>
    t.request<Detail>('POST', '/v1/products', { token, json: productBody(seller, overrides) });

  it('answers 401 to a guest and 403 to a user whose KYC is not approved', async () => {
    expect((await t.request('POST', '/v1/products', { json: productBody(seller) })).status).toBe(401);
    const buyer = await t.signUp();
    const res = await create({}, buyer.accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ONLY_VERIFIED_SELLERS });
  });

  it('lists a product with a slug from its title, its photos and door delivery by default', async () => {
    const res = await create({ title: 'Café Table — 2 seats!' });
    expect(res.status).toBe(201);
    const product = res.body.data;
    expect(product.slug).toBe('cafe-table-2-seats');
    expect(product.images.map((image) => image.key)).toEqual(seller.photos);
    expect(product.images[0]?.alt).toBe('Café Table — 2 seats!');
    expect(product.image?.key).toBe(seller.photos[0]);
    expect(product.delivery).toEqual({ pickup: true, door: { feeKobo: 250_000, minDays: 3, maxDays: 7 } });
    expect(product.seller).toMatchObject({
      id: seller.id,
      name: 'Ada Obi',
      sellerType: 'individual',
      university: 'Lagos State University',
    });
    expect(product.rating).toEqual({ average: null, count: 0 });
    expect(product.reviews).toEqual([]);
    expect(product.status).toBe('active');

    const read = await t.request<Detail>('GET', `/v1/products/${product.slug}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(product);
  });

  it('gives a taken slug a short random suffix, also to two creates at the same instant', async () => {
    const first = await create({ title: 'Reading Lamp' });
    const second = await create({ title: 'Reading Lamp' });
    expect(first.body.data.slug).toBe('reading-lamp');
    expect(second.body.data.slug).toMatch(/^reading-lamp-[a-z0-9]{5}$/);

    const together = await Promise.all([
      create({ title: 'Desk Fan' }),
      create({ title: 'Desk Fan' }),
      create({ title: 'Desk Fan' }),
    ]);
    expect(together.map((res) => res.status)).toEqual([201, 201, 201]);
    const slugs = together.map((res) => res.body.data.slug);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs).toContain('desk-fan');
  });

  it('keeps only the editor marks of a description, without attributes or script', async () => {
    const res = await create({
      descriptionHtml:
        '<h2 style="color:red">Specs</h2><p onclick="x()">Fast <em>and</em> <u>light</u><script>alert(1)</script></p>' +
        '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">click me</a><style>p{}</style><ul><li>128 GB</li></ul>',
    });
    expect(res.status).toBe(201);
    const html = res.body.data.descriptionHtml;
    expect(html).toBe('<h2>Specs</h2><p>Fast <em>and</em> <u>light</u></p>click me<ul><li>128 GB</li></ul>');
    expect(html).not.toMatch(/script|onerror|javascript|style|onclick|<img|<a/i);
    expect(res.body.data.summary).toBe('Specs: Fast and light. click me: 128 GB');
  });

  it('refuses photos that are not the seller’s own public uploads, on imageKeys', async () => {
    const other = await verifiedSeller(t);
    const theirs = await create({ imageKeys: [seller.photos[0], seller.photos[1], other.photos[0]] });
    expect(theirs.status).toBe(400);
    expect(theirs.body).toMatchObject({ errors: { imageKeys: expect.any(String) } });

    const privateKey = (await t.upload(seller.token, images.png)).body.data.result.key;
    const notPublic = await create({ imageKeys: [privateKey, ...seller.photos.slice(0, 2)] });
    expect(notPublic.status).toBe(400);
    expect(notPublic.body).toMatchObject({ errors: { imageKeys: expect.any(String) } });
    const unknown = await create({ imageKeys: ['aaaaaaaaaaaaaaaaaaaaaa.png', ...seller.photos.slice(0, 2)] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { imageKeys: expect.any(String) } });
  });

  it('answers 4xx, never 5xx, to a NUL or 100,000 characters in any text', async () => {
    for (const overrides of [
      { title: 'Lamp\u0000' },
      { title: '7'.repeat(100_000) },
      { descriptionHtml: `<p>${'7'.repeat(100_000)}</p>` },
      { descriptionHtml: '<p>nul \u0000 inside</p>' },
      { brand: 'Ap\u0000ple' },
      { imageKeys: ['\u0000.png', 'a.png', 'b.png'] },
    ]) {
      const res = await create(overrides);
      expect(res.status, JSON.stringify(overrides).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // A control character in the address is refused before any route (server/http/control-character-guard.ts).
    for (const path of ['/v1/products/%00', '/v1/products/a%0Ab']) expect((await t.request('GET', path)).status).toBe(400);
    expect((await t.request('GET', `/v1/products/${'a'.repeat(100_000)}`)).status).toBe(404);
    expect((await t.request('PATCH', '/v1/products/%00', { token: seller.token, json: { title: 'x' } })).status).toBe(400);
    expect((await t.request('DELETE', `/v1/products/${'7'.repeat(100_000)}`, { token: seller.token })).status).toBe(404);
  });

  it('lets only the owner change a product; the slug stays when the title changes', async () => {
    const product = (await create({ title: 'Blue Kettle' })).body.data;
    const stranger = await verifiedSeller(t);
    expect((await t.request('PATCH', `/v1/products/${product.id}`, { json: { title: 'Mine' } })).status).toBe(401);
    const notTheirs = await t.request('PATCH', `/v1/products/${product.id}`, { token: stranger.token, json: { title: 'Mine' } });
    expect(notTheirs.status).toBe(404);

    const res = await t.request<Detail>('PATCH', `/v1/products/${product.id}`, {
      token: seller.token,
      json: {
        title: 'Red Kettle',
        priceKobo: 1_000_000,
        delivery: { pickup: true, door: null },
        descriptionHtml: '<p>Red<script>x</script></p>',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'Red Kettle',
      slug: 'blue-kettle',
      priceKobo: 1_000_000,
      delivery: { pickup: true, door: null },
      descriptionHtml: '<p>Red</p>',
      brand: 'Apple',
    });
    const cleared = await t.request<Detail>('PATCH', `/v1/products/${product.id}`, {
      token: seller.token,
      json: { brand: null },
    });
    expect(cleared.body.data.brand).toBeNull();
    expect(
      (await t.request('PATCH', `/v1/products/${product.id}`, { token: seller.token, json: { imageKeys: stranger.photos } }))
        .status,
    ).toBe(400);
  });

  it('hides an inactive product from everyone but its owner', async () => {
    const product = (await create({ title: 'Hidden Radio' })).body.data;
    await t.request('PATCH', `/v1/products/${product.id}`, { token: seller.token, json: { status: 'inactive' } });
    expect((await t.request('GET', `/v1/products/${product.slug}`)).status).toBe(404);
    const buyer = await t.signUp();
    expect((await t.request('GET', `/v1/products/${product.slug}`, { token: buyer.accessToken })).status).toBe(404);
    const own = await t.request<Detail>('GET', `/v1/products/${product.slug}`, { token: seller.token });
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('inactive');
  });

  it('answers an old slug with 301 to the current one', async () => {
    const product = (await create({ title: 'Study Chair' })).body.data;
    // An earlier slug of this product (a slug that was changed): the route must send readers on.
    await t.services.db
      .insert(listingSlugRedirects)
      .values({ listingType: 'products', slug: 'old-study-chair', productId: product.id, createdAt: t.clock.now() });
    const res = await t.app.request('/v1/products/old-study-chair');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/v1/products/study-chair');
    // The old slug is taken for new products too, so an old link never changes owner.
    expect((await create({ title: 'Old Study Chair' })).body.data.slug).toMatch(/^old-study-chair-[a-z0-9]{5}$/);
    expect((await t.request('GET', '/v1/products/no-such-thing')).status).toBe(404);
  });

  it('shows the latest 10 reviews and the rating over all of them', async () => {
    const product = (await create({ title: 'Rated Speaker' })).body.data;
    const ratings = [5, 4, 4, 3, 5, 5, 4, 2, 5, 4, 3];
    for (const [index, rating] of ratings.entries()) {
      const reviewer = await t.signUp({ firstname: `Buyer${index}` });
      const [author] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, reviewer.email));
      t.clock.advance(1000);
      await t.services.db.insert(productReviews).values({
        productId: product.id,
        authorId: author?.id ?? '',
        rating,
        text: `Review ${index}`,
        createdAt: t.clock.now(),
      });
    }
    const res = await t.request<Detail>('GET', `/v1/products/${product.slug}`);
    expect(res.body.data.rating).toEqual({ average: 4, count: 11 });
    expect(res.body.data.reviews).toHaveLength(10);
    expect(res.body.data.reviews[0]).toMatchObject({ authorName: 'Buyer10 O.', rating: 3, text: 'Review 10' });
    const cards = await t.request<{ data: { rating: unknown }[] }>('GET', `/v1/products?ids=${product.id}`);
    expect(cards.body.data[0]?.rating).toEqual({ average: 4, count: 11 });
    const saved = await t.request('PUT', `/v1/me/saved/${product.id}`, { token: seller.token });
    expect(saved.status).toBe(200);
    const savedList = await t.request<{ data: { listing: { rating: unknown } }[] }>('GET', '/v1/me/saved', {
      token: seller.token,
    });
    expect(savedList.body.data[0]?.listing.rating).toEqual({ average: 4, count: 11 });
  });

  it('shows a change made through any part of the API at once: the seller’s new name, a new price', async () => {
    const product = (await create({ title: 'Desk Fan' })).body.data;
    const read = async () => (await t.request<Detail>('GET', `/v1/products/${product.slug}`)).body.data;
    const card = async () => (await t.request<{ data: ProductDetail[] }>('GET', `/v1/products?ids=${product.id}`)).body.data[0];
    expect((await read()).seller.name).toBe('Ada Obi');
    expect((await card())?.seller.name).toBe('Ada Obi');
    expect((await t.request('PATCH', '/v1/user', { token: seller.token, json: { firstname: 'Adaeze' } })).status).toBe(200);
    expect((await read()).seller.name).toBe('Adaeze Obi');
    expect((await card())?.seller.name).toBe('Adaeze Obi');
    await t.request('PATCH', `/v1/products/${product.id}`, { token: seller.token, json: { priceKobo: 1_234_500 } });
    expect((await read()).priceKobo).toBe(1_234_500);
    expect((await card())?.priceKobo).toBe(1_234_500);
    await t.request('PATCH', '/v1/user', { token: seller.token, json: { firstname: 'Ada' } });
    expect((await read()).seller.name).toBe('Ada Obi');
  });

  it('names the seller, their campus and whether they are verified on every card and on the page', async () => {
    const product = (await create({ title: 'Verified Kettle' })).body.data;
    const cardsOf = async (path: string, token?: string) =>
      (await t.request<{ data: ProductCard[] }>('GET', path, { token })).body.data.filter((card) => card.id === product.id);
    const everyView = async () => {
      await t.request('PUT', `/v1/me/saved/${product.id}`, { token: seller.token });
      const saved = (
        await t.request<{ data: { listing: ProductCard }[] }>('GET', '/v1/me/saved', { token: seller.token })
      ).body.data.map((item) => item.listing);
      return [
        (await t.request<Detail>('GET', `/v1/products/${product.slug}`)).body.data,
        ...(await cardsOf('/v1/products?search=kettle')),
        ...(await cardsOf(`/v1/products?seller=${seller.id}&pageSize=48`)),
        ...(await cardsOf(`/v1/products?ids=${product.id}`)),
        ...saved.filter((card) => card.id === product.id),
      ].map((view) => view.seller);
    };

    const verified = await everyView();
    expect(verified).toHaveLength(5);
    for (const summary of verified) {
      expect(summary).toMatchObject({ id: seller.id, name: 'Ada Obi', university: 'Lagos State University', verified: true });
    }

    // Without an approved KYC (here, withdrawn): no verified mark, and the profile's campus.
    const lagos = (await t.request<{ data: { id: number; name: string }[] }>('GET', '/v1/university')).body.data.find(
      (university) => university.name === 'University of Lagos',
    );
    await t.request('PATCH', '/v1/user', { token: seller.token, json: { university: lagos?.id } });
    await t.services.db.update(kycSubmissions).set({ status: 'REJECTED' }).where(eq(kycSubmissions.userId, seller.id));
    catalogueChanged(t.services.db);
    try {
      const unverified = await everyView();
      expect(unverified).toHaveLength(5);
      for (const summary of unverified) {
        expect(summary).toMatchObject({ id: seller.id, name: 'Ada Obi', university: 'University of Lagos', verified: false });
      }
    } finally {
      await t.services.db.update(kycSubmissions).set({ status: 'APPROVED' }).where(eq(kycSubmissions.userId, seller.id));
      catalogueChanged(t.services.db);
    }
  });

  it('deletes only the owner’s product', async () => {
    const product = (await create({ title: 'Old Printer' })).body.data;
    const stranger = await t.signUp();
    expect((await t.request('DELETE', `/v1/products/${product.id}`)).status).toBe(401);
    expect((await t.request('DELETE', `/v1/products/${product.id}`, { token: stranger.accessToken })).status).toBe(404);
    const res = await t.request('DELETE', `/v1/products/${product.id}`, { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { outcome: 'deleted' } });
    expect((await t.request('GET', `/v1/products/${product.slug}`, { token: seller.token })).status).toBe(404);
    expect((await t.request('DELETE', `/v1/products/${product.id}`, { token: seller.token })).status).toBe(404);
  });

  it('accepts a photo uploaded for this listing later', async () => {
    const fresh = await listingPhoto(t, seller.token);
    const res = await create({ imageKeys: [fresh, ...seller.photos.slice(0, 2)] });
    expect(res.status).toBe(201);
  });
});
