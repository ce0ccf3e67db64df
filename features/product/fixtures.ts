/**
 * Typed sample data for the product page's stories and tests: product details and cards as
 * GET /v1/products/{slug} and GET /v1/products send them (prices in kobo, photos in every width
 * as small SVG drawings, so no network is needed).
 */
import {
  IMAGE_WIDTHS,
  type ListingImage,
  type ProductCard,
  type ProductDetail,
  type Review,
  type SavedItem,
  type SellerSummary,
} from '../../contract';
import { sampleSellers } from '../../client/samples';

/** A flat drawing of a product photo, square like most phone photos: a gradient, a device and a caption. */
function drawing(caption: string, hue: number, width: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 400 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 50% 90%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 35) % 360} 45% 70%)"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/>` +
    `<rect x="125" y="70" width="150" height="220" rx="26" fill="hsl(${hue} 35% 30%)"/>` +
    `<rect x="139" y="86" width="122" height="188" rx="14" fill="hsl(${hue} 45% 85%)"/>` +
    `<text x="200" y="350" text-anchor="middle" font-family="sans-serif" font-size="24" fill="hsl(${hue} 40% 22%)">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A listing photo in every width the server makes, the middle one as `url`. */
export function samplePhoto(key: string, alt: string, caption: string, hue: number): ListingImage {
  const variants = IMAGE_WIDTHS.map((width) => ({ width, url: drawing(caption, hue, width) }));
  const largest = Math.max(...IMAGE_WIDTHS);
  return { key, url: variants[1]?.url ?? drawing(caption, hue, 640), width: largest, height: largest, alt, variants };
}

export const sampleSeller: SellerSummary = sampleSellers.chidi;

export const sampleReviews: Review[] = [
  {
    id: 'rev-1',
    authorName: 'Tolu Adebayo',
    authorAvatar: null,
    rating: 5,
    text: 'Exactly as described. We met at the Faculty of Science gate and the phone was in perfect condition.',
    createdAt: '2026-11-02T15:20:00+01:00',
  },
  {
    id: 'rev-2',
    authorName: 'Ifeoma Nwosu',
    authorAvatar: null,
    rating: 4,
    text: 'Battery health was 86%, not 87%, but everything else was fine. Quick replies.',
    createdAt: '2026-10-18T10:05:00+01:00',
  },
];

const photos = [
  samplePhoto('iphone-front.webp', 'iPhone 12 Pro, front', 'Front', 210),
  samplePhoto('iphone-back.webp', 'iPhone 12 Pro, back and cameras', 'Back', 250),
  samplePhoto('iphone-box.webp', 'iPhone 12 Pro with its case and charger', 'With case', 180),
];

export const sampleProduct: ProductDetail = {
  id: '9a1c2e34-5b6d-4f70-8a91-b2c3d4e5f601',
  slug: 'iphone-12-pro-128gb-uk-used',
  title: 'iPhone 12 Pro 128GB (UK used)',
  summary: 'Clean UK-used iPhone 12 Pro, 87% battery health, Face ID working. Comes with case and charger.',
  category: 'Gadgets',
  priceKobo: 26_000_000,
  unitsAvailable: 3,
  image: photos[0] ?? null,
  rating: { average: 4.5, count: 2 },
  seller: sampleSeller,
  status: 'active',
  descriptionHtml:
    '<p>Clean <strong>UK-used</strong> iPhone 12 Pro, Pacific Blue, 128GB.</p>' +
    '<ul><li>Battery health 87%</li><li>Face ID and True Tone working</li><li>No scratches on the screen</li></ul>' +
    '<p>Comes with a <em>silicone case</em> and a 20W charger.</p>',
  condition: 'like_new',
  brand: 'Apple',
  images: photos,
  campusOnly: false,
  delivery: { pickup: true, door: { feeKobo: 250_000, minDays: 3, maxDays: 7 } },
  reviews: sampleReviews,
  sellerTrust: {
    memberSince: '2025-09-01T09:00:00+01:00',
    verifiedStudent: true,
    completedOrders: 48,
    medianFirstReplyMinutes: 12,
    onTimeDeliveryRate: 0.94,
    rating: { average: 4.7, count: 23 },
  },
  createdAt: '2026-10-01T09:00:00+01:00',
  updatedAt: '2026-11-10T09:00:00+01:00',
};

/** A product nobody has reviewed, that only its campus can buy and that is picked up only. */
export const productWithoutReviews: ProductDetail = {
  ...sampleProduct,
  rating: { average: null, count: 0 },
  reviews: [],
  campusOnly: true,
  delivery: { pickup: true, door: null },
};

export const productWithOnePhoto: ProductDetail = {
  ...sampleProduct,
  images: photos.slice(0, 1),
};

export const productOutOfStock: ProductDetail = { ...sampleProduct, unitsAvailable: 0, brand: null };

/** A product from a seller whose identity is not checked (no approved KYC): no verified mark, no profile link. */
export const productFromUnverifiedSeller: ProductDetail = {
  ...sampleProduct,
  seller: sampleSellers.tunde,
  sellerTrust: { ...sampleProduct.sellerTrust, verifiedStudent: false },
};

/** A product from a seller who joined this week: nothing sold, answered or reviewed yet. */
export const productFromNewSeller: ProductDetail = {
  ...sampleProduct,
  sellerTrust: {
    memberSince: '2026-11-20T09:00:00+01:00',
    verifiedStudent: true,
    completedOrders: 0,
    medianFirstReplyMinutes: null,
    onTimeDeliveryRate: null,
    rating: { average: 0, count: 0 },
  },
};

interface CardSeed {
  title: string;
  summary: string;
  priceKobo: number;
  hue: number;
  average: number | null;
  count: number;
}

function card(seed: CardSeed, index: number): ProductCard {
  const slug = seed.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id: `9a1c2e34-5b6d-4f70-8a91-b2c3d4e5f7${String(index).padStart(2, '0')}`,
    slug,
    title: seed.title,
    summary: seed.summary,
    category: 'Gadgets',
    priceKobo: seed.priceKobo,
    unitsAvailable: 2,
    image: samplePhoto(`${slug}.webp`, seed.title, seed.title.split(' ').slice(0, 2).join(' '), seed.hue),
    rating: { average: seed.average, count: seed.count },
    seller: sampleSeller,
    status: 'active',
  };
}

/** Four other gadgets: the Related Items row. */
export const relatedProducts: ProductCard[] = [
  {
    title: 'Samsung Galaxy A54 5G',
    summary: 'Six months old, 256GB, with receipt and box.',
    priceKobo: 24_500_000,
    hue: 280,
    average: 4.2,
    count: 7,
  },
  {
    title: 'HP EliteBook 840 G5',
    summary: 'Core i5, 8GB RAM, 256GB SSD. Great for coding classes.',
    priceKobo: 21_000_000,
    hue: 200,
    average: 4.8,
    count: 12,
  },
  {
    title: 'Oraimo FreePods 4',
    summary: 'Noise-cancelling earbuds, barely used, all tips included.',
    priceKobo: 3_500_000,
    hue: 20,
    average: null,
    count: 0,
  },
  {
    title: 'Anker 20000mAh power bank',
    summary: 'Keeps a phone alive through NEPA outages for two days.',
    priceKobo: 2_800_000,
    hue: 140,
    average: 4.6,
    count: 5,
  },
].map(card);

/** Products seen before on this browser: the Recently Viewed Items row. */
export const recentlyViewedProducts: ProductCard[] = [
  {
    title: 'Casio fx-991ES Plus calculator',
    summary: 'Allowed in exams. Works perfectly, new batteries.',
    priceKobo: 1_200_000,
    hue: 90,
    average: 5,
    count: 3,
  },
  {
    title: 'Rechargeable reading lamp',
    summary: 'Three brightness levels, charges by USB.',
    priceKobo: 1_000_000,
    hue: 45,
    average: 4,
    count: 2,
  },
].map((seed, index) => card(seed, 10 + index));

/** The signed-in buyer's saved list with this product in it. */
export function savedListWith(product: ProductDetail): SavedItem[] {
  const { id, slug, title, summary, category, priceKobo, unitsAvailable, image, rating, seller, status } = product;
  return [
    {
      type: 'products',
      savedAt: '2026-11-20T12:00:00+01:00',
      listing: { id, slug, title, summary, category, priceKobo, unitsAvailable, image, rating, seller, status },
    },
  ];
}
