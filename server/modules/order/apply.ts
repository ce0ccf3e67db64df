/**
 * Every transition of the order table (`contract/order.ts`) goes through here, in one database
 * transaction: who the caller is to the order, the facts the guards judge, then the escrow core
 * (`escrow/transition.ts`: the table's check, the compare-and-set with the order event, the
 * timers of the status entered, the stock and the money under `order:<id>:<transition>` keys),
 * then the rows only an order has (the seller's answer to a dispute, the review) and the other
 * party's notifications. Nothing is sent or awaited over the network inside it.
 */
import { eq } from 'drizzle-orm';
import { orderTimers } from '../../../contract';
import type { OrderActor, OrderFacts, OrderTransitionName } from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { answerDispute } from '../escrow/dispute';
import type { DisputeClaim } from '../escrow/dispute';
import type { Capture } from '../escrow/kind';
import type { EscrowSplit, ResolveDecision } from '../escrow/split';
import { readRecord } from '../escrow/record';
import { applyEscrowTransition } from '../escrow/transition';
import { catalogueChanged } from '../listing/read-cache';
import { notify } from '../notification/notify';
import { productReviews, products } from '../product/schema';
import { productOrders } from './kind';
import { orderNotifications } from './notifications';
import { orderDisputes } from './schema';
import type { DisputeRow, OrderEventRow, OrderReviewRow, OrderRow } from './view';
import { ORDER_NOT_FOUND, actorOf, isOrderId } from './view';

export { ORDER_NOT_FOUND, isOrderId };
export type { ResolveDecision };

/** A signed-in user (their role decides the actor), or the server itself (a timer). */
export type OrderCaller = { userId: string; isAdmin: boolean } | 'system';

/** What a transition carries besides its name. */
export interface TransitionInput {
  /** Stored with the order event: a decline's or a cancel's reason, an admin's note. */
  note?: string | null;
  dispute?: DisputeClaim;
  answer?: string;
  review?: { rating: number; text: string };
  decision?: ResolveDecision;
  /** `confirm_payment`: the verified payment captured into escrow (a card's or the wallet's). */
  capture?: Capture;
  /** Write no notification (an order that never really started: its payment could not begin). */
  quiet?: boolean;
}

export interface AppliedTransition {
  order: OrderRow;
  actor: OrderActor;
  transition: OrderTransitionName;
  split: EscrowSplit | null;
  /** The order event written. */
  event: OrderEventRow;
  /** The dispute as this transition left it, when it opened, answered or decided one. */
  dispute?: DisputeRow;
  /** The review written by a `review`. */
  review?: OrderReviewRow;
}

/**
 * What the caller already read in this transaction with the order (`readOrderInContext`), so
 * the transition does not read it again: the product's title and door-delivery promise, and
 * whether the order's dispute is answered and whether it is reviewed.
 */
export interface KnownAboutOrder {
  productTitle: string;
  doorMaxDays: number | null;
  disputeAnswered: boolean;
  reviewed: boolean;
}

type Deps = Pick<Services, 'db' | 'config'>;

/** Reads an order inside a transaction (locking it when asked); 404 when there is none. */
export const readOrder = (tx: Database, orderId: string, lock = false): Promise<OrderRow> =>
  readRecord(tx, productOrders, orderId, lock);

/** Who the caller is to this order; 404 for a stranger, so an order's existence is never revealed. */
export function actorFor(row: OrderRow, caller: OrderCaller): OrderActor {
  if (caller === 'system') return 'system';
  const actor = actorOf(row, caller.userId, caller.isAdmin);
  if (!actor) throw notFound(ORDER_NOT_FOUND);
  return actor;
}

/** The facts the table's guards judge, read in the transaction (unless the caller knows them). */
async function factsOf(tx: Database, row: OrderRow, now: Date, known: KnownAboutOrder | undefined): Promise<OrderFacts> {
  const deliveryOverdue =
    row.deliveryDueAt !== null && now.getTime() > row.deliveryDueAt.getTime() + orderTimers.lateDeliveryGraceMs;
  if (known)
    return { delivery: row.deliveryMethod, deliveryOverdue, disputeAnswered: known.disputeAnswered, reviewed: known.reviewed };
  let disputeAnswered = false;
  if (row.status === 'disputed') {
    const [dispute] = await tx
      .select({ answeredAt: orderDisputes.answeredAt })
      .from(orderDisputes)
      .where(eq(orderDisputes.orderId, row.id));
    disputeAnswered = dispute?.answeredAt != null;
  }
  let reviewed = false;
  if (row.status === 'completed') {
    const [review] = await tx.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.orderId, row.id));
    reviewed = review !== undefined;
  }
  return { delivery: row.deliveryMethod, deliveryOverdue, disputeAnswered, reviewed };
}

