/**
 * Paystack's answers and webhook events as valibot schemas: the adapter parses every response
 * with them, the sandbox's tests check its answers against them, and the webhook route parses
 * events with them. Objects are loose: Paystack adds fields freely, and only the fields Kampus
 * reads are required. Amounts are integer kobo.
 */
import * as v from 'valibot';
import { koboField } from '../../../contract';

// What the provider reports is read as it is (a mismatch with the order is refused where it is
// compared), so only a safe whole number is asked of it, not the ceiling of what clients may send.
const kobo = koboField('Amount', Number.MAX_SAFE_INTEGER);
const text = v.string();
const nullableText = v.nullable(v.string());
const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** Every answer: `{ status, message, data }`; a refusal has `status: false` and no data. */
export const paystackRefusalSchema = v.looseObject({ status: v.literal(false), message: text });

function envelope<T extends v.GenericSchema>(data: T) {
  return v.looseObject({ status: v.literal(true), message: text, data });
}

export const paystackCustomerSchema = v.looseObject({
  id: v.number(),
  email: text,
  customer_code: text,
  first_name: nullableText,
  last_name: nullableText,
});

export const paystackAuthorizationSchema = v.looseObject({
  authorization_code: text,
  channel: text,
  reusable: v.boolean(),
});

/** initialize: where to send the payer. */
export const initializeResponseSchema = envelope(
  v.looseObject({ authorization_url: v.pipe(v.string(), v.url()), access_code: text, reference: text }),
);

export const transactionStatuses = [
  'success',
  'failed',
  'abandoned',
  'ongoing',
  'pending',
  'processing',
  'queued',
  'reversed',
] as const;

/** A transaction, as verify answers it and charge.success carries it. */
export const paystackTransactionSchema = v.looseObject({
  id: v.number(),
  domain: text,
  status: v.picklist(transactionStatuses),
  reference: text,
  amount: kobo,
  currency: text,
  message: nullableText,
  gateway_response: text,
  paid_at: v.nullable(timestamp),
  created_at: timestamp,
  channel: text,
  fees: v.nullable(v.number()),
  metadata: v.unknown(),
  customer: paystackCustomerSchema,
  authorization: v.union([paystackAuthorizationSchema, v.looseObject({})]),
});

export const verifyResponseSchema = envelope(paystackTransactionSchema);

export const paystackRefundSchema = v.looseObject({
  id: v.number(),
  transaction: v.looseObject({ id: v.number(), reference: text, amount: kobo }),
  amount: kobo,
  currency: text,
  status: v.picklist(['pending', 'processing', 'processed', 'failed', 'needs-attention']),
  deducted_amount: v.number(),
  fully_deducted: v.boolean(),
  merchant_note: nullableText,
  customer_note: nullableText,
  expected_at: timestamp,
  createdAt: timestamp,
});

export const refundResponseSchema = envelope(paystackRefundSchema);

export const paystackBankSchema = v.looseObject({
  id: v.number(),
  name: text,
  slug: text,
  code: text,
  longcode: text,
  active: v.boolean(),
  country: text,
  currency: text,
  type: text,
});

export const listBanksResponseSchema = v.looseObject({
  status: v.literal(true),
  message: text,
  data: v.array(paystackBankSchema),
});

export const resolveAccountResponseSchema = envelope(
  v.looseObject({ account_number: text, account_name: text, bank_id: v.number() }),
);

export const paystackRecipientSchema = v.looseObject({
  id: v.number(),
  active: v.boolean(),
  currency: text,
  name: text,
  recipient_code: text,
  type: text,
  details: v.looseObject({ account_number: text, account_name: nullableText, bank_code: text, bank_name: text }),
});

export const transferRecipientResponseSchema = envelope(paystackRecipientSchema);

export const transferStatuses = [
  'pending',
  'otp',
  'success',
  'failed',
  'reversed',
  'abandoned',
  'blocked',
  'rejected',
  'received',
] as const;

/** A transfer as initiate answers it (recipient as an id). */
export const paystackTransferSchema = v.looseObject({
  id: v.number(),
  amount: kobo,
  currency: text,
  source: text,
  reason: nullableText,
  reference: text,
  status: v.picklist(transferStatuses),
  transfer_code: text,
  recipient: v.number(),
  createdAt: timestamp,
});

export const initiateTransferResponseSchema = envelope(paystackTransferSchema);

/** A transfer as verify and the transfer events carry it (recipient as an object). */
export const paystackTransferDetailSchema = v.looseObject({
  ...v.omit(paystackTransferSchema, ['recipient', 'createdAt']).entries,
  recipient: paystackRecipientSchema,
});

export const verifyTransferResponseSchema = envelope(paystackTransferDetailSchema);

/** GET /balance: one entry per currency the account holds, in its smallest unit. */
export const balanceResponseSchema = envelope(
  v.array(v.looseObject({ currency: text, balance: v.pipe(v.number(), v.safeInteger()) })),
);

/** Refund events carry the amount as a string of kobo ("10000"); read as a number. */
const koboText = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number), kobo);

export const paystackRefundEventDataSchema = v.looseObject({
  status: v.picklist(['pending', 'processing', 'processed', 'failed']),
  transaction_reference: text,
  refund_reference: nullableText,
  amount: koboText,
  currency: text,
});

/** The webhook events Kampus acts on; acknowledge (200) and ignore any other. */
export const paystackWebhookEventSchema = v.variant('event', [
  v.looseObject({ event: v.literal('charge.success'), data: paystackTransactionSchema }),
  v.looseObject({
    event: v.picklist(['transfer.success', 'transfer.failed', 'transfer.reversed']),
    data: paystackTransferDetailSchema,
  }),
  v.looseObject({
    event: v.picklist(['refund.pending', 'refund.processing', 'refund.processed', 'refund.failed']),
    data: paystackRefundEventDataSchema,
  }),
]);

export type PaystackTransaction = v.InferOutput<typeof paystackTransactionSchema>;
export type PaystackRefund = v.InferOutput<typeof paystackRefundSchema>;
export type PaystackBank = v.InferOutput<typeof paystackBankSchema>;
export type PaystackRecipient = v.InferOutput<typeof paystackRecipientSchema>;
export type PaystackTransfer = v.InferOutput<typeof paystackTransferSchema>;
export type PaystackTransferDetail = v.InferOutput<typeof paystackTransferDetailSchema>;
export type PaystackWebhookEvent = v.InferOutput<typeof paystackWebhookEventSchema>;
export type PaystackEventName = PaystackWebhookEvent['event'];
