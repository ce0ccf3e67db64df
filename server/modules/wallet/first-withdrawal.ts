/**
 * A new seller's first withdrawal waits until one of their orders has completed without a dispute
 * (MARKETPLACE-RULES, "Reports, blocks and hiding"): money a seller got only from disputes decided
 * in their favour stays in the wallet until a buyer has once been satisfied. Money paid in by the
 * user (a deposit, a refund) is never held back by it, and a seller who has withdrawn
 * successfully before is not asked again.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FIRST_WITHDRAWAL_WAITS } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { ledgerAccountId, ledgerAccount } from '../ledger/accounts';
import { ledgerAccounts, ledgerEntries } from '../ledger/schema';
import { hasCompletedSale } from '../safety/trust';
import { withdrawals } from './schema';

const escrowSide = alias(ledgerEntries, 'escrow_side');

/** Whether money was ever released from an order's escrow to `userId` as its seller. */
async function earnedAsSeller(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .innerJoin(escrowSide, and(eq(escrowSide.transactionId, ledgerEntries.transactionId), lt(escrowSide.amount, 0)))
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.id, escrowSide.accountId),
        eq(ledgerAccounts.kind, 'order_escrow'),
        eq(ledgerAccounts.sellerId, userId),
      ),
    )
    .where(and(eq(ledgerEntries.accountId, ledgerAccountId(ledgerAccount.userAvailable(userId))), gt(ledgerEntries.amount, 0)))
    .limit(1);
  return row !== undefined;
}

async function hasWithdrawn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'successful')))
    .limit(1);
  return row !== undefined;
}

/** 409 FIRST_WITHDRAWAL_WAITS for a seller whose first withdrawal must wait; nothing for anyone else. */
export async function refuseFirstWithdrawalTooEarly(db: Database, userId: string): Promise<void> {
  if (!(await earnedAsSeller(db, userId))) return;
  if (await hasCompletedSale(db, userId)) return;
  if (await hasWithdrawn(db, userId)) return;
  throw new ApiError(409, FIRST_WITHDRAWAL_WAITS);
}
