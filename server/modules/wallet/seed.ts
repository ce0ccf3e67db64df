import { randomUUID } from 'node:crypto';
import { WALLET_FIRST_MONTH } from '../../../contract';
import type { Kobo } from '../../../contract';
import type { Database } from '../../db/database';
import { moveSandboxBalance } from '../../dev/paystack/balance';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { lagosMonthOf, lagosMonthRange } from './history';
import { depositReferenceOf, walletKeys, walletLedgerKinds } from './references';
import { walletDeposits } from './schema';

/** A deposit that was paid and credited (for demo data): its row, its ledger transaction and the sandbox's balance. */
async function creditedDeposit(db: Database, userId: string, amountKobo: number, at: Date): Promise<void> {
  const id = randomUUID();
  const reference = depositReferenceOf(id);
  await db.transaction(async (tx) => {
    await tx
      .insert(walletDeposits)
      .values({ id, userId, reference, amountKobo, status: 'successful', createdAt: at, updatedAt: at });
    await postTransaction(tx, {
      idempotencyKey: walletKeys.deposit(reference),
      kind: walletLedgerKinds.deposit,
      postedAt: at,
      metadata: { depositId: id, reference },
      entries: [
        { account: ledgerAccount.providerClearing, amount: -amountKobo as Kobo },
        { account: ledgerAccount.userAvailable(userId), amount: amountKobo as Kobo },
      ],
    });
    // The demo's payment sandbox holds what was paid in, so the ledger screen's provider
    // clearing agrees with it from the first start.
    await moveSandboxBalance(tx, amountKobo);
  });
}

/**
 * The demo buyer's wallet: ₦25,000 deposited in the month before this one (when there is one
 * since history starts) and ₦15,000 this month, so the wallet, its history and 'Pay from wallet'
 * have something to show.
 */
export async function seedDemoWallet(db: Database, userId: string, now: Date): Promise<void> {
  const thisMonth = lagosMonthRange(lagosMonthOf(now));
  const lastMonth = lagosMonthOf(new Date(thisMonth.from.getTime() - 1));
  if (lastMonth >= WALLET_FIRST_MONTH) {
    await creditedDeposit(
      db,
      userId,
      2_500_000,
      new Date(lagosMonthRange(lastMonth).from.getTime() + 10 * 86_400_000 + 11 * 3_600_000),
    );
  }
  await creditedDeposit(db, userId, 1_500_000, new Date(Math.max(thisMonth.from.getTime() + 60_000, now.getTime() - 3_600_000)));
}
