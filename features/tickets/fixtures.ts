/**
 * Typed sample data for the ticket screens' stories and tests, as the server sends it: ticket
 * orders in each state (GET /v1/ticket-orders/{id}) and pages of them. Prices are integer kobo;
 * codes are base32 like the real ones.
 */
import {
  IMAGE_WIDTHS,
  type ListingImage,
  type Ticket,
  type TicketOrder,
  type TicketOrderDetail,
  type TicketOrderLine,
} from '../../contract';
import { sampleContact, sampleOrganiser, samplePaidTicketPayment } from '../../client/samples';

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

export const organiser = sampleOrganiser;

const TIER_REGULAR = '3f2a1b0c-0000-4000-8000-000000000001';
const TIER_VIP = '3f2a1b0c-0000-4000-8000-000000000002';
const TIER_TABLE = '3f2a1b0c-0000-4000-8000-000000000003';
const TIER_FREE = '3f2a1b0c-0000-4000-8000-000000000005';

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

/** The event of the orders, as an order names it. */
const eventSummary = {
  id: '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a01',
  slug: 'unilag-freshers-night-2030',
  title: 'UNILAG Freshers’ Night',
  venue: 'Lagoon Front, University of Lagos, Akoka',
  startsAt: '2030-12-05T17:00:00Z',
  endsAt: '2030-12-05T22:30:00Z',
  image: banner('Freshers’ Night', 320),
  cancelled: false,
};

const contact = {
  ...sampleContact,
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
  ...samplePaidTicketPayment,
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
    id: '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a02',
    slug: 'intro-to-cloud-computing-2030',
    title: 'Intro to Cloud Computing',
    venue: 'Faculty of Engineering Auditorium',
    image: banner('Intro to Cloud', 200),
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
    questions: [],
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
    questions: [],
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

/** A report Kampus asked the buyer about: the question open, waiting for their answer. */
export const questionedTicketOrder: TicketOrderDetail = {
  ...disputedTicketOrder,
  dispute: disputedTicketOrder.dispute && {
    ...disputedTicketOrder.dispute,
    questions: [
      {
        id: '5d2e8c41-7a6b-4c3d-8e9f-0a1b2c3d4e5f',
        text: 'What time did you reach the venue, and did anyone at the gate speak to you?',
        askedAt: '2030-12-06T09:00:00Z',
        answer: null,
        answeredAt: null,
      },
    ],
  },
};
