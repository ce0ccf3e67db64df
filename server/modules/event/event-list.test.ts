import { beforeAll, describe, expect, it } from 'vitest';
import type { EventListResponse } from '../../../contract';
import { DAY } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { eventBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';

const db = useTestDatabase();

describe('GET /v1/events: windows, filters and sorts', () => {
  let t: TestApp;
  let ada: VerifiedSeller;
  let brand: VerifiedSeller;

  beforeAll(async () => {
    t = createTestApp(db());
    ada = await verifiedSeller(t, { university: 'Lagos State University' });
    brand = await verifiedSeller(t, { accountType: 'brand', university: 'University of Lagos' });
    const now = t.clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY);
    const plan = [
      {
        seller: ada,
        title: 'Freshers Party',
        category: 'Parties',
        start: 2,
        tiers: [{ name: 'Regular', priceKobo: 0, quantity: 10 }],
      },
      { seller: brand, title: 'AI Workshop', category: 'Tech', start: 20, format: 'virtual' },
      {
        seller: ada,
        title: 'Chapel Vigil',
        category: 'Religious',
        start: 60,
        tiers: [{ name: 'Gate', priceKobo: 100_000, quantity: 10 }],
      },
      { seller: brand, title: 'Exam Prep Clinic', category: 'Academic', start: 120, format: 'hybrid' },
      // Started an hour ago, ends in three: still on.
      { seller: ada, title: 'Ongoing Hackathon', category: 'Tech', start: -1 / 24 },
    ];
    for (const item of plan) {
      t.clock.advance(60_000);
      const overrides: Record<string, unknown> = { title: item.title, category: item.category };
      if (item.tiers) overrides.tiers = item.tiers;
      if (item.format) overrides.format = item.format;
      const res = await t.request('POST', '/v1/events', {
        token: item.seller.token,
        json: eventBody(item.seller, at(item.start), overrides),
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    }
  });

  async function list(query: string) {
    const res = await t.request<EventListResponse>('GET', `/v1/events${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { titles: res.body.data.map((card) => card.title), page: res.body.page, correctedQuery: res.body.correctedQuery };
  }

  it('lists events that have not ended, soonest first', async () => {
    const { titles, page } = await list('');
    expect(titles).toEqual(['Ongoing Hackathon', 'Freshers Party', 'AI Workshop', 'Chapel Vigil', 'Exam Prep Clinic']);
    expect(page).toEqual({ page: 1, pageSize: 12, total: 5, totalPages: 1 });
  });

  it('filters by window from now, price, format, category, seller type, university and seller', async () => {
    expect((await list('?when=upcoming')).titles).toEqual(['Freshers Party', 'AI Workshop', 'Chapel Vigil', 'Exam Prep Clinic']);
    expect((await list('?when=this_week')).titles).toEqual(['Ongoing Hackathon', 'Freshers Party']);
    expect((await list('?when=this_month')).titles).toEqual(['Ongoing Hackathon', 'Freshers Party', 'AI Workshop']);
    expect((await list('?when=within_90_days')).titles).toHaveLength(4);
    expect((await list('?price=free')).titles).toEqual(['Freshers Party']);
    expect((await list('?price=paid')).titles).toHaveLength(4);
    expect((await list('?minPrice=100000&maxPrice=100000')).titles).toEqual(['Chapel Vigil']);
    expect((await list('?format=virtual')).titles).toEqual(['AI Workshop']);
    expect((await list('?category=Tech')).titles).toEqual(['Ongoing Hackathon', 'AI Workshop']);
    expect((await list('?sellerType=brand')).titles).toEqual(['AI Workshop', 'Exam Prep Clinic']);
    expect((await list(`?university=${ada.universityId}`)).titles).toEqual([
      'Ongoing Hackathon',
      'Freshers Party',
      'Chapel Vigil',
    ]);
    expect((await list(`?seller=${brand.id}`)).titles).toEqual(['AI Workshop', 'Exam Prep Clinic']);
  });

  it('searches with typos and prefixes, and sorts by newest, price and relevance', async () => {
    expect(await list('?search=workshpo')).toMatchObject({ titles: ['AI Workshop'], correctedQuery: 'workshop' });
    expect(await list('?search=hack')).toMatchObject({ titles: ['Ongoing Hackathon'], correctedQuery: undefined });
    expect(await list('?search=hackaton')).toMatchObject({ titles: ['Ongoing Hackathon'], correctedQuery: 'hackathon' });
    expect(await list('?search=exam%20perp')).toMatchObject({ titles: ['Exam Prep Clinic'], correctedQuery: 'exam prep' });
    expect(await list('?search=chapelvigil')).toMatchObject({ titles: ['Chapel Vigil'], correctedQuery: 'chapel vigil' });
    expect((await list('?sort=newest')).titles).toEqual([
      'Ongoing Hackathon',
      'Exam Prep Clinic',
      'Chapel Vigil',
      'AI Workshop',
      'Freshers Party',
    ]);
    expect((await list('?sort=price_asc')).titles.slice(0, 2)).toEqual(['Freshers Party', 'Chapel Vigil']);
    expect((await list('?sort=price_desc')).titles.at(-1)).toBe('Freshers Party');
    expect((await list('?search=exam%20prep&sort=relevance')).titles[0]).toBe('Exam Prep Clinic');
  });

  it('drops an event once it has ended', async () => {
    t.clock.advance(3 * DAY);
    expect((await list('')).titles).toEqual(['AI Workshop', 'Chapel Vigil', 'Exam Prep Clinic']);
    expect((await list('?pageSize=2&page=2')).page).toEqual({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
  });
});
