/**
 * Two servers of one database, as two replicas behind a load balancer: the payment sandbox and
 * the development mailbox keep their state in the database, so what one server started the other
 * carries on. On PostgreSQL each server has its own pool on one scratch database; on PGlite they
 * share the one embedded database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DevMail, OrderDetailResponse } from '../../../contract';
import { relaxedRateLimits } from '../../config';
import type { Database } from '../../db/database';
import { openPostgres } from '../../db/database';
import { purgeExpired } from '../../db/purge-expired';
import { createScratchDatabase } from '../../db/scratch-database';
import { createTestApp, uniqueEmail } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { devMails } from '../../dev/mail/store';
import { UNKNOWN_PAYMENT } from '../order/webhook-routes';
import { checkoutBody, placeOrderOk, sellerWithProduct } from '../order/testing';
import { signPaystackBody } from './paystack';
import { paystackSandbox } from '../../dev/paystack/routes';
import { SANDBOX_KEEP_MS } from '../../dev/paystack/purge';
import { sandboxTransactions, sandboxWebhooks } from '../../dev/paystack/tables';
import { SandboxWebhooks } from '../../dev/paystack/webhooks';
import { PAYSTACK_WEBHOOK_PATH } from './settings';
import { serveTestApp, submitPaymentPage, webhookReceiver } from './testing';
import type { Served } from './testing';

/** Two database handles on one database, and how to close them. */
async function openSharedDatabase(): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openTestDatabase();
    return { first: handle.db, second: handle.db, close: () => handle.close() };
  }
  const scratch = await createScratchDatabase(adminUrl, 'kampus_replicas');
  const first = await openPostgres(scratch.url, 3);
  const second = await openPostgres(scratch.url, 3);
  return {
    first: first.db,
    second: second.db,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await scratch.drop();
    },
  };
}

let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
let one: TestApp;
let two: TestApp;
let servedOne: Served;
let servedTwo: Served;

beforeAll(async () => {
  shared = await openSharedDatabase();
  const config = { mode: 'demo' as const, rateLimits: relaxedRateLimits() };
  one = createTestApp(shared.first, { config });
  two = createTestApp(shared.second, { config });
  servedOne = await serveTestApp(one.app);
  servedTwo = await serveTestApp(two.app);
});

afterAll(async () => {
  await Promise.all([one.tasks.settle(), two.tasks.settle()]);
  await Promise.all([servedOne.close(), servedTwo.close()]);
  await shared.close();
});

const settleBoth = async () => {
  await one.tasks.settle();
  await two.tasks.settle();
  await one.tasks.settle();
};

/** An order placed through server one: its payment initialised by server one's sandbox. */
async function orderThroughOne() {
  const { seller, product } = await sellerWithProduct(one);
  const buyer = await one.signUp();
  const placed = await placeOrderOk(one, buyer.accessToken, checkoutBody(product.id, seller.universityId ?? 1));
  return { buyer, ...placed };
}

const onServer = (served: Served, url: string) => {
  const { pathname } = new URL(url);
  return `${served.url}${pathname}`;
};

const signedWebhook = (app: TestApp, body: string) =>
  app.request<{ message?: string; outcome?: string }>('POST', PAYSTACK_WEBHOOK_PATH, {
    json: body,
    headers: { 'x-paystack-signature': signPaystackBody(body, app.config.paystack.secretKey) },
  });

