/**
 * Every transition of the order table (`contract/order.ts`) goes through here: one database
 * transaction that reads the order, asks the table (403 before 409), changes the status by a
 * compare-and-set on the status it read, writes the order event, makes the row's money and
 * stock effects under `order:<id>:<transition>` ledger keys, sets or clears the timers of the
 * status entered, and writes the other party's notifications. Nothing is sent or awaited over
 * the network inside it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orderTimers } from '../../../contract';
import type { Kobo, OrderActor, OrderFacts, OrderRuleFor, OrderTransitionName } from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { decodeRow, setClause, valuesClause } from '../../db/raw-rows';
import { ApiError, conflict, invalidField, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { files } from '../file/schema';
import { ledgerAccount } from '../ledger/accounts';
import type { LedgerEntryInput } from '../ledger/post';
import { postTransaction } from '../ledger/post';
import { catalogueChanged } from '../listing/read-cache';
import { notify } from '../notification/notify';
import { productReviews, products } from '../product/schema';
import { shareEscrow } from './fees';
import type { EscrowSplit } from './fees';
import { orderNotifications } from './notifications';
import { orderDisputes, orderEvents, orders } from './schema';
import type { DisputeOutcome } from './schema';
import { allowedOrderTransition, changedMeanwhile } from './transition';
import type { DisputeRow, OrderEventRow, OrderReviewRow, OrderRow } from './view';
import { ORDER_NOT_FOUND, actorOf, isOrderId } from './view';

export { ORDER_NOT_FOUND, isOrderId };

/** A pickup is promised within this long of the seller's acceptance. */
export const PICKUP_PROMISE_MS = 3 * 24 * 60 * 60 * 1000;
/** A door delivery whose product names no maximum is promised within this many days. */
const DEFAULT_DOOR_MAX_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-in user (their role decides the actor), or the server itself (a timer). */
export type OrderCaller = { userId: string; isAdmin: boolean } | 'system';

export type ResolveDecision =
  | { outcome: 'refund'; note?: string | null }
  | { outcome: 'release'; note?: string | null }
  | { outcome: 'split'; buyerKobo: number; note?: string | null };

/** What a transition carries besides its name. */
export interface TransitionInput {
  /** Stored with the order event: a decline's or a cancel's reason, an admin's note. */
  note?: string | null;
  dispute?: { reason: string; photoKeys: readonly string[] };
  answer?: string;
  review?: { rating: number; text: string };
  decision?: ResolveDecision;
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
export async function readOrder(tx: Database, orderId: string, lock = false): Promise<OrderRow> {
  if (!isOrderId(orderId)) throw notFound(ORDER_NOT_FOUND);
  const query = tx.select().from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** Who the caller is to this order; 404 for a stranger, so an order's existence is never revealed. */
export function actorFor(row: OrderRow, caller: OrderCaller): OrderActor {
  if (caller === 'system') return 'system';
  const actor = actorOf(row, caller.userId, caller.isAdmin);
  if (!actor) throw notFound(ORDER_NOT_FOUND);
  return actor;
}

const subtotalOf = (row: OrderRow) => row.unitPriceKobo * row.quantity;

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

/** The timer columns of the status entered: every timer of the status left stops. */
async function timerColumns(
  tx: Database,
  row: OrderRow,
  rule: OrderRuleFor<OrderTransitionName>,
  now: Date,
  known: KnownAboutOrder | undefined,
): Promise<Partial<typeof orders.$inferInsert>> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  switch (rule.to) {
    case 'awaiting_seller':
      return { dueAt: at(orderTimers.sellerAnswerMs) };
    case 'accepted': {
      let promiseMs = PICKUP_PROMISE_MS;
      if (row.deliveryMethod === 'door') {
        const maxDays = known
          ? known.doorMaxDays
          : (await tx.select({ maxDays: products.doorMaxDays }).from(products).where(eq(products.id, row.productId)))[0]?.maxDays;
        promiseMs = (maxDays ?? DEFAULT_DOOR_MAX_DAYS) * DAY_MS;
      }
      return { dueAt: null, acceptedAt: now, deliveryDueAt: at(promiseMs) };
    }
    case 'arrived':
      return { dueAt: at(orderTimers.autoCompleteMs), reminderDueAt: at(orderTimers.autoCompleteReminderMs) };
    case 'disputed':
      // Opening a dispute starts the seller's answer timer; the answer stops it.
      return { dueAt: rule.transition === 'dispute' ? at(orderTimers.disputeAnswerMs) : null, reminderDueAt: null };
    default:
      return { dueAt: null, reminderDueAt: null };
  }
}

/** The dispute photos must be the buyer's own private uploads. */
async function checkDisputePhotos(tx: Database, buyerId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  if (new Set(keys).size !== keys.length) throw invalidField('photoKeys', 'Each photo can be added once');
  const own = await tx
    .select({ key: files.key })
    .from(files)
    .where(
      and(
        sql`${files.key} in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`,
        eq(files.ownerId, buyerId),
        eq(files.visibility, 'private'),
      ),
    );
  if (own.length !== keys.length) throw invalidField('photoKeys', 'Photos must be your own uploads');
}

/** Ledger entries without the zero amounts (a fee of 0, a side that receives nothing). */
const nonZero = (entries: LedgerEntryInput[]) => entries.filter((entry) => entry.amount !== 0);

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
  const facts = await factsOf(tx, row, now, known);
  const rule: OrderRuleFor<OrderTransitionName> = allowedOrderTransition(row.status, transition, actor, facts);

