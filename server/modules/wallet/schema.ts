import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WithdrawalResolution, WithdrawalStatus } from '../../../contract';
import { kobo, moment } from '../../db/columns';
import { users } from '../user/schema';

export type DepositStatus = 'pending' | 'successful' | 'failed';

/**
 * Money a user adds through the payment page. Credited (provider:clearing -> the user's available)
 * only when the provider's verified webhook says it was paid; `status` moves once, by
 * compare-and-set, from `pending`.
 */
export const walletDeposits = pgTable(
  'wallet_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's reference (`kdp_…`), one per deposit. */
    reference: text('reference').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    authorizationUrl: text('authorization_url'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    unique('wallet_deposits_reference_unique').on(t.reference),
    index('wallet_deposits_user_idx').on(t.userId, t.createdAt),
    check('wallet_deposits_status_check', sql`${t.status} in ('pending', 'successful', 'failed')`),
    check('wallet_deposits_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * The one bank account a user's withdrawals go to, as resolved at the bank and confirmed by the
 * user, with the provider's transfer recipient for it.
 */
export const walletBankAccounts = pgTable('wallet_bank_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  /** The provider's transfer recipient (`RCP_…`). */
  recipientCode: text('recipient_code').notNull(),
  createdAt: moment('created_at').notNull(),
  updatedAt: moment('updated_at').notNull(),
});

/**
 * A user's withdrawal PIN, hashed like a password, and its lock: every wrong PIN adds one to
 * `failedAttempts` (atomically, before the PIN is checked); the fifth sets `lockedUntil`.
 */
export const withdrawalPins = pgTable(
  'withdrawal_pins',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: moment('locked_until'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [check('withdrawal_pins_failed_attempts_check', sql`${t.failedAttempts} >= 0`)],
);

/** The 4-digit codes e-mailed to create or change a withdrawal PIN, stored as an HMAC; the newest live one counts. */
export const withdrawalPinOtps = pgTable(
  'withdrawal_pin_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Every check counts, so parallel guesses cannot exceed the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('withdrawal_pin_otps_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A withdrawal to the user's bank account. `pending` from the moment the money is held
 * (available -> payouts:in_flight) until the transfer's webhook; then `successful`, `failed`
 * (money returned) or, after success, `reversed` (money returned again). The transfer reference
 * is the provider's idempotency key: a retried transfer call never sends the money twice.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's key for one intended withdrawal: the same key again answers this withdrawal. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    /** The provider's transfer reference (`kwd_…`). */
    reference: text('reference').notNull(),
    /** The provider's transfer code once the transfer was accepted. */
    transferCode: text('transfer_code'),
    /** When the provider accepted the transfer call; null while it still has to be (re)sent. */
    transferInitiatedAt: moment('transfer_initiated_at'),
    transferAttempts: integer('transfer_attempts').notNull().default(0),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    accountName: text('account_name').notNull(),
    recipientCode: text('recipient_code').notNull(),
    failureReason: text('failure_reason'),
    /**
     * What staff decided for a failed or reversed withdrawal (whose money the ledger already put
     * back in the owner's available balance): sent again as a new withdrawal (`retried`), or left
     * in the wallet with the owner told (`returned`). Set once, by compare-and-set from null.
     */
    resolution: text('resolution').$type<WithdrawalResolution>(),
    resolvedAt: moment('resolved_at'),
    resolvedByEmail: text('resolved_by_email'),
    /** On a withdrawal staff sent again: the failed or reversed one it retries (one retry each). */
    retryOf: uuid('retry_of').references((): AnyPgColumn => withdrawals.id),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    unique('withdrawals_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    unique('withdrawals_retry_of_unique').on(t.retryOf),
    check('withdrawals_resolution_check', sql`${t.resolution} is null or ${t.resolution} in ('retried', 'returned')`),
    index('withdrawals_status_idx').on(t.status, t.updatedAt),
    unique('withdrawals_reference_unique').on(t.reference),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.transferInitiatedAt} is null`),
    check('withdrawals_status_check', sql`${t.status} in ('pending', 'successful', 'failed', 'reversed')`),
    check('withdrawals_amount_check', sql`${t.amountKobo} > 0`),
  ],
);
