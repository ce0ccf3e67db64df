/** Typed sample saved items, as GET /v1/me/saved sends them (one product no longer listed). */
import type { SavedItem, SellerSummary } from '../../contract';
import { sampleFlatPhoto, sampleSellers } from '../../client/samples';

const photo = sampleFlatPhoto;

const seller: SellerSummary = sampleSellers.chidi;

export const sampleSavedItems: SavedItem[] = [
  {
    type: 'products',
    savedAt: '2026-11-20T10:00:00.000Z',
    listing: {
      id: 'p-iphone',
      slug: 'iphone-12-pro-128gb',
      title: 'iPhone 12 Pro 128GB (UK used)',
      summary: 'Clean UK-used iPhone 12 Pro, 87% battery health.',
      category: 'Gadgets',
      priceKobo: 26_000_000,
      unitsAvailable: 2,
      image: photo('iphone.webp', 'iPhone 12 Pro', 210),
      rating: { average: 4.6, count: 18 },
      seller,
      status: 'active',
    },
  },
  {
    type: 'tickets',
    savedAt: '2026-11-19T10:00:00.000Z',
    listing: {
      id: 'e-techweek',
      slug: 'unilag-tech-week-2026',
      title: 'UNILAG Tech Week 2026',
      summary: 'Three days of talks, workshops and a hackathon.',
      category: 'Tech',
      startsAt: '2026-12-05T09:00:00+01:00',
      endsAt: '2026-12-05T17:30:00+01:00',
      format: 'physical',
      venue: 'Main Auditorium, University of Lagos',
      image: photo('techweek.webp', 'Tech Week', 260),
      priceFromKobo: 0,
      seller,
      status: 'active',
    },
  },
  {
    type: 'products',
    savedAt: '2026-11-18T10:00:00.000Z',
    listing: {
      id: 'p-tote',
      slug: 'ankara-tote-bag',
      title: 'Handmade Ankara tote bag',
      summary: 'Roomy tote in bright Ankara print.',
      category: 'Fashion',
      priceKobo: 1_250_000,
      unitsAvailable: 8,
      image: photo('tote.webp', 'Ankara tote', 20),
      rating: { average: null, count: 0 },
      seller,
      status: 'inactive',
    },
  },
];
