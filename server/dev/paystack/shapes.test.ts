/**
 * The sandbox answers as Paystack does: its answers and webhooks parse with the same schemas as
 * Paystack's documented examples (server/modules/payment/fixtures/, copied from Paystack's API reference), and carry
 * every key those examples carry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { paystackSandbox } from './routes';
import {
  initializeResponseSchema,
  initiateTransferResponseSchema,
  listBanksResponseSchema,
  paystackWebhookEventSchema,
  refundResponseSchema,
  resolveAccountResponseSchema,
  transferRecipientResponseSchema,
  verifyResponseSchema,
  verifyTransferResponseSchema,
} from '../../modules/payment/schemas';
import { DEMO_PAYSTACK_SECRET_KEY } from '../../modules/payment/settings';
import { serveTestApp, submitPaymentPage, webhookReceiver } from '../../modules/payment/testing';
import type { Served } from '../../modules/payment/testing';

const db = useTestDatabase();
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../modules/payment/fixtures', `${name}.json`), 'utf8'));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys the example has and the answer lacks, at any depth where both hold an object (arrays: first items). */
function missingKeys(example: unknown, answer: unknown, at = ''): string[] {
  if (Array.isArray(example) && Array.isArray(answer))
    return example.length && answer.length ? missingKeys(example[0], answer[0], `${at}[0]`) : [];
  if (!isObject(example) || !isObject(answer)) return [];
  return Object.keys(example).flatMap((key) =>
    key in answer ? missingKeys(example[key], answer[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

/** Keys of the answer's `data` that Paystack's example does not have (made-up fields). */
function extraKeys(example: unknown, answer: unknown): string[] {
  const data = (value: unknown) => {
    const inner = isObject(value) ? value.data : undefined;
    return Array.isArray(inner) ? inner[0] : inner;
  };
  const known = data(example);
  const given = data(answer);
  if (!isObject(known) || !isObject(given)) return [];
  return Object.keys(given).filter((key) => !(key in known));
}

function sameShape(name: string, schema: v.GenericSchema, answer: unknown) {
  const example = fixture(name);
  expect(v.safeParse(schema, example).issues, `${name}.json parses`).toBeUndefined();
  expect(v.safeParse(schema, answer).issues, `the sandbox's ${name} parses`).toBeUndefined();
  expect(missingKeys(example, answer), `keys of ${name}.json missing from the sandbox's answer`).toEqual([]);
  expect(extraKeys(example, answer), `keys the sandbox adds to ${name}`).toEqual([]);
}

let t: TestApp;
let served: Served;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let base: string;

beforeAll(async () => {
  t = createTestApp(db(), { config: { mode: 'demo' } });
  served = await serveTestApp(t.app);
  hooks = await webhookReceiver();
  paystackSandbox(t.services).webhooks.url = hooks.url;
  base = `${served.url}/sandbox/paystack`;
});

afterAll(async () => {
  await t.tasks.settle();
  await served.close();
  await hooks.close();
});

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toContain('application/json');
  return response.json();
}

async function webhook(event: string, reference: string): Promise<unknown> {
  await t.tasks.settle();
  const hook = hooks.received.find((received) => received.event === event && received.reference === reference);
  expect(hook, `${event} for ${reference}`).toBeDefined();
  return JSON.parse(hook?.body ?? 'null');
}

describe('the sandbox answers in Paystack’s shapes', () => {
  it('transactions: initialize, verify, charge.success, refund, refund.processed', async () => {
    const reference = `shape-${Date.now()}`;
    const initialized = (await call('POST', '/transaction/initialize', {
      email: 'shape@unilag.edu.ng',
      amount: '20000',
      reference,
      callback_url: 'https://kampus.ng/checkout/return',
    })) as { data: { authorization_url: string } };
    sameShape('initialize', initializeResponseSchema, initialized);
    await submitPaymentPage(initialized.data.authorization_url, 'pay');
    const verified = await call('GET', `/transaction/verify/${reference}`);
    sameShape('verify', verifyResponseSchema, verified);
    expect(verified).toMatchObject({ data: { amount: 20_000, status: 'success' } });

    const charged = await webhook('charge.success', reference);
    expect(v.safeParse(paystackWebhookEventSchema, fixture('webhook-charge-success')).issues).toBeUndefined();
    expect(v.safeParse(paystackWebhookEventSchema, charged).issues).toBeUndefined();
    expect(missingKeys(fixture('webhook-charge-success'), charged)).toEqual([]);

    sameShape('refund', refundResponseSchema, await call('POST', '/refund', { transaction: reference, amount: 5000 }));
    const refunded = await webhook('refund.processed', reference);
    expect(v.safeParse(paystackWebhookEventSchema, fixture('webhook-refund-processed')).issues).toBeUndefined();
    expect(v.safeParse(paystackWebhookEventSchema, refunded).issues).toBeUndefined();
    expect(missingKeys(fixture('webhook-refund-processed'), refunded)).toEqual([]);
    // Paystack sends a refund's amount as a string of kobo; the schema reads it as a number.
    expect(refunded).toMatchObject({ data: { amount: '5000' } });
    expect(v.parse(paystackWebhookEventSchema, refunded).data).toMatchObject({ amount: 5000 });
  });

  it('banks, resolve, transfer recipient, transfer, transfer verify and the transfer events', async () => {
    sameShape('banks', listBanksResponseSchema, await call('GET', '/bank?country=nigeria'));
    sameShape(
      'resolve',
      resolveAccountResponseSchema,
      await call('GET', '/bank/resolve?account_number=0000000000&bank_code=058'),
    );
    const recipient = (await call('POST', '/transferrecipient', {
      type: 'nuban',
      name: 'Ada Obi',
      account_number: '0000000002',
      bank_code: '058',
      currency: 'NGN',
    })) as { data: { recipient_code: string } };
    sameShape('transferrecipient', transferRecipientResponseSchema, recipient);
    const reference = `shape_${Date.now()}_transfer`;
    const transfer = await call('POST', '/transfer', {
      source: 'balance',
      amount: 100000,
      recipient: recipient.data.recipient_code,
      reference,
      reason: 'Shape check',
    });
    sameShape('transfer', initiateTransferResponseSchema, transfer);
    await t.tasks.settle();
    sameShape('transfer-verify', verifyTransferResponseSchema, await call('GET', `/transfer/verify/${reference}`));
    for (const event of ['transfer.success', 'transfer.reversed']) {
      const sent = await webhook(event, reference);
      expect(v.safeParse(paystackWebhookEventSchema, sent).issues).toBeUndefined();
      expect(missingKeys(fixture('webhook-transfer-success'), sent)).toEqual([]);
    }
    for (const name of ['webhook-transfer-success', 'webhook-transfer-failed', 'webhook-transfer-reversed']) {
      expect(v.safeParse(paystackWebhookEventSchema, fixture(name)).issues, name).toBeUndefined();
    }
  });

  it('refusals are `{ status: false, message }`', async () => {
    expect(await call('GET', '/transaction/verify/nothing-here')).toEqual({
      status: false,
      message: 'Transaction reference not found',
    });
    expect(await call('GET', '/bank/resolve?account_number=0000000009&bank_code=058')).toEqual({
      status: false,
      message: 'Could not resolve account name. Check parameters or try again.',
    });
  });
});
