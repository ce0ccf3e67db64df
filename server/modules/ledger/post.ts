import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { Kobo } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { LedgerAccountRef } from './accounts';
import { ledgerAccountId } from './accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';
import type { LedgerMetadata } from './schema';

export interface LedgerEntryInput {
  account: LedgerAccountRef;
  /** Positive adds to the account, negative takes from it. */
  amount: Kobo;
}

export interface PostTransactionInput {
  /** One key per real-world event (a provider reference, a transition's id): a replay changes nothing. */
  idempotencyKey: string;
  /** What moved the money: 'payment', 'refund', 'release', 'deposit', 'withdrawal', … */
  kind: string;
  entries: readonly LedgerEntryInput[];
  /** The application clock's now. */
  postedAt: Date;
  metadata?: LedgerMetadata;
}

export interface PostedTransaction {
  id: string;
  kind: string;
  idempotencyKey: string;
  createdAt: Date;
  metadata: LedgerMetadata;
  /** Ordered by account id. */
  entries: { accountId: string; amount: Kobo }[];
  /** True when the key had been posted before: this is that first transaction, and nothing changed. */
  replayed: boolean;
}

export type LedgerErrorCode =
  | 'invalid_key'
  | 'invalid_kind'
  | 'too_few_entries'
  | 'not_integer'
  | 'zero_amount'
  | 'duplicate_account'
  | 'unbalanced'
  | 'key_reused'
  | 'account_mismatch';

/** A transaction the ledger refuses to post: a mistake in the calling code, never a client's. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** A debit larger than the balance of an account that must not go below zero: nothing was posted. */
export class InsufficientFundsError extends ApiError {
  constructor(readonly accountId: string) {
    super(
      409,
      accountId.startsWith('user:')
        ? 'Your available balance is too low for this.'
        : 'There is not enough money in this account for this transaction.',
    );
    this.name = 'InsufficientFundsError';
  }
}

interface NormalisedEntry {
  accountId: string;
  account: LedgerAccountRef;
  amount: Kobo;
}

/** The entries checked and ordered by account id (every poster locks accounts in that order). */
function normalise(input: PostTransactionInput): NormalisedEntry[] {
  if (input.idempotencyKey.trim() === '' || input.idempotencyKey.length > 200) {
    throw new LedgerError('invalid_key', 'An idempotency key is 1 to 200 characters.');
  }
  if (input.kind.trim() === '' || input.kind.length > 60) {
    throw new LedgerError('invalid_kind', 'A transaction kind is 1 to 60 characters.');
  }
  if (input.entries.length < 2) throw new LedgerError('too_few_entries', 'A ledger transaction has at least two entries.');
  const entries = input.entries.map(({ account, amount }) => {
    if (!Number.isSafeInteger(amount)) throw new LedgerError('not_integer', `Not a whole number of kobo: ${String(amount)}.`);
    if (amount === 0) throw new LedgerError('zero_amount', 'A ledger entry moves a non-zero amount.');
    return { accountId: ledgerAccountId(account), account, amount };
  });
  entries.sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  const repeated = entries.find((entry, i) => i > 0 && entries[i - 1]?.accountId === entry.accountId);
  if (repeated) throw new LedgerError('duplicate_account', `An account appears twice in one transaction: ${repeated.accountId}.`);
  // Summed exactly: many safe integers can add up beyond 2^53.
  const sum = entries.reduce((total, entry) => total + BigInt(entry.amount), 0n);
  if (sum !== 0n) throw new LedgerError('unbalanced', `A ledger transaction's entries sum to zero; these sum to ${sum} kobo.`);
  return entries;
}

function accountRow(entry: NormalisedEntry, createdAt: Date): typeof ledgerAccounts.$inferInsert {
  const { account } = entry;
  const row = { id: entry.accountId, kind: account.kind, balance: 0, createdAt };
  if (account.kind === 'user_available') return { ...row, userId: account.userId };
  if (account.kind === 'order_escrow') {
    return { ...row, orderId: account.orderId, buyerId: account.buyerId, sellerId: account.sellerId };
  }
  return row;
}

