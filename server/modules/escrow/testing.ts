/**
 * Helpers for tests of escrowed purchases of any kind: a fresh sandbox for each test of a file that
 * pays through it, the ledger's own check every money test ends with, and what a random-operation
 * simulation needs (a seeded generator, a client that counts every answer, the webhooks sent).
 */
import { sql } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import type { Database } from '../../db/database';
import { paystackSandbox } from '../../dev/paystack/routes';
import type { WebhookDelivery } from '../../dev/paystack/sandbox';
import { MINUTE } from '../../clock';
import type { TestApp } from '../../test/test-app';
import { ledgerCheck } from '../ledger/check';
import { PAYSTACK_WEBHOOK_PATH } from '../payment/settings';
import { submitPaymentPage } from '../payment/testing';
import { login } from '../order/testing';
import type { EscrowEventTable } from './kind';

/** Every test of the file starts with the app's tasks done and the sandbox's webhooks back to their defaults: sent once, at once, to the app. */
export function freshSandboxEachTest(app: () => TestApp): void {
  beforeEach(async () => {
    const t = app();
    await t.tasks.settle();
    Object.assign(paystackSandbox(t.services).webhooks, { url: undefined, duplicate: false, hold: false });
  });
}

/** The ledger's own check finds nothing wrong: every balance its entries, every transaction balanced. */
export async function expectLedgerClean(db: Database): Promise<void> {
  const report = await ledgerCheck(db);
  expect(report.balanceDifferences).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
  expect(report.negativeBalances).toEqual([]);
  expect(report.ok).toBe(true);
}

/** mulberry32: a small seeded generator, good enough to pick operations. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof seededRandom>;

/** A simulated account: its token is renewed before it runs out on the simulated clock. */
export interface SimAccount {
  email: string;
  password: string;
  token: string;
  /** The clock's time when the token was issued (tokens last 15 minutes). */
  tokenAt: number;
  /** How to get a new token instead of a password login (staff: a console session). */
  renew?: () => Promise<string>;
}

/** Every answer a client may get for what it sent; anything else (a 5xx above all) is a bug. */
const ALLOWED_STATUSES = new Set([200, 201, 400, 403, 404, 409, 422]);

/**
 * A simulation's client over the app `t()`: every answer counted by operation and status (for the
 * summary), any answer a client should never get kept in `unexpected`, and every webhook the
 * sandbox sent kept in `sentWebhooks` (the sandbox keeps only its latest ones).
 */
export function simulationClient(t: () => TestApp) {
  const answers = new Map<string, number>();
  const unexpected: string[] = [];
  const sentWebhooks: WebhookDelivery[] = [];
  const seenWebhooks = new Set<WebhookDelivery>();

  /** A token that has not run out on the simulated clock. */
  async function tokenOf(account: SimAccount): Promise<string> {
    if (t().clock.now().getTime() - account.tokenAt > 10 * MINUTE) {
      account.token = account.renew ? await account.renew() : await login(t(), account);
      account.tokenAt = t().clock.now().getTime();
    }
    return account.token;
  }

  function record(operation: string, status: number, body: unknown) {
    const key = `${operation} ${status}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
    if (!ALLOWED_STATUSES.has(status)) unexpected.push(`${key}: ${JSON.stringify(body).slice(0, 300)}`);
  }

  async function call<Body = Record<string, unknown>>(
    operation: string,
    method: string,
    url: string,
    account: SimAccount | null,
    json?: unknown,
  ) {
    const res = await t().request<Body & { message?: string }>(method, url, {
      token: account ? await tokenOf(account) : undefined,
      json,
    });
    record(operation, res.status, res.body);
    return res;
  }

  /** Submits the sandbox's payment page; only a 5xx is unexpected there. */
  async function submitPage(authorizationUrl: string, choice: 'pay' | 'decline') {
    const paid = await submitPaymentPage(authorizationUrl, choice);
    const key = `payment page ${paid.status}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
    if (paid.status >= 500) unexpected.push(key);
  }

  /** Copies the sandbox's new webhooks into `sentWebhooks`. */
  function collectWebhooks() {
    for (const delivery of paystackSandbox(t().services).deliveries) {
      if (seenWebhooks.has(delivery)) continue;
      seenWebhooks.add(delivery);
      sentWebhooks.push(delivery);
    }
  }

  /** Holds the next webhooks or lets the held ones out (in order or reversed), sent once or twice. */
  function webhookSettings(rng: Rng) {
    const sandbox = paystackSandbox(t().services);
    const hold = rng.chance(0.4);
    if (!hold && sandbox.heldCount > 0) sandbox.releaseWebhooks(rng.chance(0.5) ? 'reversed' : 'as_sent');
    Object.assign(sandbox.webhooks, { hold, duplicate: rng.chance(0.5) });
  }

  /** Sends every webhook the sandbox ever sent again: each is taken (200). */
  async function replayWebhooks() {
    for (const delivery of sentWebhooks) {
      const res = await t().request('POST', PAYSTACK_WEBHOOK_PATH, {
        json: delivery.body,
        headers: { 'x-paystack-signature': delivery.signature },
      });
      expect(res.status).toBe(200);
    }
    await t().tasks.settle();
  }

  /** The summary's lines: how many events of each kind the run wrote, and every answer counted. */
  async function summary(events: EscrowEventTable) {
    const kinds = await t()
      .services.db.select({ kind: events.kind, n: sql<number>`count(*)::int` })
      .from(events)
      .groupBy(events.kind);
    const counted = [...answers.entries()].sort().map(([key, n]) => `${key}: ${n}`);
    return {
      kinds: new Set(kinds.map((row) => row.kind as string)),
      events: `  events: ${kinds.map((row) => `${String(row.kind)} ${row.n}`).join(', ')}`,
      answers: `  answers: ${counted.join(', ')}`,
    };
  }

  return {
    answers,
    unexpected,
    sentWebhooks,
    tokenOf,
    record,
    call,
    submitPage,
    collectWebhooks,
    webhookSettings,
    replayWebhooks,
    summary,
  };
}
