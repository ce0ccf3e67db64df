import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kobo } from '../../../contract';
import { ApiError } from '../../http/api-error';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { PaymentProviderError, Paystack, PaystackRefusedError, signPaystackBody, verifyPaystackSignature } from './paystack';
import { paystackBaseUrl, paystackFor } from './provider';
import { paystackSandbox } from '../../dev/paystack/routes';
import { paystackWebhookEventSchema } from './schemas';
import { DEMO_PAYSTACK_SECRET_KEY, PAYSTACK_API_BASE_URL, PAYSTACK_SANDBOX_PATH } from './settings';
import { serveTestApp, submitPaymentPage, webhookReceiver } from './testing';
import type { Served } from './testing';

const db = useTestDatabase();
const kobo = (amount: number) => amount as Kobo;

let t: TestApp;
let served: Served;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let paystack: Paystack;
let counter = 0;
const ref = (label: string) => `${label}-${process.pid}-${(counter += 1)}-${Date.now()}`;
const transferRef = (label: string) => `${label}_${process.pid}_${(counter += 1)}_${Date.now()}`.toLowerCase();

beforeAll(async () => {
  t = createTestApp(db(), { config: { mode: 'demo' } });
  served = await serveTestApp(t.app);
  hooks = await webhookReceiver();
  paystack = paystackFor(t.services);
});

afterAll(async () => {
  await t.tasks.settle();
  await served.close();
  await hooks.close();
});

beforeEach(async () => {
  await t.tasks.settle();
  hooks.received.length = 0;
  Object.assign(paystackSandbox(t.services).webhooks, { url: hooks.url, duplicate: false, hold: false, retryDelaysMs: [] });
});

/** A payment of `amount` kobo started for `email` under a fresh reference, returning to kampus.ng/back. */
async function startPayment(label: string, email: string, amount: number) {
  const reference = ref(label);
  const started = await paystack.initialize({ email, amount: kobo(amount), reference, callbackUrl: 'https://kampus.ng/back' });
  return { reference, started };
}

/** A payment started as `startPayment` does and paid on the hosted page; its reference. */
async function paidPayment(label: string, email: string, amount: number) {
  const { reference, started } = await startPayment(label, email, amount);
  await submitPaymentPage(started.authorizationUrl, 'pay');
  return reference;
}

/** The webhooks for one reference, after every background delivery has finished. */
async function webhooksFor(reference: string) {
  await t.tasks.settle();
  return hooks.received.filter((hook) => hook.reference === reference);
}

describe('the adapter in demo mode', () => {
  it('reaches the sandbox on the server’s own origin with the published demo key', () => {
    expect(paystack.baseUrl).toBe(`${served.url}${PAYSTACK_SANDBOX_PATH}`);
    expect(t.config.paystack.secretKey).toBe(DEMO_PAYSTACK_SECRET_KEY);
  });
});

