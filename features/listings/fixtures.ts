/**
 * Typed sample data for the seller's Listings and its forms: listings as GET /v1/me/listings
 * sends them, and a product and an event as GET /v1/products/{slug} and /v1/events/{slug} do.
 * Photos are small SVG drawings as data URLs, so stories need no network.
 */
import {
  IMAGE_WIDTHS,
  type EventDetail,
  type ListingImage,
  type MyListing,
  type MyListingsResponse,
  type ProductDetail,
  type SellerSummary,
} from '../../contract';

function drawing(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<rect width="400" height="300" fill="hsl(${hue} 55% 80%)"/>` +
    `<text x="200" y="170" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="hsl(${hue} 45% 28%)">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A listing photo in every width, as the server re-encodes it. */
export function samplePhoto(key: string, alt: string, hue: number): ListingImage {
  const url = drawing(alt.slice(0, 2).toUpperCase(), hue);
  return { key, url, width: 1280, height: 960, alt, variants: IMAGE_WIDTHS.map((width) => ({ width, url })) };
}

const updatedAt = '2026-11-20T10:00:00.000Z';

export const sampleMyProducts: MyListing[] = [
  {
    id: '7f1c2a10-0000-4000-8000-000000000001',
    type: 'products',
    slug: 'iphone-12-pro-128gb',
    title: 'iPhone 12 Pro 128GB (UK used)',
    priceKobo: 26_000_000,
    status: 'active',
    image: samplePhoto('iphone-1.webp', 'iPhone 12 Pro', 210),
    summary: 'Clean UK-used iPhone 12 Pro, 87% battery health.',
    available: 2,
    event: null,
    updatedAt,
  },
  {
    id: '7f1c2a10-0000-4000-8000-000000000002',
    type: 'products',
    slug: 'ankara-tote-bag',
    title: 'Handmade Ankara tote bag',
    priceKobo: 1_250_000,
    status: 'inactive',
    image: samplePhoto('tote-1.webp', 'Ankara tote', 20),
    summary: 'Roomy tote in bright Ankara print, lined, with an inner pocket.',
    available: 8,
    event: null,
    updatedAt,
  },
  {
    id: '7f1c2a10-0000-4000-8000-000000000003',
    type: 'products',
    slug: 'reading-lamp',
    title: 'Rechargeable reading lamp',
    priceKobo: 850_050,
    status: 'active',
    image: null,
    summary: 'Three brightness levels, 10 hours on one charge.',
    available: 0,
    event: null,
    updatedAt,
  },
];

export const sampleMyTickets: MyListing[] = [
  {
    id: '7f1c2a10-0000-4000-8000-000000000011',
    type: 'tickets',
    slug: 'unilag-tech-week-2026',
    title: 'UNILAG Tech Week 2026',
    priceKobo: 0,
    status: 'active',
    image: samplePhoto('techweek.webp', 'Tech Week', 260),
    summary: 'Three days of talks, workshops and a hackathon.',
    available: 320,
    event: { ticketsSold: 20, ticketsOffered: 340, endsAt: '2030-12-05T17:30:00+01:00', cancelledAt: null },
    updatedAt,
  },
  {
    id: '7f1c2a10-0000-4000-8000-000000000012',
    type: 'tickets',
    slug: 'freshers-night',
    title: 'Freshers’ Night',
    priceKobo: 2_450_000,
    status: 'active',
    image: samplePhoto('freshers.webp', 'Freshers', 320),
    summary: 'Welcome party for the new session.',
    available: 120,
    event: { ticketsSold: 0, ticketsOffered: 120, endsAt: '2030-10-02T23:30:00+01:00', cancelledAt: null },
    updatedAt,
  },
];

/** One page of listings as the server answers it. */
export function listingsPage(items: MyListing[], page = 1, totalPages = 1): MyListingsResponse {
  return { data: items, page: { page, pageSize: 10, total: totalPages === 1 ? items.length : totalPages * 10, totalPages } };
}

const seller: SellerSummary = {
  id: '5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a01',
  name: 'Ada Obi',
  sellerType: 'individual',
  university: 'University of Lagos',
  avatar: null,
  verified: true,
};

export const sampleProductDetail: ProductDetail = {
  id: '7f1c2a10-0000-4000-8000-000000000001',
  slug: 'iphone-12-pro-128gb',
  title: 'iPhone 12 Pro 128GB (UK used)',
  summary: 'Clean UK-used iPhone 12 Pro, 87% battery health.',
  category: 'Gadgets',
  priceKobo: 26_000_000,
  unitsAvailable: 2,
  image: samplePhoto('iphone-1.webp', 'iPhone 12 Pro front', 210),
  rating: { average: 4.5, count: 4 },
  seller,
  status: 'active',
  descriptionHtml: '<p>Clean UK-used iPhone 12 Pro, <strong>87% battery health</strong>.</p>',
  condition: 'like_new',
  brand: 'Apple',
  images: [
    samplePhoto('iphone-1.webp', 'iPhone 12 Pro front', 210),
    samplePhoto('iphone-2.webp', 'iPhone 12 Pro back', 200),
    samplePhoto('iphone-3.webp', 'iPhone 12 Pro box', 190),
  ],
  campusOnly: false,
  delivery: { pickup: true, door: { feeKobo: 250_000, minDays: 3, maxDays: 7 } },
  reviews: [],
  sellerTrust: {
    memberSince: '2026-01-10T09:00:00+01:00',
    verifiedStudent: true,
    completedOrders: 4,
    medianFirstReplyMinutes: 45,
    onTimeDeliveryRate: 1,
    rating: { average: 4.5, count: 4 },
  },
  createdAt: updatedAt,
  updatedAt,
};

export const sampleEventDetail: EventDetail = {
  id: '7f1c2a10-0000-4000-8000-000000000011',
  slug: 'unilag-tech-week-2026',
  title: 'UNILAG Tech Week 2026',
  summary: 'Three days of talks, workshops and a hackathon.',
  category: 'Tech',
  startsAt: '2026-12-05T09:00:00+01:00',
  endsAt: '2026-12-05T17:30:00+01:00',
  format: 'hybrid',
  venue: 'Main Auditorium, University of Lagos',
  image: samplePhoto('techweek.webp', 'Tech Week banner', 260),
  priceFromKobo: 0,
  seller,
  status: 'active',
  descriptionHtml: '<p>Three days of talks, workshops and a hackathon.</p>',
  locationTips: 'Enter through the Senate Building gate',
  socialLinks: { instagram: 'https://instagram.com/unilagtech', twitter: null, telegram: null, website: null },
  cancelledAt: null,
  tiers: [
    { id: 't1', name: 'Regular', priceKobo: 0, quantity: 300, remaining: 280, description: '', seatsPerTicket: 1 },
    {
      id: 't2',
      name: 'VIP',
      priceKobo: 4_000_000,
      quantity: 40,
      remaining: 40,
      description: 'Front rows and lunch',
      seatsPerTicket: 1,
    },
  ],
  rating: { average: null, count: 0 },
  createdAt: updatedAt,
  updatedAt,
};
