import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { kobo, moment } from '../../db/columns';
import { users } from '../user/schema';

/**
 * The kinds of ledger account. Every kind but `provider_clearing` holds money someone is owed
 * (a user, an order's escrow, the platform, a transfer on its way) and can never go below zero;
 * `provider_clearing` is the other side of every payment in and transfer out, so its balance is
 * minus the money held at the payment provider.
 */
export const ledgerAccountKinds = [
  'user_available',
  'order_escrow',
  'platform_fees',
  'provider_clearing',
  'payouts_in_flight',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** What a transaction remembers besides its entries (an order id, a provider reference). */
export type LedgerMetadata = Record<string, string | number | boolean | null>;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    /** `user:<id>:available`, `order:<id>:escrow`, `platform:fees`, `provider:clearing`, `payouts:in_flight`. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The owner of a `user_available` account. */
    userId: uuid('user_id').references(() => users.id),
    /** The order of an `order_escrow` account, with its buyer and seller. */
    orderId: text('order_id'),
    buyerId: uuid('buyer_id').references(() => users.id),
    sellerId: uuid('seller_id').references(() => users.id),
    /** The sum of the account's entries, kept in the same transaction as each new entry. */
    balance: kobo('balance').notNull().default(0),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('user_available', 'order_escrow', 'platform_fees', 'provider_clearing', 'payouts_in_flight')`,
    ),
    check('ledger_accounts_balance_check', sql`${t.kind} = 'provider_clearing' or ${t.balance} >= 0`),
    check('ledger_accounts_user_check', sql`(${t.kind} = 'user_available') = (${t.userId} is not null)`),
    check(
      'ledger_accounts_order_check',
      sql`(${t.kind} = 'order_escrow') = (${t.orderId} is not null and ${t.buyerId} is not null and ${t.sellerId} is not null)`,
    ),
    index('ledger_accounts_buyer_idx').on(t.buyerId),
    index('ledger_accounts_seller_idx').on(t.sellerId),
    index('ledger_accounts_user_idx').on(t.userId),
  ],
);

/** A balanced set of entries posted at once; its idempotency key makes a replay change nothing. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    metadata: jsonb('metadata').$type<LedgerMetadata>().notNull().default({}),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    unique('ledger_transactions_idempotency_key_unique').on(t.idempotencyKey),
    index('ledger_transactions_created_idx').on(t.createdAt),
  ],
);

/** One signed amount on one account; entries are never updated or deleted (a database trigger refuses it). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: kobo('amount').notNull(),
  },
  (t) => [
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    unique('ledger_entries_transaction_account_unique').on(t.transactionId, t.accountId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
  ],
);

/**
 * Each run of the ledger check (from the console or the command line): when, by whom, and what
 * it found, so the overview can show the last one and a difference is never seen only once.
 */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ranAt: moment('ran_at').notNull(),
    /** Null when no signed-in person ran it (the command line). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    ok: boolean('ok').notNull(),
    /** The whole report (`LedgerCheckReport`, check.ts). */
    report: jsonb('report').notNull(),
  },
  (t) => [index('ledger_checks_ran_at_idx').on(t.ranAt)],
);