describe('payments: initialize, the hosted page, verify', () => {
  it('pays: the page shows amount and email, Pay returns to the callback, verify says success, one signed charge.success follows', async () => {
    const reference = ref('pay');
    const started = await paystack.initialize({
      email: 'ada@unilag.edu.ng',
      amount: kobo(1_250_000),
      reference,
      callbackUrl: 'http://localhost:5173/checkout/return?order=42',
      metadata: { orderId: 42 },
    });
    expect(started.reference).toBe(reference);
    expect(started.authorizationUrl).toBe(`${served.url}${PAYSTACK_SANDBOX_PATH}/checkout/${started.accessCode}`);
    expect((await paystack.verify(reference)).status).toBe('abandoned');

    const page = await fetch(started.authorizationUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('₦12,500.00');
    expect(html).toContain('ada@unilag.edu.ng');
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="decline"[^>]*>Decline<\/button>/);
    expect(html).not.toMatch(/<script/i);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:5173");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('cache-control')).toBe('no-store');

    const submitted = await submitPaymentPage(started.authorizationUrl, 'pay');
    expect(submitted.status).toBe(303);
    const back = new URL(submitted.location ?? '');
    expect(back.origin + back.pathname).toBe('http://localhost:5173/checkout/return');
    expect(back.searchParams.get('order')).toBe('42');
    expect(back.searchParams.get('reference')).toBe(reference);
    expect(back.searchParams.get('trxref')).toBe(reference);

    const verified = await paystack.verify(reference);
    expect(verified).toMatchObject({
      status: 'success',
      amount: 1_250_000,
      currency: 'NGN',
      reference,
      metadata: { orderId: 42 },
    });
    expect(verified.paid_at).not.toBeNull();
    expect(verified.customer.email).toBe('ada@unilag.edu.ng');

    const [hook, ...more] = await webhooksFor(reference);
    expect(more).toEqual([]);
    expect(hook?.event).toBe('charge.success');
    expect(hook?.headers['content-type']).toBe('application/json');
    expect(paystack.verifyWebhookSignature(hook?.body ?? '', hook?.headers['x-paystack-signature'] as string)).toBe(true);
    const event = v.parse(paystackWebhookEventSchema, JSON.parse(hook?.body ?? ''));
    expect(event).toMatchObject({ event: 'charge.success', data: { reference, amount: 1_250_000, status: 'success' } });
  });

  it('declines: back to the callback, verify says failed, no webhook, and the page cannot pay it afterwards', async () => {
    const { reference, started } = await startPayment('decline', 'bo@unilag.edu.ng', 500_000);
    const declined = await submitPaymentPage(started.authorizationUrl, 'decline');
    expect(declined).toEqual({ status: 303, location: `https://kampus.ng/back?trxref=${reference}&reference=${reference}` });
    expect(await paystack.verify(reference)).toMatchObject({ status: 'failed', gateway_response: 'Declined', paid_at: null });

    const again = await submitPaymentPage(started.authorizationUrl, 'pay');
    expect(again.status).toBe(303);
    expect((await paystack.verify(reference)).status).toBe('failed');
    const page = await fetch(started.authorizationUrl);
    expect(await page.text()).toContain('This payment was declined.');
    expect(await webhooksFor(reference)).toEqual([]);
  });

  it('without a callback the page says how it ended; an unknown page or choice is refused', async () => {
    const started = await paystack.initialize({ email: 'cy@unilag.edu.ng', amount: kobo(10_000) });
    expect(started.reference).toMatch(/^[0-9a-f]{16}$/);
    const paid = await fetch(started.authorizationUrl, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }) });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment complete');
    expect((await fetch(`${served.url}${PAYSTACK_SANDBOX_PATH}/checkout/nope`)).status).toBe(404);
    const odd = await fetch(started.authorizationUrl, { method: 'POST', body: new URLSearchParams({ choice: 'steal' }) });
    expect(odd.status).toBe(400);
    const empty = await fetch(started.authorizationUrl, { method: 'POST' });
    expect(empty.status).toBe(400);
  });

  it('ten simultaneous Pay presses pay once and send one charge.success', async () => {
    const { reference, started } = await startPayment('race', 'race@unilag.edu.ng', 300_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => submitPaymentPage(started.authorizationUrl, 'pay')));
    expect(answers.every((answer) => answer.status === 303)).toBe(true);
    expect((await webhooksFor(reference)).map((hook) => hook.event)).toEqual(['charge.success']);
  });

  it('refuses a reused reference, an unknown one, a bad amount and a wrong key in Paystack’s words', async () => {
    const reference = ref('dup');
    await paystack.initialize({ email: 'a@unilag.edu.ng', amount: kobo(10_000), reference });
    await expect(paystack.initialize({ email: 'a@unilag.edu.ng', amount: kobo(10_000), reference })).rejects.toMatchObject({
      name: 'PaystackRefusedError',
      providerStatus: 400,
      providerMessage: 'Duplicate Transaction Reference',
    });
    await expect(paystack.verify('no-such-reference')).rejects.toMatchObject({
      providerStatus: 400,
      providerMessage: 'Transaction reference not found',
    });
    await expect(paystack.initialize({ email: 'a@unilag.edu.ng', amount: kobo(0) })).rejects.toMatchObject({
      providerMessage: 'Invalid Amount Sent',
    });
    await expect(paystack.initialize({ email: 'not-an-email', amount: kobo(100) })).rejects.toMatchObject({
      providerMessage: 'Invalid Email Address Passed',
    });
    const stranger = new Paystack({ baseUrl: paystack.baseUrl, secretKey: 'sk_test_somebody_else' });
    await expect(stranger.listBanks()).rejects.toMatchObject({ providerStatus: 401, providerMessage: 'Invalid key' });
    const anonymous = await fetch(`${paystack.baseUrl}/bank`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it('answers a malformed body with a Paystack-shaped 400, never a 500', async () => {
    const headers = { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' };
    for (const body of [
      '{"email":',
      '[]',
      '"x"',
      JSON.stringify({ email: 'a@b.co', amount: 1.5 }),
      JSON.stringify({ email: 'a@b.co', amount: '12a' }),
    ]) {
      const response = await fetch(`${paystack.baseUrl}/transaction/initialize`, { method: 'POST', headers, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: false });
    }
    const huge = await fetch(`${paystack.baseUrl}/transaction/initialize`, { method: 'POST', headers, body: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
  });
});

describe('refunds', () => {
  const paid = (amount: number) => paidPayment('refund', 'r@unilag.edu.ng', amount);

  it('a part and then the rest: queued, refund.processed by webhook, the transaction reversed once fully refunded', async () => {
    const reference = await paid(1_000_000);
    const part = await paystack.refund({ transaction: reference, amount: kobo(400_000), merchantNote: 'Split decision' });
    expect(part).toMatchObject({ status: 'pending', amount: 400_000, transaction: { reference, amount: 1_000_000 } });
    expect((await paystack.verify(reference)).status).toBe('success');
    await expect(paystack.refund({ transaction: reference, amount: kobo(600_001) })).rejects.toBeInstanceOf(PaystackRefusedError);
    const rest = await paystack.refund({ transaction: reference });
    expect(rest.amount).toBe(600_000);
    expect((await paystack.verify(reference)).status).toBe('reversed');
    await expect(paystack.refund({ transaction: reference })).rejects.toMatchObject({ providerStatus: 400 });

    const hooksForIt = await webhooksFor(reference);
    expect(hooksForIt.map((hook) => hook.event)).toEqual(['charge.success', 'refund.processed', 'refund.processed']);
    const amounts = hooksForIt.slice(1).map((hook) => v.parse(paystackWebhookEventSchema, JSON.parse(hook.body)).data);
    expect(amounts).toMatchObject([{ amount: 400_000, transaction_reference: reference }, { amount: 600_000 }]);
  });

  it('refuses to refund an unpaid or unknown transaction', async () => {
    const reference = ref('unpaid');
    await paystack.initialize({ email: 'r@unilag.edu.ng', amount: kobo(10_000), reference });
    await expect(paystack.refund({ transaction: reference })).rejects.toMatchObject({ providerStatus: 400 });
    await expect(paystack.refund({ transaction: 'never-was' })).rejects.toMatchObject({ providerStatus: 404 });
  });

  it('two simultaneous full refunds: exactly one is accepted', async () => {
    const reference = await paid(200_000);
    const results = await Promise.allSettled([
      paystack.refund({ transaction: reference }),
      paystack.refund({ transaction: reference }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('banks, accounts, recipients and transfers', () => {
  it('lists Nigerian banks and resolves names deterministically from the account number', async () => {
    const banks = await paystack.listBanks();
    expect(banks.find((bank) => bank.code === '058')).toMatchObject({
      name: 'Guaranty Trust Bank',
      currency: 'NGN',
      type: 'nuban',
    });
    expect(await paystack.resolveAccount('0000000000', '058')).toEqual({ accountNumber: '0000000000', accountName: 'ADA OBI' });
    expect(await paystack.resolveAccount('0123456780', '044')).toEqual({
      accountNumber: '0123456780',
      accountName: 'NGOZI ADEBAYO',
    });
    expect((await paystack.resolveAccount('0123456780', '057')).accountName).toBe('NGOZI ADEBAYO');
    for (const [number, bank] of [
      ['0000000009', '058'],
      ['12345', '058'],
      ['0000000000', '999'],
    ] as const) {
      await expect(paystack.resolveAccount(number, bank)).rejects.toMatchObject({
        providerStatus: 422,
        providerMessage: 'Could not resolve account name. Check parameters or try again.',
      });
    }
  });

  it('a test can give an account a name (a test user’s own)', async () => {
    const named = await fetch(`${paystack.baseUrl}/_accounts`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bank_code: '033', account_number: '2233445566', account_name: 'Tunde Seller' }),
    });
    expect(named.status).toBe(200);
    expect((await paystack.resolveAccount('2233445566', '033')).accountName).toBe('TUNDE SELLER');
    expect((await paystack.resolveAccount('2233445566', '058')).accountName).toBe('IBRAHIM MUSA');
  });

  it('one recipient per account; transfers succeed, fail or reverse by the account’s last digit, each by signed webhook', async () => {
    const recipient = await paystack.createTransferRecipient({ name: 'Ada Obi', accountNumber: '0000000000', bankCode: '058' });
    expect(recipient).toMatchObject({
      type: 'nuban',
      name: 'Ada Obi',
      details: { account_name: 'ADA OBI', bank_code: '058', bank_name: 'Guaranty Trust Bank' },
    });
    expect(recipient.recipient_code).toMatch(/^RCP_/);
    const same = await paystack.createTransferRecipient({ name: 'Ada Obi', accountNumber: '0000000000', bankCode: '058' });
    expect(same.recipient_code).toBe(recipient.recipient_code);
    await expect(
      paystack.createTransferRecipient({ name: 'Nobody', accountNumber: '0000000009', bankCode: '058' }),
    ).rejects.toMatchObject({ providerStatus: 422 });

    const outcomes: Array<[string, string[], string]> = [
      ['0000000000', ['transfer.success'], 'success'],
      ['0000000001', ['transfer.failed'], 'failed'],
      ['0000000002', ['transfer.success', 'transfer.reversed'], 'reversed'],
    ];
    for (const [accountNumber, events, finalStatus] of outcomes) {
      const { recipient_code } = await paystack.createTransferRecipient({ name: 'Ada Obi', accountNumber, bankCode: '058' });
      const reference = transferRef('payout');
      const transfer = await paystack.initiateTransfer({
        amount: kobo(150_000),
        recipient: recipient_code,
        reference,
        reason: 'Kampus withdrawal',
      });
      expect(transfer).toMatchObject({ status: 'pending', amount: 150_000, reference, source: 'balance' });
      expect(transfer.transfer_code).toMatch(/^TRF_/);
      const received = await webhooksFor(reference);
      expect(received.map((hook) => hook.event)).toEqual(events);
      for (const hook of received) {
        expect(verifyPaystackSignature(hook.body, hook.headers['x-paystack-signature'] as string, DEMO_PAYSTACK_SECRET_KEY)).toBe(
          true,
        );
        const event = v.parse(paystackWebhookEventSchema, JSON.parse(hook.body));
        expect(event.data).toMatchObject({
          reference,
          amount: 150_000,
          recipient: { recipient_code, details: { account_number: accountNumber } },
        });
      }
      expect((await paystack.verifyTransfer(reference)).status).toBe(finalStatus);
    }
  });

  it('refuses an unknown recipient, a reused transfer reference and a malformed one', async () => {
    const { recipient_code } = await paystack.createTransferRecipient({
      name: 'Ada Obi',
      accountNumber: '0000000000',
      bankCode: '058',
    });
    await expect(
      paystack.initiateTransfer({ amount: kobo(100_000), recipient: 'RCP_nobody', reference: transferRef('unknown-recipient') }),
    ).rejects.toMatchObject({ providerStatus: 400, providerMessage: 'Recipient specified is invalid' });
    const reference = transferRef('once');
    await paystack.initiateTransfer({ amount: kobo(100_000), recipient: recipient_code, reference });
    await expect(
      paystack.initiateTransfer({ amount: kobo(100_000), recipient: recipient_code, reference }),
    ).rejects.toMatchObject({ providerStatus: 400 });
    await expect(
      paystack.initiateTransfer({ amount: kobo(100_000), recipient: recipient_code, reference: 'Short' }),
    ).rejects.toMatchObject({ providerStatus: 400 });
    await expect(paystack.verifyTransfer('never-sent-anything-1234')).rejects.toMatchObject({ providerStatus: 404 });
  });
});

describe('webhook switches', () => {
  const payOnce = () => paidPayment('hook', 'h@unilag.edu.ng', 10_000);

  it('duplicate: every webhook arrives twice, byte for byte, with the same signature', async () => {
    const control = await fetch(`${paystack.baseUrl}/_webhooks`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ duplicate: true }),
    });
    expect(control.status).toBe(200);
    const reference = await payOnce();
    const [first, second, ...rest] = await webhooksFor(reference);
    expect(rest).toEqual([]);
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['x-paystack-signature']).toBe(first?.headers['x-paystack-signature']);
  });

  it('hold then release reversed: a transfer’s reversal arrives before its success', async () => {
    Object.assign(paystackSandbox(t.services).webhooks, { hold: true });
    const { recipient_code } = await paystack.createTransferRecipient({
      name: 'Ada Obi',
      accountNumber: '0000000002',
      bankCode: '058',
    });
    const reference = transferRef('late');
    await paystack.initiateTransfer({ amount: kobo(100_000), recipient: recipient_code, reference });
    expect(await webhooksFor(reference)).toEqual([]);
    const release = await fetch(`${paystack.baseUrl}/_webhooks/release`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order: 'reversed' }),
    });
    expect(await release.json()).toMatchObject({ status: true, data: { released: 2 } });
    expect((await webhooksFor(reference)).map((hook) => hook.event)).toEqual(['transfer.reversed', 'transfer.success']);
  });

  it('hold, duplicate and release in order of two payments: each twice, in the order they happened', async () => {
    Object.assign(paystackSandbox(t.services).webhooks, { hold: true, duplicate: true });
    const first = await payOnce();
    const second = await payOnce();
    expect(paystackSandbox(t.services).releaseWebhooks('as_sent')).toBe(2);
    await t.tasks.settle();
    expect(hooks.received.map((hook) => hook.reference)).toEqual([first, first, second, second]);
  });

  it('a webhook not answered 2xx is tried again after each wait until it is, then no more', async () => {
    const flaky = await webhookReceiver([500, 503, 200]);
    Object.assign(paystackSandbox(t.services).webhooks, { url: flaky.url, retryDelaysMs: [10, 20, 20, 20] });
    const reference = await payOnce();
    await vi.waitFor(() => expect(flaky.received).toHaveLength(3), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.tasks.settle();
    expect(flaky.received).toHaveLength(3);
    expect(new Set(flaky.received.map((hook) => hook.body)).size).toBe(1);
    const delivery = paystackSandbox(t.services).deliveries.find((d) => d.reference === reference);
    expect(delivery).toMatchObject({ attempts: [500, 503, 200], delivered: true });
    await flaky.close();
  });

  it('a webhook that is never accepted is given up after the last wait; other webhooks do not wait for it', async () => {
    const failing = await webhookReceiver(500);
    Object.assign(paystackSandbox(t.services).webhooks, { url: failing.url, retryDelaysMs: [1_500, 300] });
    const given = await payOnce();
    await t.tasks.settle();
    // The retries wait apart from the deliveries in order: the next webhook goes out at once.
    const next = await payOnce();
    await t.tasks.settle();
    expect(failing.received.map((hook) => hook.reference)).toEqual([given, next]);
    await vi.waitFor(() => expect(failing.received).toHaveLength(6), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(failing.received).toHaveLength(6);
    const delivery = paystackSandbox(t.services).deliveries.find((d) => d.reference === given);
    expect(delivery).toMatchObject({ attempts: [500, 500, 500], delivered: false });
    await failing.close();
  });

  it('a webhook endpoint that fails or is gone is logged as such and breaks nothing', async () => {
    const failing = await webhookReceiver(500);
    paystackSandbox(t.services).webhooks.url = failing.url;
    const reference = await payOnce();
    await t.tasks.settle();
    expect(failing.received.map((hook) => hook.event)).toEqual(['charge.success']);
    await failing.close();
    const lost = await payOnce();
    await t.tasks.settle();
    const deliveries = paystackSandbox(t.services).deliveries;
    expect(deliveries.find((d) => d.reference === reference)?.attempts).toEqual([500]);
    expect(typeof deliveries.find((d) => d.reference === lost)?.attempts[0]).toBe('string');
    expect((await paystack.verify(lost)).status).toBe('success');
  });
});

describe('the controls answer only callers on this machine', () => {
  const controls = [
    { method: 'GET', path: '/_webhooks', body: undefined },
    { method: 'PUT', path: '/_webhooks', body: { url: 'https://evil.example/hook', hold: true } },
    { method: 'POST', path: '/_webhooks/release', body: {} },
    { method: 'PUT', path: '/_accounts', body: { bank_code: '058', account_number: '0000000000', account_name: 'MALLORY' } },
  ];
  const call = (control: (typeof controls)[number], env: unknown, headers: Record<string, string> = {}) =>
    t.app.request(
      `${PAYSTACK_SANDBOX_PATH}${control.path}`,
      {
        method: control.method,
        headers: { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json', ...headers },
        body: control.body === undefined ? undefined : JSON.stringify(control.body),
      },
      env as never,
    );
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it.each(controls)('$method $path with the published key: 404 from another machine, and nothing changes', async (control) => {
    const before = structuredClone(paystackSandbox(t.services).webhooks);
    for (const env of [from('203.0.113.9'), from('::ffff:192.168.1.2'), {}]) {
      const res = await call(control, env);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        message: `There is nothing at ${control.method} ${PAYSTACK_SANDBOX_PATH}${control.path}`,
      });
    }
    // A proxy on this machine forwards callers from anywhere: its loopback connection is not enough.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await call(control, from('127.0.0.1'), { [header]: '198.51.100.7' })).status).toBe(404);
    }
    expect(paystackSandbox(t.services).webhooks).toEqual(before);
    expect((await paystackSandbox(t.services).resolve('0000000000', '058')).accountName).toBe('ADA OBI');
  });

  it('answers a caller on this machine, and the rest of the sandbox still answers anyone with the key', async () => {
    const res = await fetch(`${paystack.baseUrl}/_webhooks`, {
      headers: { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}` },
    });
    expect(res.status).toBe(200);
    const banks = await t.app.request(`${PAYSTACK_SANDBOX_PATH}/bank`, {
      headers: { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}` },
    });
    expect(banks.status).toBe(200);
  });
});

