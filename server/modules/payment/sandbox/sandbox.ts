/**
 * The Paystack-compatible sandbox's state and rules. It stands in for an external service, so
 * its state lives in this process's memory (lost on restart, like a test account's history that
 * nobody needs back). Every operation checks and changes the state synchronously, with no await
 * in between, so concurrent requests cannot both pay one transaction or reuse one reference.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../../clock';
import type { Logger } from '../../../logger';
import type { BackgroundTasks } from '../../../tasks';
import { signPaystackBody } from '../paystack';
import { PAYSTACK_WEBHOOK_PATH } from '../settings';
import { accountNameFor, bankByCode, transferOutcomeFor } from './banks';
import type { SandboxBank } from './banks';

export type SandboxTransactionStatus = 'abandoned' | 'success' | 'failed' | 'reversed';

export interface SandboxTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  callbackUrl: string | undefined;
  metadata: unknown;
  status: SandboxTransactionStatus;
  createdAt: Date;
  paidAt: Date | null;
  refunded: number;
  /** The origin the API was called at: where browsers and webhooks find this sandbox's server. */
  origin: string;
}

export interface SandboxRecipient {
  id: number;
  code: string;
  name: string;
  accountNumber: string;
  accountName: string;
  bank: SandboxBank;
  createdAt: Date;
}

export interface SandboxTransfer {
  id: number;
  code: string;
  reference: string;
  amount: number;
  reason: string | null;
  recipient: SandboxRecipient;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  createdAt: Date;
  updatedAt: Date;
  origin: string;
}

export interface SandboxRefund {
  id: number;
  transaction: SandboxTransaction;
  amount: number;
  status: 'pending' | 'processed';
  merchantNote: string | null;
  customerNote: string | null;
  createdAt: Date;
}

export interface WebhookSettings {
  /** Where webhooks go; unset: PAYSTACK_WEBHOOK_PATH on the origin the API was called at. */
  url: string | undefined;
  /** Send every webhook twice (same body, same signature), as Paystack may. */
  duplicate: boolean;
  /** Keep webhooks back until `releaseWebhooks`, which can send them in any order. */
  hold: boolean;
  /**
   * The waits before each new attempt of a webhook that was not answered 2xx (Paystack's live
   * mode: every 3 minutes for the first 4 tries, then hourly for 72 hours). Tests shorten them.
   */
  retryDelaysMs: number[];
}

const MINUTE_MS = 60_000;
/** Paystack's live-mode retries: 4 tries 3 minutes apart, then hourly for the next 72 hours. */
export const PAYSTACK_RETRY_DELAYS_MS: readonly number[] = [
  ...Array.from({ length: 4 }, () => 3 * MINUTE_MS),
  ...Array.from({ length: 72 }, () => 60 * MINUTE_MS),
];

export type ReleaseOrder = 'as_sent' | 'reversed' | 'shuffled';

export interface WebhookDelivery {
  event: string;
  reference: string;
  url: string;
  body: string;
  signature: string;
  /** HTTP status of each copy and retry sent, or the error text. */
  attempts: Array<number | string>;
  /** Whether an attempt was answered 2xx. */
  delivered: boolean;
}

/** A refusal in Paystack's words, with its HTTP status. */
export class SandboxRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 422,
    message: string,
  ) {
    super(message);
  }
}

const MAX_LOGGED_DELIVERIES = 500;
const DELIVERY_TIMEOUT_MS = 10_000;

const code = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex').slice(0, 15)}`;
const lower = (value: string) => value.trim().toLowerCase();

export class PaystackSandbox {
  readonly webhooks: WebhookSettings = {
    url: undefined,
    duplicate: false,
    hold: false,
    retryDelaysMs: [...PAYSTACK_RETRY_DELAYS_MS],
  };
  readonly deliveries: WebhookDelivery[] = [];
  private nextId = 1_000_001;
  private readonly transactions = new Map<string, SandboxTransaction>();
  private readonly byAccessCode = new Map<string, SandboxTransaction>();
  private readonly recipients = new Map<string, SandboxRecipient>();
  private readonly transfers = new Map<string, SandboxTransfer>();
  private readonly namedAccounts = new Map<string, string>();
  private held: WebhookDelivery[] = [];
  /** Deliveries go out one after another, in the order they were made. */
  private deliveryChain: Promise<void> = Promise.resolve();

