/**
 * Typed sample data for the ticket screens' stories and tests, as the server sends it: an event
 * with its tiers (GET /v1/events/{slug}), ticket orders in each state (GET /v1/ticket-orders/{id})
 * and pages of them. Prices are integer kobo; codes are base32 like the real ones.
 */
import {
  IMAGE_WIDTHS,
  type CurrentUser,
  type EventDetail,
  type ListingImage,
  type SellerSummary,
  type Ticket,
  type TicketOrder,
  type TicketOrderDetail,
  type TicketOrderLine,
  type University,
} from '../../contract';

/** A 16:9 poster with the event's name (a small SVG, so no network). */
function banner(title: string, hue: number): ListingImage {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<rect width="640" height="360" fill="hsl(${hue} 55% 30%)"/>` +
    `<circle cx="540" cy="70" r="120" fill="hsl(${hue} 70% 70%)" fill-opacity="0.3"/>` +
    `<text x="48" y="200" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${title}</text></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return {
    key: `${hue}.webp`,
    url,
    width: 1280,
    height: 720,
    alt: `${title} banner`,
    variants: IMAGE_WIDTHS.map((width) => ({ width, url })),
  };
}

export const organiser: SellerSummary = {
  id: '5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a05',
  name: 'UNILAG Students’ Union',
  sellerType: 'brand',
  university: 'University of Lagos',
  avatar: null,
  verified: true,
};

export const ticketBuyer: CurrentUser = {
  id: '0c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e',
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada.obi@unilag.edu.ng',
  university: 'University of Lagos',
  universityId: 1,
  phone: '+2348031234567',
  kycStatus: 'NOT_SUBMITTED',
  role: 'user',
  avatar: null,
};

/** A new account: no phone or university yet. */
export const newTicketBuyer: CurrentUser = { ...ticketBuyer, phone: null, university: null, universityId: null };

export const ticketUniversities: University[] = [
  { id: 1, name: 'University of Lagos' },
  { id: 2, name: 'Lagos State University' },
  { id: 3, name: 'Federal University of Agriculture, Abeokuta' },
  { id: 4, name: 'Olabisi Onabanjo University' },
];

export const TIER_REGULAR = '3f2a1b0c-0000-4000-8000-000000000001';
export const TIER_VIP = '3f2a1b0c-0000-4000-8000-000000000002';
export const TIER_TABLE = '3f2a1b0c-0000-4000-8000-000000000003';
export const TIER_EARLY = '3f2a1b0c-0000-4000-8000-000000000004';

export const ticketEvent: EventDetail = {
  id: '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a01',
  slug: 'unilag-freshers-night-2030',
  title: 'UNILAG Freshers’ Night',
  summary: 'Welcome the new set with live music, a DJ battle and food trucks by the lagoon front.',
  category: 'Parties',
  startsAt: '2030-12-05T17:00:00Z',
  endsAt: '2030-12-05T22:30:00Z',
  format: 'physical',
  venue: 'Lagoon Front, University of Lagos, Akoka',
  image: banner('Freshers’ Night', 320),
  priceFromKobo: 2_450_000,
  seller: organiser,
  status: 'active',
  descriptionHtml: '<p>The biggest welcome party of the session.</p>',
  locationTips: null,
  socialLinks: { instagram: null, twitter: null, telegram: null, website: null },
  cancelledAt: null,
  tiers: [
    {
      id: TIER_REGULAR,
      name: 'Regular',
      priceKobo: 2_450_000,
      quantity: 400,
      remaining: 212,
      description: 'Entry and one drink.',
      seatsPerTicket: 1,
    },
    {
      id: TIER_VIP,
      name: 'VIP',
      priceKobo: 4_000_000,
      quantity: 80,
      remaining: 3,
      description: 'Front section, two drinks and a goodie bag.',
      seatsPerTicket: 1,
    },
    {
      id: TIER_TABLE,
      name: 'Table For 8',
      priceKobo: 18_000_000,
      quantity: 10,
      remaining: 4,
      description: 'A reserved table for eight with bottle service.',
      seatsPerTicket: 8,
    },
    {
      id: TIER_EARLY,
      name: 'Early Bird',
      priceKobo: 1_500_000,
      quantity: 50,
      remaining: 0,
      description: 'Regular entry at a lower price for the first fifty.',
      seatsPerTicket: 1,
    },
  ],
  rating: { average: null, count: 0 },
  createdAt: '2030-10-01T09:00:00Z',
  updatedAt: '2030-10-01T09:00:00Z',
};

/** The same event after the last VIP tickets went to someone else. */
export const vipSoldOutEvent: EventDetail = {
  ...ticketEvent,
  tiers: ticketEvent.tiers.map((tier) => (tier.id === TIER_VIP ? { ...tier, remaining: 0 } : tier)),
};

export const TIER_FREE = '3f2a1b0c-0000-4000-8000-000000000005';