describe('signatures', () => {
  const body = JSON.stringify({ event: 'charge.success', data: { reference: 'abc', amount: 10_000 } });
  const key = 'sk_test_signature_key';
  const signature = signPaystackBody(body, key);

  it('is HMAC-SHA512 of the raw body with the secret key, in hex', () => {
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyPaystackSignature(body, signature, key)).toBe(true);
    expect(verifyPaystackSignature(Buffer.from(body), signature.toUpperCase(), key)).toBe(true);
  });

  it('rejects a tampered body, a wrong key, a missing or malformed header', () => {
    expect(verifyPaystackSignature(body.replace('10000', '99999'), signature, key)).toBe(false);
    expect(verifyPaystackSignature(`${body} `, signature, key)).toBe(false);
    expect(verifyPaystackSignature(body, signature, 'sk_test_other')).toBe(false);
    expect(verifyPaystackSignature(body, undefined, key)).toBe(false);
    expect(verifyPaystackSignature(body, null, key)).toBe(false);
    expect(verifyPaystackSignature(body, '', key)).toBe(false);
    expect(verifyPaystackSignature(body, signature.slice(0, 64), key)).toBe(false);
    expect(verifyPaystackSignature(body, `${signature.slice(0, 127)}g`, key)).toBe(false);
    expect(new Paystack({ baseUrl: 'http://127.0.0.1:1', secretKey: key }).verifyWebhookSignature(body, signature)).toBe(true);
  });
});