describe('two servers on one database', () => {
  it('pays on server two a payment initialised through server one, and the order is confirmed', async () => {
    const { buyer, order, payment } = await orderThroughOne();

    const page = await fetch(onServer(servedTwo, payment.authorizationUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay');
    const paid = await submitPaymentPage(onServer(servedTwo, payment.authorizationUrl), 'pay');
    expect(paid.status).toBe(303);
    expect(new URL(paid.location ?? '').searchParams.get('reference')).toBe(payment.reference);
    await settleBoth();

    // Server two sent charge.success to its own webhook path and verified it with the shared sandbox.
    const delivery = paystackSandbox(two.services).deliveries.find((d) => d.reference === payment.reference);
    expect(delivery).toMatchObject({ url: `${servedTwo.url}${PAYSTACK_WEBHOOK_PATH}`, attempts: [200], delivered: true });
    const read = await one.request<OrderDetailResponse>('GET', `/v1/orders/${order.id}`, { token: buyer.accessToken });
    expect(read.body.data.status).toBe('awaiting_seller');
    // Verified through either server's adapter: one sandbox.
    const verify = await fetch(`${servedOne.url}/sandbox/paystack/transaction/verify/${payment.reference}`, {
      headers: { authorization: `Bearer ${one.config.paystack.secretKey}` },
    });
    expect(((await verify.json()) as { data: { status: string } }).data.status).toBe('success');
    // Pressing Pay again on server one changes nothing and sends no second webhook.
    expect((await submitPaymentPage(payment.authorizationUrl, 'pay')).status).toBe(303);
    await settleBoth();
    expect(paystackSandbox(one.services).deliveries.filter((d) => d.reference === payment.reference)).toEqual([]);
  });

  it('shows at /v1/dev/mail on server two a code server one mailed', async () => {
    const email = uniqueEmail();
    const registered = await one.request('POST', '/v1/auth/register', {
      json: { firstname: 'Ada', lastname: 'Obi', email, password: 'correct-horse-battery' },
    });
    expect(registered.status).toBe(201);
    await one.tasks.settle();
    const res = await fetch(`${servedTwo.url}/v1/dev/mail?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: DevMail[] };
    expect(data).toHaveLength(1);
    expect(data[0]?.code).toMatch(/^\d{6}$/);
    expect(data[0]?.code).toBe(one.mailbox.list(email)[0]?.code);
    // And the code works on server two.
    const verified = await two.request('POST', '/v1/auth/verify-email', { json: { email, code: data[0]?.code } });
    expect(verified.status).toBe(200);
  });

  it('sends a webhook retry that server one left overdue from server two', async () => {
    const receiver = await webhookReceiver([500, 200]);
    // Server one would try again in an hour; it is gone by then (its timer never fires here).
    Object.assign(paystackSandbox(one.services).webhooks, { url: receiver.url, retryDelaysMs: [60 * 60_000] });
    try {
      const { payment } = await orderThroughOne();
      expect((await submitPaymentPage(payment.authorizationUrl, 'pay')).status).toBe(303);
      await settleBoth();
      expect(receiver.received.map((hook) => hook.reference)).toEqual([payment.reference]);

      // An hour later: the retry is overdue, and any server sends it, once.
      await shared.first
        .update(sandboxWebhooks)
        .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
        .where(sql`${sandboxWebhooks.reference} = ${payment.reference}`);
      const [resentByTwo, resentByOne] = await Promise.all([
        paystackSandbox(two.services).resendOverdueWebhooks(),
        paystackSandbox(one.services).resendOverdueWebhooks(),
      ]);
      expect(resentByTwo + resentByOne).toBe(1);
      expect(receiver.received.map((hook) => hook.reference)).toEqual([payment.reference, payment.reference]);
      expect(new Set(receiver.received.map((hook) => hook.body)).size).toBe(1);
      // Accepted: nothing is left to send.
      const left = await shared.second
        .select()
        .from(sandboxWebhooks)
        .where(sql`${sandboxWebhooks.reference} = ${payment.reference}`);
      expect(left).toEqual([]);
    } finally {
      Object.assign(paystackSandbox(one.services).webhooks, { url: undefined, retryDelaysMs: [] });
      await receiver.close();
    }
  });

  it('sends the webhook of a payment whose server stopped between taking it and sending it', async () => {
    const receiver = await webhookReceiver([200]);
    Object.assign(paystackSandbox(one.services).webhooks, { url: receiver.url });
    // Server one commits the payment and is gone before its first send.
    const gone = vi
      .spyOn(SandboxWebhooks.prototype as unknown as { send: () => void }, 'send')
      .mockImplementationOnce(() => undefined);
    try {
      const { payment } = await orderThroughOne();
      expect((await submitPaymentPage(payment.authorizationUrl, 'pay')).status).toBe(303);
      await settleBoth();
      expect(gone).toHaveBeenCalledTimes(1);
      expect(receiver.received).toEqual([]);

      // The webhook was stored with the payment: once overdue, server two sends it.
      await shared.first
        .update(sandboxWebhooks)
        .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
        .where(sql`${sandboxWebhooks.reference} = ${payment.reference}`);
      expect(await paystackSandbox(two.services).resendOverdueWebhooks()).toBe(1);
      expect(receiver.received.map((hook) => hook.reference)).toEqual([payment.reference]);
    } finally {
      gone.mockRestore();
      Object.assign(paystackSandbox(one.services).webhooks, { url: undefined });
      await receiver.close();
    }
  });

  it('answers 404, never 500, to a webhook for a payment this database or the provider does not know', async () => {
    const { buyer, order, payment } = await orderThroughOne();
    const view = paystackSandbox(one.services).transactionView({
      ...(await paystackSandbox(one.services).transaction(payment.reference)),
      status: 'success',
      paidAt: new Date(),
    });

    // No order of this database has the reference.
    const stranger = JSON.stringify({ event: 'charge.success', data: { ...view, reference: 'not-a-reference-of-ours' } });
    for (const app of [one, two]) {
      expect(await signedWebhook(app, stranger)).toMatchObject({
        status: 404,
        body: { message: UNKNOWN_PAYMENT, outcome: 'unknown_reference' },
      });
    }

    // The order is ours but the provider has no such payment (another sandbox, another account).
    await shared.second.delete(sandboxTransactions).where(sql`${sandboxTransactions.reference} = ${payment.reference}`);
    const unknownToProvider = JSON.stringify({ event: 'charge.success', data: view });
    expect(await signedWebhook(two, unknownToProvider)).toMatchObject({ status: 404, body: { message: UNKNOWN_PAYMENT } });
    const read = await one.request<OrderDetailResponse>('GET', `/v1/orders/${order.id}`, { token: buyer.accessToken });
    expect(read.body.data.status).toBe('pending_payment');
  });
});

describe('the hourly purge', () => {
  it('drops mails older than a day and sandbox payments older than the retries, and keeps the rest', async () => {
    const kept = uniqueEmail('kept');
    const old = uniqueEmail('old');
    for (const to of [kept, old]) {
      await one.request('POST', '/v1/auth/register', {
        json: { firstname: 'Ada', lastname: 'Obi', email: to, password: 'correct-horse-battery' },
      });
    }
    await one.tasks.settle();
    const fresh = await orderThroughOne();
    const stale = await orderThroughOne();
    const now = new Date();
    await shared.first
      .update(devMails)
      .set({ storedAt: new Date(now.getTime() - 25 * 60 * 60 * 1000) })
      .where(sql`${devMails.to} = ${old}`);
    await shared.first
      .update(sandboxTransactions)
      .set({ storedAt: new Date(now.getTime() - SANDBOX_KEEP_MS - 60_000) })
      .where(sql`${sandboxTransactions.reference} = ${stale.payment.reference}`);

    await purgeExpired(shared.second, now);

    const mailsTo = async (to: string) =>
      (
        await shared.first
          .select()
          .from(devMails)
          .where(sql`${devMails.to} = ${to}`)
      ).length;
    expect(await mailsTo(kept)).toBe(1);
    expect(await mailsTo(old)).toBe(0);
    const references = (await shared.first.select({ reference: sandboxTransactions.reference }).from(sandboxTransactions)).map(
      (row) => row.reference,
    );
    expect(references).toContain(fresh.payment.reference);
    expect(references).not.toContain(stale.payment.reference);
    expect(SANDBOX_KEEP_MS).toBeGreaterThan(72 * 60 * 60 * 1000);
  });
});
