/**
 * The dispute desk serves product and ticket orders alike: what it needs of each kind, read the
 * same way (`DeskKind`): the purchase, its listing, its dispute, and how a decision is made.
 */
import { eq } from 'drizzle-orm';
import type { DisputeKind } from '../../../contract';
import type { Database } from '../../db/database';
import type { DisputeTable } from '../escrow/dispute';
import { isRecordId } from '../escrow/record';
import type { DisputeResolver } from '../escrow/resolve-command';
import type { EscrowSplit } from '../escrow/split';
import { events } from '../event/schema';
import { MAX_HANDOVER_FAILURES } from '../order/handover';
import { productOrders } from '../order/kind';
import { resolveDispute } from '../order/resolve';
import { orderDisputes, orders } from '../order/schema';
import { products } from '../product/schema';
import { ticketOrderKind } from '../ticket/kind';
import { resolveTicketDispute } from '../ticket/resolve';
import { ticketDisputes, ticketOrders } from '../ticket/schema';

/** A disputed purchase as the desk reads it, whatever its kind. */
export interface DisputedPurchase {
  id: string;
  status: string;
  buyerId: string;
  sellerId: string;
  totalKobo: number;
  /** What the platform fee is taken on (`shareEscrow`). */
  feeBaseKobo: number;
  title: string;
  listingSlug: string;
  /** The listing the two parties chatted about, as the chat names it. */
  listing: { type: 'products' | 'tickets'; id: string };
  deliveryMethod: 'pickup' | 'door' | 'ticket';
  escrowCode: { failedAttempts: number; locked: boolean } | null;
  dispute: {
    reason: string;
    photoKeys: string[];
    openedAt: Date;
    answer: string | null;
    answeredAt: Date | null;
    outcome: 'refund' | 'release' | 'split' | null;
    buyerKobo: number | null;
    sellerKobo: number | null;
    note: string | null;
    decidedBy: string | null;
    decidedAt: Date | null;
  };
}

export interface DeskKind {
  slug: DisputeKind;
  /** The purchase as messages name it. */
  noun: string;
  notFound: string;
  disputes: DisputeTable;
  events: DeskEventTable;
  /** The disputed purchase, or null when there is none (or it was never disputed). */
  read(db: Database, id: string): Promise<DisputedPurchase | null>;
  resolve: DisputeResolver<{ split: EscrowSplit | null }>;
}

type DeskEventTable = typeof productOrders.events | typeof ticketOrderKind.events;

const orderKind: DeskKind = {
  slug: 'order',
  noun: productOrders.noun,
  notFound: productOrders.notFound,
  disputes: orderDisputes,
  events: productOrders.events,
  async read(db, id) {
    if (!isRecordId(id)) return null;
    const [row] = await db
      .select({ order: orders, dispute: orderDisputes, title: products.title, slug: products.slug })
      .from(orders)
      .innerJoin(orderDisputes, eq(orderDisputes.orderId, orders.id))
      .innerJoin(products, eq(products.id, orders.productId))
      .where(eq(orders.id, id));
    if (!row) return null;
    const { order, dispute } = row;
    return {
      id: order.id,
      status: order.status,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      totalKobo: order.totalKobo,
      feeBaseKobo: productOrders.feeBaseKobo(order),
      title: row.title,
      listingSlug: row.slug,
      listing: { type: 'products', id: order.productId },
      deliveryMethod: order.deliveryMethod,
      escrowCode: { failedAttempts: order.handoverFailures, locked: order.handoverFailures >= MAX_HANDOVER_FAILURES },
      dispute,
    };
  },
  resolve: resolveDispute,
};

const ticketKind: DeskKind = {
  slug: 'ticket-order',
  noun: ticketOrderKind.noun,
  notFound: ticketOrderKind.notFound,
  disputes: ticketDisputes,
  events: ticketOrderKind.events,
  async read(db, id) {
    if (!isRecordId(id)) return null;
    const [row] = await db
      .select({ order: ticketOrders, dispute: ticketDisputes, title: events.title, slug: events.slug })
      .from(ticketOrders)
      .innerJoin(ticketDisputes, eq(ticketDisputes.orderId, ticketOrders.id))
      .innerJoin(events, eq(events.id, ticketOrders.eventId))
      .where(eq(ticketOrders.id, id));
    if (!row) return null;
    const { order, dispute } = row;
    return {
      id: order.id,
      status: order.status,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      totalKobo: order.totalKobo,
      feeBaseKobo: ticketOrderKind.feeBaseKobo(order),
      title: row.title,
      listingSlug: row.slug,
      listing: { type: 'tickets', id: order.eventId },
      deliveryMethod: 'ticket',
      escrowCode: null,
      dispute: { ...dispute, photoKeys: [], answer: null, answeredAt: null },
    };
  },
  resolve: resolveTicketDispute,
};

export const deskKinds: Record<DisputeKind, DeskKind> = { order: orderKind, 'ticket-order': ticketKind };
