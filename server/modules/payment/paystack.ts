/**
 * The one way Kampus talks to Paystack: its HTTP API with the secret key as bearer token, every
 * answer parsed with ./schemas. A provider that cannot be reached, times out, fails on its side
 * or answers something unreadable becomes a PaymentProviderError (an ApiError 503, so a caller
 * that does not catch it still answers "try again", never a 500); a request Paystack refuses
 * (`status: false` with a 4xx) becomes a PaystackRefusedError with Paystack's message.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { Kobo } from '../../../contract';
import { ApiError } from '../../http/api-error';
import {
  initializeResponseSchema,
  initiateTransferResponseSchema,
  listBanksResponseSchema,
  paystackRefusalSchema,
  refundResponseSchema,
  resolveAccountResponseSchema,
  transferRecipientResponseSchema,
  verifyResponseSchema,
  verifyTransferResponseSchema,
  balanceResponseSchema,
} from './schemas';
import type {
  PaystackBank,
  PaystackRecipient,
  PaystackRefund,
  PaystackTransaction,
  PaystackTransfer,
  PaystackTransferDetail,
} from './schemas';

export type PaymentProviderFailure = 'network' | 'timeout' | 'provider_error' | 'malformed_response';

/** Paystack could not answer usefully: nothing is known to have happened; try again later. */
export class PaymentProviderError extends ApiError {
  override name = 'PaymentProviderError';

  constructor(
    readonly failure: PaymentProviderFailure,
    readonly detail: string,
    readonly providerStatus?: number,
  ) {
    super(503, 'The payment service is not available right now. Please try again in a moment.');
  }
}

/** Paystack answered and refused the request (unknown reference, unresolvable account, …). */
export class PaystackRefusedError extends Error {
  override name = 'PaystackRefusedError';

  constructor(
    readonly providerStatus: number,
    readonly providerMessage: string,
  ) {
    super(`Paystack refused the request (${providerStatus}): ${providerMessage}`);
  }
}

