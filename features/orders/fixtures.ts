/** Typed sample orders, as GET /v1/orders and GET /v1/orders/{id} send them, in every status. */
import {
  orderTimeline,
  type Order,
  type OrderDetail,
  type OrderEvent,
  type OrderRunningTimer,
  type OrderStatus,
  type OrderTransitionName,
  type PartyDisputeQuestion,
} from '../../contract';
import { sampleContact, sampleFlatPhoto, sampleSellers } from '../../client/samples';
import type { OrderRole } from './orderView';

const photo = sampleFlatPhoto;

export const SAMPLE_ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const SAMPLE_ESCROW_CODE = '482916';

const HOUR = 60 * 60 * 1000;

const baseOrder: Order = {
  id: SAMPLE_ORDER_ID,
  status: 'awaiting_seller',
  product: {
    id: '0b6f6a52-2d7e-4c55-9f4e-1c2a9b1e0a10',
    slug: 'iphone-12-pro-128gb',
    title: 'iPhone 12 Pro 128GB (UK used)',
    image: photo('iphone.webp', 'iPhone 12 Pro', 210),
  },
  quantity: 1,
  unitPriceKobo: 26_000_000,
  deliveryFeeKobo: 250_000,
  subtotalKobo: 26_000_000,
  totalKobo: 26_250_000,
  delivery: {
    method: 'door',
    ...sampleContact,
    address: 'Room 214, Moremi Hall',
    landmark: 'Opposite the Faculty of Law',
  },
  buyer: { id: 'usr_ada', name: 'Ada Obi' },
  seller: sampleSellers.chidi,
  paymentReference: 'KMP-7C9E6679',
  paymentDueAt: null,
  dueAt: null,
  paidAt: '2026-11-20T09:14:00.000Z',
  createdAt: '2026-11-20T09:12:00.000Z',
  updatedAt: '2026-11-20T09:14:00.000Z',
  allowedTransitions: [],
  timeline: orderTimeline('awaiting_seller'),
};

/** The history up to each status, oldest first. */
const history: Partial<Record<OrderStatus, OrderEvent[]>> = {
  pending_payment: [
    { kind: 'place', from: null, to: 'pending_payment', actor: 'buyer', note: null, at: '2026-11-20T09:12:00.000Z' },
  ],
  awaiting_seller: [
    {
      kind: 'confirm_payment',
      from: 'pending_payment',
      to: 'awaiting_seller',
      actor: 'system',
      note: null,
      at: '2026-11-20T09:14:00.000Z',
    },
  ],
  accepted: [
    { kind: 'accept', from: 'awaiting_seller', to: 'accepted', actor: 'seller', note: null, at: '2026-11-20T11:40:00.000Z' },
  ],
  out_for_delivery: [
    { kind: 'dispatch', from: 'accepted', to: 'out_for_delivery', actor: 'seller', note: null, at: '2026-11-21T14:05:00.000Z' },
  ],
  arrived: [
    { kind: 'arrived', from: 'out_for_delivery', to: 'arrived', actor: 'seller', note: null, at: '2026-11-21T16:30:00.000Z' },
  ],
  completed: [{ kind: 'confirm', from: 'arrived', to: 'completed', actor: 'buyer', note: null, at: '2026-11-21T16:45:00.000Z' }],
};

const progress: OrderStatus[] = ['pending_payment', 'awaiting_seller', 'accepted', 'out_for_delivery', 'arrived', 'completed'];

function eventsUpTo(status: OrderStatus): OrderEvent[] {
  const reached = progress.indexOf(status);
  return progress.slice(0, reached + 1).flatMap((step) => history[step] ?? []);
}

/** The buttons each side has in each status (door delivery, not late, no dispute answered, not reviewed). */
const allowed: Record<OrderRole, Partial<Record<OrderStatus, OrderTransitionName[]>>> = {
  buyer: { awaiting_seller: ['cancel'], arrived: ['confirm', 'dispute'], completed: ['review'] },
  seller: {
    awaiting_seller: ['accept', 'decline'],
    accepted: ['dispatch', 'arrived', 'handover'],
    out_for_delivery: ['arrived', 'handover'],
    arrived: ['handover'],
    disputed: ['answer_dispute'],
  },
};

function timersOf(status: OrderStatus, now: number): OrderRunningTimer[] {
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
  switch (status) {
    case 'pending_payment':
      return [{ kind: 'payment_window', dueAt: new Date(now + 11.5 * 60_000).toISOString() }];
    case 'awaiting_seller':
      return [{ kind: 'seller_answer', dueAt: at(47.5) }];
    case 'accepted':
    case 'out_for_delivery':
      return [{ kind: 'late_delivery', dueAt: at(5 * 24 + 3.5) }];
    case 'arrived':
      return [
        { kind: 'auto_complete_reminder', dueAt: at(17.5) },
        { kind: 'auto_complete', dueAt: at(41.5) },
      ];
    case 'disputed':
      return [{ kind: 'dispute_answer', dueAt: at(71.5) }];
    default:
      return [];
  }
}

