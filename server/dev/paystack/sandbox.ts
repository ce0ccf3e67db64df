/**
 * The Paystack-compatible sandbox's state and rules. Its state is kept in the database
 * (./tables.ts), so every server on one database is one sandbox: a payment initialised through
 * one replica is paid on another's page and verified through a third. Each change is one
 * statement that checks as it writes (a compare-and-set), so concurrent requests, on one server
 * or several, cannot both pay one transaction, refund more than was paid or reuse a reference.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { BackgroundTasks } from '../../tasks';
import { accountNameFor, bankByCode, transferOutcomeFor } from './banks';
import type { SandboxBank } from './banks';
import { sandboxNamedAccounts, sandboxRecipients, sandboxTransactions, sandboxTransfers } from './tables';
import { moveSandboxBalance, sandboxBalanceOf } from './balance';
import { SandboxWebhooks } from './webhooks';
import type { ReleaseOrder, WebhookDelivery, WebhookSettings } from './webhooks';

export { PAYSTACK_RETRY_DELAYS_MS } from './webhooks';
export type { ReleaseOrder, WebhookDelivery, WebhookSettings } from './webhooks';

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
  /** The origin the API was called at: where webhooks go when the server does not know its own address. */
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

/** A refusal in Paystack's words, with its HTTP status. */
export class SandboxRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** How often a refund re-reads a transaction that another refund changed meanwhile. */
const REFUND_TRIES = 5;

const code = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex').slice(0, 15)}`;
const lower = (value: string) => value.trim().toLowerCase();

type TransactionRow = typeof sandboxTransactions.$inferSelect;
type RecipientRow = typeof sandboxRecipients.$inferSelect;
type TransferRow = typeof sandboxTransfers.$inferSelect;

function transactionOf(row: TransactionRow): SandboxTransaction {
  return {
    id: row.id,
    reference: row.reference,
    accessCode: row.accessCode,
    email: row.email,
    amount: row.amount,
    callbackUrl: row.callbackUrl ?? undefined,
    metadata: JSON.parse(row.metadata) as unknown,
    status: row.status,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    refunded: row.refunded,
    origin: row.origin,
  };
}

function recipientOf(row: RecipientRow): SandboxRecipient {
  const bank = bankByCode(row.bankCode);
  if (!bank) throw new Error(`sandbox recipient ${row.code} has an unknown bank ${row.bankCode}`);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    bank,
    createdAt: row.createdAt,
  };
}

function transferOf(row: TransferRow, recipient: RecipientRow): SandboxTransfer {
  return {
    id: row.id,
    code: row.code,
    reference: row.reference,
    amount: row.amount,
    reason: row.reason,
    recipient: recipientOf(recipient),
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    origin: row.origin,
  };
}

export class PaystackSandbox {
  private readonly hooks: SandboxWebhooks;

  constructor(
    secretKey: string,
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly tasks: BackgroundTasks,
    logger: Logger,
    /** The address this server listens on, once known: its webhooks go to its own webhook path. */
    ownUrl: () => string | undefined = () => undefined,
  ) {
    this.hooks = new SandboxWebhooks(secretKey, db, tasks, logger, ownUrl);
  }

  /** This server's webhook switches (tests and testers on this machine). */
  get webhooks(): WebhookSettings {
    return this.hooks.settings;
  }

  /** The webhooks this server sent lately (the last 500), with each attempt's outcome. */
  get deliveries(): WebhookDelivery[] {
    return this.hooks.deliveries;
  }

  // Transactions

