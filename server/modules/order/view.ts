import { allowedTransitions, orderTimeline } from '../../../contract';
import type { ListingImage, Order, OrderActor, OrderEvent, SellerSummary } from '../../../contract';
import type { orderEvents, orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export interface OrderViewExtras {
  product: { id: string; slug: string; title: string; image: ListingImage | null };
  buyerName: string;
  seller: SellerSummary;
  universityName: string | null;
}

/** Who the caller is to this order: its buyer, its seller, an administrator, or nobody (null). */
export function actorOf(row: Pick<OrderRow, 'buyerId' | 'sellerId'>, userId: string, isAdmin: boolean): OrderActor | null {
  if (row.buyerId === userId) return 'buyer';
  if (row.sellerId === userId) return 'seller';
  return isAdmin ? 'admin' : null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrder(row: OrderRow, extras: OrderViewExtras, actor: OrderActor): Order {
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
    allowedTransitions: allowedTransitions(row.status, actor, { delivery: row.deliveryMethod }),
    timeline: orderTimeline(row.status),
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
