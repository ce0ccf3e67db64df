import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, SlugAvailabilityResponse } from '../../../contract';
import { DAY, HOUR } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ONLY_VERIFIED_SELLERS } from '../listing/seller-guard';
import { eventBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { ticketTiers } from './schema';

const db = useTestDatabase();

type Detail = { data: EventDetail };

describe('events: create, read, change, delete', () => {
  let t: TestApp;
  let seller: VerifiedSeller;
  const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY);

  beforeAll(async () => {
    t = createTestApp(db());
    seller = await verifiedSeller(t);
  });

  const create = (overrides: Record<string, unknown> = {}, startsAt = inDays(3), token = seller.token) =>
    t.request<Detail>('POST', '/v1/events', { token, json: eventBody(seller, startsAt, overrides) });

  it('answers 401 to a guest and 403 to a user whose KYC is not approved', async () => {
    expect((await t.request('POST', '/v1/events', { json: eventBody(seller, inDays(3)) })).status).toBe(401);
    const buyer = await t.signUp();
    const res = await create({}, inDays(3), buyer.accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ONLY_VERIFIED_SELLERS });
  });

  it('lists an event with its tiers, the cheapest as its price, and a slug from its title', async () => {
    const res = await create({
      title: 'Campus Praise Night',
      descriptionHtml: '<p>Songs<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    });
    expect(res.status).toBe(201);
    const event = res.body.data;
    expect(event).toMatchObject({
      slug: 'campus-praise-night',
      priceFromKobo: 2_450_000,
      format: 'physical',
      descriptionHtml: '<p>Songs</p>',
      locationTips: 'Enter by the main gate',
      socialLinks: { instagram: null, twitter: null, telegram: null, website: null },
      rating: { average: null, count: 0 },
      status: 'active',
    });
    expect(event.image?.key).toBe(seller.photos[0]);
    expect(event.tiers.map((tier) => [tier.name, tier.priceKobo, tier.quantity, tier.remaining, tier.seatsPerTicket])).toEqual([
      ['Regular', 2_450_000, 100, 100, 1],
      ['VIP', 4_000_000, 20, 20, 1],
    ]);
    const read = await t.request<Detail>('GET', `/v1/events/${event.slug}`);
    expect(read.body.data).toEqual(event);
    expect((await create({ title: 'Campus Praise Night' })).body.data.slug).toMatch(/^campus-praise-night-[a-z0-9]{5}$/);
  });

  it('takes a free custom URL, refuses a taken one with 409 on customSlug, and suggests another', async () => {
    const res = await create({ customSlug: 'Tech-Week-2025' });
    expect(res.status).toBe(201);
    expect(res.body.data.slug).toBe('tech-week-2025');
    const taken = await create({ customSlug: 'tech-week-2025' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'This URL is taken', errors: { customSlug: 'This URL is taken' } });

    const busy = await t.request<SlugAvailabilityResponse>('GET', '/v1/events/slug-availability?slug=tech-week-2025');
    expect(busy.body.data).toMatchObject({ slug: 'tech-week-2025', available: false });
    expect(busy.body.data.suggestion).toMatch(/^tech-week-2025-[a-z0-9]{5}$/);
    const free = await t.request<SlugAvailabilityResponse>('GET', '/v1/events/slug-availability?slug=tech-week-2026');
    expect(free.body.data).toEqual({ slug: 'tech-week-2026', available: true, suggestion: null });
    const bad = await t.request('GET', '/v1/events/slug-availability?slug=no%20spaces');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { slug: expect.stringMatching(/^Custom URL /) } });

    const together = await Promise.all([create({ customSlug: 'same-night' }), create({ customSlug: 'same-night' })]);
    expect(together.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses an end before the start, an end in the past, duplicate tier names and another user’s banner', async () => {
    const start = inDays(2);
    const backwards = await create({ endsAt: new Date(start.getTime() - HOUR).toISOString() }, start);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ errors: { endsAt: 'End date must be after the start date' } });
    const past = await create({}, inDays(-2));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ errors: { endsAt: expect.any(String) } });
    const twice = await create({
      tiers: [
        { name: 'VIP', priceKobo: 1, quantity: 1 },
        { name: 'vip', priceKobo: 2, quantity: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ errors: { tiers: expect.any(String) } });
    const other = await verifiedSeller(t);
    const banner = await create({ bannerKey: other.photos[0] });
    expect(banner.status).toBe(400);
    expect(banner.body).toMatchObject({ errors: { bannerKey: expect.any(String) } });
    for (const overrides of [
      { title: 'a\u0000b' },
      { venue: '7'.repeat(100_000) },
      { descriptionHtml: '<p>\u0000</p>' },
      { customSlug: 'a\u0000b' },
    ]) {
      const res = await create(overrides);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await t.request('GET', '/v1/events/%00')).status).toBe(400);
    expect((await t.request('GET', `/v1/events/${'a'.repeat(100_000)}`)).status).toBe(404);
  });

  it('lets only the owner change an event; a new custom URL redirects from the old one with 301', async () => {
    const event = (await create({ title: 'Hackathon', customSlug: 'hack-2025' })).body.data;
    const stranger = await verifiedSeller(t);
    expect((await t.request('PATCH', `/v1/events/${event.id}`, { json: { title: 'x' } })).status).toBe(401);
    expect((await t.request('PATCH', `/v1/events/${event.id}`, { token: stranger.token, json: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/v1/events/${event.id}`, { token: stranger.token })).status).toBe(404);

    const moved = await t.request<Detail>('PATCH', `/v1/events/${event.id}`, {
      token: seller.token,
      json: { title: 'Hackathon 2.0', customSlug: 'hack-two', socialLinks: { instagram: 'https://instagram.com/hack' } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ title: 'Hackathon 2.0', slug: 'hack-two', format: 'physical' });
    expect(moved.body.data.socialLinks.instagram).toBe('https://instagram.com/hack');
    const old = await t.app.request('/v1/events/hack-2025');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/v1/events/hack-two');
    // Another event cannot take the old URL; the event itself can go back to it.
    expect((await create({ customSlug: 'hack-2025' })).status).toBe(409);
    const back = await t.request<Detail>('PATCH', `/v1/events/${event.id}`, {
      token: seller.token,
      json: { customSlug: 'hack-2025' },
    });
    expect(back.body.data.slug).toBe('hack-2025');
    expect((await t.app.request('/v1/events/hack-two')).headers.get('location')).toBe('/v1/events/hack-2025');
    expect((await t.request('GET', '/v1/events/hack-2025')).status).toBe(200);

    const endsTooEarly = await t.request('PATCH', `/v1/events/${event.id}`, {
      token: seller.token,
      json: { endsAt: event.startsAt },
    });
    expect(endsTooEarly.status).toBe(400);
  });

  it('replaces the tiers, keeping the ids of tiers it keeps, and never below what a tier sold', async () => {
    const event = (await create({ title: 'Dinner Party' })).body.data;
    const [regular, vip] = event.tiers;
    const res = await t.request<Detail>('PATCH', `/v1/events/${event.id}`, {
      token: seller.token,
      json: {
        tiers: [
          { name: 'VIP', priceKobo: 5_000_000, quantity: 10 },
          { name: 'Table For 8', priceKobo: 18_000_000, quantity: 5, seatsPerTicket: 8 },
          { name: 'Free Entry', priceKobo: 0, quantity: 50 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.tiers.map((tier) => tier.name)).toEqual(['VIP', 'Table For 8', 'Free Entry']);
    expect(res.body.data.tiers[0]?.id).toBe(vip?.id);
    expect(res.body.data.tiers[1]?.seatsPerTicket).toBe(8);
    expect(res.body.data.priceFromKobo).toBe(0);
    expect(res.body.data.tiers.map((tier) => tier.id)).not.toContain(regular?.id);

    // Tickets sold (the tickets module will count them): the tier cannot shrink below that or go.
    await t.services.db
      .update(ticketTiers)
      .set({ sold: 6 })
      .where(eq(ticketTiers.id, vip?.id ?? ''));
    const below = await t.request('PATCH', `/v1/events/${event.id}`, {
      token: seller.token,
      json: { tiers: [{ name: 'VIP', priceKobo: 5_000_000, quantity: 5 }] },
    });
    expect(below.status).toBe(422);
    const removed = await t.request('PATCH', `/v1/events/${event.id}`, {
      token: seller.token,
      json: { tiers: [{ name: 'Regular', priceKobo: 1_000_000, quantity: 5 }] },
    });
    expect(removed.status).toBe(422);
    const kept = await t.request<Detail>('PATCH', `/v1/events/${event.id}`, {
      token: seller.token,
      json: { tiers: [{ name: 'VIP', priceKobo: 5_000_000, quantity: 6 }] },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.tiers).toMatchObject([{ id: vip?.id, quantity: 6, remaining: 0 }]);
  });

  it('deletes only the owner’s event; an inactive one is the owner’s alone to see', async () => {
    const event = (await create({ title: 'Quiet Study Session' })).body.data;
    await t.request('PATCH', `/v1/events/${event.id}`, { token: seller.token, json: { status: 'inactive' } });
    expect((await t.request('GET', `/v1/events/${event.slug}`)).status).toBe(404);
    expect((await t.request('GET', `/v1/events/${event.slug}`, { token: seller.token })).status).toBe(200);
    const res = await t.request('DELETE', `/v1/events/${event.id}`, { token: seller.token });
    expect(res.body).toEqual({ data: { outcome: 'deleted' } });
    expect((await t.request('GET', `/v1/events/${event.slug}`, { token: seller.token })).status).toBe(404);
  });
});