const sameEntries = (a: PostedTransaction['entries'], b: NormalisedEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry.accountId === b[i]?.accountId && entry.amount === b[i]?.amount);

async function entriesOf(db: Database, transactionId: string): Promise<PostedTransaction['entries']> {
  const rows = await db
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.accountId));
  return rows.map((row) => ({ accountId: row.accountId, amount: row.amount as Kobo }));
}

/**
 * Posts a balanced transaction inside the caller's database transaction (in a savepoint of its
 * own, so a refusal leaves the caller's other writes to the caller). In one step it records the
 * transaction, its entries and every account's new cached balance:
 *
 * - the entries must be at least two, whole non-zero kobo, one per account, summing to zero;
 * - an idempotency key already posted returns that first transaction (`replayed: true`) and
 *   changes nothing; the same key with other entries or another kind is a `key_reused` error;
 * - each balance changes by a conditional update (`balance + amount >= 0`) in account-id order,
 *   so an account that must not go negative never does, whatever runs at the same time: the
 *   loser of a race gets an InsufficientFundsError (409) and nothing of this transaction stays.
 */
export async function postTransaction(db: Database, input: PostTransactionInput): Promise<PostedTransaction> {
  const entries = normalise(input);
  const metadata = input.metadata ?? {};
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ledgerTransactions)
      .values({ kind: input.kind, idempotencyKey: input.idempotencyKey, metadata, createdAt: input.postedAt })
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning();
    if (!created) return replay(tx, input, entries);

    for (const entry of entries) {
      await tx
        .insert(ledgerAccounts)
        .values(accountRow(entry, input.postedAt))
        .onConflictDoNothing({ target: ledgerAccounts.id });
      const [account] = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${entry.amount}` })
        .where(
          and(
            eq(ledgerAccounts.id, entry.accountId),
            or(eq(ledgerAccounts.kind, 'provider_clearing'), gte(sql`${ledgerAccounts.balance} + ${entry.amount}`, 0)),
          ),
        )
        .returning({ buyerId: ledgerAccounts.buyerId, sellerId: ledgerAccounts.sellerId });
      if (!account) throw new InsufficientFundsError(entry.accountId);
      const { account: ref } = entry;
      if (ref.kind === 'order_escrow' && (account.buyerId !== ref.buyerId || account.sellerId !== ref.sellerId)) {
        throw new LedgerError('account_mismatch', `${entry.accountId} belongs to another buyer or seller.`);
      }
    }
    await tx
      .insert(ledgerEntries)
      .values(entries.map((entry) => ({ transactionId: created.id, accountId: entry.accountId, amount: entry.amount })));

    return {
      id: created.id,
      kind: created.kind,
      idempotencyKey: created.idempotencyKey,
      createdAt: created.createdAt,
      metadata: created.metadata,
      entries: entries.map(({ accountId, amount }) => ({ accountId, amount })),
      replayed: false,
    };
  });
}

/** The first transaction posted with this key, provided the replay asks for the same movement. */
async function replay(db: Database, input: PostTransactionInput, entries: NormalisedEntry[]): Promise<PostedTransaction> {
  const [first] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
  if (!first) throw new Error(`ledger: idempotency key ${input.idempotencyKey} conflicted but its transaction is not visible`);
  const firstEntries = await entriesOf(db, first.id);
  if (first.kind !== input.kind || !sameEntries(firstEntries, entries)) {
    throw new LedgerError('key_reused', `The idempotency key ${input.idempotencyKey} was posted before with other entries.`);
  }
  return {
    id: first.id,
    kind: first.kind,
    idempotencyKey: first.idempotencyKey,
    createdAt: first.createdAt,
    metadata: first.metadata,
    entries: firstEntries,
    replayed: true,
  };
}
