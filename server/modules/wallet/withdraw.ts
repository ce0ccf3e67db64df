/**
 * Withdrawals: the money is held (available -> payouts:in_flight) in one ledger transaction with
 * the withdrawal's row, then the transfer is asked of the provider under the withdrawal's own
 * reference, which the provider treats as an idempotency key. Its webhook (verified with the
 * provider) then posts it (in_flight -> provider:clearing) or returns it (in_flight -> available);
 * a reversal after success returns it again (provider:clearing -> available). Every status
 * change is one of `withdrawalMachine`'s rules (contract/wallet.ts), applied with its effects
 * (`withdraw-effects.ts`) by a compare-and-set; every posting has its own key, so webhooks twice,
 * late or out of order change nothing more than the first.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { withdrawalMachine } from '../../../contract';
import type { CreateWithdrawalBody, Kobo, Withdrawal, WithdrawalTransitionName } from '../../../contract';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/database';
import { sweepRound } from '../../db/sweep-round';
import { ApiError, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { ledgerAccount } from '../ledger/accounts';
import { InsufficientFundsError } from '../ledger/post';
import { balanceOf } from '../ledger/queries';
import { PaymentProviderError, PaystackRefusedError } from '../payment/paystack';
import { paystackFor } from '../payment/provider';
import type { PaystackTransferDetail } from '../payment/schemas';
import { refuseFirstWithdrawalTooEarly } from './first-withdrawal';
import { requireVerifiedName } from './identity';
import { checkPin } from './pin';
import { withdrawalReferenceOf } from './references';
import { walletBankAccounts, withdrawalPins, withdrawals } from './schema';
import { last4, withdrawalView } from './view';
import { applyWithdrawalEffects } from './withdraw-effects';

export const NO_BANK_ACCOUNT = 'Add the bank account to withdraw to first.';
export const MORE_THAN_AVAILABLE = 'Amount is more than your available balance';

const unprocessable = (field: string, message: string) => new ApiError(422, message, { [field]: message });

type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * POST /v1/wallet/withdrawals. A replay of an idempotency key the user has used answers that
 * withdrawal (`replayed`) and does nothing else. Otherwise: KYC-approved (403), a new seller's
 * first withdrawal after a clean sale (409, `first-withdrawal.ts`), a saved bank
 * account and a PIN (422), the PIN checked (422 wrong, 423 locked), then the row and the hold in
 * one transaction (the ledger refuses to take available below zero, whatever runs at the same
 * time: 422), then the transfer call.
 */
