/**
 * A product order as an escrowed purchase (`escrow/kind.ts`): its machine and tables, its money
 * booked under `order:<id>:<transition>` with the fee on the item subtotal, the timers each
 * status starts, the checks a dispute and a review still meet, and its own effect on the stock.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orderMachine, orderTimers } from '../../../contract';
import type { OrderFacts, OrderTransitionRule } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, invalidField } from '../../http/api-error';
import { defineEscrowKind } from '../escrow/kind';
import type { EffectContext } from '../escrow/kind';
import { files } from '../file/schema';
import { productReviews, products } from '../product/schema';
import { orderDisputes, orderEvents, orders } from './schema';
import { ORDER_NOT_FOUND } from './view';
import type { OrderRow } from './view';

/** A pickup is promised within this long of the seller's acceptance. */
export const PICKUP_PROMISE_MS = 3 * 24 * 60 * 60 * 1000;
/** A door delivery whose product names no maximum is promised within this many days. */
const DEFAULT_DOOR_MAX_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OrderTables {
  records: typeof orders;
  events: typeof orderEvents;
  disputes: typeof orderDisputes;
}

/** What an order's transition knows already, so that it does not read it again. */
export interface OrderExtra {
  /** The product's door-delivery promise, when the caller read it with the order. */
  doorMaxDays?: number | null;
}

type Context = EffectContext<OrderTables, OrderTransitionRule, OrderFacts, OrderExtra>;

/** The timer columns of the status entered: every timer of the status left stops. */
async function timerColumns(tx: Database, row: OrderRow, { rule, now, request }: Context) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  switch (rule.to) {
    case 'awaiting_seller':
      return { dueAt: at(orderTimers.sellerAnswerMs), ...(rule.transition === 'confirm_payment' ? { paidAt: now } : {}) };
    case 'accepted': {
      let promiseMs = PICKUP_PROMISE_MS;
      if (row.deliveryMethod === 'door') {
        const maxDays =
          request.extra.doorMaxDays !== undefined
            ? request.extra.doorMaxDays
            : (await tx.select({ maxDays: products.doorMaxDays }).from(products).where(eq(products.id, row.productId)))[0]
                ?.maxDays;
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
async function checkDisputePhotos(tx: Database, row: OrderRow, { request }: Context): Promise<void> {
  const keys = request.claim?.photoKeys ?? [];
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
        eq(files.ownerId, row.buyerId),
        eq(files.visibility, 'private'),
      ),
    );
  if (own.length !== keys.length) throw invalidField('photoKeys', 'Photos must be your own uploads');
}

/** A buyer reviews a product once, whichever of their orders of it they review. */
async function checkNotReviewedBefore(tx: Database, row: OrderRow): Promise<void> {
  const [earlier] = await tx
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.productId, row.productId), eq(productReviews.authorId, row.buyerId)));
  if (earlier) throw conflict('You have already reviewed this product.');
}

export const productOrders = defineEscrowKind<OrderTables, OrderTransitionRule, OrderFacts, OrderExtra>({
  noun: 'order',
  notFound: ORDER_NOT_FOUND,
  machine: orderMachine,
  table: orders,
  events: orderEvents,
  disputes: { table: orderDisputes, claimColumns: (claim) => ({ photoKeys: [...claim.photoKeys] }) },
  ledger: {
    key: (id, transition) => `order:${id}:${transition}`,
    metadata: (id, transition) => ({ orderId: id, transition }),
  },
  feeBaseKobo: (row) => row.unitPriceKobo * row.quantity,
  columns: timerColumns,
  checks: { dispute: checkDisputePhotos, review: checkNotReviewedBefore },
  effects: {
    async return_stock(tx, row) {
      await tx
        .update(products)
        .set({ unitsAvailable: sql`${products.unitsAvailable} + ${row.quantity}` })
        .where(eq(products.id, row.productId));
    },
  },
});