const FEE_BPS = 300;

/**
 * A sample order in `status` as `role` sees it (the escrow code only for the buyer, the fee
 * only for the seller), with its timers running from `now`. `overrides` replace any field.
 */
export function sampleOrderDetail(
  status: OrderStatus,
  role: OrderRole = 'buyer',
  overrides: Partial<OrderDetail> = {},
  now = Date.now(),
): OrderDetail {
  const events = [...eventsUpTo(progress.includes(status) ? status : 'arrived')];
  let dispute: OrderDetail['dispute'] = null;
  if (status === 'pending_payment') events.splice(1);
  if (status === 'disputed' || status === 'resolved') {
    events.push({ kind: 'dispute', from: 'arrived', to: 'disputed', actor: 'buyer', note: null, at: '2026-11-21T18:00:00.000Z' });
    dispute = {
      reason: 'The screen has a crack that was not in the photos.',
      photos: [{ url: photo('crack.webp', 'Crack', 0).url }],
      openedAt: '2026-11-21T18:00:00.000Z',
      answer: null,
      answeredAt: null,
      decision: null,
      questions: [],
    };
  }
  if (status === 'resolved' && dispute) {
    events.push({
      kind: 'answer_dispute',
      from: 'disputed',
      to: 'disputed',
      actor: 'seller',
      note: null,
      at: '2026-11-22T08:00:00.000Z',
    });
    events.push({
      kind: 'resolve',
      from: 'disputed',
      to: 'resolved',
      actor: 'admin',
      note: null,
      at: '2026-11-23T10:00:00.000Z',
    });
    dispute = {
      ...dispute,
      answer: 'The phone left in perfect condition; I have a video of it.',
      answeredAt: '2026-11-22T08:00:00.000Z',
      decision: {
        outcome: 'split',
        buyerKobo: 5_000_000,
        sellerKobo: 21_250_000,
        note: 'Part refund for the damage.',
        decidedBy: 'Kampus support',
        decidedAt: '2026-11-23T10:00:00.000Z',
      },
    };
  }
  if (status === 'cancelled') {
    events.splice(1);
    events.push({
      kind: 'decline',
      from: 'awaiting_seller',
      to: 'cancelled',
      actor: 'seller',
      note: 'Sold out in store, sorry.',
      at: '2026-11-20T10:00:00.000Z',
    });
  }
  if (status === 'expired') {
    events.splice(1);
    events.push({
      kind: 'expire_payment',
      from: 'pending_payment',
      to: 'expired',
      actor: 'system',
      note: null,
      at: '2026-11-20T09:42:00.000Z',
    });
  }
  const timers = timersOf(status, now);
  const paid = status !== 'pending_payment' && status !== 'expired';
  return {
    ...baseOrder,
    status,
    timeline: orderTimeline(status),
    paidAt: paid ? baseOrder.paidAt : null,
    paymentDueAt: status === 'pending_payment' ? (timers[0]?.dueAt ?? null) : null,
    dueAt: timers.find((timer) => timer.kind !== 'auto_complete_reminder')?.dueAt ?? null,
    updatedAt: events.at(-1)?.at ?? baseOrder.updatedAt,
    allowedTransitions: allowed[role][status] ?? [],
    events,
    escrowCode: role === 'buyer' && paid ? SAMPLE_ESCROW_CODE : null,
    handoverLocked: false,
    deliveryDueAt: progress.indexOf(status) >= 2 || status === 'disputed' ? '2026-11-25T11:40:00.000Z' : null,
    timers,
    platformFeeKobo: role === 'seller' ? (baseOrder.subtotalKobo * FEE_BPS) / 10_000 : 0,
    dispute,
    review: null,
    ...overrides,
  };
}

/** A pickup's history after acceptance: no dispatch; the seller marks it ready and hands it over for the code. */
const pickupHistory: Partial<Record<OrderStatus, OrderEvent>> = {
  arrived: { kind: 'arrived', from: 'accepted', to: 'arrived', actor: 'seller', note: null, at: '2026-11-21T12:30:00.000Z' },
  completed: { kind: 'handover', from: 'arrived', to: 'completed', actor: 'seller', note: null, at: '2026-11-21T12:52:00.000Z' },
};

