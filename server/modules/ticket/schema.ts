import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ticketOrderStatuses } from '../../../contract';
import type { TicketStatus } from '../../../contract';
import { kobo, moment } from '../../db/columns';
import { escrowDisputesTable, escrowEventsTable, escrowPurchaseColumns, escrowPurchaseIndexes } from '../escrow/schema';
import { events, ticketTiers } from '../event/schema';
import { users } from '../user/schema';

/**
 * One buyer's tickets for one event. The status changes only by a compare-and-set that writes a
 * ticket order event with it. Its escrow is the ledger account `order:<id>:escrow` (buyer and
 * organiser named on it), as for a product order.
 */
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    ...escrowPurchaseColumns(ticketOrderStatuses),
    /** An event with ticket orders is archived, never deleted. */
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    /** People the whole order admits (the number of tickets issued). */
    admits: integer('admits').notNull(),
    contactFirstname: text('contact_firstname').notNull(),
    contactLastname: text('contact_lastname').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactUniversityId: integer('contact_university_id').notNull(),
    contactAddress: text('contact_address').notNull(),
    contactLandmark: text('contact_landmark').notNull(),
    /** Our reference at the payment provider (`ktk_…`); null for a free order. */
    paymentReference: text('payment_reference'),
    /** Tickets re-sent by e-mail on the buyer's request, for the rate limit. */
    resentAt: moment('resent_at'),
    resendCount: integer('resend_count').notNull().default(0),
    /** The event's start as this buyer was last told it (at the purchase, or by a date-change notice). */
    shownStartsAt: moment('shown_starts_at').notNull(),
    /**
     * Set when the start moved by more than an hour from `shown_starts_at`: the start the buyer
     * had been told before. From then on the buyer may ask for a refund until the event starts.
     */
    startMovedFrom: moment('start_moved_from'),
  },
  (t) => [
    ...escrowPurchaseIndexes('ticket_orders', t, ticketOrderStatuses),
    index('ticket_orders_event_idx').on(t.eventId, t.status),
    index('ticket_orders_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check('ticket_orders_amounts_check', sql`${t.totalKobo} >= 0 and ${t.admits} > 0`),
  ],
);

/** What an order bought: one line per tier, its price and seats as they were at the purchase. */
export const ticketOrderLines = pgTable(
  'ticket_order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => ticketOrders.id),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => ticketTiers.id),
    position: integer('position').notNull(),
    tierName: text('tier_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: kobo('unit_price_kobo').notNull(),
    seatsPerTicket: integer('seats_per_ticket').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.tierId] }),
    check('ticket_order_lines_quantity_check', sql`${t.quantity} > 0 and ${t.seatsPerTicket} >= 1`),
    check('ticket_order_lines_price_check', sql`${t.unitPriceKobo} >= 0`),
  ],
);

/**
 * One admitted person's ticket, issued when its order is paid (or at once when free). `code` is
 * its secret: 160 random bits in base32. Checking in sets `checked_in_at` once, by compare-and-set.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ticketOrders.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => ticketTiers.id),
    /** 1-based seat within a multi-seat ticket ('Table For 8': 1 to 8). */
    seat: integer('seat').notNull(),
    seats: integer('seats').notNull(),
    code: text('code').notNull(),
    status: text('status').$type<Exclude<TicketStatus, 'checked_in'>>().notNull().default('valid'),
    checkedInAt: moment('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => users.id),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('tickets_code_unique').on(t.code),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_event_idx').on(t.eventId, t.tierId),
    check('tickets_status_check', sql`${t.status} in ('valid', 'refunded')`),
    check('tickets_seat_check', sql`${t.seat} >= 1 and ${t.seat} <= ${t.seats}`),
  ],
);

/** A ticket order's history: one row per transition (`place` included), never changed. */
export const ticketOrderEvents = escrowEventsTable('ticket_order_events', () => ticketOrders.id, ticketOrderStatuses);

/** A buyer's claim that the event did not happen, and the administrator's decision. */
export const ticketDisputes = escrowDisputesTable('ticket_disputes', () => ticketOrders.id, {});
