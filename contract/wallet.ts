/**
 * The wallet on the wire (the balances themselves are `walletBalancesSchema` in `./orders`):
 * history by month, deposits, the payout bank account, the withdrawal PIN and withdrawals.
 * Amounts are integer kobo; every history row is one ledger transaction.
 */
import * as v from 'valibot';
import { messageResponseSchema } from './envelope';
import { body, requiredText } from './fields';
import { defineMachine } from './machine';
import type { MachineRule } from './machine';
import { KOBO_PER_NAIRA, MAX_ORDER_TOTAL_KOBO, nairaText } from './money';

/** A whole number of kobo from `min` (and up to `max`), with the limits said in naira. */
/* @__NO_SIDE_EFFECTS__ */
function amountField(min: number, minMessage: string, max = Number.MAX_SAFE_INTEGER, maxMessage = '') {
  const whole = 'Amount must be a whole number of kobo';
  return v.pipe(v.number(whole), v.safeInteger(whole), v.minValue(min, minMessage), v.maxValue(max, maxMessage));
}

/** History starts in January 2025; a month is `YYYY-MM`. */
export const WALLET_FIRST_MONTH = '2025-01';
/** The smallest withdrawal: ₦1,000. */
export const MIN_WITHDRAWAL_KOBO = 1_000 * KOBO_PER_NAIRA;
/** The smallest and largest deposit: ₦100 and ₦5,000,000. */
export const MIN_DEPOSIT_KOBO = 100 * KOBO_PER_NAIRA;
export const MAX_DEPOSIT_KOBO = 5_000_000 * KOBO_PER_NAIRA;
export const WITHDRAWAL_PIN_LENGTH = 4;
export const WITHDRAWAL_OTP_LENGTH = 4;
/** Wrong PINs in a row that lock withdrawals, and for how long. */
export const WITHDRAWAL_PIN_MAX_ATTEMPTS = 5;
export const WITHDRAWAL_PIN_LOCK_MINUTES = 30;

/**
 * What a history row is, from the user's side:
 * - `earning`: a sale's escrow released to the seller ('Earning Received');
 * - `payment`: the buyer paid an order, by card or from the wallet ('Payment');
 * - `refund`: an order's escrow (or a payment that came too late) back to the buyer ('Refund');
 * - `deposit`: money added through the payment page ('Deposit');
 * - `withdrawal`: money sent to the user's bank ('Withdrawal');
 * - `withdrawal_return`: a failed or reversed withdrawal's money back ('Withdrawal Returned').
 */
export const walletTransactionKinds = ['earning', 'payment', 'refund', 'deposit', 'withdrawal', 'withdrawal_return'] as const;
export type WalletTransactionKind = (typeof walletTransactionKinds)[number];

/** A withdrawal is `pending` until its transfer's webhook; everything else is `successful` when written. */
export const walletTransactionStatuses = ['pending', 'successful', 'failed', 'reversed'] as const;
export type WalletTransactionStatus = (typeof walletTransactionStatuses)[number];

export const walletTransactionSchema = v.object({
  /** The ledger transaction's id (the 'Transaction ID' shown). */
  id: v.string(),
  kind: v.picklist(walletTransactionKinds),
  /** Always positive; `direction` says which way it moved. */
  amountKobo: v.number(),
  direction: v.picklist(['in', 'out']),
  status: v.picklist(walletTransactionStatuses),
  /** A line for people: the product's title, "Card payment", "To GTBank ••••6789"… */
  description: v.string(),
  /** The order it belongs to, when it belongs to one (links to its detail). */
  orderId: v.nullable(v.string()),
  /**
   * Whether the money moved through the wallet's available balance. False for an order paid by
   * card (the money went from the card to escrow) and for a refund to the card: such rows are
   * outside the month's `inKobo` and `outKobo`.
   */
  throughWallet: v.boolean(),
  createdAt: v.string(),
});
export type WalletTransaction = v.InferOutput<typeof walletTransactionSchema>;