  constructor(
    private readonly secretKey: string,
    private readonly clock: Clock,
    private readonly tasks: BackgroundTasks,
    private readonly logger: Logger,
  ) {}

  // Transactions

  initialize(input: {
    email: string;
    amount: number;
    reference: string | undefined;
    callbackUrl: string | undefined;
    metadata: unknown;
    origin: string;
  }): SandboxTransaction {
    const reference = input.reference ?? randomBytes(8).toString('hex');
    if (this.transactions.has(reference)) throw new SandboxRefusal(400, 'Duplicate Transaction Reference');
    const transaction: SandboxTransaction = {
      id: this.id(),
      reference,
      accessCode: randomBytes(8).toString('hex').slice(0, 15),
      email: input.email,
      amount: input.amount,
      callbackUrl: input.callbackUrl,
      metadata: input.metadata ?? '',
      status: 'abandoned',
      createdAt: this.clock.now(),
      paidAt: null,
      refunded: 0,
      origin: input.origin,
    };
    this.transactions.set(reference, transaction);
    this.byAccessCode.set(transaction.accessCode, transaction);
    return transaction;
  }

  transaction(reference: string): SandboxTransaction {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new SandboxRefusal(400, 'Transaction reference not found');
    return transaction;
  }

  transactionByAccessCode(accessCode: string): SandboxTransaction | undefined {
    return this.byAccessCode.get(accessCode);
  }

  /**
   * The payer's choice on the payment page. Only an open transaction changes (and only once);
   * a paid one sends charge.success. Answers whether this call changed it.
   */
  complete(transaction: SandboxTransaction, choice: 'pay' | 'decline'): boolean {
    if (transaction.status !== 'abandoned') return false;
    if (choice === 'decline') {
      transaction.status = 'failed';
      return true;
    }
    transaction.status = 'success';
    transaction.paidAt = this.clock.now();
    this.emit('charge.success', transaction.reference, transaction.origin, this.transactionView(transaction));
    return true;
  }

  refund(input: {
    transaction: string;
    amount: number | undefined;
    merchantNote?: string;
    customerNote?: string;
  }): SandboxRefund {
    const transaction =
      this.transactions.get(input.transaction) ?? [...this.transactions.values()].find((t) => String(t.id) === input.transaction);
    if (!transaction) throw new SandboxRefusal(404, 'Transaction not found');
    if (transaction.status !== 'success') throw new SandboxRefusal(400, 'Transaction has been fully reversed');
    const remaining = transaction.amount - transaction.refunded;
    const amount = input.amount ?? remaining;
    if (amount <= 0 || amount > remaining) {
      throw new SandboxRefusal(400, 'Refund amount cannot be more than the transaction amount left to refund');
    }
    transaction.refunded += amount;
    if (transaction.refunded === transaction.amount) transaction.status = 'reversed';
    const refund: SandboxRefund = {
      id: this.id(),
      transaction,
      amount,
      status: 'pending',
      merchantNote: input.merchantNote ?? null,
      customerNote: input.customerNote ?? null,
      createdAt: this.clock.now(),
    };
    this.later(`refund ${transaction.reference}`, () => {
      refund.status = 'processed';
      this.emit('refund.processed', transaction.reference, transaction.origin, {
        status: 'processed',
        transaction_reference: transaction.reference,
        refund_reference: `RFD_${refund.id}`,
        amount: String(refund.amount),
        currency: 'NGN',
        processor: 'sandbox',
        customer: { first_name: null, last_name: null, email: transaction.email },
        integration: 100001,
        domain: 'test',
      });
    });
    return refund;
  }

  // Banks, recipients and transfers

