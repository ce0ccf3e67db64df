/**
 * Typed sample cards for stories and tests: campus products and events as GET /v1/products and
 * GET /v1/events send them (prices in kobo, photos with every width). Photos are small SVG
 * drawings as data URLs, so stories and screenshots need no network.
 */
import {
  IMAGE_WIDTHS,
  type EventCard,
  type EventListResponse,
  type ListingImage,
  type PageInfo,
  type ProductCard,
  type ProductListResponse,
  type SellerSummary,
} from '../../contract';
import { sampleOrganiser, sampleSellers } from '../../client/samples';

/**
 * A flat drawing (solid colours, so screenshots are stable) with the listing's initials. `ratio`
 * is height over width: 3/4 by default, the box cards reserve for photos; sellers' photos come
 * in any shape.
 */
function drawing(label: string, hue: number, width: number, ratio = 3 / 4): string {
  const height = Math.round(width * ratio);
  const boxHeight = Math.round(400 * ratio);
  const initials = label
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 ${boxHeight}">` +
    `<rect width="400" height="${boxHeight}" fill="hsl(${hue} 50% 78%)"/>` +
    `<circle cx="200" cy="${boxHeight / 2}" r="84" fill="hsl(${hue} 45% 96%)" fill-opacity="0.55"/>` +
    `<text x="200" y="${boxHeight / 2 + 26}" text-anchor="middle" font-family="sans-serif" font-size="72" font-weight="700" fill="hsl(${hue} 45% 28%)">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A listing photo in every width, the middle one as `url`, like the server's re-encoded WebP files. */
export function sampleImage(key: string, alt: string, hue: number, ratio = 3 / 4): ListingImage {
  const variants = IMAGE_WIDTHS.map((width) => ({ width, url: drawing(alt, hue, width, ratio) }));
  const largest = Math.max(...IMAGE_WIDTHS);
  return {
    key,
    url: variants[1]?.url ?? drawing(alt, hue, 640, ratio),
    width: largest,
    height: Math.round(largest * ratio),
    alt,
    variants,
  };
}

const sellers = {
  ...sampleSellers,
  sug: sampleOrganiser,
  gdsc: {
    id: '5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a06',
    name: 'GDSC Covenant',
    sellerType: 'brand',
    university: 'Covenant University',
    avatar: null,
    verified: true,
  },
} satisfies Record<string, SellerSummary>;

interface ProductSeed {
  title: string;
  summary: string;
  category: ProductCard['category'];
  priceKobo: number;
  hue: number;
  seller: SellerSummary;
  rating: ProductCard['rating'];
  unitsAvailable?: number;
}

const productSeeds: ProductSeed[] = [
  {
    title: 'iPhone 12 Pro 128GB (UK used)',
    summary: 'Clean UK-used iPhone 12 Pro, 87% battery health, Face ID working. Comes with case and charger.',
    category: 'Gadgets',
    priceKobo: 26_000_000,
    hue: 210,
    seller: sellers.chidi,
    rating: { average: 4.6, count: 18 },
  },
  {
    title: 'HP EliteBook 840 G5 Laptop',
    summary: 'Core i5, 8GB RAM, 256GB SSD. Solid for coursework, coding and project defence slides.',
    category: 'Gadgets',
    priceKobo: 21_500_000,
    hue: 190,
    seller: sellers.chidi,
    rating: { average: 4.3, count: 9 },
  },
  {
    title: 'Ankara Maxi Dress',
    summary: 'Hand-sewn Ankara maxi dress in sizes 8 to 16. Perfect for departmental dinners and owambe.',
    category: 'Fashion',
    priceKobo: 1_850_000,
    hue: 20,
    seller: sellers.adire,
    rating: { average: 4.8, count: 31 },
  },
  {
    title: 'Rechargeable Standing Fan 16"',
    summary: 'Runs up to 8 hours on a full charge, so NEPA cannot stop your reading. Remote control included.',
    category: 'Home',
    priceKobo: 4_500_000,
    hue: 160,
    seller: sellers.tunde,
    rating: { average: 4.0, count: 6 },
  },
  {
    title: 'Hostel Mini Fridge 50L',
    summary: 'Quiet, low-power mini fridge that fits under a hostel bed. Barely used, one semester old.',
    category: 'Home',
    priceKobo: 9_500_000,
    hue: 140,
    seller: sellers.amaka,
    rating: { average: null, count: 0 },
  },
  {
    title: 'Oraimo FreePods 4 Earbuds',
    summary: 'Noise-cancelling earbuds with 35 hours of playtime. Sealed in the box with warranty.',
    category: 'Gadgets',
    priceKobo: 2_800_000,
    hue: 260,
    seller: sellers.chidi,
    rating: { average: 4.5, count: 42 },
  },
  {
    title: 'Casio fx-991ES Plus Calculator',
    summary: 'The exam-approved scientific calculator. Original, not the fake one from the market.',
    category: 'Gadgets',
    priceKobo: 1_000_000,
    hue: 230,
    seller: sellers.tunde,
    rating: { average: 3.9, count: 12 },
    unitsAvailable: 0,
  },
  {
    title: 'Adire Two-Piece Set',
    summary: 'Hand-dyed adire shirt and trousers from Abeokuta. Unisex, breathable cotton.',
    category: 'Fashion',
    priceKobo: 3_200_000,
    hue: 225,
    seller: sellers.adire,
    rating: { average: 4.7, count: 23 },
  },
  {
    title: '4-inch Foam Mattress for Hostel Bed',
    summary: 'Vitafoam 4-inch single mattress, 6 by 3 feet. Delivered to your hall on campus.',
    category: 'Home',
    priceKobo: 3_750_000,
    hue: 40,
    seller: sellers.amaka,
    rating: { average: 4.1, count: 4 },
  },
  {
    title: 'Nike Air Force 1 Sneakers',
    summary: 'White Air Force 1, size 43. Worn twice, cleaned and boxed.',
    category: 'Fashion',
    priceKobo: 5_500_000,
    hue: 0,
    seller: sellers.amaka,
    rating: { average: 4.4, count: 7 },
  },
];

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Ten products from campus sellers: all three categories, one without reviews, one sold out, two
 * from a seller whose identity is not verified (Tunde Bakare).
 */
export const sampleProductCards: ProductCard[] = productSeeds.map((seed, index) => ({
  id: `7d1c2f3e-8a4b-4c6d-9e0f-${String(index + 1).padStart(12, '0')}`,
  slug: slugOf(seed.title),
  title: seed.title,
  summary: seed.summary,
  category: seed.category,
  priceKobo: seed.priceKobo,
  unitsAvailable: seed.unitsAvailable ?? 5,
  image: sampleImage(`product-${index + 1}.webp`, seed.title, seed.hue),
  rating: seed.rating,
  seller: seed.seller,
  status: 'active',
}));

interface EventSeed {
  title: string;
  summary: string;
  category: EventCard['category'];
  startsAt: string;
  endsAt: string;
  format: EventCard['format'];
  venue: string;
  priceFromKobo: number;
  hue: number;
  seller: SellerSummary;
}

const eventSeeds: EventSeed[] = [
  {
    title: 'UNILAG Freshers’ Night 2026',
    summary: 'Welcome the new set with live DJs, a dance battle and the best jollof on campus.',
    category: 'Parties',
    startsAt: '2026-12-05T18:00:00+01:00',
    endsAt: '2026-12-06T02:00:00+01:00',
    format: 'physical',
    venue: 'Main Auditorium, University of Lagos, Akoka',
    priceFromKobo: 2_450_000,
    hue: 300,
    seller: sellers.sug,
  },
  {
    title: 'Campus Tech Summit: Building for Africa',
    summary: 'Talks and workshops from founders and engineers, with a hackathon for student teams.',
    category: 'Tech',
    startsAt: '2026-12-12T10:00:00+01:00',
    endsAt: '2026-12-12T17:00:00+01:00',
    format: 'hybrid',
    venue: 'Covenant University Chapel, Ota',
    priceFromKobo: 500_000,
    hue: 200,
    seller: sellers.gdsc,
  },
  {
    title: 'Intro to Python Bootcamp',
    summary: 'A free weekend bootcamp for beginners: variables to your first data analysis.',
    category: 'Tech',
    startsAt: '2026-12-19T09:00:00+01:00',
    endsAt: '2026-12-19T13:00:00+01:00',
    format: 'virtual',
    venue: 'Google Meet (link sent after registration)',
    priceFromKobo: 0,
    hue: 120,
    seller: sellers.gdsc,
  },
  {
    title: 'Carols by Candlelight',
    summary: 'An evening of carols, praise and worship with the campus fellowship choirs.',
    category: 'Religious',
    startsAt: '2026-12-20T17:30:00+01:00',
    endsAt: '2026-12-20T20:30:00+01:00',
    format: 'physical',
    venue: 'Trenchard Hall, University of Ibadan',
    priceFromKobo: 0,
    hue: 45,
    seller: sellers.adire,
  },
  {
    title: 'Law Moot Court Finals',
    summary: 'Watch the final round of the inter-faculty moot court competition, judged by senior advocates.',
    category: 'Academic',
    startsAt: '2027-01-16T11:00:00+01:00',
    endsAt: '2027-01-16T15:00:00+01:00',
    format: 'physical',
    venue: 'Moot Court Room, Faculty of Law, Obafemi Awolowo University',
    priceFromKobo: 200_000,
    hue: 15,
    seller: sellers.tunde,
  },
  {
    title: 'Jollof Wars Food Festival',
    summary: 'Halls compete for the best jollof. Tasting tickets include five plates and a drink.',
    category: 'Parties',
    startsAt: '2027-01-23T13:00:00+01:00',
    endsAt: '2027-01-23T19:00:00+01:00',
    format: 'physical',
    venue: 'Sports Centre, Lagos State University, Ojo',
    priceFromKobo: 300_000,
    hue: 350,
    seller: sellers.amaka,
  },
];

/** Six campus events: every category and format, two of them free. */
export const sampleEventCards: EventCard[] = eventSeeds.map((seed, index) => ({
  id: `3a9e1b7c-5d2f-4e8a-b6c0-${String(index + 1).padStart(12, '0')}`,
  slug: slugOf(seed.title),
  title: seed.title,
  summary: seed.summary,
  category: seed.category,
  startsAt: seed.startsAt,
  endsAt: seed.endsAt,
  format: seed.format,
  venue: seed.venue,
  image: sampleImage(`event-${index + 1}.webp`, seed.title, seed.hue),
  priceFromKobo: seed.priceFromKobo,
  seller: seed.seller,
  status: 'active',
}));

/** A product whose seller uploaded no usable photo. */
export const productWithoutImage: ProductCard = { ...sampleProductCards[1]!, id: `${sampleProductCards[1]!.id}-x`, image: null };

/** An event whose banner is missing. */
export const eventWithoutImage: EventCard = { ...sampleEventCards[1]!, id: `${sampleEventCards[1]!.id}-x`, image: null };

/** A title long enough to wrap, to check that cards keep their shape. */
export const productWithLongTitle: ProductCard = {
  ...sampleProductCards[0]!,
  id: `${sampleProductCards[0]!.id}-long`,
  title:
    'Apple iPhone 12 Pro Max 256GB Pacific Blue (UK used, factory unlocked) with original charger, two cases and a tempered glass screen protector',
};

/** Cards whose photos are not 4:3, as sellers take them: tall, square, wide and a panorama. */
export const productsWithOddPhotos: ProductCard[] = (
  [
    ['tall', 4 / 3],
    ['square', 1],
    ['wide', 9 / 16],
    ['panorama', 1 / 3],
  ] as const
).map(([shape, ratio], index) => {
  const card = sampleProductCards[index]!;
  return { ...card, id: `${card.id}-${shape}`, image: sampleImage(`${shape}.webp`, card.title, productSeeds[index]!.hue, ratio) };
});

/** Page info as the server sends it for `total` results. */
export function samplePageInfo(page: number, total: number, pageSize = 12): PageInfo {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A GET /v1/products answer. */
export function productPage(items: ProductCard[], page = samplePageInfo(1, items.length)): ProductListResponse {
  return { data: items, page };
}

/** A GET /v1/events answer. */
export function eventPage(items: EventCard[], page = samplePageInfo(1, items.length)): EventListResponse {
  return { data: items, page };
}