/** A free event: its one tier costs nothing. */
export const freeTicketEvent: EventDetail = {
  ...ticketEvent,
  id: '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a02',
  slug: 'intro-to-cloud-computing-2030',
  title: 'Intro to Cloud Computing',
  category: 'Tech',
  venue: 'Faculty of Engineering Auditorium',
  image: banner('Intro to Cloud', 200),
  priceFromKobo: 0,
  tiers: [{ id: TIER_FREE, name: 'Free seat', priceKobo: 0, quantity: 300, remaining: 120, description: '', seatsPerTicket: 1 }],
};

export const cancelledTicketEvent: EventDetail = { ...ticketEvent, cancelledAt: '2030-11-20T10:00:00Z' };

export const endedTicketEvent: EventDetail = {
  ...ticketEvent,
  slug: 'unilag-tech-summit-2024',
  title: 'Unilag Tech Summit 2024',
  startsAt: '2024-11-09T08:00:00Z',
  endsAt: '2024-11-09T16:00:00Z',
};

/** Every tier sold out. */
export const soldOutTicketEvent: EventDetail = {
  ...ticketEvent,
  tiers: ticketEvent.tiers.map((tier) => ({ ...tier, remaining: 0 })),
};

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A 26-letter base32 code (130 bits), different for each `seed`. */
export function sampleCode(seed: number): string {
  let state = (seed * 0x9e3779b1) >>> 0 || 1;
  let code = '';
  for (let index = 0; index < 26; index += 1) {
    // xorshift32: a different, repeatable sequence for each seed.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    code += B32[state % 32];
  }
  return code;
}

function line(tierId: string, name: string, quantity: number, unitPriceKobo: number, seatsPerTicket = 1): TicketOrderLine {
  return { tierId, tierName: name, quantity, unitPriceKobo, seatsPerTicket, subtotalKobo: quantity * unitPriceKobo };
}

/** One ticket per admitted person of each line: 'Table For 8' gives seats 1 to 8. */
function ticketsOf(lines: TicketOrderLine[], seed: number): Ticket[] {
  const tickets: Ticket[] = [];
  for (const each of lines) {
    for (let unit = 0; unit < each.quantity; unit += 1) {
      for (let seat = 1; seat <= each.seatsPerTicket; seat += 1) {
        const n = seed * 100 + tickets.length + 1;
        tickets.push({
          id: `9a8b7c6d-0000-4000-8000-${String(n).padStart(12, '0')}`,
          tierId: each.tierId,
          tierName: each.tierName,
          seat,
          seats: each.seatsPerTicket,
          code: sampleCode(n),
          status: 'valid',
          checkedInAt: null,
        });
      }
    }
  }
  return tickets;
}

const eventSummary = {
  id: ticketEvent.id,
  slug: ticketEvent.slug,
  title: ticketEvent.title,
  venue: ticketEvent.venue,
  startsAt: ticketEvent.startsAt,
  endsAt: ticketEvent.endsAt,
  image: ticketEvent.image,
  cancelled: false,
};

const contact = {
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada.obi@unilag.edu.ng',
  phone: '+2348031234567',
  universityId: 1,
  university: 'University of Lagos',
  address: 'Moremi Hall, Block B, Room 12',
  landmark: 'Opposite the Faculty of Science gate',
};

const paidLines = [line(TIER_REGULAR, 'Regular', 2, 2_450_000), line(TIER_TABLE, 'Table For 8', 1, 18_000_000, 8)];

/** Paid: 2 Regular and 1 Table For 8, ten tickets; the first Regular is already checked in. */
export const paidTicketOrder: TicketOrderDetail = {
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  status: 'paid',
  event: eventSummary,
  organiser,
  lines: paidLines,
  totalKobo: 22_900_000,
  admits: 10,
  paymentReference: 'KPT-7F3K2M9Q',
  paymentDueAt: null,
  releaseAt: '2030-12-06T22:30:00Z',
  paidAt: '2030-11-20T12:04:00Z',
  createdAt: '2030-11-20T12:01:00Z',
  updatedAt: '2030-11-20T12:04:00Z',
  contact,
  tickets: ticketsOf(paidLines, 1).map((ticket, index) =>
    index === 0 ? { ...ticket, status: 'checked_in', checkedInAt: '2030-12-05T17:42:00Z' } : ticket,
  ),
  authorizationUrl: null,
  canDispute: false,
  dateChange: null,
  canRequestRefund: false,
  dispute: null,
};

const smallLines = [line(TIER_REGULAR, 'Regular', 1, 2_450_000), line(TIER_VIP, 'VIP', 1, 4_000_000)];

/** Paid: one Regular and one VIP, two tickets. */
export const smallTicketOrder: TicketOrderDetail = {
  ...paidTicketOrder,
  id: 'b1c2d3e4-0000-4000-8000-000000000002',
  lines: smallLines,
  totalKobo: 6_450_000,
  admits: 2,
  paymentReference: 'KPT-2B8N4R6T',
  tickets: ticketsOf(smallLines, 2),
};

/** Waiting for payment: the window closes `minutesLeft` minutes after `now`. */
export function pendingTicketOrder(now: number = Date.now(), minutesLeft = 24): TicketOrderDetail {
  return {
    ...smallTicketOrder,
    id: 'b1c2d3e4-0000-4000-8000-000000000003',
    status: 'pending_payment',
    paymentReference: 'KPT-9H5J3W2X',
    paymentDueAt: new Date(now + minutesLeft * 60_000).toISOString(),
    releaseAt: null,
    paidAt: null,
    tickets: [],
    authorizationUrl: 'https://checkout.paystack.com/sandbox-9H5J3W2X',
  };
}

