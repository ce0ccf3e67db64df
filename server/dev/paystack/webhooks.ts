/**
 * The sandbox's webhooks: signed as Paystack signs them, sent after the answer, one after another
 * in the order they happened, and tried again as Paystack does when not answered 2xx. Each one is
 * stored (sandbox_webhooks) until it is accepted or given up, so a retry happens even when the
 * server that sent it first is gone: any server's `resendOverdue` sends a retry that is overdue.
 * The switches (`settings`), the log of deliveries and the held webhooks are this server's own:
 * they are controls for tests on one machine.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { BackgroundTasks } from '../../tasks';
import { signPaystackBody } from '../../modules/payment/paystack';
import { PAYSTACK_WEBHOOK_PATH } from '../../modules/payment/settings';

export interface WebhookSettings {
  /** Where webhooks go; unset: PAYSTACK_WEBHOOK_PATH on the server that sends them. */
  url: string | undefined;
  /** Send every webhook twice (same body, same signature), as Paystack may. */
  duplicate: boolean;
  /** Keep webhooks back until `release`, which can send them in any order. */
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

/** What a stored webhook needs besides its delivery: its row, and where it goes when no URL is set. */
interface Stored {
  id: number | undefined;
  origin: string;
}

const MAX_LOGGED_DELIVERIES = 500;
const DELIVERY_TIMEOUT_MS = 10_000;
/** How long an attempt holds its webhook: no other server sends it meanwhile. */
const CLAIM_MS = 3 * DELIVERY_TIMEOUT_MS;
/** How late a retry must be before another server sends it (its own server's timer comes first). */
export const OVERDUE_MS = 30_000;
const RESEND_BATCH = 20;

const afterMs = (ms: number) => sql`now() + (${ms}::double precision * interval '1 millisecond')`;

