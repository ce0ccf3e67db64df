import { and, eq, sql } from 'drizzle-orm';
import type { WalletBalances } from '../../../contract';
import type { Database } from '../../db/database';
import { balancesOfUser, koboFromSql } from '../ledger/queries';
import { withdrawals } from './schema';

/**
 * A user's balances, read from the ledger: what they can withdraw, what they paid into escrow as
 * a buyer, what is held for them as a seller (before the platform fee), and their withdrawals
 * held and not yet confirmed by the bank.
 */
export async function walletBalances(db: Database, userId: string): Promise<WalletBalances> {
  const balances = await balancesOfUser(db, userId);
  const [pending] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountKobo}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'pending')));
  return {
    availableKobo: balances.available,
    inEscrowAsBuyerKobo: balances.inEscrowAsBuyer,
    inEscrowAsSellerKobo: balances.inEscrowAsSeller,
    pendingWithdrawalsKobo: koboFromSql(pending?.total),
  };
}