/** The buyer's review of a completed order: one per order (a unique index), written in a savepoint. */
async function writeReview(tx: Database, row: OrderRow, review: { rating: number; text: string }, now: Date) {
  try {
    const [written] = await tx.transaction((savepoint) =>
      savepoint
        .insert(productReviews)
        .values({
          productId: row.productId,
          authorId: row.buyerId,
          orderId: row.id,
          rating: review.rating,
          text: review.text,
          createdAt: now,
        })
        .returning({
          id: productReviews.id,
          rating: productReviews.rating,
          text: productReviews.text,
          createdAt: productReviews.createdAt,
        }),
    );
    return written;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This order has already been reviewed.');
    throw error;
  }
}

/**
 * Applies `transition` to the order `row` (read in `tx`) for `caller`, inside `tx`. Throws the
 * table's 403/409 (or 404 for a stranger) before changing anything. `known` is what the caller
 * read with the row; without it the transition reads what it needs.
 */
export async function applyInTransaction(
  tx: Database,
  deps: Deps,
  row: OrderRow,
  transition: OrderTransitionName,
  caller: OrderCaller,
  input: TransitionInput,
  now: Date,
  known?: KnownAboutOrder,
): Promise<AppliedTransition> {
  const actor = actorFor(row, caller);
  const applied = await applyEscrowTransition(
    tx,
    productOrders,
    row,
    {
      transition,
      actor,
      actorId: caller === 'system' ? null : caller.userId,
      facts: await factsOf(tx, row, now, known),
      note: input.note,
      claim: input.dispute,
      decision: input.decision,
      capture: input.capture,
      extra: known ? { doorMaxDays: known.doorMaxDays } : {},
    },
    deps,
    now,
  );

  let dispute = applied.dispute ?? undefined;
  let review: OrderReviewRow | undefined;
  if (transition === 'answer_dispute') {
    dispute = (await answerDispute(tx, productOrders.disputes, row.id, input.answer ?? '', now)) ?? undefined;
    if (!dispute) throw conflict('The seller has already answered this dispute; an administrator will decide it.');
  } else if (transition === 'review' && input.review) {
    review = await writeReview(tx, row, input.review, now);
  }

  if (!input.quiet) {
    const productTitle = known
      ? known.productTitle
      : (await tx.select({ title: products.title }).from(products).where(eq(products.id, row.productId)))[0]?.title;
    await notify(
      tx,
      orderNotifications(
        transition,
        {
          id: row.id,
          buyerId: row.buyerId,
          sellerId: row.sellerId,
          productTitle: productTitle ?? 'your order',
          totalKobo: row.totalKobo,
          note: input.note ?? input.dispute?.reason ?? null,
          buyerReceivesKobo: applied.split?.buyerKobo,
          sellerReceivesKobo: applied.split?.sellerKobo,
          rating: input.review?.rating,
        },
        deps.config.publicOrigin,
      ),
      now,
    );
  }
  return { order: applied.order, actor, transition, split: applied.split, event: applied.event, dispute, review };
}

/** After the commit: product pages show stock and ratings, so the catalogue's cache must forget them. */
export function afterApplied(db: Database, applied: AppliedTransition): void {
  const touchesCatalogue =
    applied.order.status === 'completed' ||
    applied.transition === 'review' ||
    ['expire_payment', 'decline', 'cancel', 'expire_seller_answer'].includes(applied.transition);
  if (touchesCatalogue) catalogueChanged(db);
}

/** Applies one transition in its own transaction (see the module comment). */
export async function applyTransition(
  deps: Deps,
  orderId: string,
  transition: OrderTransitionName,
  caller: OrderCaller,
  input: TransitionInput,
  now: Date,
): Promise<AppliedTransition> {
  const applied = await deps.db.transaction(async (tx) => {
    const row = await readOrder(tx, orderId);
    return applyInTransaction(tx, deps, row, transition, caller, input, now);
  });
  afterApplied(deps.db, applied);
  return applied;
}