describe('when the provider fails', () => {
  async function fakeProvider(answer: (respond: (status: number, body: string) => void) => void) {
    const server = createServer((_request, response) =>
      answer((status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(body)),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      adapter: new Paystack({ baseUrl: url, secretKey: 'sk', timeoutMs: 300 }),
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  }

  async function failure(call: Promise<unknown>): Promise<PaymentProviderError> {
    const error = await call.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    // An ApiError 503: a caller that lets it through answers "try again", never a 500.
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    return error as PaymentProviderError;
  }

  it('nobody listening: network', async () => {
    const adapter = new Paystack({ baseUrl: 'http://127.0.0.1:1', secretKey: 'sk' });
    expect((await failure(adapter.verify('x'))).failure).toBe('network');
  });

  it('a 5xx, with or without JSON: provider_error', async () => {
    const html = await fakeProvider((respond) => respond(502, '<html>Bad gateway</html>'));
    expect(await failure(html.adapter.listBanks())).toMatchObject({ failure: 'provider_error', providerStatus: 502 });
    await html.close();
    const json = await fakeProvider((respond) => respond(500, '{"status":false,"message":"An error occurred"}'));
    expect(await failure(json.adapter.listBanks())).toMatchObject({ failure: 'provider_error', providerStatus: 500 });
    await json.close();
  });

  it('an answer that is not JSON or not the documented shape: malformed_response', async () => {
    const text = await fakeProvider((respond) => respond(200, 'OK'));
    expect((await failure(text.adapter.listBanks())).failure).toBe('malformed_response');
    await text.close();
    const shape = await fakeProvider((respond) =>
      respond(200, JSON.stringify({ status: true, message: 'Verification successful', data: { id: 'one', amount: 1.5 } })),
    );
    expect((await failure(shape.adapter.verify('x'))).failure).toBe('malformed_response');
    await shape.close();
  });

  it('no answer in time: timeout', async () => {
    const silent = await fakeProvider(() => undefined);
    expect((await failure(silent.adapter.listBanks())).failure).toBe('timeout');
    await silent.close();
  });

  it('a refusal with status 200 is still a refusal', async () => {
    const odd = await fakeProvider((respond) => respond(200, '{"status":false,"message":"Invalid key"}'));
    await expect(odd.adapter.listBanks()).rejects.toMatchObject({ name: 'PaystackRefusedError', providerMessage: 'Invalid key' });
    await odd.close();
  });
});

describe('modes', () => {
  it('production talks to api.paystack.co with its own key, and mounts no sandbox', async () => {
    const production = createTestApp(db(), { config: { paystack: { secretKey: 'sk_live_abc', baseUrl: undefined } } });
    expect(production.config.mode).toBe('production');
    expect(paystackBaseUrl(production.services)).toBe(PAYSTACK_API_BASE_URL);
    expect(paystackFor(production.services).baseUrl).toBe('https://api.paystack.co');
    for (const path of ['/bank', '/transaction/initialize', '/checkout/abc', '/_webhooks']) {
      const response = await production.app.request(`${PAYSTACK_SANDBOX_PATH}${path}`, {
        method: path === '/transaction/initialize' ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}` },
      });
      expect(response.status).toBe(404);
    }
  });

  it('the published demo key never goes to Paystack, even in production mode', () => {
    const careless = createTestApp(db());
    expect(careless.config.paystack.secretKey).toBe(DEMO_PAYSTACK_SECRET_KEY);
    expect(paystackBaseUrl(careless.services)).toBeUndefined();
    expect(() => paystackFor(careless.services)).toThrow(PaymentProviderError);
  });

  it('a demo app that is not listening has no adapter yet: a 503-shaped error, not a crash', () => {
    const idle = createTestApp(db(), { config: { mode: 'demo' } });
    expect(paystackBaseUrl(idle.services)).toBeUndefined();
    expect(() => paystackFor(idle.services)).toThrow(PaymentProviderError);
  });
});
