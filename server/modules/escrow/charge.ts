/**
 * A verified `charge.success` for an escrowed purchase, whatever its kind. The charge is verified
 * with the provider (the webhook's own body is never trusted for money); then, in one
 * transaction, a purchase awaiting payment takes its kind's payment transition, which captures the
 * money from the provider into its escrow under the reference's key. A replay, or a webhook for a
 * purchase already past payment, changes nothing; a charge whose amount is not the purchase's
 * total is refused and logged. A charge for a purchase that ended unpaid (expired, or its event
 * cancelled) is recorded and given back in full, as the kind says: to the card or to the wallet.
 */
import type { Kobo } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { describeError } from '../../logger';
import type { Services } from '../../services';
import { ledgerAccount } from '../ledger/accounts';
import type { LedgerAccountRef } from '../ledger/accounts';
import type { LedgerMetadata } from '../ledger/schema';
import { postTransaction } from '../ledger/post';
import { paystackFor } from '../payment/provider';
import type { PaystackTransaction } from '../payment/schemas';
import type { Capture, EscrowEventTable, EscrowRecord } from './kind';
import { escrowAccountOf } from './money';

/** What a verified charge did to its purchase. */
export type ChargeOutcome =
  'confirmed' | 'already_confirmed' | 'refunded_late' | 'unknown_reference' | 'not_successful' | 'amount_mismatch';

/** The ledger keys of a charge and of its return to the card: one of each per reference. */
export const chargeKey = (reference: string) => `paystack:charge:${reference}`;
export const lateRefundKey = (reference: string) => `paystack:refund:${reference}`;

/** The event a purchase's history shows for a charge given back. */
export const REFUND_AFTER_EXPIRY = 'refund_after_expiry';

interface ChargeableRecord extends EscrowRecord {
  paidAt: Date | null;
}

/** How a kind takes a charge: where its purchases are, its payment transition, and where a late charge goes back. */
export interface ChargeablePurchase<Row extends ChargeableRecord> {
  /** As log lines name it ('order'), and the field that carries its id ('orderId'). */
  readonly noun: string;
  readonly idField: string;
  readonly events: EscrowEventTable;
  byReference(db: Database, reference: string): Promise<Row | undefined>;
  read(tx: Database, id: string): Promise<Row>;
  /** The kind's payment transition on a purchase awaiting payment, with its notifications. */
  confirm(tx: Database, services: Services, row: Row, capture: Capture, now: Date): Promise<void>;
  /** After the commit of a confirmed payment (the tickets' e-mail). */
  afterConfirmed?(services: Services, row: Row): void;
  /** Where a charge for a purchase that ended unpaid goes back. */
  readonly late: LateCharge<Row>;
}

export type LateCharge<Row> = {
  /** The history's note, the log line, and what else the transaction writes (the buyer's notice). */
  note: string;
  logMessage: string;
  recorded?(tx: Database, row: Row, now: Date): Promise<void>;
} & ({ to: 'card'; merchantNote: string } | { to: 'wallet'; key: (row: Row) => string });

/** A charge recorded for a purchase and given back in full, in the caller's transaction. */
export interface ChargeGivenBack {
  capture: Capture;
  to: LedgerAccountRef;
  refundKey: string;
  reason: string;
  note: string;
}

/**
 * Records the charge into the purchase's escrow and gives all of it back, and writes the
 * purchase's `refund_after_expiry` event. False when the charge had been recorded before (a
 * replay): nothing changes then.
 */
