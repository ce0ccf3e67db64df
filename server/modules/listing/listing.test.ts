import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EventDetail,
  MyListingsResponse,
  ProductDetail,
  SavedListResponse,
  SavedStateResponse,
  SellerProfileResponse,
} from '../../../contract';
import { DAY } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { productReviews } from '../product/schema';
import { users } from '../user/schema';
import { savedListings } from './schema';
import { eventBody, productBody, verifiedSeller } from './testing';
import type { VerifiedSeller } from './testing';

const db = useTestDatabase();

describe('saved items, my listings and seller profiles', () => {
  let t: TestApp;
  let seller: VerifiedSeller;
  let brand: VerifiedSeller;
  let product: ProductDetail;
  let event: EventDetail;

  beforeAll(async () => {
    t = createTestApp(db());
    seller = await verifiedSeller(t, { university: 'Lagos State University' });
    brand = await verifiedSeller(t, { accountType: 'brand', university: 'University of Lagos' });
    product = (
      await t.request<{ data: ProductDetail }>('POST', '/v1/products', { token: seller.token, json: productBody(seller) })
    ).body.data;
    t.clock.advance(1000);
    event = (
      await t.request<{ data: EventDetail }>('POST', '/v1/events', {
        token: seller.token,
        json: eventBody(seller, new Date(t.clock.now().getTime() + 2 * DAY)),
      })
    ).body.data;
  });

  it('saves a listing once, however many PUTs arrive together, and unsaves it idempotently', async () => {
    const buyer = await t.signUp();
    const put = () => t.request<SavedStateResponse>('PUT', `/v1/me/saved/${product.id}`, { token: buyer.accessToken });
    const answers = await Promise.all([put(), put(), put(), put()]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.body).toEqual({ data: { listingId: product.id, saved: true } });
    const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
    expect(
      await t.services.db
        .select()
        .from(savedListings)
        .where(eq(savedListings.userId, user?.id ?? '')),
    ).toHaveLength(1);

    t.clock.advance(1000);
    expect((await t.request('PUT', `/v1/me/saved/${event.id}`, { token: buyer.accessToken })).status).toBe(200);
    const saved = await t.request<SavedListResponse>('GET', '/v1/me/saved', { token: buyer.accessToken });
    expect(saved.body.data.map((item) => [item.type, item.listing.id])).toEqual([
      ['tickets', event.id],
      ['products', product.id],
    ]);

    const remove = () => t.request<SavedStateResponse>('DELETE', `/v1/me/saved/${event.id}`, { token: buyer.accessToken });
    expect((await Promise.all([remove(), remove()])).map((res) => res.body.data.saved)).toEqual([false, false]);
    const after = await t.request<SavedListResponse>('GET', '/v1/me/saved', { token: buyer.accessToken });
    expect(after.body.data.map((item) => item.listing.id)).toEqual([product.id]);
  });

  it('keeps a saved listing that was hidden since, with its status; refuses unknown or hidden ones with 404', async () => {
    const buyer = await t.signUp();
    const hidden = (
      await t.request<{ data: ProductDetail }>('POST', '/v1/products', {
        token: seller.token,
        json: productBody(seller, { title: 'Soon Hidden' }),
      })
    ).body.data;
    await t.request('PUT', `/v1/me/saved/${hidden.id}`, { token: buyer.accessToken });
    await t.request('PATCH', `/v1/products/${hidden.id}`, { token: seller.token, json: { status: 'inactive' } });
    const saved = await t.request<SavedListResponse>('GET', '/v1/me/saved', { token: buyer.accessToken });
    expect(saved.body.data).toMatchObject([{ type: 'products', listing: { id: hidden.id, status: 'inactive' } }]);

    const other = await t.signUp();
    expect((await t.request('PUT', `/v1/me/saved/${hidden.id}`, { token: other.accessToken })).status).toBe(404);
    expect(
      (await t.request('PUT', '/v1/me/saved/00000000-0000-4000-8000-000000000000', { token: other.accessToken })).status,
    ).toBe(404);
    expect((await t.request('PUT', '/v1/me/saved/%00', { token: other.accessToken })).status).toBe(400);
    expect((await t.request('PUT', `/v1/me/saved/${'7'.repeat(100_000)}`, { token: other.accessToken })).status).toBe(404);
    expect((await t.request('DELETE', '/v1/me/saved/%00', { token: other.accessToken })).status).toBe(400);
    expect((await t.request('DELETE', `/v1/me/saved/${hidden.id}`, { token: other.accessToken })).status).toBe(200);
    expect((await t.request('GET', '/v1/me/saved')).status).toBe(401);
    expect((await t.request('PUT', `/v1/me/saved/${product.id}`)).status).toBe(401);
  });

  it('lists the caller’s own products and events, active and inactive, not archived', async () => {
    const inactive = (
      await t.request<{ data: ProductDetail }>('POST', '/v1/products', {
        token: brand.token,
        json: productBody(brand, { title: 'Brand Hidden' }),
      })
    ).body.data;
    t.clock.advance(1000);
    await t.request('POST', '/v1/products', {
      token: brand.token,
      json: productBody(brand, { title: 'Brand Shown', priceKobo: 123_400 }),
    });
    t.clock.advance(1000);
    await t.request('PATCH', `/v1/products/${inactive.id}`, { token: brand.token, json: { status: 'inactive' } });

    const products = await t.request<MyListingsResponse>('GET', '/v1/me/listings', { token: brand.token });
    expect(products.status).toBe(200);
    expect(products.body.data.map((item) => [item.title, item.status, item.type])).toEqual([
      ['Brand Hidden', 'inactive', 'products'],
      ['Brand Shown', 'active', 'products'],
    ]);
    expect(products.body.data[1]).toMatchObject({
      priceKobo: 123_400,
      available: 2,
      summary: 'Clean, with its original box.',
      event: null,
    });
    expect(products.body.data[1]?.image?.key).toBe(brand.photos[0]);
    expect(products.body.page).toEqual({ page: 1, pageSize: 12, total: 2, totalPages: 1 });
    expect(
      (await t.request<MyListingsResponse>('GET', '/v1/me/listings?pageSize=1&page=5', { token: brand.token })).body.page,
    ).toEqual({
      page: 5,
      pageSize: 1,
      total: 2,
      totalPages: 2,
    });

    const tickets = await t.request<MyListingsResponse>('GET', '/v1/me/listings?type=tickets', { token: seller.token });
    expect(tickets.body.data).toMatchObject([
      {
        id: event.id,
        type: 'tickets',
        priceKobo: 2_450_000,
        available: 120,
        status: 'active',
        // What the listings row shows without reading the event ('Sold 0 of 120').
        event: { ticketsSold: 0, ticketsOffered: 120, endsAt: new Date(event.endsAt).toISOString(), cancelledAt: null },
      },
    ]);
    expect((await t.request('GET', '/v1/me/listings?type=shoes', { token: seller.token })).status).toBe(400);
    expect((await t.request('GET', '/v1/me/listings')).status).toBe(401);
  });

  it('shows a verified seller’s public profile with their rating and latest reviews', async () => {
    const reviewer = await t.signUp({ firstname: 'Tolu' });
    const [author] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, reviewer.email));
    await t.services.db
      .insert(productReviews)
      .values({ productId: product.id, authorId: author?.id ?? '', rating: 4, text: 'As described', createdAt: t.clock.now() });

    const res = await t.request<SellerProfileResponse>('GET', `/v1/sellers/${seller.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: seller.id,
      name: 'Ada Obi',
      sellerType: 'individual',
      university: 'Lagos State University',
      about: null,
      rating: { average: 4, count: 1 },
      productCount: 1,
      eventCount: 1,
      reviews: [{ authorName: 'Tolu O.', rating: 4, text: 'As described' }],
    });

    const brandProfile = await t.request<SellerProfileResponse>('GET', `/v1/sellers/${brand.id}`);
    expect(brandProfile.body.data).toMatchObject({
      name: 'Ada Bakes',
      sellerType: 'brand',
      university: 'University of Lagos',
      about: 'Cakes and small chops for campus events',
      rating: { average: null, count: 0 },
      productCount: 1,
      eventCount: 0,
      reviews: [],
    });

    const buyer = await t.signUp();
    const [notSeller] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
    expect((await t.request('GET', `/v1/sellers/${notSeller?.id}`)).status).toBe(404);
    expect((await t.request('GET', '/v1/sellers/not-a-uuid')).status).toBe(404);
    expect((await t.request('GET', '/v1/sellers/%00')).status).toBe(400);
  });
});