/** GET /v1/wallet/transactions?month=YYYY-MM (default: the current month, Africa/Lagos). */
export const walletTransactionsQuerySchema = v.object({
  month: v.optional(v.pipe(v.string('Month must be YYYY-MM'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM'))),
});
/** The month's rows, newest first, with what came into and went out of the wallet that month (rows `throughWallet`). */
export const walletMonthSchema = v.object({
  month: v.string(),
  inKobo: v.number(),
  outKobo: v.number(),
  items: v.array(walletTransactionSchema),
});
export type WalletMonth = v.InferOutput<typeof walletMonthSchema>;
export const walletMonthResponseSchema = v.object({ data: walletMonthSchema });
export type WalletMonthResponse = v.InferOutput<typeof walletMonthResponseSchema>;

/** GET /v1/wallet/transactions/{id}: one of the caller's rows (404 for anyone else's). */
export const walletTransactionResponseSchema = v.object({ data: walletTransactionSchema });
export type WalletTransactionResponse = v.InferOutput<typeof walletTransactionResponseSchema>;

/** POST /v1/wallet/deposits -> 201: where to pay; credited only once the payment is verified. */
export const createDepositBodySchema = body({
  /** Which dashboard's wallet the payment page returns to: `<base>/wallet?deposit=<reference>`. */
  dashboard: v.optional(v.picklist(['buyer', 'seller'], "Dashboard must be 'buyer' or 'seller'")),
  amountKobo: amountField(
    MIN_DEPOSIT_KOBO,
    'Amount must be at least ₦100',
    MAX_DEPOSIT_KOBO,
    'Amount must be at most ₦5,000,000',
  ),
});
export type CreateDepositBody = v.InferInput<typeof createDepositBodySchema>;
export const depositSchema = v.object({
  reference: v.string(),
  amountKobo: v.number(),
  /** `pending` until the verified webhook credits it. */
  status: v.picklist(['pending', 'successful', 'failed']),
  createdAt: v.string(),
});
export type Deposit = v.InferOutput<typeof depositSchema>;
export const createDepositResponseSchema = v.object({
  data: v.object({ deposit: depositSchema, payment: v.object({ authorizationUrl: v.string(), reference: v.string() }) }),
});
export type CreateDepositResponse = v.InferOutput<typeof createDepositResponseSchema>;
/** GET /v1/wallet/deposits/{reference}: what the return page polls. */
export const depositResponseSchema = v.object({ data: depositSchema });
export type DepositResponse = v.InferOutput<typeof depositResponseSchema>;

/** GET /v1/wallet/banks: the banks a withdrawal can go to. */
export const bankSchema = v.object({ code: v.string(), name: v.string() });
export type Bank = v.InferOutput<typeof bankSchema>;
export const banksResponseSchema = v.object({ data: v.array(bankSchema) });
export type BanksResponse = v.InferOutput<typeof banksResponseSchema>;

const bankAccountEntries = {
  bankCode: v.pipe(requiredText('Bank', 10), v.regex(/^\d{3,6}$/, 'Bank must be chosen from the list')),
  accountNumber: v.pipe(requiredText('Account Number', 10), v.regex(/^\d{10}$/, 'Account Number must be 10 digits')),
};

/**
 * POST /v1/wallet/bank-account/resolve: the account's name at the bank, and whether it matches the
 * caller's verified (KYC) name closely enough to be saved. Nothing is saved.
 */
export const resolveBankAccountBodySchema = body(bankAccountEntries);
export type ResolveBankAccountBody = v.InferInput<typeof resolveBankAccountBodySchema>;
export const resolvedBankAccountSchema = v.object({
  bankCode: v.string(),
  bankName: v.string(),
  accountNumber: v.string(),
  accountName: v.string(),
  matchesVerifiedName: v.boolean(),
});
export type ResolvedBankAccount = v.InferOutput<typeof resolvedBankAccountSchema>;
export const resolvedBankAccountResponseSchema = v.object({ data: resolvedBankAccountSchema });

/** Why an account cannot be saved: its name at the bank is not the user's own verified name. */
export const ACCOUNT_NAME_MISMATCH = 'The account name does not match your verified name';

/**
 * PUT /v1/wallet/bank-account: saves the account the user confirmed. The server resolves it again;
 * 422 when the name does not match the verified name, or differs from the one confirmed.
 */
export const saveBankAccountBodySchema = body({
  ...bankAccountEntries,
  accountName: requiredText('Account Name', 120),
});
export type SaveBankAccountBody = v.InferInput<typeof saveBankAccountBodySchema>;
export const bankAccountSchema = v.object({
  bankCode: v.string(),
  bankName: v.string(),
  /** Only the last four digits are sent once saved ("6789"); screens show them as "••••6789". */
  accountNumberLast4: v.string(),
  accountName: v.string(),
});
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;
/** GET and PUT /v1/wallet/bank-account: the saved account, or null. */
export const bankAccountResponseSchema = v.object({ data: v.nullable(bankAccountSchema) });
export type BankAccountResponse = v.InferOutput<typeof bankAccountResponseSchema>;

/** GET /v1/wallet/pin: whether a PIN exists and whether wrong PINs have locked withdrawals. */
export const withdrawalPinStatusSchema = v.object({
  hasPin: v.boolean(),
  /** Until when withdrawals are locked after five wrong PINs, or null. */
  lockedUntil: v.nullable(v.string()),
});
export type WithdrawalPinStatus = v.InferOutput<typeof withdrawalPinStatusSchema>;
export const withdrawalPinStatusResponseSchema = v.object({ data: withdrawalPinStatusSchema });

const pinField = (label: string) =>
  v.pipe(v.string(`${label} must be 4 digits`), v.regex(/^\d{4}$/, `${label} must be 4 digits`));

/** What the PIN screen warns against, said when a new PIN is one of them. */
export const GUESSABLE_PIN_MESSAGE = 'PIN must not be a repeat such as 1111 or a run such as 1234 or 4321';

/** Whether a PIN is one digit repeated (1111) or a run up or down (0123, 1234, 4321, 9876): the first guesses a thief tries. */
export function isGuessablePin(pin: string): boolean {
  if (!/^\d{4}$/.test(pin)) return false;
  const steps = new Set([...pin.slice(1)].map((digit, at) => Number(digit) - Number(pin[at])));
  const [step = Number.NaN] = steps;
  return steps.size === 1 && Math.abs(step) <= 1;
}

/** POST /v1/wallet/pin/otp -> 202: a 4-digit code is on its way to the registered address (to create or change the PIN). */
export const pinCodeSentResponseSchema = messageResponseSchema;
export type PinCodeSentResponse = v.InferOutput<typeof pinCodeSentResponseSchema>;

/**
 * PUT /v1/wallet/pin: sets the PIN, with the mailed code; 400 for a guessable PIN
 * (`GUESSABLE_PIN_MESSAGE`), 422 'Code is wrong or has expired'. Withdrawals still take a PIN
 * set before guessable ones were refused.
 */
export const setWithdrawalPinBodySchema = body({
  pin: v.pipe(
    pinField('PIN'),
    v.check((pin) => !isGuessablePin(pin), GUESSABLE_PIN_MESSAGE),
  ),
  otp: pinField('Code'),
});
export type SetWithdrawalPinBody = v.InferInput<typeof setWithdrawalPinBodySchema>;

export const withdrawalStatuses = ['pending', 'successful', 'failed', 'reversed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * Who moves a withdrawal: its owner asks for it; the payment provider's word on the transfer
 * settles it (its verified webhook, or the transfer read back by the sweep when no webhook came).
 */
export const withdrawalActors = ['owner', 'provider'] as const;
export type WithdrawalActor = (typeof withdrawalActors)[number];

export const withdrawalTransitionNames = ['request', 'succeed', 'fail', 'reverse'] as const;
export type WithdrawalTransitionName = (typeof withdrawalTransitionNames)[number];

/**
 * What a withdrawal's transition does besides changing its status, in the same transaction:
 * - `hold`: the amount moves from the owner's available balance to the payouts in flight;
 * - `pay_out`: in flight -> the provider's clearing account (the bank has it);
 * - `return_held`: in flight -> available (nothing was sent);
 * - `take_back`: the provider's clearing account -> available (the bank sent it back);
 * - `tell_owner`: the owner is told, in the app and by e-mail.
 */
export const withdrawalEffects = ['hold', 'pay_out', 'return_held', 'take_back', 'tell_owner'] as const;
export type WithdrawalEffect = (typeof withdrawalEffects)[number];

export const withdrawalTransitions = [
  { from: [null], transition: 'request', actor: 'owner', to: 'pending', effects: ['hold'] },
  { from: ['pending'], transition: 'succeed', actor: 'provider', to: 'successful', effects: ['pay_out'] },
  { from: ['pending'], transition: 'fail', actor: 'provider', to: 'failed', effects: ['return_held'] },
  { from: ['successful'], transition: 'reverse', actor: 'provider', to: 'reversed', effects: ['take_back', 'tell_owner'] },
  // The success was never seen: both happened, in order.
  {
    from: ['pending'],
    transition: 'reverse',
    actor: 'provider',
    to: 'reversed',
    effects: ['pay_out', 'take_back', 'tell_owner'],
  },
] as const satisfies readonly MachineRule<WithdrawalStatus, WithdrawalTransitionName, WithdrawalActor, never, WithdrawalEffect>[];

const withdrawalPhrases: Record<WithdrawalTransitionName, string> = {
  request: 'made again',
  succeed: 'marked as sent',
  fail: 'marked as failed',
  reverse: 'reversed',
};

/**
 * A withdrawal's status changes only as this table says; the server moves one with a
 * compare-and-set on the status it read, so a webhook twice, late or out of order moves nothing.
 */
export const withdrawalMachine = defineMachine({
  name: 'withdrawal',
  transitions: withdrawalTransitions,
  wrongActor: (transition) =>
    transition === 'request'
      ? 'Only the account holder can withdraw from their wallet.'
      : "Only the payment provider's word on the transfer settles a withdrawal.",
  wrongState: (status, transition) =>
    status === null
      ? 'This withdrawal does not exist.'
      : `This withdrawal is ${status}, so it cannot be ${withdrawalPhrases[transition]}.`,
});
export const withdrawalSchema = v.object({
  id: v.string(),
  amountKobo: v.number(),
  status: v.picklist(withdrawalStatuses),
  bankName: v.string(),
  accountNumberLast4: v.string(),
  accountName: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;

/**
 * POST /v1/wallet/withdrawals -> 201 (200 for a replay of the same idempotency key): to the saved
 * bank account. 400 when the body breaks these rules (less than ₦1,000…); 422 for more than the
 * available balance, no bank account or no PIN, and 'Wrong PIN. N attempts left.'; 423 while locked.
 */
export const createWithdrawalBodySchema = body({
  amountKobo: amountField(
    MIN_WITHDRAWAL_KOBO,
    'Amount must be at least ₦1,000',
    MAX_ORDER_TOTAL_KOBO,
    `Amount must be at most ${nairaText(MAX_ORDER_TOTAL_KOBO)} at a time`,
  ),
  pin: pinField('PIN'),
  /** A fresh uuid per attempt the user means once: a retried request never sends money twice. */
  idempotencyKey: v.pipe(v.string('Idempotency key is required'), v.uuid('Idempotency key must be a uuid')),
});
export type CreateWithdrawalBody = v.InferInput<typeof createWithdrawalBodySchema>;
export const withdrawalResponseSchema = v.object({ data: withdrawalSchema });
export type WithdrawalResponse = v.InferOutput<typeof withdrawalResponseSchema>;

/**
 * POST /v1/wallet/payments: pays one of the caller's orders that awaits payment from the available
 * balance, moving the total available → the order's escrow in one ledger transaction; the order
 * is then paid exactly as by card. 422 'Your wallet balance does not cover this order' when it
 * does not; 409 when the order no longer awaits payment. A replay for a paid order changes nothing.
 */
export const payFromWalletBodySchema = body({
  orderId: v.pipe(v.string('Order must be an order id'), v.uuid('Order must be an order id')),
});
export type PayFromWalletBody = v.InferInput<typeof payFromWalletBodySchema>;
export const payFromWalletResponseSchema = v.object({
  data: v.object({ orderId: v.string(), status: v.string(), availableKobo: v.number() }),
});
export type PayFromWalletResponse = v.InferOutput<typeof payFromWalletResponseSchema>;
