/**
 * Typed sample data for the ticket purchase's stories and tests, as the server sends it: an
 * event with its tiers (GET /v1/events/{slug}), the buyer, the universities, and ticket orders
 * as placing and paying them leaves them. Prices are integer kobo.
 */
import * as v from 'valibot';
import {
  ticketOrderSchema,
  type CurrentUser,
  type EventDetail,
  type TicketOrder,
  type TicketOrderDetail,
  type TicketOrderLine,
  type University,
} from '../../contract';
import { checkoutBuyer, checkoutUniversities, newBuyer } from './fixtures';
import { sampleOrganiser, samplePaidTicketPayment } from '../../client/samples';

const organiser = sampleOrganiser;

/** The buyer, as in the product checkout's samples. */
export const ticketBuyer: CurrentUser = checkoutBuyer;

/** A new account: no phone or university yet. */
export const newTicketBuyer: CurrentUser = newBuyer;

export const ticketUniversities: University[] = checkoutUniversities;

export const TIER_REGULAR = '3f2a1b0c-0000-4000-8000-000000000001';
export const TIER_VIP = '3f2a1b0c-0000-4000-8000-000000000002';
export const TIER_TABLE = '3f2a1b0c-0000-4000-8000-000000000003';
export const TIER_EARLY = '3f2a1b0c-0000-4000-8000-000000000004';
export const TIER_FREE = '3f2a1b0c-0000-4000-8000-000000000005';

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
  // The purchase shows no banner.
  image: null,
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

/** A free event: its one tier costs nothing. */
export const freeTicketEvent: EventDetail = {
  ...ticketEvent,
  id: '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a02',
  slug: 'intro-to-cloud-computing-2030',
  title: 'Intro to Cloud Computing',
  category: 'Tech',
  venue: 'Faculty of Engineering Auditorium',
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

/** The buyer's details as an order keeps them. */
const buyerContact = {
  ...(({ firstname, lastname, email, university }) => ({ firstname, lastname, email, university }))(ticketBuyer),
  phone: ticketBuyer.phone ?? '',
  universityId: ticketBuyer.universityId ?? 0,
};

/** An order of `event` for these lines as the server answers it once paid; the tickets themselves are left out. */
function orderOf(event: EventDetail, id: string, lines: [tier: string, quantity: number][]): TicketOrderDetail {
  const orderLines: TicketOrderLine[] = lines.map(([tierId, quantity]) => {
    const tier = event.tiers.find((each) => each.id === tierId);
    if (!tier) throw new Error(`No tier ${tierId} in ${event.slug}`);
    const { name: tierName, priceKobo: unitPriceKobo, seatsPerTicket } = tier;
    return { tierId, tierName, quantity, unitPriceKobo, seatsPerTicket, subtotalKobo: quantity * unitPriceKobo };
  });
  const { slug, title, venue, startsAt, endsAt, image } = event;
  return {
    id,
    status: 'paid',
    event: { id: event.id, slug, title, venue, startsAt, endsAt, image, cancelled: false },
    organiser: event.seller,
    lines: orderLines,
    totalKobo: orderLines.reduce((sum, line) => sum + line.subtotalKobo, 0),
    admits: orderLines.reduce((sum, line) => sum + line.quantity * line.seatsPerTicket, 0),
    ...samplePaidTicketPayment,
    contact: { ...buyerContact, address: 'Moremi Hall, Block B, Room 12', landmark: 'Opposite the Faculty of Science gate' },
    tickets: [],
    authorizationUrl: null,
    canDispute: false,
    dateChange: null,
    canRequestRefund: false,
    dispute: null,
  };
}

/** Paid: 2 Regular and 1 Table For 8, admitting ten. */
export const paidTicketOrder = orderOf(ticketEvent, 'b1c2d3e4-0000-4000-8000-000000000001', [
  [TIER_REGULAR, 2],
  [TIER_TABLE, 1],
]);

const smallOrder = orderOf(ticketEvent, 'b1c2d3e4-0000-4000-8000-000000000002', [
  [TIER_REGULAR, 1],
  [TIER_VIP, 1],
]);

/** What an order is while unpaid (`paymentDueAt` set) or once its payment window closed. */
const unpaid = { paymentReference: 'KPT-9H5J3W2X', releaseAt: null, paidAt: null } as const;

/** Waiting for payment: the window closes `minutesLeft` minutes after `now`. */
export function pendingTicketOrder(now: number = Date.now(), minutesLeft = 24): TicketOrderDetail {
  const paymentDueAt = new Date(now + minutesLeft * 60_000).toISOString();
  const authorizationUrl = 'https://checkout.paystack.com/sandbox-9H5J3W2X';
  return {
    ...smallOrder,
    ...unpaid,
    id: 'b1c2d3e4-0000-4000-8000-000000000003',
    status: 'pending_payment',
    paymentDueAt,
    authorizationUrl,
  };
}

/** An unpaid order whose payment window closed. */
export const expiredTicketOrder: TicketOrderDetail = {
  ...smallOrder,
  ...unpaid,
  id: 'b1c2d3e4-0000-4000-8000-000000000004',
  status: 'expired',
};

/** Free tickets: issued at once, no payment. */
export const freeTicketOrder: TicketOrderDetail = {
  ...orderOf(freeTicketEvent, 'b1c2d3e4-0000-4000-8000-000000000005', [[TIER_FREE, 1]]),
  paymentReference: null,
  releaseAt: null,
  paidAt: '2030-11-20T12:01:00Z',
};

/** The organiser cancelled the event: the order is refunded. */
export const cancelledTicketOrder: TicketOrderDetail = {
  ...smallOrder,
  status: 'cancelled',
  event: { ...smallOrder.event, cancelled: true },
  releaseAt: null,
};

/** The list's form of a detail (what GET /v1/ticket-orders?reference= answers). */
export function summaryOf(order: TicketOrderDetail): TicketOrder {
  return v.parse(ticketOrderSchema, order);
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