  resolve(accountNumber: string, bankCode: string): { accountName: string; bank: SandboxBank } {
    const bank = bankByCode(bankCode);
    const accountName = this.namedAccounts.get(`${bankCode}:${accountNumber}`) ?? accountNameFor(accountNumber);
    if (!bank || accountName === undefined) {
      throw new SandboxRefusal(422, 'Could not resolve account name. Check parameters or try again.');
    }
    return { accountName, bank };
  }

  /** Gives a test account the name its bank will answer (e.g. a test user's own name). */
  nameAccount(bankCode: string, accountNumber: string, accountName: string): void {
    if (!bankByCode(bankCode) || !/^\d{10}$/.test(accountNumber) || accountNumber.endsWith('9')) {
      throw new SandboxRefusal(400, 'Give a known bank_code and a 10-digit account_number not ending in 9');
    }
    this.namedAccounts.set(`${bankCode}:${accountNumber}`, accountName.trim().toUpperCase());
  }

  createRecipient(input: { name: string; accountNumber: string; bankCode: string }): SandboxRecipient {
    const { accountName, bank } = this.resolve(input.accountNumber, input.bankCode);
    const existing = [...this.recipients.values()].find(
      (recipient) => recipient.accountNumber === input.accountNumber && recipient.bank.code === bank.code,
    );
    if (existing) return existing;
    const recipient: SandboxRecipient = {
      id: this.id(),
      code: code('RCP'),
      name: input.name,
      accountNumber: input.accountNumber,
      accountName,
      bank,
      createdAt: this.clock.now(),
    };
    this.recipients.set(recipient.code, recipient);
    return recipient;
  }

  /** Queued as pending; its outcome (by the account number) follows by webhook. */
  initiateTransfer(input: {
    amount: number;
    recipient: string;
    reference: string;
    reason: string | null;
    origin: string;
  }): SandboxTransfer {
    const recipient = this.recipients.get(input.recipient);
    if (!recipient) throw new SandboxRefusal(400, 'Recipient specified is invalid');
    if (this.transfers.has(input.reference)) throw new SandboxRefusal(400, 'Duplicate Transfer Reference');
    const now = this.clock.now();
    const transfer: SandboxTransfer = {
      id: this.id(),
      code: code('TRF'),
      reference: input.reference,
      amount: input.amount,
      reason: input.reason,
      recipient,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      origin: input.origin,
    };
    this.transfers.set(transfer.reference, transfer);
    this.later(`transfer ${transfer.reference}`, () => this.settleTransfer(transfer));
    return transfer;
  }

  transfer(reference: string): SandboxTransfer {
    const transfer = this.transfers.get(reference);
    if (!transfer) throw new SandboxRefusal(404, 'Transfer not found');
    return transfer;
  }

  private settleTransfer(transfer: SandboxTransfer): void {
    const outcome = transferOutcomeFor(transfer.recipient.accountNumber);
    const move = (status: SandboxTransfer['status'], event: string) => {
      transfer.status = status;
      transfer.updatedAt = this.clock.now();
      this.emit(event, transfer.reference, transfer.origin, this.transferEventView(transfer));
    };
    if (outcome === 'failed') return move('failed', 'transfer.failed');
    move('success', 'transfer.success');
    if (outcome === 'reversed') move('reversed', 'transfer.reversed');
  }

  // Webhooks

  /** Sends the held webhooks, in the order asked for (each twice when `duplicate` is on). */
  releaseWebhooks(order: ReleaseOrder): number {
    const held = this.held;
    this.held = [];
    const ordered = order === 'reversed' ? [...held].reverse() : order === 'shuffled' ? shuffle(held) : held;
    for (const delivery of ordered) this.send(delivery);
    return ordered.length;
  }

  get heldCount(): number {
    return this.held.length;
  }

  private emit(event: string, reference: string, origin: string, data: unknown): void {
    const body = JSON.stringify({ event, data });
    const delivery: WebhookDelivery = {
      event,
      reference,
      url: this.webhooks.url ?? `${origin}${PAYSTACK_WEBHOOK_PATH}`,
      body,
      signature: signPaystackBody(body, this.secretKey),
      attempts: [],
      delivered: false,
    };
    this.deliveries.push(delivery);
    if (this.deliveries.length > MAX_LOGGED_DELIVERIES) this.deliveries.shift();
    if (this.webhooks.hold) this.held.push(delivery);
    else this.send(delivery);
  }

