/**
 * The two tables every kind of escrowed purchase keeps beside its own: its history (one row per
 * transition, never changed) and its disputes (one per purchase, decided once). A kind names them
 * and points them at its purchases; their columns, indexes and checks are the same for every
 * kind, so the escrow core writes both the same way (`transition.ts`, `dispute.ts`).
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { bigint, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DisputeKind, DisputeOutcome, DisputeParty } from '../../../contract';
import { kobo, moment } from '../../db/columns';
import { users } from '../user/schema';

/** Who takes a transition: the purchase's buyer or seller, an administrator, or the server itself. */
export type EscrowActor = 'buyer' | 'seller' | 'admin' | 'system';

/**
 * The columns every kind's purchases have: the parties, the status and the total, the payment's
 * page, the running timer and the times. `statuses` only types the status column.
 */
export function escrowPurchaseColumns<Status extends string>(_statuses: readonly Status[]) {
  return {
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    /** The seller (a ticket order's organiser). */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<Status>().notNull(),
    totalKobo: kobo('total_kobo').notNull(),
    /** The provider's payment page, kept so that an unpaid purchase can be paid later in its window. */
    authorizationUrl: text('authorization_url'),
    /** When the current status's timer runs out (a durable timer: a sweep applies it), or null. */
    dueAt: moment('due_at'),
    paidAt: moment('paid_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  };
}

/**
 * The indexes and checks every kind's purchases have, named after the kind's table `name`: one
 * purchase per payment reference, a buyer's purchases newest first, and only the machine's statuses.
 */
export function escrowPurchaseIndexes(
  name: string,
  t: { paymentReference: AnyPgColumn; buyerId: AnyPgColumn; createdAt: AnyPgColumn; status: AnyPgColumn },
  statuses: readonly string[],
) {
  return [
    uniqueIndex(`${name}_payment_reference_unique`).on(t.paymentReference),
    index(`${name}_buyer_idx`).on(t.buyerId, t.createdAt),
    check(`${name}_status_check`, sql`${t.status} in (${sql.raw(statuses.map((status) => `'${status}'`).join(', '))})`),
  ];
}

/**
 * `<name>`: a purchase's history. `statuses` only types the status columns (the kind's list).
 * Its event kinds are the transitions' names, and `refund_after_expiry` for a payment given back.
 */
export function escrowEventsTable<Name extends string, Status extends string>(
  name: Name,
  purchaseId: () => AnyPgColumn,
  _statuses: readonly Status[],
) {
  return pgTable(
    name,
    {
      /** Increasing: the history's order, also for events written at the same instant. */
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      orderId: uuid('order_id').notNull().references(purchaseId),
      kind: text('kind').notNull(),
      fromStatus: text('from_status').$type<Status>(),
      toStatus: text('to_status').$type<Status>().notNull(),
      actor: text('actor').$type<EscrowActor>().notNull(),
      /** The user who acted (null for the system). */
      actorId: uuid('actor_id').references(() => users.id),
      note: text('note'),
      createdAt: moment('created_at').notNull(),
    },
    (t) => [
      index(`${name}_order_idx`).on(t.orderId, t.id),
      check(`${name}_actor_check`, sql`${t.actor} in ('buyer', 'seller', 'admin', 'system')`),
    ],
  );
}

/**
 * `<name>`: a purchase's dispute: the buyer's reason, the kind's own columns (`extra`: a product
 * dispute's photos and the seller's answer), and the decision (an administrator's, or a rule's:
 * an unanswered dispute refunded, an event cancelled).
 */
export function escrowDisputesTable<Name extends string, Extra extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  purchaseId: () => AnyPgColumn,
  extra: Extra,
) {
  return pgTable(
    name,
    {
      orderId: uuid('order_id').primaryKey().references(purchaseId),
      reason: text('reason').notNull(),
      openedAt: moment('opened_at').notNull(),
      ...extra,
      outcome: text('outcome').$type<DisputeOutcome>(),
      buyerKobo: kobo('buyer_kobo'),
      sellerKobo: kobo('seller_kobo'),
      note: text('note'),
      /** The administrator who decided; null for a rule's decision. */
      decidedBy: uuid('decided_by').references(() => users.id),
      decidedAt: moment('decided_at'),
    },
    (t) => [
      index(`${name}_open_idx`)
        .on(t.openedAt)
        .where(sql`${t.decidedAt} is null`),
      check(`${name}_outcome_check`, sql`${t.outcome} is null or ${t.outcome} in ('refund', 'release', 'split')`),
      check(
        `${name}_amounts_check`,
        sql`(${t.outcome} is null) or (${t.buyerKobo} >= 0 and ${t.sellerKobo} >= 0 and ${t.decidedAt} is not null)`,
      ),
    ],
  );
}

/**
 * A question from the dispute desk to one party of a disputed purchase of either kind (`kind`:
 * `order`, `ticket-order`), answered once in the app by the party it was asked of.
 */
export const disputeQuestions = pgTable(
  'dispute_questions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<DisputeKind>().notNull(),
    orderId: uuid('order_id').notNull(),
    party: text('party').$type<DisputeParty>().notNull(),
    text: text('text').notNull(),
    askedBy: uuid('asked_by')
      .notNull()
      .references(() => users.id),
    askedAt: moment('asked_at').notNull(),
    answer: text('answer'),
    answeredAt: moment('answered_at'),
  },
  (t) => [
    index('dispute_questions_order_idx').on(t.kind, t.orderId, t.askedAt),
    check('dispute_questions_kind_check', sql`${t.kind} in ('order', 'ticket-order')`),
    check('dispute_questions_party_check', sql`${t.party} in ('buyer', 'seller')`),
    check('dispute_questions_answer_check', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);

/**
 * The desk's proposed decision of a dispute (one per purchase: a new proposal replaces the last;
 * the audit keeps every one), for a staff member who may decide.
 */
export const disputeProposals = pgTable(
  'dispute_proposals',
  {
    kind: text('kind').$type<DisputeKind>().notNull(),
    orderId: uuid('order_id').notNull(),
    outcome: text('outcome').$type<DisputeOutcome>().notNull(),
    buyerKobo: kobo('buyer_kobo').notNull(),
    sellerKobo: kobo('seller_kobo').notNull(),
    feeKobo: kobo('fee_kobo').notNull(),
    reason: text('reason').notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: moment('proposed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.orderId] }),
    check('dispute_proposals_kind_check', sql`${t.kind} in ('order', 'ticket-order')`),
    check('dispute_proposals_outcome_check', sql`${t.outcome} in ('refund', 'release', 'split')`),
  ],
);
