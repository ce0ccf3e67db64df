import type { WalletBalances } from '../../../contract';
import type { Database } from '../../db/database';
import { balancesOfUser } from '../ledger/queries';

/**
 * A user's balances, read from the ledger: what they can withdraw, what they paid into escrow as
 * a buyer, and what is held for them as a seller (before the platform fee). Withdrawals do not
 * exist yet, so nothing is on its way to a bank.
 */
export async function walletBalances(db: Database, userId: string): Promise<WalletBalances> {
  const balances = await balancesOfUser(db, userId);
  return {
    availableKobo: balances.available,
    inEscrowAsBuyerKobo: balances.inEscrowAsBuyer,
    inEscrowAsSellerKobo: balances.inEscrowAsSeller,
    pendingWithdrawalsKobo: 0,
  };
}