  private send(delivery: WebhookDelivery): void {
    const copies = this.webhooks.duplicate ? 2 : 1;
    const sent = this.deliveryChain.then(async () => {
      for (let copy = 0; copy < copies; copy += 1) await this.attempt(delivery);
      if (!delivery.delivered) this.retryLater(delivery, 0);
    });
    this.deliveryChain = sent.catch(() => undefined);
    this.tasks.run(`paystack sandbox webhook ${delivery.event} ${delivery.reference}`, () => sent);
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const status = await this.post(delivery);
    delivery.attempts.push(status);
    if (typeof status === 'number' && status >= 200 && status < 300) delivery.delivered = true;
  }

  /**
   * Tries a webhook nobody accepted again after the next wait of `retryDelaysMs`, as Paystack
   * does, apart from the deliveries in order: a webhook that keeps failing holds up no other.
   * The timer does not keep the process alive; a restart forgets the retries, as it forgets the
   * sandbox's other state.
   */
  private retryLater(delivery: WebhookDelivery, retry: number): void {
    const wait = this.webhooks.retryDelaysMs[retry];
    if (wait === undefined) {
      this.logger.warn('paystack sandbox: webhook given up', { event: delivery.event, reference: delivery.reference });
      return;
    }
    const timer = setTimeout(() => {
      this.tasks.run(`paystack sandbox webhook retry ${delivery.event} ${delivery.reference}`, async () => {
        await this.attempt(delivery);
        if (!delivery.delivered) this.retryLater(delivery, retry + 1);
      });
    }, wait);
    timer.unref();
  }