export async function giveBackCharge(
  tx: Database,
  events: EscrowEventTable,
  row: EscrowRecord,
  given: ChargeGivenBack,
  now: Date,
): Promise<boolean> {
  const amount = row.totalKobo as Kobo;
  const escrow = escrowAccountOf(row);
  const posted = await postTransaction(tx, {
    idempotencyKey: given.capture.idempotencyKey,
    kind: 'payment',
    postedAt: now,
    metadata: given.capture.metadata,
    entries: [
      { account: given.capture.from, amount: -amount as Kobo },
      { account: escrow, amount },
    ],
  });
  if (posted.replayed) return false;
  await postTransaction(tx, {
    idempotencyKey: given.refundKey,
    kind: 'refund',
    postedAt: now,
    metadata: { ...given.capture.metadata, reason: given.reason },
    entries: [
      { account: escrow, amount: -amount as Kobo },
      { account: given.to, amount },
    ],
  });
  await tx.insert(events).values({
    orderId: row.id,
    kind: REFUND_AFTER_EXPIRY,
    fromStatus: row.status,
    toStatus: row.status,
    actor: 'system',
    note: given.note,
    createdAt: now,
  } as never);
  return true;
}

/** Gives a recorded charge back to the card at the provider, after the commit. */
export async function refundAtProvider(
  services: Services,
  reference: string,
  merchantNote: string,
  failure: { message: string; fields: LedgerMetadata },
): Promise<void> {
  try {
    await paystackFor(services).refund({ transaction: reference, merchantNote });
  } catch (error) {
    // The ledger already says the money went back; an administrator retries the refund at the provider.
    services.logger.error(failure.message, { reference, ...failure.fields, ...describeError(error) });
  }
}

/** See the module comment. */
export async function confirmEscrowCharge<Row extends ChargeableRecord>(
  services: Services,
  purchase: ChargeablePurchase<Row>,
  reference: string,
): Promise<ChargeOutcome> {
  const { db, clock, logger } = services;
  const { noun, idField, late } = purchase;
  const found = await purchase.byReference(db, reference);
  if (!found) {
    logger.warn(`paystack charge for no ${noun}`, { reference });
    return 'unknown_reference';
  }
  const charge: PaystackTransaction = await paystackFor(services).verify(reference);
  if (charge.status !== 'success') {
    logger.warn('paystack charge not successful on verify', { reference, status: charge.status });
    return 'not_successful';
  }
  if (charge.amount !== found.totalKobo || charge.currency !== 'NGN') {
    logger.error(`paystack charge amount does not match the ${noun}: refused`, {
      reference,
      [idField]: found.id,
      expectedKobo: found.totalKobo,
      chargedKobo: charge.amount,
      currency: charge.currency,
    });
    return 'amount_mismatch';
  }

  const capture: Capture = {
    from: ledgerAccount.providerClearing,
    idempotencyKey: chargeKey(reference),
    metadata: { [idField]: found.id, reference },
  };
  // Twice at most: a compare-and-set lost to another webhook or to the expiry is judged again on the new status.
  for (let attempt = 1; ; attempt += 1) {
    const now = clock.now();
    try {
      const outcome = await db.transaction(async (tx): Promise<ChargeOutcome> => {
        const row = await purchase.read(tx, found.id);
        if (row.status === 'pending_payment') {
          await purchase.confirm(tx, services, row, capture, now);
          return 'confirmed';
        }
        // Paid already (this charge, a replay, or the wallet), or ended unpaid: then the money arrived too late.
        if (row.paidAt !== null) return 'already_confirmed';
        const given = await giveBackCharge(
          tx,
          purchase.events,
          row,
          {
            capture,
            to: late.to === 'card' ? ledgerAccount.providerClearing : ledgerAccount.userAvailable(row.buyerId),
            refundKey: late.to === 'card' ? lateRefundKey(reference) : late.key(row),
            reason: 'paid_after_expiry',
            note: late.note,
          },
          now,
        );
        if (!given) return 'already_confirmed';
        await late.recorded?.(tx, row, now);
        return 'refunded_late';
      });
      if (outcome === 'confirmed') purchase.afterConfirmed?.(services, found);
      if (outcome === 'refunded_late') {
        logger.warn(late.logMessage, { reference, [idField]: found.id });
        if (late.to === 'card')
          await refundAtProvider(services, reference, late.merchantNote, {
            message: 'refund of a late payment failed at the provider',
            fields: { [idField]: found.id },
          });
      }
      return outcome;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && attempt < 2) continue;
      throw error;
    }
  }
}
