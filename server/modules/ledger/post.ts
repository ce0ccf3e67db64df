import { randomUUID } from 'node:crypto';
import { asc, eq, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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
  | 'account_mismatch'
  | 'no_transaction';

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

/** What the posting statement answers: the transaction if it was new, and each account it moved. */
interface PostedRow {
  part: 'created' | 'account';
  id: string;
  buyer_id: string | null;
  seller_id: string | null;
}

/** One account of the transaction as a row of the statement's VALUES list, its amount as the balance change. */
function accountValues(entry: NormalisedEntry) {
  const { account } = entry;
  const userId = account.kind === 'user_available' ? account.userId : null;
  const escrow = account.kind === 'order_escrow' ? account : null;
  return sql`(${entry.accountId}::text, ${account.kind}::text, ${userId}::uuid, ${escrow?.orderId ?? null}::text, ${escrow?.buyerId ?? null}::uuid, ${escrow?.sellerId ?? null}::uuid, ${entry.amount}::bigint)`;
}

export interface PostOptions {
  /**
   * False when `db` is the caller's transaction and the caller lets every error of this call end
   * that transaction (an order transition): the refusal then undoes everything anyway, so the
   * posting skips its own savepoint (two statements fewer). Refused outside a transaction.
   */
  savepoint?: boolean;
}

/**
 * Posts a balanced transaction inside the caller's database transaction (in a savepoint of its
 * own unless `savepoint: false`, so a refusal leaves the caller's other writes to the caller).
 * One statement records the transaction, every account's new cached balance and the entries:
 *
 * - the entries must be at least two, whole non-zero kobo, one per account, summing to zero;
 * - an idempotency key already posted returns that first transaction (`replayed: true`) and
 *   changes nothing; the same key with other entries or another kind is a `key_reused` error;
 * - every balance changes in one upsert, in account-id order (every poster locks accounts in
 *   that order): an account is opened by its first entry, a credit, with the amount as its
 *   balance (only `provider:clearing` may open with a debit); an existing account changes only
 *   while `balance + amount >= 0`. A debit of an account that does not exist, or would go below
 *   zero, moves no account: whatever runs at the same time, the loser of a race gets an
 *   InsufficientFundsError (409) and nothing of this transaction stays.
 */
export async function postTransaction(
  db: Database,
  input: PostTransactionInput,
  options: PostOptions = {},
): Promise<PostedTransaction> {
  const entries = normalise(input);
  const metadata = input.metadata ?? {};
  const transactionId = randomUUID();
  const postedAt = input.postedAt.toISOString();
  const values = sql.join(entries.map(accountValues), sql`, `);
  const posted = sql`
    with created as (
      insert into ${ledgerTransactions} (id, kind, idempotency_key, metadata, created_at)
      values (${transactionId}::uuid, ${input.kind}, ${input.idempotencyKey}, ${JSON.stringify(metadata)}::jsonb, ${postedAt}::timestamptz)
      on conflict (idempotency_key) do nothing
      returning id
    ),
    posting (id, kind, user_id, order_id, buyer_id, seller_id, amount) as (values ${values}),
    moved as (
      insert into ${ledgerAccounts} (id, kind, user_id, order_id, buyer_id, seller_id, balance, created_at)
      select p.id, p.kind, p.user_id, p.order_id, p.buyer_id, p.seller_id, case when p.opens then p.amount else 0 end, ${postedAt}::timestamptz
      from (select *, amount > 0 or kind = 'provider_clearing' as opens from posting) p
      where exists (select from created) and (p.opens or exists (select from ${ledgerAccounts} a where a.id = p.id))
      order by p.id
      on conflict (id) do update set balance = ${ledgerAccounts}.balance + (select p.amount from posting p where p.id = excluded.id)
        where ${ledgerAccounts}.kind = 'provider_clearing'
          or ${ledgerAccounts}.balance + (select p.amount from posting p where p.id = excluded.id) >= 0
      returning id, buyer_id, seller_id
    ),
    recorded as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount)
      select created.id, p.id, p.amount from created, posting p join moved on moved.id = p.id order by p.id
    )
    select 'created' as part, id::text as id, null as buyer_id, null as seller_id from created
    union all
    select 'account', id, buyer_id::text, seller_id::text from moved`;

  const post = async (tx: Database): Promise<PostedTransaction> => {
    const { rows } = (await tx.execute(posted)) as unknown as { rows: PostedRow[] };
    if (!rows.some((row) => row.part === 'created')) return replay(tx, input, entries);

    const moved = new Map(rows.filter((row) => row.part === 'account').map((row) => [row.id, row]));
    for (const entry of entries) {
      const account = moved.get(entry.accountId);
      if (!account) throw new InsufficientFundsError(entry.accountId);
      const { account: ref } = entry;
      if (ref.kind === 'order_escrow' && (account.buyer_id !== ref.buyerId || account.seller_id !== ref.sellerId)) {
        throw new LedgerError('account_mismatch', `${entry.accountId} belongs to another buyer or seller.`);
      }
    }

    return {
      id: transactionId,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      createdAt: input.postedAt,
      metadata,
      entries: entries.map(({ accountId, amount }) => ({ accountId, amount })),
      replayed: false,
    };
  };
  if (options.savepoint !== false) return db.transaction(post);
  if (!is(db, PgTransaction)) throw new LedgerError('no_transaction', 'A posting without its savepoint runs in a transaction.');
  return post(db);
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
