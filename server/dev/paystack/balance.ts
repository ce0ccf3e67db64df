import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { koboFromSql } from '../../modules/ledger/queries';
import { sandboxBalance } from './tables';

const ONE_ROW = 1;

/** Moves the sandbox account's balance by `delta` kobo, in the caller's transaction (the row is made if missing). */
export async function moveSandboxBalance(db: Database, delta: number): Promise<void> {
  await db
    .insert(sandboxBalance)
    .values({ id: ONE_ROW, balance: delta })
    .onConflictDoUpdate({ target: sandboxBalance.id, set: { balance: sql`${sandboxBalance.balance} + ${delta}` } });
}

/** What the sandbox account holds now (Paystack's `GET /balance`). */
export async function sandboxBalanceOf(db: Database): Promise<number> {
  const [row] = await db.select({ balance: sandboxBalance.balance }).from(sandboxBalance).where(eq(sandboxBalance.id, ONE_ROW));
  return koboFromSql(row?.balance);
}
