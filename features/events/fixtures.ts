/**
 * Typed sample events for the event page's stories and tests, as GET /v1/events/{slug} sends
 * them: prices in kobo, the banner in every width (a small SVG poster, so no network).
 */
import { IMAGE_WIDTHS, type EventDetail, type ListingImage, type SellerSummary } from '../../contract';
import { sampleOrganiser } from '../../client/samples';

/** A 16:9 poster with the event's name, in one width. */
function poster(title: string, hue: number, width: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 9) / 16}" viewBox="0 0 640 360">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 28%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 45%)"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#g)"/>` +
    `<circle cx="540" cy="70" r="120" fill="hsl(${hue} 70% 70%)" fill-opacity="0.25"/>` +
    `<text x="48" y="200" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${title}</text>` +
    `<text x="48" y="250" font-family="sans-serif" font-size="22" fill="#fff" fill-opacity="0.85">Kampus events</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function sampleBanner(key: string, title: string, hue: number): ListingImage {
  const variants = IMAGE_WIDTHS.map((width) => ({ width, url: poster(title, hue, width) }));
  const largest = Math.max(...IMAGE_WIDTHS);
  return {
    key,
    url: variants[1]?.url ?? poster(title, hue, 640),
    width: largest,
    height: (largest * 9) / 16,
    alt: `${title} banner`,
    variants,
  };
}

const organiser: SellerSummary = sampleOrganiser;

export const sampleEvent: EventDetail = {
  id: '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a01',
  slug: 'unilag-freshers-night-2030',
  title: 'UNILAG Freshers’ Night',
  summary: 'Welcome the new set with live music, a DJ battle and food trucks by the lagoon front.',
  category: 'Parties',
  startsAt: '2030-12-05T17:00:00Z',
  endsAt: '2030-12-05T22:30:00Z',
  format: 'physical',
  venue: 'Lagoon Front, University of Lagos, Akoka',
  image: sampleBanner('freshers-banner.webp', 'Freshers’ Night', 320),
  priceFromKobo: 2_450_000,
  seller: organiser,
  status: 'active',
  descriptionHtml:
    '<p>The biggest welcome party of the session. Doors open at 5 PM.</p>' +
    '<h2>Line-up</h2><ul><li>DJ battle: Engineering vs Law</li><li>Live band from the Creative Arts department</li><li>Food trucks and mocktails</li></ul>' +
    '<p>Bring your <strong>student ID</strong>: it is checked at the gate.</p>',
  locationTips: 'Enter through the Senate Building gate; the lagoon front is behind the Faculty of Arts.',
  socialLinks: {
    instagram: 'https://instagram.com/unilagsu',
    twitter: 'https://twitter.com/unilagsu',
    telegram: null,
    website: 'https://unilagsu.ng',
  },
  cancelledAt: null,
  tiers: [
    {
      id: 'tier-regular',
      name: 'Regular',
      priceKobo: 2_450_000,
      quantity: 400,
      remaining: 212,
      description: 'Entry and one drink.',
      seatsPerTicket: 1,
    },
    {
      id: 'tier-vip',
      name: 'VIP',
      priceKobo: 4_000_000,
      quantity: 80,
      remaining: 0,
      description: 'Front section, two drinks and a goodie bag.',
      seatsPerTicket: 1,
    },
    {
      id: 'tier-table',
      name: 'Table For 8',
      priceKobo: 18_000_000,
      quantity: 10,
      remaining: 4,
      description: 'A reserved table for eight with bottle service.',
      seatsPerTicket: 8,
    },
  ],
  rating: { average: null, count: 0 },
  createdAt: '2030-10-01T09:00:00Z',
  updatedAt: '2030-10-01T09:00:00Z',
};

/** A free virtual event: every tier costs nothing. */
export const freeEvent: EventDetail = {
  ...sampleEvent,
  id: '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a02',
  slug: 'intro-to-cloud-computing-2030',
  title: 'Intro to Cloud Computing',
  summary: 'A two-hour hands-on session on deploying your first app, for any department.',
  category: 'Tech',
  format: 'virtual',
  venue: 'Google Meet (link sent after registration)',
  locationTips: null,
  image: sampleBanner('cloud-banner.webp', 'Intro to Cloud', 200),
  priceFromKobo: 0,
  socialLinks: { instagram: null, twitter: null, telegram: 'https://t.me/gdsccovenant', website: null },
  tiers: [
    { id: 'tier-free', name: 'Free seat', priceKobo: 0, quantity: 300, remaining: 120, description: '', seatsPerTicket: 1 },
  ],
};

/** An event that is over: it can no longer be bought. */
export const endedEvent: EventDetail = {
  ...sampleEvent,
  id: '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a03',
  slug: 'unilag-tech-summit-2024',
  title: 'Unilag Tech Summit 2024',
  category: 'Tech',
  startsAt: '2024-11-09T08:00:00Z',
  endsAt: '2024-11-09T16:00:00Z',
  image: null,
};

/** An event its organiser cancelled: every ticket refunded, nothing on sale. */
export const cancelledEvent: EventDetail = {
  ...sampleEvent,
  id: '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a04',
  slug: 'unilag-boat-cruise-2030',
  title: 'UNILAG Boat Cruise',
  status: 'inactive',
  cancelledAt: '2030-11-20T09:00:00Z',
};
