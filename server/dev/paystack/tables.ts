/**
 * The payment sandbox's tables (migration 0021, written by hand). They live in the database, not
 * in a process, so every replica of a demo or staging cluster sees one sandbox: a payment
 * initialised through one replica is payable on another. This file is deliberately not a
 * module `schema.ts`: drizzle-kit does not generate these tables, and nothing but the sandbox
 * reads them. `stored_at` is the database's own time, for the daily purge (purge.ts). Paystack's
 * numeric ids (transactions, refunds, recipients, transfers) come from the sequence `sandbox_ids`.
 */
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { kobo, moment } from '../../db/columns';

const storedAt = () =>
  moment('stored_at')
    .notNull()
    .default(sql`now()`);

export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    reference: text('reference').primaryKey(),
    id: bigint('id', { mode: 'number' }).notNull(),
    accessCode: text('access_code').notNull(),
    email: text('email').notNull(),
    amount: kobo('amount').notNull(),
    callbackUrl: text('callback_url'),
    /** The caller's metadata as JSON text, so it is echoed byte for byte (jsonb would reorder keys). */
    metadata: text('metadata').notNull(),
    status: text('status').$type<'abandoned' | 'success' | 'failed' | 'reversed'>().notNull(),
    createdAt: moment('created_at').notNull(),
    paidAt: moment('paid_at'),
    refunded: kobo('refunded').notNull().default(0),
    origin: text('origin').notNull(),
    storedAt: storedAt(),
  },
  (t) => [unique('sandbox_transactions_access_code_unique').on(t.accessCode), unique('sandbox_transactions_id_unique').on(t.id)],
);

export const sandboxRecipients = pgTable(
  'sandbox_recipients',
  {
    code: text('code').primaryKey(),
    id: bigint('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    bankCode: text('bank_code').notNull(),
    createdAt: moment('created_at').notNull(),
    storedAt: storedAt(),
  },
  (t) => [unique('sandbox_recipients_account_unique').on(t.bankCode, t.accountNumber)],
);

export const sandboxTransfers = pgTable('sandbox_transfers', {
  reference: text('reference').primaryKey(),
  id: bigint('id', { mode: 'number' }).notNull(),
  code: text('code').notNull(),
  amount: kobo('amount').notNull(),
  reason: text('reason'),
  recipientCode: text('recipient_code').notNull(),
  status: text('status').$type<'pending' | 'success' | 'failed' | 'reversed'>().notNull(),
  createdAt: moment('created_at').notNull(),
  updatedAt: moment('updated_at').notNull(),
  origin: text('origin').notNull(),
  storedAt: storedAt(),
});

export const sandboxNamedAccounts = pgTable(
  'sandbox_named_accounts',
  {
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    storedAt: storedAt(),
  },
  (t) => [primaryKey({ name: 'sandbox_named_accounts_pk', columns: [t.bankCode, t.accountNumber] })],
);

/**
 * Webhooks that were not accepted yet, with when the next try is due (null once accepted or
 * given up). Any replica may send a due one: the row is claimed by moving `retries` on.
 */
export const sandboxWebhooks = pgTable('sandbox_webhooks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  event: text('event').notNull(),
  reference: text('reference').notNull(),
  /** Where to send it; null: the webhook path of whichever server sends it. */
  url: text('url'),
  /** The origin the API was called at: the fallback address of a server that does not know its own. */
  origin: text('origin').notNull(),
  body: text('body').notNull(),
  signature: text('signature').notNull(),
  retries: integer('retries').notNull().default(0),
  nextAttemptAt: moment('next_attempt_at'),
  storedAt: storedAt(),
});

/**
 * The sandbox account's balance (one row, migration of issue 32, written by hand): what
 * Paystack's `GET /balance` answers. Kept as a running figure, moved in the same transaction as
 * each payment, refund and transfer, because the rows themselves are purged after a few days.
 */
export const sandboxBalance = pgTable('sandbox_balance', {
  id: integer('id').primaryKey(),
  balance: kobo('balance').notNull(),
});
