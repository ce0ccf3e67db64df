/**
 * A product order's card payment (`escrow/charge.ts`): a verified charge moves the order
 * pending_payment -> awaiting_seller and its money from the provider into escrow. A charge for
 * an order that had expired (its stock is already back on sale) is recorded and refunded to the
 * card in full.
 */
import { eq } from 'drizzle-orm';
import type { Services } from '../../services';
import { confirmEscrowCharge } from '../escrow/charge';
import type { ChargeOutcome, ChargeablePurchase } from '../escrow/charge';
import { applyInTransaction, readOrder } from './apply';
import { orderEvents, orders } from './schema';
import type { OrderRow } from './view';

export { chargeKey, lateRefundKey } from '../escrow/charge';
export type { ChargeOutcome } from '../escrow/charge';

const chargeableOrders: ChargeablePurchase<OrderRow> = {
  noun: 'order',
  idField: 'orderId',
  events: orderEvents,
  byReference: async (db, reference) => (await db.select().from(orders).where(eq(orders.paymentReference, reference)))[0],
  read: (tx, id) => readOrder(tx, id),
  async confirm(tx, services, row, capture, now) {
    await applyInTransaction(tx, services, row, 'confirm_payment', 'system', { capture }, now);
  },
  late: {
    to: 'card',
    merchantNote: 'Order expired before payment',
    note: 'The payment arrived after the order had expired and was refunded in full.',
    logMessage: 'paystack charge for an expired order: refunded',
  },
};

/** A `charge.success` webhook whose signature was checked, for an order (`kmp_…`). */
export function confirmCharge(services: Services, reference: string): Promise<ChargeOutcome> {
  return confirmEscrowCharge(services, chargeableOrders, reference);
}