  async initialize(input: {
    email: string;
    amount: number;
    reference: string | undefined;
    callbackUrl: string | undefined;
    metadata: unknown;
    origin: string;
  }): Promise<SandboxTransaction> {
    const [row] = await this.db
      .insert(sandboxTransactions)
      .values({
        reference: input.reference ?? randomBytes(8).toString('hex'),
        id: sql`nextval('sandbox_ids')` as unknown as number,
        accessCode: randomBytes(8).toString('hex').slice(0, 15),
        email: input.email,
        amount: input.amount,
        callbackUrl: input.callbackUrl ?? null,
        metadata: JSON.stringify(input.metadata ?? ''),
        status: 'abandoned',
        createdAt: this.clock.now(),
        origin: input.origin,
      })
      .onConflictDoNothing({ target: sandboxTransactions.reference })
      .returning();
    if (!row) throw new SandboxRefusal(400, 'Duplicate Transaction Reference');
    return transactionOf(row);
  }

  async transaction(reference: string): Promise<SandboxTransaction> {
    const [row] = await this.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
    if (!row) throw new SandboxRefusal(400, 'Transaction reference not found');
    return transactionOf(row);
  }

  async transactionByAccessCode(accessCode: string): Promise<SandboxTransaction | undefined> {
    const [row] = await this.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.accessCode, accessCode));
    return row && transactionOf(row);
  }

  /**
   * The payer's choice on the payment page. Only an open transaction changes (and only once,
   * whichever server the presses reach); a paid one sends charge.success. Answers the
   * transaction as it is after the choice.
   */
  async complete(transaction: SandboxTransaction, choice: 'pay' | 'decline'): Promise<SandboxTransaction> {
    const done = await this.db.transaction(async (tx) => {
      const [paid] = await tx
        .update(sandboxTransactions)
        .set(choice === 'decline' ? { status: 'failed' } : { status: 'success', paidAt: this.clock.now() })
        .where(and(eq(sandboxTransactions.reference, transaction.reference), eq(sandboxTransactions.status, 'abandoned')))
        .returning();
      if (!paid) return undefined;
      const changed = transactionOf(paid);
      if (choice === 'decline') return { changed, send: () => undefined };
      await moveSandboxBalance(tx, paid.amount);
      return {
        changed,
        send: await this.hooks.record(tx, 'charge.success', changed.reference, changed.origin, this.transactionView(changed)),
      };
    });
    if (!done) return this.transaction(transaction.reference);
    done.send();
    return done.changed;
  }

  async refund(input: {
    transaction: string;
    amount: number | undefined;
    merchantNote?: string;
    customerNote?: string;
  }): Promise<SandboxRefund> {
    for (let attempt = 0; attempt < REFUND_TRIES; attempt += 1) {
      const transaction = await this.findForRefund(input.transaction);
      if (transaction.status !== 'success') throw new SandboxRefusal(400, 'Transaction has been fully reversed');
      const remaining = transaction.amount - transaction.refunded;
      const amount = input.amount ?? remaining;
      if (amount <= 0 || amount > remaining) {
        throw new SandboxRefusal(400, 'Refund amount cannot be more than the transaction amount left to refund');
      }
      const refunded = transaction.refunded + amount;
      // Only if no other refund moved it since it was read; otherwise read it again.
      const row = await this.db.transaction(async (tx) => {
        const [moved] = await tx
          .update(sandboxTransactions)
          .set({ refunded, status: refunded === transaction.amount ? 'reversed' : 'success' })
          .where(
            and(
              eq(sandboxTransactions.reference, transaction.reference),
              eq(sandboxTransactions.status, 'success'),
              eq(sandboxTransactions.refunded, transaction.refunded),
            ),
          )
          .returning();
        if (moved) await moveSandboxBalance(tx, -amount);
        return moved;
      });
      if (row) return this.queueRefund(transactionOf(row), amount, input);
    }
    throw new SandboxRefusal(400, 'Transaction is being refunded: try again');
  }

  private async findForRefund(given: string): Promise<SandboxTransaction> {
    const byId = /^\d{1,15}$/.test(given) ? eq(sandboxTransactions.id, Number(given)) : undefined;
    const rows = await this.db
      .select()
      .from(sandboxTransactions)
      .where(or(eq(sandboxTransactions.reference, given), byId));
    // A reference that happens to be another transaction's id: the reference wins, as it did.
    const row = rows.find((candidate) => candidate.reference === given) ?? rows[0];
    if (!row) throw new SandboxRefusal(404, 'Transaction not found');
    return transactionOf(row);
  }

  private async queueRefund(
    transaction: SandboxTransaction,
    amount: number,
    input: { merchantNote?: string; customerNote?: string },
  ): Promise<SandboxRefund> {
    const refund: SandboxRefund = {
      id: await this.id(),
      transaction,
      amount,
      status: 'pending',
      merchantNote: input.merchantNote ?? null,
      customerNote: input.customerNote ?? null,
      createdAt: this.clock.now(),
    };
    // The answer says pending; the event that follows says processed.
    this.later(`refund ${transaction.reference}`, async () => {
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

  async resolve(accountNumber: string, bankCode: string): Promise<{ accountName: string; bank: SandboxBank }> {
    const bank = bankByCode(bankCode);
    const [named] = bank
      ? await this.db
          .select({ accountName: sandboxNamedAccounts.accountName })
          .from(sandboxNamedAccounts)
          .where(and(eq(sandboxNamedAccounts.bankCode, bankCode), eq(sandboxNamedAccounts.accountNumber, accountNumber)))
      : [];
    const accountName = named?.accountName ?? accountNameFor(accountNumber);
    if (!bank || accountName === undefined) {
      throw new SandboxRefusal(422, 'Could not resolve account name. Check parameters or try again.');
    }
    return { accountName, bank };
  }

  /** Gives a test account the name its bank will answer (e.g. a test user's own name). */
  async nameAccount(bankCode: string, accountNumber: string, accountName: string): Promise<void> {
    if (!bankByCode(bankCode) || !/^\d{10}$/.test(accountNumber) || accountNumber.endsWith('9')) {
      throw new SandboxRefusal(400, 'Give a known bank_code and a 10-digit account_number not ending in 9');
    }
    const name = accountName.trim().toUpperCase();
    await this.db
      .insert(sandboxNamedAccounts)
      .values({ bankCode, accountNumber, accountName: name })
      .onConflictDoUpdate({
        target: [sandboxNamedAccounts.bankCode, sandboxNamedAccounts.accountNumber],
        set: { accountName: name, storedAt: sql`now()` },
      });
  }

  /** The same account again answers the same recipient, even when two servers are asked at once. */
  async createRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<SandboxRecipient> {
    const { accountName, bank } = await this.resolve(input.accountNumber, input.bankCode);
    await this.db
      .insert(sandboxRecipients)
      .values({
        code: code('RCP'),
        id: sql`nextval('sandbox_ids')` as unknown as number,
        name: input.name,
        accountNumber: input.accountNumber,
        accountName,
        bankCode: bank.code,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing({ target: [sandboxRecipients.bankCode, sandboxRecipients.accountNumber] });
    const [row] = await this.db
      .select()
      .from(sandboxRecipients)
      .where(and(eq(sandboxRecipients.bankCode, bank.code), eq(sandboxRecipients.accountNumber, input.accountNumber)));
    if (!row) throw new Error('sandbox recipient vanished after it was stored');
    return recipientOf(row);
  }

  /** Queued as pending; its outcome (by the account number) follows by webhook. */
  async initiateTransfer(input: {
    amount: number;
    recipient: string;
    reference: string;
    reason: string | null;
    origin: string;
  }): Promise<SandboxTransfer> {
    const [recipient] = await this.db.select().from(sandboxRecipients).where(eq(sandboxRecipients.code, input.recipient));
    if (!recipient) throw new SandboxRefusal(400, 'Recipient specified is invalid');
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      const [queued] = await tx
        .insert(sandboxTransfers)
        .values({
          reference: input.reference,
          id: sql`nextval('sandbox_ids')` as unknown as number,
          code: code('TRF'),
          amount: input.amount,
          reason: input.reason,
          recipientCode: recipient.code,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
          origin: input.origin,
        })
        .onConflictDoNothing({ target: sandboxTransfers.reference })
        .returning();
      // Paystack takes a transfer off the balance when it queues it, and puts it back if it fails.
      if (queued) await moveSandboxBalance(tx, -queued.amount);
      return queued;
    });
    if (!row) throw new SandboxRefusal(400, 'Duplicate Transfer Reference');
    const transfer = transferOf(row, recipient);
    // Settled before the answer, which still says pending (as Paystack's does); the outcome's
    // webhooks go out after it. Held webhooks are all held by the time the caller has its answer.
    await this.settleTransfer({ ...transfer });
    return transfer;
  }

  async transfer(reference: string): Promise<SandboxTransfer> {
    const [found] = await this.db
      .select()
      .from(sandboxTransfers)
      .innerJoin(sandboxRecipients, eq(sandboxRecipients.code, sandboxTransfers.recipientCode))
      .where(eq(sandboxTransfers.reference, reference));
    if (!found) throw new SandboxRefusal(404, 'Transfer not found');
    return transferOf(found.sandbox_transfers, found.sandbox_recipients);
  }

  private async settleTransfer(transfer: SandboxTransfer): Promise<void> {
    const outcome = transferOutcomeFor(transfer.recipient.accountNumber);
    const move = async (from: SandboxTransfer['status'], to: SandboxTransfer['status'], event: string) => {
      const updatedAt = this.clock.now();
      const send = await this.db.transaction(async (tx) => {
        const [moved] = await tx
          .update(sandboxTransfers)
          .set({ status: to, updatedAt })
          .where(and(eq(sandboxTransfers.reference, transfer.reference), eq(sandboxTransfers.status, from)))
          .returning({ reference: sandboxTransfers.reference });
        if (!moved) return undefined;
        // A failed or reversed transfer gives its money back to the balance.
        if (to === 'failed' || to === 'reversed') await moveSandboxBalance(tx, transfer.amount);
        const view = this.transferEventView({ ...transfer, status: to, updatedAt });
        return this.hooks.record(tx, event, transfer.reference, transfer.origin, view);
      });
      if (!send) return false;
      Object.assign(transfer, { status: to, updatedAt });
      send();
      return true;
    };
    if (outcome === 'failed') {
      await move('pending', 'failed', 'transfer.failed');
      return;
    }
    if ((await move('pending', 'success', 'transfer.success')) && outcome === 'reversed') {
      await move('success', 'reversed', 'transfer.reversed');
    }
  }

  /** GET /balance: what the account holds now, in kobo. */
  async balance(): Promise<number> {
    return sandboxBalanceOf(this.db);
  }

  // Webhooks

  /** Sends the held webhooks, in the order asked for (each twice when `duplicate` is on). */
  releaseWebhooks(order: ReleaseOrder): number {
    return this.hooks.release(order);
  }

  get heldCount(): number {
    return this.hooks.heldCount;
  }

  /** Sends this database's overdue webhook retries (their server stopped before it could). */
  resendOverdueWebhooks(overdueMs?: number): Promise<number> {
    return this.hooks.resendOverdue(overdueMs);
  }

  private emit(event: string, reference: string, origin: string, data: unknown): void {
    this.hooks.emit(event, reference, origin, data);
  }

  /** Work that happens after the answer, as the real service does it. */
  private later(label: string, work: () => Promise<void>): void {
    this.tasks.run(`paystack sandbox ${label}`, async () => {
      await Promise.resolve();
      await work();
    });
  }

  private async id(): Promise<number> {
    const { rows } = (await this.db.execute(sql`select nextval('sandbox_ids') as id`)) as unknown as {
      rows: Array<{ id: string | number }>;
    };
    return Number(rows[0]?.id);
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
