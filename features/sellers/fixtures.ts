/**
 * Typed sample data for the public seller profile's stories and tests: profiles as
 * GET /v1/sellers/{id} sends them and the cards of their listings (prices in kobo, photos in every
 * width as small SVG drawings, so no network is needed).
 */
import {
  IMAGE_WIDTHS,
  type EventCard,
  type ListingImage,
  type ProductCard,
  type SellerProfile,
  type SellerSummary,
} from '../../contract';
import { sampleSellers } from '../../client/samples';

function drawing(label: string, hue: number, width: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 400 300">` +
    `<rect width="400" height="300" fill="hsl(${hue} 50% 86%)"/>` +
    `<circle cx="200" cy="140" r="80" fill="hsl(${hue} 45% 60%)"/>` +
    `<text x="200" y="270" text-anchor="middle" font-family="sans-serif" font-size="22" fill="hsl(${hue} 40% 22%)">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function photo(key: string, alt: string, hue: number): ListingImage {
  const variants = IMAGE_WIDTHS.map((width) => ({ width, url: drawing(alt.split(' ').slice(0, 2).join(' '), hue, width) }));
  const largest = Math.max(...IMAGE_WIDTHS);
  return { key, url: variants[1]?.url ?? drawing(alt, hue, 640), width: largest, height: (largest * 3) / 4, alt, variants };
}

export const brandSeller: SellerProfile = {
  ...sampleSellers.adire,
  about:
    'Hand-dyed adire and Ankara pieces made by two final-year Fine Arts students. We deliver across campus on Fridays and take custom orders for departmental dinners.',
  rating: { average: 4.7, count: 23 },
  productCount: 10,
  eventCount: 1,
  reviews: [
    {
      id: 'srev-1',
      authorName: 'Bisola Adeyemi',
      authorAvatar: null,
      rating: 5,
      text: 'The adire shirt fits perfectly and the colours did not run after washing.',
      createdAt: '2026-11-12T11:00:00+01:00',
    },
    {
      id: 'srev-2',
      authorName: 'Emeka Obi',
      authorAvatar: null,
      rating: 4,
      text: 'Lovely fabric. Delivery took a day longer than promised.',
      createdAt: '2026-10-30T16:40:00+01:00',
    },
  ],
  memberSince: '2025-09-01T09:00:00+01:00',
  trust: {
    memberSince: '2025-09-01T09:00:00+01:00',
    verifiedStudent: true,
    completedOrders: 48,
    medianFirstReplyMinutes: 12,
    onTimeDeliveryRate: 0.94,
    rating: { average: 4.7, count: 23 },
  },
};

export const individualSeller: SellerProfile = {
  ...sampleSellers.amaka,
  about: null,
  rating: { average: 4, count: 1 },
  productCount: 2,
  eventCount: 0,
  reviews: [
    {
      id: 'srev-3',
      authorName: 'Kunle Ajayi',
      authorAvatar: null,
      rating: 4,
      text: 'Textbooks were in good condition, a few pencil notes inside.',
      createdAt: '2026-11-01T09:15:00+01:00',
    },
  ],
  memberSince: '2026-02-14T09:00:00+01:00',
  trust: {
    memberSince: '2026-02-14T09:00:00+01:00',
    verifiedStudent: true,
    completedOrders: 3,
    medianFirstReplyMinutes: 95,
    onTimeDeliveryRate: 0.67,
    rating: { average: 4, count: 1 },
  },
};

/** A new seller: nothing listed, sold or reviewed yet. */
export const newSeller: SellerProfile = {
  ...individualSeller,
  id: '5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a09',
  name: 'Zainab Musa',
  university: 'Olabisi Onabanjo University',
  rating: { average: null, count: 0 },
  productCount: 0,
  eventCount: 0,
  reviews: [],
  memberSince: '2026-11-20T09:00:00+01:00',
  trust: {
    memberSince: '2026-11-20T09:00:00+01:00',
    verifiedStudent: true,
    completedOrders: 0,
    medianFirstReplyMinutes: null,
    onTimeDeliveryRate: null,
    rating: { average: 0, count: 0 },
  },
};

function summaryOf(seller: SellerProfile): SellerSummary {
  const { id, name, sellerType, university, avatar, verified } = seller;
  return { id, name, sellerType, university, avatar, verified };
}

const productTitles = [
  'Adire kaftan (men)',
  'Ankara bucket hat',
  'Tie-dye tote bag',
  'Adire midi dress',
  'Ankara face caps (set of 2)',
  'Indigo adire scarf',
  'Ankara laptop sleeve',
  'Batik throw pillow covers',
  'Adire bomber jacket',
  'Ankara hair scrunchies',
];

/** Cards of `seller`'s products, `count` of them (prices from ₦10,000). */
export function productsOf(seller: SellerProfile, count = productTitles.length): ProductCard[] {
  return productTitles.slice(0, count).map((title, index) => {
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      id: `0c6e2f1a-9b8d-4c7e-a6f5-${String(index).padStart(12, '0')}`,
      slug,
      title,
      summary: `${title}, handmade on campus. Ask for other colours.`,
      category: 'Fashion',
      priceKobo: 1_000_000 + index * 350_000,
      unitsAvailable: 5,
      image: photo(`${slug}.webp`, title, (index * 37) % 360),
      rating: { average: index % 3 === 0 ? null : 4 + (index % 10) / 10, count: index % 3 === 0 ? 0 : index + 1 },
      seller: summaryOf(seller),
      status: 'active',
    };
  });
}

/** The seller's upcoming events. */
export function eventsOf(seller: SellerProfile): EventCard[] {
  return [
    {
      id: '1d2c3b4a-5e6f-4a7b-8c9d-000000000001',
      slug: 'adire-workshop-2030',
      title: 'Adire dyeing workshop',
      summary: 'Learn to dye your own adire fabric in one afternoon. Materials provided.',
      category: 'Academic',
      startsAt: '2030-12-12T13:00:00Z',
      endsAt: '2030-12-12T17:00:00Z',
      format: 'physical',
      venue: 'Faculty of Arts courtyard, University of Ibadan',
      image: photo('adire-workshop.webp', 'Adire dyeing workshop', 220),
      priceFromKobo: 500_000,
      seller: summaryOf(seller),
      status: 'active',
    },
  ];
}
