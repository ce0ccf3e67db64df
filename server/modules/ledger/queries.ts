import { eq, or, sql } from 'drizzle-orm';
import type { Kobo } from '../../../contract';
import { KoboOutOfRangeError } from '../../db/columns';
import type { Database } from '../../db/database';
import type { LedgerAccountRef } from './accounts';
import { ledgerAccountId } from './accounts';
import { ledgerAccounts } from './schema';

/**
 * A sum of bigints (numeric in PostgreSQL, so the sum itself never overflows) as a whole number
 * of kobo; a KoboOutOfRangeError when it is beyond 2^53 - 1 and a number would round it.
 */
export function koboFromSql(value: unknown): Kobo {
  const amount = Number(value ?? 0);
  if (!Number.isSafeInteger(amount)) throw new KoboOutOfRangeError(`ledger: not a safe whole number of kobo: ${String(value)}`);
  return amount as Kobo;
}

/** The balance of one account (0 for an account that has never been posted to). */
export async function balanceOf(db: Database, account: LedgerAccountRef): Promise<Kobo> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, ledgerAccountId(account)));
  return koboFromSql(row?.balance);
}

export interface UserBalances {
  /** What the user can spend or withdraw. */
  available: Kobo;
  /** Paid by the user for orders not yet released or refunded. */
  inEscrowAsBuyer: Kobo;
  /** Paid to the user for orders not yet released or refunded. */
  inEscrowAsSeller: Kobo;
}

/** A user's balances from the ledger's cached balances, read in one statement. */
export async function balancesOfUser(db: Database, userId: string): Promise<UserBalances> {
  const { kind, balance } = ledgerAccounts;
  const sumWhere = (condition: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${balance}) filter (where ${condition}), 0)`;
  const [row] = await db
    .select({
      available: sumWhere(sql`${kind} = 'user_available' and ${ledgerAccounts.userId} = ${userId}`),
      inEscrowAsBuyer: sumWhere(sql`${kind} = 'order_escrow' and ${ledgerAccounts.buyerId} = ${userId}`),
      inEscrowAsSeller: sumWhere(sql`${kind} = 'order_escrow' and ${ledgerAccounts.sellerId} = ${userId}`),
    })
    .from(ledgerAccounts)
    .where(or(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.buyerId, userId), eq(ledgerAccounts.sellerId, userId)));
  return {
    available: koboFromSql(row?.available),
    inEscrowAsBuyer: koboFromSql(row?.inEscrowAsBuyer),
    inEscrowAsSeller: koboFromSql(row?.inEscrowAsSeller),
  };
}
