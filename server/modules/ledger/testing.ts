import { randomUUID } from 'node:crypto';
import type { Kobo } from '../../../contract';
import type { Database } from '../../db/database';
import { users } from '../user/schema';
import { ledgerAccount } from './accounts';
import { postTransaction } from './post';
import type { PostedTransaction } from './post';

/** A user row to own ledger accounts, without going through sign-up (for ledger-level tests). */
export async function insertLedgerUser(db: Database, now = new Date('2025-01-15T09:00:00Z')): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    email: `ledger.${id}@unilag.edu.ng`,
    passwordHash: 'not-a-real-hash',
    firstname: 'Ledger',
    lastname: 'User',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Money paid in at the provider straight to a user's available balance (a wallet deposit). */
export function deposit(
  db: Database,
  userId: string,
  amount: number,
  idempotencyKey = `deposit:${randomUUID()}`,
): Promise<PostedTransaction> {
  return postTransaction(db, {
    idempotencyKey,
    kind: 'deposit',
    postedAt: new Date('2025-01-15T09:00:00Z'),
    entries: [
      { account: ledgerAccount.providerClearing, amount: -amount as Kobo },
      { account: ledgerAccount.userAvailable(userId), amount: amount as Kobo },
    ],
  });
}