  const subtotalKobo = subtotalOf(row);
  const feeBps = deps.config.platformFeeBps;
  const decision = input.decision;
  if (transition === 'resolve') {
    if (!decision) throw invalidField('outcome', "Outcome must be 'refund', 'release' or 'split'");
    if (decision.outcome === 'split' && decision.buyerKobo >= row.totalKobo)
      throw new ApiError(
        422,
        `Buyer amount must be less than the escrow total of ${row.totalKobo} kobo; to give the buyer everything, refund.`,
        { buyerKobo: `Buyer amount must be less than ${row.totalKobo} kobo` },
      );
  }
  if (transition === 'dispute') await checkDisputePhotos(tx, row.buyerId, input.dispute?.photoKeys ?? []);
  if (transition === 'review') {
    const [earlier] = await tx
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(and(eq(productReviews.productId, row.productId), eq(productReviews.authorId, row.buyerId)));
    if (earlier) throw conflict('You have already reviewed this product.');
  }

  // Compare-and-set on the status read: whoever moved it first wins, the others change nothing.
  // The event is written by the same statement; when the status moved meanwhile the refusal
  // below ends the transaction, which takes the event away with it.
  const note = input.note ?? input.dispute?.reason ?? null;
  const eventValues = {
    orderId: row.id,
    kind: transition,
    fromStatus: row.status,
    toStatus: rule.to,
    actor,
    actorId: caller === 'system' ? null : caller.userId,
    note: decision?.note ?? note,
    createdAt: now,
  };
  const timers = await timerColumns(tx, row, rule, now, known);
  const { rows: movedRows } = (await tx.execute(sql`
    with written as (insert into ${orderEvents} ${valuesClause(orderEvents, eventValues)} returning id)
    update ${orders} set ${setClause(orders, { status: rule.to, updatedAt: now, ...timers })}
    where ${orders.id} = ${row.id} and ${orders.status} = ${row.status}
    returning ${orders}.*, (select id from written)::text as written_event_id`)) as unknown as {
    rows: Array<Record<string, unknown> & { written_event_id: string }>;
  };
  const [movedWithEvent] = movedRows;
  if (!movedWithEvent) {
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, row.id));
    throw changedMeanwhile(current?.status ?? row.status, transition, actor);
  }
  const moved = decodeRow(orders, movedWithEvent);
  const eventId = movedWithEvent.written_event_id;
  const event: OrderEventRow = { ...eventValues, id: Number(eventId) };

  // The money and the stock.
  const escrow = ledgerAccount.orderEscrow(row.id, { buyerId: row.buyerId, sellerId: row.sellerId });
  let split: EscrowSplit | null = null;
  for (const effect of rule.effects as readonly string[]) {
    if (effect === 'return_stock') {
      await tx
        .update(products)
        .set({ unitsAvailable: sql`${products.unitsAvailable} + ${row.quantity}` })
        .where(eq(products.id, row.productId));
    } else if (effect === 'refund_buyer') {
      split = shareEscrow({ totalKobo: row.totalKobo, subtotalKobo }, feeBps, { outcome: 'refund' });
    } else if (effect === 'release_to_seller') {
      split = shareEscrow({ totalKobo: row.totalKobo, subtotalKobo }, feeBps, { outcome: 'release' });
    } else if (effect === 'admin_decision' && decision) {
      split = shareEscrow({ totalKobo: row.totalKobo, subtotalKobo }, feeBps, decision);
    }
  }
  if (split) {
    // Any error here ends the transition's transaction, so the posting needs no savepoint.
    await postTransaction(
      tx,
      {
        idempotencyKey: `order:${row.id}:${transition}`,
        kind: split.buyerKobo === row.totalKobo ? 'refund' : split.buyerKobo === 0 ? 'release' : 'split',
        postedAt: now,
        metadata: { orderId: row.id, transition },
        entries: nonZero([
          { account: escrow, amount: -row.totalKobo as Kobo },
          { account: ledgerAccount.userAvailable(row.buyerId), amount: split.buyerKobo },
          { account: ledgerAccount.userAvailable(row.sellerId), amount: split.sellerKobo },
          { account: ledgerAccount.platformFees, amount: split.feeKobo },
        ]),
      },
      { savepoint: false },
    );
  }

  // The rows that go with some transitions.
  let dispute: DisputeRow | undefined;
  let review: OrderReviewRow | undefined;
  if (transition === 'dispute' && input.dispute) {
    [dispute] = await tx
      .insert(orderDisputes)
      .values({
        orderId: row.id,
        reason: input.dispute.reason,
        photoKeys: [...input.dispute.photoKeys],
        openedAt: now,
      })
      .returning();
  } else if (transition === 'answer_dispute') {
    [dispute] = await tx
      .update(orderDisputes)
      .set({ answer: input.answer ?? '', answeredAt: now })
      .where(and(eq(orderDisputes.orderId, row.id), sql`${orderDisputes.answeredAt} is null`))
      .returning();
    if (!dispute) throw conflict('The seller has already answered this dispute; an administrator will decide it.');
  } else if ((transition === 'resolve' || transition === 'expire_dispute') && split) {
    const outcome: DisputeOutcome = decision?.outcome ?? 'refund';
    [dispute] = await tx
      .update(orderDisputes)
      .set({
        outcome,
        buyerKobo: split.buyerKobo,
        sellerKobo: split.sellerKobo,
        note: decision?.note ?? null,
        decidedBy: caller === 'system' ? null : caller.userId,
        decidedAt: now,
      })
      .where(eq(orderDisputes.orderId, row.id))
      .returning();
  } else if (transition === 'review' && input.review) {
    try {
      [review] = await tx.transaction((savepoint) =>
        savepoint
          .insert(productReviews)
          .values({
            productId: row.productId,
            authorId: row.buyerId,
            orderId: row.id,
            rating: input.review?.rating ?? 0,
            text: input.review?.text ?? '',
            createdAt: now,
          })
          .returning({
            id: productReviews.id,
            rating: productReviews.rating,
            text: productReviews.text,
            createdAt: productReviews.createdAt,
          }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This order has already been reviewed.');
      throw error;
    }
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
          note,
          buyerReceivesKobo: split?.buyerKobo,
          sellerReceivesKobo: split?.sellerKobo,
          rating: input.review?.rating,
        },
        deps.config.publicOrigin,
      ),
      now,
    );
  }
  return { order: moved, actor, transition, split, event, dispute, review };
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