export async function createWithdrawal(
  services: Services,
  userId: string,
  input: CreateWithdrawalBody,
): Promise<{ withdrawal: Withdrawal; replayed: boolean }> {
  const { db, clock } = services;
  const earlier = await byKey(db, userId, input.idempotencyKey);
  if (earlier) return { withdrawal: withdrawalView(earlier), replayed: true };

  await requireVerifiedName(db, userId);
  // Before the PIN is checked: a withdrawal that cannot happen yet never costs an attempt.
  await refuseFirstWithdrawalTooEarly(db, userId);
  const [account] = await db.select().from(walletBankAccounts).where(eq(walletBankAccounts.userId, userId));
  if (!account) throw unprocessable('bankAccount', NO_BANK_ACCOUNT);
  const [pin] = await db.select({ userId: withdrawalPins.userId }).from(withdrawalPins).where(eq(withdrawalPins.userId, userId));
  if (!pin) throw unprocessable('pin', 'Create a withdrawal PIN first.');
  await checkPin(services, userId, input.pin);
  if ((await balanceOf(db, ledgerAccount.userAvailable(userId))) < input.amountKobo) {
    throw unprocessable('amountKobo', MORE_THAN_AVAILABLE);
  }

  const id = randomUUID();
  const now = clock.now();
  const request = withdrawalMachine.check(null, 'request', 'owner');
  if (!request.allowed) throw new Error(`withdrawalMachine refuses a new withdrawal: ${request.message}`);
  let row: WithdrawalRow;
  try {
    row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(withdrawals)
        .values({
          id,
          userId,
          idempotencyKey: input.idempotencyKey,
          amountKobo: input.amountKobo as Kobo,
          status: request.rule.to,
          reference: withdrawalReferenceOf(id),
          bankCode: account.bankCode,
          bankName: account.bankName,
          accountNumberLast4: last4(account.accountNumber),
          accountName: account.accountName,
          recipientCode: account.recipientCode,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await applyWithdrawalEffects(tx, request.rule.effects, created!, now);
      return created!;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw unprocessable('amountKobo', MORE_THAN_AVAILABLE);
    if (isUniqueViolation(error)) {
      // The same key, sent twice at once: the other request made it.
      const made = await byKey(db, userId, input.idempotencyKey);
      if (made) return { withdrawal: withdrawalView(made), replayed: true };
    }
    throw error;
  }

  const sent = await sendTransfer(services, row);
  return { withdrawal: withdrawalView(sent), replayed: false };
}

async function byKey(db: Database, userId: string, key: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
  return row;
}

/**
 * Asks the provider for the transfer of a held withdrawal, under its reference. Accepted: noted
 * (`transferInitiatedAt`), the webhook will say how it ended. The provider unreachable: left as
 * it is for the sweep to ask again with the same reference (the provider never makes two
 * transfers of one reference; a duplicate refusal means the first call got through, and the
 * transfer is then read back). Refused outright: nothing was sent, so the withdrawal fails and
 * the money goes back to the available balance.
 */
export async function sendTransfer(services: Services, row: WithdrawalRow): Promise<WithdrawalRow> {
  const { db, clock, logger } = services;
  const paystack = paystackFor(services);
  await db
    .update(withdrawals)
    .set({ transferAttempts: row.transferAttempts + 1 })
    .where(eq(withdrawals.id, row.id));
  try {
    const transfer = await paystack.initiateTransfer({
      amount: row.amountKobo as Kobo,
      recipient: row.recipientCode,
      reference: row.reference,
      reason: 'Kampus wallet withdrawal',
    });
    return await markInitiated(services, row, transfer.transfer_code);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      logger.warn('withdrawal transfer not sent yet: the provider could not be reached', {
        withdrawalId: row.id,
        error: `${error.failure}: ${error.detail}`,
      });
      return row;
    }
    if (!(error instanceof PaystackRefusedError)) throw error;
    if (/duplicate/i.test(error.providerMessage)) {
      // An earlier call went through after all: read the transfer back and go on from there.
      try {
        const existing = await paystack.verifyTransfer(row.reference);
        const initiated = await markInitiated(services, row, existing.transfer_code);
        return await applyTransferState(services, initiated, existing);
      } catch (readError) {
        logger.warn('withdrawal transfer could not be read back', { withdrawalId: row.id, error: String(readError) });
        return row;
      }
    }
    logger.warn('withdrawal transfer refused by the provider: money returned', {
      withdrawalId: row.id,
      providerMessage: error.providerMessage,
    });
    return (await moveWithdrawal(services, row.id, 'fail', clock.now(), error.providerMessage)) ?? row;
  }
}

async function markInitiated(services: Services, row: WithdrawalRow, transferCode: string): Promise<WithdrawalRow> {
  const now = services.clock.now();
  const [updated] = await services.db
    .update(withdrawals)
    .set({ transferInitiatedAt: now, transferCode, updatedAt: now })
    .where(and(eq(withdrawals.id, row.id), isNull(withdrawals.transferInitiatedAt)))
    .returning();
  if (updated) return updated;
  const [current] = await services.db.select().from(withdrawals).where(eq(withdrawals.id, row.id));
  return current ?? row;
}

/** The transitions the provider's word makes. */
type Settlement = Exclude<WithdrawalTransitionName, 'request'>;

/**
 * Applies `transition` to a withdrawal as `withdrawalMachine` allows it from the status it is in
 * (read under a row lock, so two webhooks at once are judged one after the other): the
 * compare-and-set and the rule's effects, in one transaction. Answers the row as moved, or
 * undefined when the table refuses the move from that status (a replay, or an event that came
 * too late: a reversed withdrawal never succeeds).
 */
async function moveWithdrawal(
  services: Services,
  id: string,
  transition: Settlement,
  now: Date,
  reason: string | null = null,
): Promise<WithdrawalRow | undefined> {
  return services.db.transaction(async (tx) => {
    const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!current) return undefined;
    const check = withdrawalMachine.check(current.status, transition, 'provider');
    if (!check.allowed) return undefined;
    const [moved] = await tx
      .update(withdrawals)
      .set({ status: check.rule.to, updatedAt: now, ...(reason ? { failureReason: reason } : {}) })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, current.status)))
      .returning();
    if (!moved) return undefined;
    await applyWithdrawalEffects(tx, check.rule.effects, moved, now);
    return moved;
  });
}

export type TransferOutcome = 'applied' | 'unchanged' | 'unknown_reference' | 'mismatch';

/** Applies what the provider says a transfer is now to its withdrawal. */
async function applyTransferState(
  services: Services,
  row: WithdrawalRow,
  transfer: PaystackTransferDetail,
): Promise<WithdrawalRow> {
  const now = services.clock.now();
  const transition: Settlement | null =
    transfer.status === 'success'
      ? 'succeed'
      : transfer.status === 'reversed'
        ? 'reverse'
        : ['failed', 'abandoned', 'blocked', 'rejected'].includes(transfer.status)
          ? // Money that left and came back after a success is a reversal, whatever the event is called.
            row.status === 'successful'
            ? 'reverse'
            : 'fail'
          : null;
  if (transition === null) return row;
  const reason = transition === 'fail' ? `transfer ${transfer.status}` : null;
  return (await moveWithdrawal(services, row.id, transition, now, reason)) ?? row;
}

/**
 * A transfer webhook (`transfer.success`, `transfer.failed`, `transfer.reversed`) whose signature
 * was checked: the transfer is read back from the provider (the webhook's body is never trusted
 * for money) and its state now is applied. A late or repeated event finds nothing to move.
 */