/** What the door history has from dispatch on, which a pickup replaces with `pickupHistory`. */
const doorOnlyEvents = new Set(['dispatch', 'arrived', 'confirm']);

/** The buttons each side has on a pickup (it never goes out for delivery). */
const pickupAllowed: Record<OrderRole, Partial<Record<OrderStatus, OrderTransitionName[]>>> = {
  buyer: allowed.buyer,
  seller: { ...allowed.seller, accepted: ['arrived', 'handover'] },
};

/**
 * A sample pickup on campus in `status` (one of the timeline's), as `role` sees it: free, no
 * address, promised within 3 days of acceptance, marked ready and handed over with the code.
 */
export function samplePickupOrderDetail(
  status: OrderStatus,
  role: OrderRole = 'buyer',
  overrides: Partial<OrderDetail> = {},
  now = Date.now(),
): OrderDetail {
  const door = sampleOrderDetail(status, role, {}, now);
  const reached = progress.indexOf(status);
  const events = door.events.filter((event) => !doorOnlyEvents.has(event.kind));
  for (const step of ['arrived', 'completed'] as const) {
    const event = pickupHistory[step];
    if (event && reached >= progress.indexOf(step)) events.push(event);
  }
  return {
    ...door,
    delivery: { ...baseOrder.delivery, method: 'pickup', address: null, landmark: null },
    deliveryFeeKobo: 0,
    totalKobo: baseOrder.subtotalKobo,
    timeline: orderTimeline(status, 'pickup'),
    events,
    updatedAt: events.at(-1)?.at ?? door.updatedAt,
    allowedTransitions: pickupAllowed[role][status] ?? [],
    deliveryDueAt: door.deliveryDueAt && '2026-11-23T11:40:00.000Z',
    ...overrides,
  };
}

/** A page of the list: a few orders in different statuses, different products. */
export function sampleOrders(role: OrderRole): Order[] {
  const strip = (detail: OrderDetail): Order => {
    const { events, escrowCode, handoverLocked, deliveryDueAt, timers, platformFeeKobo, dispute, review, ...order } = detail;
    void [events, escrowCode, handoverLocked, deliveryDueAt, timers, platformFeeKobo, dispute, review];
    return order;
  };
  return [
    strip(sampleOrderDetail('arrived', role, { id: 'a1b2c3d4-0000-4000-8000-000000000001' })),
    strip(
      sampleOrderDetail('awaiting_seller', role, {
        id: 'a1b2c3d4-0000-4000-8000-000000000002',
        product: {
          id: 'p-tote',
          slug: 'ankara-tote-bag',
          title: 'Handmade Ankara tote bag',
          image: photo('tote.webp', 'Tote', 20),
        },
        quantity: 2,
        unitPriceKobo: 1_250_000,
        subtotalKobo: 2_500_000,
        deliveryFeeKobo: 0,
        totalKobo: 2_500_000,
        buyer: { id: 'usr_tunde', name: 'Tunde Bakare' },
        createdAt: '2026-11-19T15:30:00.000Z',
      }),
    ),
    strip(
      sampleOrderDetail('completed', role, {
        id: 'a1b2c3d4-0000-4000-8000-000000000003',
        product: { id: 'p-lamp', slug: 'rechargeable-reading-lamp', title: 'Rechargeable reading lamp', image: null },
        unitPriceKobo: 850_000,
        subtotalKobo: 850_000,
        deliveryFeeKobo: 0,
        totalKobo: 850_000,
        buyer: { id: 'usr_ngozi', name: 'Ngozi Eze' },
        createdAt: '2026-11-02T12:00:00.000Z',
      }),
    ),
    strip(
      sampleOrderDetail('cancelled', role, { id: 'a1b2c3d4-0000-4000-8000-000000000004', createdAt: '2026-10-28T08:00:00.000Z' }),
    ),
  ];
}

/** GET /v1/orders's body: one page of orders and where it is among the pages. */
export function ordersPage(orders: Order[], page = 1, totalPages = orders.length > 0 ? 1 : 0, pageSize = 10) {
  return { data: orders, page: { page, pageSize, total: totalPages > 1 ? totalPages * pageSize : orders.length, totalPages } };
}

/** A question from the dispute desk to the order's seller, open or answered. */
export function sampleDisputeQuestion(answered = false): PartyDisputeQuestion {
  return {
    id: '7b1f9a52-3c4d-4e8f-9a10-2b3c4d5e6f70',
    text: 'Did you test the screen before handing the phone over?',
    askedAt: '2026-11-22T09:30:00.000Z',
    answer: answered ? 'Yes: it lit up and had no cracks when the buyer took it.' : null,
    answeredAt: answered ? '2026-11-22T11:05:00.000Z' : null,
  };
}
