import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderStatuses } from '../../../contract';
import type { OrderDeliveryMethod } from '../../../contract';
import { kobo, moment } from '../../db/columns';
import { escrowDisputesTable, escrowEventsTable, escrowPurchaseColumns, escrowPurchaseIndexes } from '../escrow/schema';
import { products } from '../product/schema';

/** Product orders. The status changes only by a compare-and-set that writes an order event with it. */
export const orders = pgTable(
  'orders',
  {
    ...escrowPurchaseColumns(orderStatuses),
    /** A product with orders is archived, never deleted, so the order keeps its listing. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: kobo('unit_price_kobo').notNull(),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull(),
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
    /** Our reference at the payment provider: one per order. */
    paymentReference: text('payment_reference').notNull(),
  },
  (t) => [
    ...escrowPurchaseIndexes('orders', t, orderStatuses),
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
    check('orders_delivery_method_check', sql`${t.deliveryMethod} in ('pickup', 'door')`),
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check(
      'orders_amounts_check',
      sql`${t.unitPriceKobo} > 0 and ${t.deliveryFeeKobo} >= 0 and ${t.totalKobo} = ${t.unitPriceKobo} * ${t.quantity} + ${t.deliveryFeeKobo}`,
    ),
  ],
);

/** An order's history: one row per transition (and per payment that came too late), never changed. */
export const orderEvents = escrowEventsTable('order_events', () => orders.id, orderStatuses);

/**
 * A dispute of an arrived order: the buyer's reason and photos, the seller's answer, and the
 * decision (an administrator's, or the automatic refund of an unanswered dispute).
 */
export const orderDisputes = escrowDisputesTable('order_disputes', () => orders.id, {
  /** The buyer's own private uploads (file keys). */
  photoKeys: text('photo_keys')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  answer: text('answer'),
  answeredAt: moment('answered_at'),
});