export async function settleTransfer(services: Services, reference: string): Promise<TransferOutcome> {
  const { db, logger } = services;
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
  if (!row) {
    logger.warn('paystack transfer for no withdrawal', { reference });
    return 'unknown_reference';
  }
  let transfer: PaystackTransferDetail;
  try {
    transfer = await paystackFor(services).verifyTransfer(reference);
  } catch (error) {
    // The provider does not know it (an event for a transfer it never made): nothing to apply.
    if (!(error instanceof PaystackRefusedError)) throw error;
    logger.warn('paystack transfer event for a transfer the provider does not know', { reference });
    return 'unknown_reference';
  }
  if (transfer.amount !== row.amountKobo || transfer.reference !== row.reference) {
    logger.error('paystack transfer does not match its withdrawal: ignored', {
      reference,
      expectedKobo: row.amountKobo,
      transferKobo: transfer.amount,
    });
    return 'mismatch';
  }
  const initiated = row.transferInitiatedAt ? row : await markInitiated(services, row, transfer.transfer_code);
  const after = await applyTransferState(services, initiated, transfer);
  return after.status === row.status ? 'unchanged' : 'applied';
}

/** How long a withdrawal may wait for its first transfer call (made in its own request) before the sweep sends it. */
export const UNSENT_GRACE_MS = 60_000;
/** How long after its transfer call a withdrawal still pending is read back from the provider (a missed webhook). */
export const UNSETTLED_AFTER_MS = 30 * 60_000;
/**
 * How long the other sweeps leave a withdrawal alone once one sweep took it (its `updated_at`
 * set to the sweep's now): the provider call is made outside any transaction, so the claim is a
 * lease. A sweep slower than this lets another call the provider again for it, which is safe:
 * the same reference never makes a second transfer.
 */
export const WITHDRAWAL_CLAIM_MS = 60_000;
const SWEEP_BATCH = 20;

/**
 * Takes up to a batch of the withdrawals `due` selects that no other sweep holds (rows another
 * transaction has locked are skipped, and those claimed within `WITHDRAWAL_CLAIM_MS` are not
 * due), marking them taken in the same statement.
 */
async function claimWithdrawals(db: Database, due: SQL | undefined, orderBy: SQL, now: Date): Promise<WithdrawalRow[]> {
  const claimable = and(due, lte(withdrawals.updatedAt, new Date(now.getTime() - WITHDRAWAL_CLAIM_MS)));
  // A CTE, which PostgreSQL runs once (see the e-mail outbox, `notification/send.ts`).
  const batch = db
    .$with('batch')
    .as(
      db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(claimable)
        .orderBy(orderBy)
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true }),
    );
  return db
    .with(batch)
    .update(withdrawals)
    .set({ updatedAt: now })
    .where(and(inArray(withdrawals.id, db.select({ id: batch.id }).from(batch)), claimable))
    .returning();
}

/**
 * The withdrawals' timer: sends the transfers that were held but never accepted by the
 * provider (same reference, so never twice), and reads back those whose webhook has not come.
 * Several processes share the work: each withdrawal is claimed by one sweep (a lease of
 * `WITHDRAWAL_CLAIM_MS`), and every change is still a compare-and-set.
 */
export async function sweepWithdrawals(services: Services): Promise<{ sent: number; settled: number }> {
  const { db, clock, logger } = services;
  const now = clock.now();
  const inRound = sweepRound();
  let sent = 0;
  const unsent = and(
    eq(withdrawals.status, 'pending'),
    isNull(withdrawals.transferInitiatedAt),
    lte(withdrawals.createdAt, new Date(now.getTime() - UNSENT_GRACE_MS)),
  );
  while (inRound()) {
    const claimed = await claimWithdrawals(db, unsent, asc(withdrawals.createdAt), now);
    for (const row of claimed) {
      const after = await sendTransfer(services, row);
      if (after.transferInitiatedAt || after.status !== 'pending') sent += 1;
    }
    if (claimed.length < SWEEP_BATCH) break;
  }
  let settled = 0;
  const unsettled = and(
    eq(withdrawals.status, 'pending'),
    lte(withdrawals.transferInitiatedAt, new Date(now.getTime() - UNSETTLED_AFTER_MS)),
  );
  while (inRound()) {
    const claimed = await claimWithdrawals(db, unsettled, asc(withdrawals.transferInitiatedAt), now);
    for (const row of claimed) {
      try {
        if ((await settleTransfer(services, row.reference)) === 'applied') settled += 1;
      } catch (error) {
        logger.warn('withdrawal not read back', { withdrawalId: row.id, error: String(error) });
      }
    }
    if (claimed.length < SWEEP_BATCH) break;
  }
  return { sent, settled };
}

/** The caller's withdrawal; 404 for anyone else's. */
export async function withdrawalOfUser(db: Database, userId: string, id: string): Promise<Withdrawal> {
  const [row] = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)))
    : [];
  if (!row) throw notFound('Withdrawal not found');
  return withdrawalView(row);
}