export interface InitializeInput {
  email: string;
  amount: Kobo;
  /** Ours, unique per payment; Paystack makes one when it is left out. */
  reference?: string;
  /** Where the payment page sends the payer back, with `?reference=…` (and `trxref`). */
  callbackUrl?: string;
  metadata?: Record<string, unknown>;
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export interface RefundInput {
  /** The transaction's reference (or Paystack id). */
  transaction: string;
  /** Part of the amount; the whole (remaining) amount when left out. */
  amount?: Kobo;
  merchantNote?: string;
  customerNote?: string;
}

export interface TransferRecipientInput {
  name: string;
  accountNumber: string;
  bankCode: string;
}

export interface TransferInput {
  amount: Kobo;
  /** The recipient_code (RCP_…). */
  recipient: string;
  /** Ours, unique per transfer: 16–50 characters of a-z, 0-9, '-' and '_'. */
  reference: string;
  reason?: string;
}

export interface PaystackOptions {
  baseUrl: string;
  secretKey: string;
  /** Per request; Paystack answers within seconds or not at all. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** HMAC-SHA512 of the raw body with the secret key, hex: what `x-paystack-signature` carries. */
export function signPaystackBody(rawBody: string | Uint8Array, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/**
 * Whether `signature` is Paystack's signature of exactly these bytes. Compared in constant time;
 * a missing or malformed header is simply false.
 */
export function verifyPaystackSignature(
  rawBody: string | Uint8Array,
  signature: string | null | undefined,
  secretKey: string,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature.trim())) return false;
  const expected = Buffer.from(signPaystackBody(rawBody, secretKey), 'hex');
  const given = Buffer.from(signature.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const DEFAULT_TIMEOUT_MS = 15_000;

export class Paystack {
  readonly baseUrl: string;
  private readonly secretKey: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: PaystackOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.secretKey = options.secretKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** POST /transaction/initialize: a payment page for `amount` kobo. */
  async initialize(input: InitializeInput): Promise<InitializedTransaction> {
    const body = {
      email: input.email,
      amount: input.amount,
      currency: 'NGN',
      ...(input.reference === undefined ? {} : { reference: input.reference }),
      ...(input.callbackUrl === undefined ? {} : { callback_url: input.callbackUrl }),
      ...(input.metadata === undefined ? {} : { metadata: input.metadata }),
    };
    const { data } = await this.call('POST', '/transaction/initialize', initializeResponseSchema, body);
    return { authorizationUrl: data.authorization_url, accessCode: data.access_code, reference: data.reference };
  }

  /** GET /transaction/verify/:reference: the transaction as Paystack knows it now. */
  async verify(reference: string): Promise<PaystackTransaction> {
    return (await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`, verifyResponseSchema)).data;
  }

  /** POST /refund: queued; `refund.processed` follows by webhook. */
  async refund(input: RefundInput): Promise<PaystackRefund> {
    const body = {
      transaction: input.transaction,
      ...(input.amount === undefined ? {} : { amount: input.amount }),
      ...(input.merchantNote === undefined ? {} : { merchant_note: input.merchantNote }),
      ...(input.customerNote === undefined ? {} : { customer_note: input.customerNote }),
    };
    return (await this.call('POST', '/refund', refundResponseSchema, body)).data;
  }

  /** GET /bank?country=nigeria: the banks transfers can go to. */
  async listBanks(): Promise<PaystackBank[]> {
    return (await this.call('GET', '/bank?country=nigeria&currency=NGN&perPage=100', listBanksResponseSchema)).data;
  }

  /** GET /bank/resolve: the account's name at the bank. */
  async resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountNumber: string; accountName: string }> {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const { data } = await this.call('GET', `/bank/resolve?${query}`, resolveAccountResponseSchema);
    return { accountNumber: data.account_number, accountName: data.account_name };
  }

  /** POST /transferrecipient (a Nigerian bank account); the same account again answers the same recipient. */
  async createTransferRecipient(input: TransferRecipientInput): Promise<PaystackRecipient> {
    const body = {
      type: 'nuban',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: 'NGN',
    };
    return (await this.call('POST', '/transferrecipient', transferRecipientResponseSchema, body)).data;
  }

  /** POST /transfer from the balance; the outcome follows by webhook (transfer.success/failed/reversed). */
  async initiateTransfer(input: TransferInput): Promise<PaystackTransfer> {
    const body = {
      source: 'balance',
      amount: input.amount,
      recipient: input.recipient,
      reference: input.reference,
      currency: 'NGN',
      ...(input.reason === undefined ? {} : { reason: input.reason }),
    };
    return (await this.call('POST', '/transfer', initiateTransferResponseSchema, body)).data;
  }

  /** GET /transfer/verify/:reference: a transfer's state now (to reconcile a missed webhook). */
  async verifyTransfer(reference: string): Promise<PaystackTransferDetail> {
    return (await this.call('GET', `/transfer/verify/${encodeURIComponent(reference)}`, verifyTransferResponseSchema)).data;
  }

  /** GET /balance: what the account holds in naira, in kobo (0 when it lists no NGN balance). */
  async balance(): Promise<number> {
    const { data } = await this.call('GET', '/balance', balanceResponseSchema);
    return data.find((entry) => entry.currency === 'NGN')?.balance ?? 0;
  }

  /** Whether a webhook's raw body carries this account's signature. */
  verifyWebhookSignature(rawBody: string | Uint8Array, signature: string | null | undefined): boolean {
    return verifyPaystackSignature(rawBody, signature, this.secretKey);
  }

  private async call<S extends v.GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<v.InferOutput<S>> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PaymentProviderError(timedOut ? 'timeout' : 'network', `${method} ${path}: ${describe(error)}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (response.status >= 500)
        throw new PaymentProviderError('provider_error', `${method} ${path}: ${response.status}`, response.status);
      throw new PaymentProviderError(
        'malformed_response',
        `${method} ${path}: ${response.status}, not JSON (${describe(error)})`,
        response.status,
      );
    }
    if (response.status >= 500)
      throw new PaymentProviderError('provider_error', `${method} ${path}: ${response.status}`, response.status);
    const refused = v.safeParse(paystackRefusalSchema, json);
    if (!response.ok || refused.success) {
      const refusal = v.safeParse(paystackRefusalSchema, json);
      const message = refusal.success ? refusal.output.message : `HTTP ${response.status}`;
      throw new PaystackRefusedError(response.ok ? 400 : response.status, message);
    }
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue ? `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}` : 'unknown';
      throw new PaymentProviderError('malformed_response', `${method} ${path}: unexpected answer at ${where}`, response.status);
    }
    return parsed.output;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