export class SandboxWebhooks {
  readonly settings: WebhookSettings = {
    url: undefined,
    duplicate: false,
    hold: false,
    retryDelaysMs: [...PAYSTACK_RETRY_DELAYS_MS],
  };
  readonly deliveries: WebhookDelivery[] = [];
  private held: Array<{ delivery: WebhookDelivery; origin: string }> = [];
  /** Deliveries go out one after another, in the order they were made. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly secretKey: string,
    private readonly db: Database,
    private readonly tasks: BackgroundTasks,
    private readonly logger: Logger,
    /** The address this server listens on, once known: where its own webhook path is. */
    private readonly ownUrl: () => string | undefined,
  ) {}

  emit(event: string, reference: string, origin: string, data: unknown): void {
    const delivery = this.deliveryOf(event, reference, origin, data);
    this.log(delivery);
    if (this.settings.hold) this.held.push({ delivery, origin });
    else this.send(delivery, origin);
  }

  /**
   * Stores the webhook in `tx`, the transaction that makes its event true, so that from the
   * moment the event is true the webhook outlives this server, as Paystack's own queue does; a
   * server killed between the commit and the first attempt leaves it for `resendOverdue`.
   * Answers its sending, to call once `tx` has committed.
   */
  async record(tx: Database, event: string, reference: string, origin: string, data: unknown): Promise<() => void> {
    const delivery = this.deliveryOf(event, reference, origin, data);
    const id = this.settings.hold ? undefined : await this.insert(tx, delivery, origin);
    return () => {
      this.log(delivery);
      if (id === undefined) this.held.push({ delivery, origin });
      else this.send(delivery, origin, id);
    };
  }

  private deliveryOf(event: string, reference: string, origin: string, data: unknown): WebhookDelivery {
    const body = JSON.stringify({ event, data });
    return {
      event,
      reference,
      url: this.settings.url ?? this.defaultUrl(origin),
      body,
      signature: signPaystackBody(body, this.secretKey),
      attempts: [],
      delivered: false,
    };
  }

  /** Sends the held webhooks, in the order asked for (each twice when `duplicate` is on). */
  release(order: ReleaseOrder): number {
    const held = this.held;
    this.held = [];
    const ordered = order === 'reversed' ? [...held].reverse() : order === 'shuffled' ? shuffle(held) : held;
    for (const { delivery, origin } of ordered) this.send(delivery, origin);
    return ordered.length;
  }

  get heldCount(): number {
    return this.held.length;
  }

  /**
   * Sends the stored webhooks whose retry is overdue (their server stopped, say), each claimed so
   * that one server sends it. Answers how many were sent.
   */
  async resendOverdue(overdueMs = OVERDUE_MS): Promise<number> {
    const { rows } = (await this.db.execute(sql`
      with due as (
        select id from sandbox_webhooks
        where next_attempt_at < now() - (${overdueMs}::double precision * interval '1 millisecond')
        order by next_attempt_at
        limit ${RESEND_BATCH}
        for update skip locked
      )
      update sandbox_webhooks w set retries = w.retries + 1, next_attempt_at = ${afterMs(CLAIM_MS)}
      from due where w.id = due.id
      returning w.id, w.event, w.reference, w.url, w.origin, w.body, w.signature, w.retries
    `)) as unknown as { rows: StoredRow[] };
    for (const row of rows) {
      const delivery: WebhookDelivery = {
        event: row.event,
        reference: row.reference,
        url: row.url ?? this.defaultUrl(row.origin),
        body: row.body,
        signature: row.signature,
        attempts: [],
        delivered: false,
      };
      this.log(delivery);
      await this.attempt(delivery);
      await this.afterAttempt(delivery, { id: Number(row.id), origin: row.origin }, row.retries);
    }
    return rows.length;
  }

  private defaultUrl(origin: string): string {
    return `${this.ownUrl() ?? origin}${PAYSTACK_WEBHOOK_PATH}`;
  }

  private log(delivery: WebhookDelivery): void {
    this.deliveries.push(delivery);
    if (this.deliveries.length > MAX_LOGGED_DELIVERIES) this.deliveries.shift();
  }

  private send(delivery: WebhookDelivery, origin: string, storedId?: number): void {
    const copies = this.settings.duplicate ? 2 : 1;
    const sent = this.chain.then(async () => {
      const stored = { id: storedId ?? (await this.store(delivery, origin)), origin };
      for (let copy = 0; copy < copies; copy += 1) await this.attempt(delivery);
      await this.afterAttempt(delivery, stored, 0);
    });
    this.chain = sent.catch(() => undefined);
    this.tasks.run(`paystack sandbox webhook ${delivery.event} ${delivery.reference}`, () => sent);
  }

  /** Stored before the first attempt, claimed by it: should this server stop now, another sends it. */
  private async store(delivery: WebhookDelivery, origin: string): Promise<number | undefined> {
    return this.quietly('store', delivery, () => this.insert(this.db, delivery, origin));
  }

  private async insert(db: Database, delivery: WebhookDelivery, origin: string): Promise<number | undefined> {
    const { rows } = (await db.execute(sql`
      insert into sandbox_webhooks (event, reference, url, origin, body, signature, next_attempt_at)
      values (${delivery.event}, ${delivery.reference}, ${this.settings.url ?? null}, ${origin}, ${delivery.body},
        ${delivery.signature}, ${afterMs(CLAIM_MS)})
      returning id
    `)) as unknown as { rows: Array<{ id: number | string }> };
    return rows[0] === undefined ? undefined : Number(rows[0].id);
  }

  /**
   * After an attempt (the `retries`-th retry, 0 for the first send): done when accepted or out of
   * retries; otherwise the next retry is stored as due after its wait, and this server's timer
   * sends it then, if no other server has.
   */
  private async afterAttempt(delivery: WebhookDelivery, stored: Stored, retries: number): Promise<void> {
    const wait = delivery.delivered ? undefined : this.settings.retryDelaysMs[retries];
    if (wait === undefined) {
      if (!delivery.delivered) {
        this.logger.warn('paystack sandbox: webhook given up', { event: delivery.event, reference: delivery.reference });
      }
      if (stored.id !== undefined) {
        await this.quietly('finish', delivery, () => this.db.execute(sql`delete from sandbox_webhooks where id = ${stored.id}`));
      }
      return;
    }
    if (stored.id !== undefined) {
      await this.quietly('schedule', delivery, () =>
        this.db.execute(
          sql`update sandbox_webhooks set next_attempt_at = ${afterMs(wait)} where id = ${stored.id} and retries = ${retries}`,
        ),
      );
    }
    // Apart from the deliveries in order: a webhook that keeps failing holds up no other. The
    // timer does not keep the process alive; the stored row outlives it.
    const timer = setTimeout(() => {
      this.tasks.run(`paystack sandbox webhook retry ${delivery.event} ${delivery.reference}`, async () => {
        if (!(await this.claim(delivery, stored, retries))) return;
        await this.attempt(delivery);
        await this.afterAttempt(delivery, stored, retries + 1);
      });
    }, wait);
    timer.unref();
  }

  /** Whether this server may send the next retry (no other server sent it meanwhile). */
  private async claim(delivery: WebhookDelivery, stored: Stored, retries: number): Promise<boolean> {
    if (stored.id === undefined) return true;
    const claimed = await this.quietly('claim', delivery, async () => {
      const { rows } = (await this.db.execute(sql`
        update sandbox_webhooks set retries = ${retries + 1}, next_attempt_at = ${afterMs(CLAIM_MS)}
        where id = ${stored.id} and retries = ${retries}
        returning id
      `)) as unknown as { rows: unknown[] };
      return rows.length > 0;
    });
    // The database unreachable: send anyway (a webhook may arrive twice, as Paystack's may).
    return claimed ?? true;
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const status = await this.post(delivery);
    delivery.attempts.push(status);
    if (typeof status === 'number' && status >= 200 && status < 300) delivery.delivered = true;
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

  /** The stored copy is a safety net: without the database the webhook still goes out from here. */
  private async quietly<T>(step: string, delivery: WebhookDelivery, work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`paystack sandbox: webhook ${step} not stored`, { event: delivery.event, error: message });
      return undefined;
    }
  }
}

interface StoredRow {
  id: number | string;
  event: string;
  reference: string;
  url: string | null;
  origin: string;
  body: string;
  signature: string;
  retries: number;
}

function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