/** An unpaid order whose payment window closed. */
export const expiredTicketOrder: TicketOrderDetail = {
  ...pendingTicketOrder(Date.parse('2030-11-20T12:00:00Z')),
  id: 'b1c2d3e4-0000-4000-8000-000000000004',
  status: 'expired',
  paymentDueAt: null,
  authorizationUrl: null,
};

/** Free tickets: issued at once, no payment. */
export const freeTicketOrder: TicketOrderDetail = {
  ...paidTicketOrder,
  id: 'b1c2d3e4-0000-4000-8000-000000000005',
  event: {
    ...eventSummary,
    id: freeTicketEvent.id,
    slug: freeTicketEvent.slug,
    title: freeTicketEvent.title,
    venue: freeTicketEvent.venue,
    image: freeTicketEvent.image,
  },
  lines: [line(TIER_FREE, 'Free seat', 1, 0)],
  totalKobo: 0,
  admits: 1,
  paymentReference: null,
  releaseAt: null,
  paidAt: '2030-11-20T12:01:00Z',
  tickets: ticketsOf([line(TIER_FREE, 'Free seat', 1, 0)], 5),
};

/** After the event started: the buyer may say it did not happen. */
export const disputableTicketOrder: TicketOrderDetail = { ...smallTicketOrder, canDispute: true };

export const disputedTicketOrder: TicketOrderDetail = {
  ...smallTicketOrder,
  status: 'disputed',
  canDispute: false,
  dispute: {
    reason: 'The gates never opened and nobody from the organisers came.',
    openedAt: '2030-12-05T20:15:00Z',
    decision: null,
  },
};

export const resolvedTicketOrder: TicketOrderDetail = {
  ...disputedTicketOrder,
  status: 'resolved',
  releaseAt: null,
  dispute: {
    reason: 'The gates never opened and nobody from the organisers came.',
    openedAt: '2030-12-05T20:15:00Z',
    decision: {
      outcome: 'refund',
      buyerKobo: 6_450_000,
      sellerKobo: 0,
      note: 'The organiser confirmed the event did not hold.',
      decidedAt: '2030-12-07T10:00:00Z',
    },
  },
  tickets: smallTicketOrder.tickets.map((ticket) => ({ ...ticket, status: 'refunded' })),
};

/** The organiser cancelled the event: the order is refunded and its tickets are void. */
export const cancelledTicketOrder: TicketOrderDetail = {
  ...smallTicketOrder,
  status: 'cancelled',
  event: { ...eventSummary, cancelled: true },
  releaseAt: null,
  tickets: smallTicketOrder.tickets.map((ticket) => ({ ...ticket, status: 'refunded' })),
};

/** The organiser moved the start by more than an hour after the purchase: the buyer may ask for a refund. */
export const movedTicketOrder: TicketOrderDetail = {
  ...smallTicketOrder,
  id: 'b1c2d3e4-0000-4000-8000-000000000006',
  dateChange: { previousStartsAt: '2030-12-04T17:00:00Z' },
  canRequestRefund: true,
};

/** The tickets given back after the date change: refunded in full. */
export const refundedTicketOrder: TicketOrderDetail = {
  ...movedTicketOrder,
  status: 'refunded',
  canRequestRefund: false,
  releaseAt: null,
  tickets: movedTicketOrder.tickets.map((ticket) => ({ ...ticket, status: 'refunded' })),
};

/** The list's form of a detail. */
export function summaryOf(order: TicketOrderDetail): TicketOrder {
  const {
    contact: _contact,
    tickets: _tickets,
    authorizationUrl: _url,
    canDispute: _canDispute,
    dateChange: _dateChange,
    canRequestRefund: _canRequestRefund,
    dispute: _dispute,
    ...summary
  } = order;
  return summary;
}

/** The buyer's ticket orders, newest first. */
export function sampleTicketOrders(now: number = Date.now()): TicketOrder[] {
  return [pendingTicketOrder(now), paidTicketOrder, freeTicketOrder, expiredTicketOrder, cancelledTicketOrder].map(summaryOf);
}

/** GET /v1/ticket-orders's answer for one page of `orders`. */
export function ticketOrdersPage(orders: TicketOrder[], page = 1, totalPages = orders.length > 0 ? 1 : 0, pageSize = 10) {
  return { data: orders, page: { page, pageSize, total: totalPages > 1 ? totalPages * pageSize : orders.length, totalPages } };
}

/** POST /v1/ticket-orders's answer: the order and the payment page (null when free). */
export function placedTicketOrder(order: TicketOrderDetail) {
  return {
    order,
    payment:
      order.totalKobo === 0 || !order.paymentReference
        ? null
        : {
            authorizationUrl: order.authorizationUrl ?? 'https://checkout.paystack.com/sandbox',
            reference: order.paymentReference,
          },
  };
}