  private async post(delivery: WebhookDelivery): Promise<number | string> {
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
        body: delivery.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        redirect: 'manual',
      });
      await response.body?.cancel();
      if (!response.ok)
        this.logger.warn('paystack sandbox: webhook not accepted', { event: delivery.event, status: response.status });
      return response.status;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn('paystack sandbox: webhook not delivered', { event: delivery.event, url: delivery.url, error: message });
      return message;
    }
  }

  /** Work that happens after the answer, as the real service does it. */
  private later(label: string, work: () => void): void {
    this.tasks.run(`paystack sandbox ${label}`, async () => {
      await Promise.resolve();
      work();
    });
  }

  private id(): number {
    this.nextId += 1;
    return this.nextId;
  }

  // Paystack's shapes

  customerView(email: string) {
    const digest = createHash('sha256').update(lower(email)).digest();
    return {
      id: digest.readUInt32BE(0) % 100_000_000,
      first_name: null,
      last_name: null,
      email,
      customer_code: `CUS_${digest.toString('hex').slice(0, 15)}`,
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    };
  }

  transactionView(t: SandboxTransaction) {
    const paidAt = t.paidAt?.toISOString() ?? null;
    const paid = paidAt !== null;
    const gatewayResponse =
      t.status === 'success' || t.status === 'reversed'
        ? 'Successful'
        : t.status === 'failed'
          ? 'Declined'
          : 'The transaction was not completed';
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      receipt_number: null,
      amount: t.amount,
      message: null,
      gateway_response: gatewayResponse,
      paid_at: paidAt,
      created_at: t.createdAt.toISOString(),
      channel: 'card',
      currency: 'NGN',
      ip_address: null,
      metadata: t.metadata,
      log: null,
      fees: paid ? paystackFee(t.amount) : null,
      fees_split: null,
      authorization: paid
        ? {
            authorization_code: `AUTH_${t.accessCode.slice(0, 10)}`,
            bin: '408408',
            last4: '4081',
            exp_month: '12',
            exp_year: '2030',
            channel: 'card',
            card_type: 'visa',
            bank: 'TEST BANK',
            country_code: 'NG',
            brand: 'visa',
            reusable: true,
            signature: `SIG_${t.accessCode}`,
            account_name: null,
          }
        : {},
      customer: this.customerView(t.email),
      plan: null,
      split: {},
      order_id: null,
      paidAt,
      createdAt: t.createdAt.toISOString(),
      requested_amount: t.amount,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      transaction_date: t.createdAt.toISOString(),
      plan_object: {},
      subaccount: {},
    };
  }

  refundView(r: SandboxRefund) {
    const t = r.transaction;
    const expected = new Date(r.createdAt.getTime() + 9 * 24 * 60 * 60 * 1000);
    return {
      transaction: {
        id: t.id,
        domain: 'test',
        reference: t.reference,
        amount: t.amount,
        paid_at: t.paidAt?.toISOString() ?? null,
        channel: 'card',
        currency: 'NGN',
        authorization: this.transactionView(t).authorization,
        customer: this.customerView(t.email),
        plan: {},
        subaccount: { currency: null },
        split: {},
        order_id: null,
        paidAt: t.paidAt?.toISOString() ?? null,
        pos_transaction_data: null,
        source: null,
        fees_breakdown: null,
      },
      integration: 100001,
      deducted_amount: 0,
      channel: null,
      merchant_note: r.merchantNote,
      customer_note: r.customerNote,
      status: r.status,
      refunded_by: 'sandbox@kampus.ng',
      expected_at: expected.toISOString(),
      currency: 'NGN',
      domain: 'test',
      amount: r.amount,
      fully_deducted: false,
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.createdAt.toISOString(),
    };
  }

  bankView(bank: SandboxBank) {
    return {
      id: bank.id,
      name: bank.name,
      slug: bank.slug,
      code: bank.code,
      longcode: bank.code,
      gateway: null,
      pay_with_bank: false,
      supports_transfer: true,
      active: true,
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
      is_deleted: false,
      createdAt: '2016-07-14T10:04:29.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
  }

  recipientView(r: SandboxRecipient) {
    return {
      active: true,
      createdAt: r.createdAt.toISOString(),
      currency: 'NGN',
      description: null,
      domain: 'test',
      email: null,
      id: r.id,
      integration: 100001,
      metadata: null,
      name: r.name,
      recipient_code: r.code,
      type: 'nuban',
      updatedAt: r.createdAt.toISOString(),
      is_deleted: false,
      details: {
        authorization_code: null,
        account_number: r.accountNumber,
        account_name: r.accountName,
        bank_code: r.bank.code,
        bank_name: r.bank.name,
      },
    };
  }

  transferView(t: SandboxTransfer) {
    return {
      transfersessionid: [],
      transfertrials: [],
      integration: 100001,
      request: t.id + 7,
      domain: 'test',
      amount: t.amount,
      currency: 'NGN',
      source: 'balance',
      reason: t.reason,
      recipient: t.recipient.id,
      status: t.status,
      transfer_code: t.code,
      id: t.id,
      reference: t.reference,
      source_details: null,
      failures: null,
      titan_code: null,
      transferred_at: t.status === 'success' || t.status === 'reversed' ? t.updatedAt.toISOString() : null,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    };
  }

  /** A transfer as verify answers it: the recipient in full. */
  transferDetailView(t: SandboxTransfer) {
    const { transfersessionid: _sessions, transfertrials: _trials, ...transfer } = this.transferView(t);
    return {
      ...transfer,
      recipient: { ...this.recipientView(t.recipient), isDeleted: false },
      session: { provider: null, id: null },
      fee_charged: 0,
      fees_breakdown: null,
      gateway_response: null,
    };
  }

  /** A transfer as the transfer.* events carry it (snake_case times, the integration in full). */
  transferEventView(t: SandboxTransfer) {
    const { request: _request, createdAt, updatedAt, ...detail } = this.transferDetailView(t);
    const recipient = this.recipientView(t.recipient);
    return {
      ...detail,
      integration: { id: 100001, is_live: false, business_name: 'Kampus (sandbox)' },
      recipient: { ...recipient, created_at: recipient.createdAt, updated_at: recipient.updatedAt },
      created_at: createdAt,
      updated_at: updatedAt,
    };
  }
}

/** Paystack's local card fee: 1.5% + ₦100 above ₦2,500, capped at ₦2,000 (in kobo). */
function paystackFee(amount: number): number {
  const fee = Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
