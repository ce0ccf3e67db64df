import { allowedTransitions, orderTimeline, orderTimers } from '../../../contract';
import type {
  ListingImage,
  Order,
  OrderActor,
  OrderEvent,
  OrderFacts,
  OrderRunningTimer,
  OrderTimerKind,
  SellerSummary,
} from '../../../contract';
import { isRecordId, partyOf } from '../escrow/record';
import type { productReviews } from '../product/schema';
import type { orderDisputes, orderEvents, orders } from './schema';

export const ORDER_NOT_FOUND = 'Order not found';

export const isOrderId = isRecordId;

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type DisputeRow = typeof orderDisputes.$inferSelect;
export type OrderReviewRow = Pick<typeof productReviews.$inferSelect, 'id' | 'rating' | 'text' | 'createdAt'>;

export interface OrderViewExtras {
  product: { id: string; slug: string; title: string; image: ListingImage | null };
  buyerName: string;
  seller: SellerSummary;
  universityName: string | null;
  /** The buyer's account e-mail: where order e-mails go when the checkout gave none. */
  buyerEmail: string;
}

/** Who the caller is to this order: its buyer, its seller, an administrator, or nobody (null). */
export const actorOf: (row: Pick<OrderRow, 'buyerId' | 'sellerId'>, userId: string, isAdmin: boolean) => OrderActor | null =
  partyOf;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The facts the table's guards need, as far as the row knows them; `disputeAnswered` and
 * `reviewed` come from the dispute and review rows when the caller has read them.
 */
export function factsOfRow(
  row: OrderRow,
  now: Date,
  known: { disputeAnswered?: boolean; reviewed?: boolean } = {},
): Partial<OrderFacts> {
  return {
    delivery: row.deliveryMethod,
    deliveryOverdue: row.deliveryDueAt !== null && now.getTime() > row.deliveryDueAt.getTime() + orderTimers.lateDeliveryGraceMs,
    ...known,
  };
}

/** The order's running timers, soonest first. */
export function runningTimers(row: OrderRow): OrderRunningTimer[] {
  const timers: OrderRunningTimer[] = [];
  const add = (kind: OrderTimerKind, at: Date | null) => {
    if (at) timers.push({ kind, dueAt: at.toISOString() });
  };
  const ownTimer: Partial<Record<OrderRow['status'], OrderTimerKind>> = {
    pending_payment: 'payment_window',
    awaiting_seller: 'seller_answer',
    arrived: 'auto_complete',
    disputed: 'dispute_answer',
  };
  const own = ownTimer[row.status];
  if (own) add(own, row.dueAt);
  if (row.status === 'arrived' && row.remindedAt === null) add('auto_complete_reminder', row.reminderDueAt);
  if ((row.status === 'accepted' || row.status === 'out_for_delivery') && row.deliveryDueAt)
    add('late_delivery', new Date(row.deliveryDueAt.getTime() + orderTimers.lateDeliveryGraceMs));
  return timers.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

export function toOrder(row: OrderRow, extras: OrderViewExtras, actor: OrderActor, facts: Partial<OrderFacts>): Order {
  const subtotal = row.unitPriceKobo * row.quantity;
  return {
    id: row.id,
    status: row.status,
    product: extras.product,
    quantity: row.quantity,
    unitPriceKobo: row.unitPriceKobo,
    deliveryFeeKobo: row.deliveryFeeKobo,
    subtotalKobo: subtotal,
    totalKobo: row.totalKobo,
    delivery: {
      method: row.deliveryMethod,
      firstname: row.deliveryFirstname,
      lastname: row.deliveryLastname,
      email: row.deliveryEmail ?? extras.buyerEmail,
      phone: row.deliveryPhone,
      universityId: row.deliveryUniversityId,
      university: extras.universityName,
      address: row.deliveryAddress,
      landmark: row.deliveryLandmark,
    },
    buyer: { id: row.buyerId, name: extras.buyerName },
    seller: extras.seller,
    paymentReference: row.paymentReference,
    paymentDueAt: row.status === 'pending_payment' ? iso(row.dueAt) : null,
    dueAt: iso(row.dueAt),
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    allowedTransitions: allowedTransitions(row.status, actor, facts),
    timeline: orderTimeline(row.status, row.deliveryMethod),
  };
}

export function toOrderEvent(row: OrderEventRow): OrderEvent {
  return {
    kind: row.kind,
    from: row.fromStatus,
    to: row.toStatus,
    actor: row.actor,
    note: row.note,
    at: row.createdAt.toISOString(),
  };
}
