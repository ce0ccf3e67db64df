import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { EventDetailResponse, EventListResponse, ProductDetailResponse, ProductListResponse } from '../../contract';
import { createTestApp, useTestDatabase } from '../test/test-app';
import { seedEvents, seedProducts, seedUniversities } from './seed-catalogue/catalogue';
import { lagosTime } from './seed-catalogue/seed';
import { seedDemoData } from './seed-demo';

const db = useTestDatabase();

describe('the demo seed', () => {
  it('lists a believable catalogue through the API: products in every category, events with tiers, reviews', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    // Small pictures keep the test quick; the real sizes are the file module's tests' concern.
    const accounts = await seedDemoData(t.app, { photoSize: 400, bannerWidth: 640 });
    expect(accounts.map((a) => a.email)).toEqual([
      'buyer@kampus.ng',
      'seller@kampus.ng',
      'admin@kampus.ng',
      'support@kampus.ng',
      'finance@kampus.ng',
    ]);

    const products = await t.request<ProductListResponse>('GET', '/v1/products?pageSize=48');
    expect(products.status).toBe(200);
    expect(products.body.page.total).toBe(seedProducts.length);
    expect(seedProducts.length).toBeGreaterThanOrEqual(40);
    const cards = products.body.data;
    expect(new Set(cards.map((p) => p.category))).toEqual(new Set(['Gadgets', 'Fashion', 'Home']));
    expect(Math.min(...cards.map((p) => p.priceKobo))).toBeGreaterThanOrEqual(1_000_000);
    expect(Math.max(...cards.map((p) => p.priceKobo))).toBeLessThanOrEqual(26_000_000);
    expect(new Set(cards.map((p) => p.seller.sellerType))).toEqual(new Set(['individual', 'brand']));
    expect(new Set(cards.map((p) => p.seller.university))).toEqual(new Set(Object.values(seedUniversities)));
    expect(cards.every((p) => p.image?.variants.map((v) => v.width).join() === '320')).toBe(true);
    expect(cards.filter((p) => p.rating.count > 0).length).toBeGreaterThanOrEqual(10);

    const iphone = cards.find((p) => p.title === 'iPhone 12 128GB');
    const detail = await t.request<ProductDetailResponse>('GET', `/v1/products/${iphone?.slug}`);
    expect(detail.body.data).toMatchObject({ priceKobo: 24_500_000, brand: 'Apple', condition: 'like_new' });
    expect(detail.body.data.images).toHaveLength(3);
    expect(detail.body.data.reviews.length).toBe(2);
    // Three distinct shots, served as WebP.
    const shots = await Promise.all(
      detail.body.data.images.map(async (image) => Buffer.from(await (await t.app.request(image.url)).arrayBuffer())),
    );
    expect(new Set(shots.map((bytes) => bytes.toString('base64'))).size).toBe(3);
    expect((await sharp(shots[0]).metadata()).format).toBe('webp');

    const events = await t.request<EventListResponse>('GET', '/v1/events?pageSize=48');
    expect(events.body.page.total).toBe(seedEvents.length);
    expect(new Set(events.body.data.map((e) => e.category))).toEqual(new Set(['Parties', 'Tech', 'Religious', 'Academic']));
    expect(events.body.data.some((e) => e.priceFromKobo === 0)).toBe(true);
    const now = t.clock.now().getTime();
    expect(events.body.data.every((e) => Date.parse(e.startsAt) > now && Date.parse(e.startsAt) < now + 60 * 86_400_000)).toBe(
      true,
    );
    const freshers = events.body.data.find((e) => e.title === "Freshers' Night");
    const party = await t.request<EventDetailResponse>('GET', `/v1/events/${freshers?.slug}`);
    expect(party.body.data.tiers.map(({ name, priceKobo, seatsPerTicket }) => ({ name, priceKobo, seatsPerTicket }))).toEqual([
      { name: 'Regular', priceKobo: 2_450_000, seatsPerTicket: 1 },
      { name: 'VIP', priceKobo: 4_000_000, seatsPerTicket: 1 },
      { name: 'Table For 8', priceKobo: 18_000_000, seatsPerTicket: 8 },
    ]);
    const banner = await sharp(
      Buffer.from(await (await t.app.request(party.body.data.image?.url ?? '')).arrayBuffer()),
    ).metadata();
    expect(banner.width / (banner.height ?? 1)).toBeCloseTo(16 / 9, 1);
  }, 120_000);
});

describe('lagosTime', () => {
  it('is the given hour in Lagos (UTC+1), counted from the Lagos date', () => {
    // 23:30 UTC on 1 March is already 2 March in Lagos.
    const now = new Date('2026-03-01T23:30:00Z');
    expect(lagosTime(now, 0, 18).toISOString()).toBe('2026-03-02T17:00:00.000Z');
    expect(lagosTime(now, 3, 9).toISOString()).toBe('2026-03-05T08:00:00.000Z');
  });
});
