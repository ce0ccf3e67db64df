import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderActor, OrderDeliveryMethod, OrderStatus } from '../../../contract';
import { kobo, moment } from '../../db/columns';
import { products } from '../product/schema';
import { users } from '../user/schema';

/** Product orders. The status changes only by a compare-and-set that writes an order event with it. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    /** A product with orders is archived, never deleted, so the order keeps its listing. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: kobo('unit_price_kobo').notNull(),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull(),
    totalKobo: kobo('total_kobo').notNull(),
    deliveryMethod: text('delivery_method').$type<OrderDeliveryMethod>().notNull(),
    deliveryFirstname: text('delivery_firstname').notNull(),
    deliveryLastname: text('delivery_lastname').notNull(),
    deliveryPhone: text('delivery_phone').notNull(),
    deliveryUniversityId: integer('delivery_university_id').notNull(),
    deliveryAddress: text('delivery_address'),
    deliveryLandmark: text('delivery_landmark'),
    /** Where order e-mails about this delivery go; null: the buyer's account e-mail. */
    deliveryEmail: text('delivery_email'),
    /** The 6-digit code the buyer shows at the handover (unique among open orders). */
    escrowCode: text('escrow_code'),
    /** Wrong escrow codes entered so far; at MAX_HANDOVER_FAILURES code entry is locked. */
    handoverFailures: integer('handover_failures').notNull().default(0),
    acceptedAt: moment('accepted_at'),
    /** The delivery promised when the seller accepted; the buyer may cancel once it is 3 days late. */
    deliveryDueAt: moment('delivery_due_at'),
    /** When an arrived order's buyer is reminded to confirm (once: `reminded_at` is then set). */
    reminderDueAt: moment('reminder_due_at'),
    remindedAt: moment('reminded_at'),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Our reference at the payment provider: one per order. */
    paymentReference: text('payment_reference').notNull(),
    /** The provider's payment page, kept so that an unpaid order can be paid later in its window. */
    authorizationUrl: text('authorization_url'),
    /** When the current status's timer runs out (a durable timer: a sweep applies it), or null. */
    dueAt: moment('due_at'),
    paidAt: moment('paid_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_payment_reference_unique').on(t.paymentReference),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_product_idx').on(t.productId),
    // Open: not yet completed, expired, cancelled or resolved.
    uniqueIndex('orders_escrow_code_open_unique')
      .on(t.escrowCode)
      .where(sql`${t.status} in ('pending_payment', 'awaiting_seller', 'accepted', 'out_for_delivery', 'arrived', 'disputed')`),
    index('orders_reminder_due_idx')
      .on(t.reminderDueAt)
      .where(sql`${t.reminderDueAt} is not null and ${t.remindedAt} is null`),
    check('orders_handover_failures_check', sql`${t.handoverFailures} >= 0`),
    index('orders_due_idx')
      .on(t.status, t.dueAt)
      .where(sql`${t.dueAt} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending_payment', 'awaiting_seller', 'accepted', 'out_for_delivery', 'arrived', 'completed', 'expired', 'cancelled', 'disputed', 'resolved')`,
    ),
    check('orders_delivery_method_check', sql`${t.deliveryMethod} in ('pickup', 'door')`),
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check(
      'orders_amounts_check',
      sql`${t.unitPriceKobo} > 0 and ${t.deliveryFeeKobo} >= 0 and ${t.totalKobo} = ${t.unitPriceKobo} * ${t.quantity} + ${t.deliveryFeeKobo}`,
    ),
  ],
);

/** An order's history: one row per transition (and per payment that came too late), never changed. */
export const orderEvents = pgTable(
  'order_events',
  {
    /** Increasing: the history's order, also for events written at the same instant. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** A transition name, or `refund_after_expiry`. */
    kind: text('kind').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    /** The user who acted (null for the system). */
    actorId: uuid('actor_id').references(() => users.id),
    note: text('note'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_actor_check', sql`${t.actor} in ('buyer', 'seller', 'admin', 'system')`),
  ],
);

export const disputeOutcomes = ['refund', 'release', 'split'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

/**
 * A dispute of an arrived order: the buyer's reason and photos, the seller's answer, and the
 * decision (an administrator's, or the automatic refund of an unanswered dispute).
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    reason: text('reason').notNull(),
    /** The buyer's own private uploads (file keys). */
    photoKeys: text('photo_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    openedAt: moment('opened_at').notNull(),
    answer: text('answer'),
    answeredAt: moment('answered_at'),
    outcome: text('outcome').$type<DisputeOutcome>(),
    buyerKobo: kobo('buyer_kobo'),
    sellerKobo: kobo('seller_kobo'),
    note: text('note'),
    /** The administrator who decided; null for the automatic decision. */
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: moment('decided_at'),
  },
  (t) => [
    index('order_disputes_open_idx')
      .on(t.openedAt)
      .where(sql`${t.decidedAt} is null`),
    check('order_disputes_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('refund', 'release', 'split')`),
    check(
      'order_disputes_amounts_check',
      sql`(${t.outcome} is null) or (${t.buyerKobo} >= 0 and ${t.sellerKobo} >= 0 and ${t.decidedAt} is not null)`,
    ),
  ],
);
