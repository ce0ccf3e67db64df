/**
 * The Paystack-compatible sandbox over HTTP, mounted at PAYSTACK_SANDBOX_PATH in demo mode only
 * (server/app.ts): Paystack's endpoints with its request and answer shapes, the hosted payment
 * page, and a few controls for tests (`/_webhooks`, `/_accounts`). Every API call needs the
 * sandbox's secret key as bearer token, as Paystack's do; the payment page is for browsers. The
 * key is published, so the controls, which change how every payment of the demo behaves, answer
 * only callers on this machine, as the development mailbox does. The sandbox's payments,
 * recipients and transfers are in the database, shared by every server on it; the webhook
 * controls act on the server that is called.
 */
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { safeEqual } from '../../crypto/tokens';
import type { AppEnv } from '../../http/app-env';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { API_CONTENT_SECURITY_POLICY } from '../../http/content-security-policy';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../../http/error-handler';
import { localCallersOnly } from '../../http/local-callers-only';
import { describeError } from '../../logger';
import type { Services } from '../../services';
import { ownServerUrl } from '../../modules/payment/provider';
import { PAYSTACK_SANDBOX_PATH } from '../../modules/payment/settings';
import { SANDBOX_BANKS, isAccountNumber } from './banks';
import { paymentPage, resultPage, sandboxPageCsp } from './page';
import { PaystackSandbox, SandboxRefusal } from './sandbox';

const sandboxes = new WeakMap<Services, PaystackSandbox>();

/** The sandbox of an app (its state in the app's database, its own webhook switches), made on first use. */
export function paystackSandbox(services: Services): PaystackSandbox {
  let sandbox = sandboxes.get(services);
  if (!sandbox) {
    sandbox = new PaystackSandbox(
      services.config.paystack.secretKey,
      services.db,
      services.clock,
      services.tasks,
      services.logger,
      () => ownServerUrl(services),
    );
    sandboxes.set(services, sandbox);
  }
  return sandbox;
}

const MAX_BODY_BYTES = 64 * 1024;

const email = v.pipe(
  v.string('email is required'),
  v.trim(),
  v.maxLength(254),
  v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid Email Address Passed'),
);
/** Paystack takes amounts as a number or a string of kobo. */
const amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], 'Invalid Amount Sent'),
  v.transform(Number),
  v.safeInteger('Invalid Amount Sent'),
  v.minValue(1, 'Invalid Amount Sent'),
);
const reference = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._=-]{1,100}$/, 'Invalid reference: use letters, digits, - . = and _ only'),
);
const httpUrl = v.pipe(v.string(), v.url('callback_url must be a URL'), v.regex(/^https?:\/\//i, 'callback_url must be a URL'));

const initializeBody = v.looseObject({
  email,
  amount,
  currency: v.optional(v.literal('NGN', 'Currency not supported by merchant')),
  reference: v.optional(reference),
  callback_url: v.optional(httpUrl),
  metadata: v.optional(v.unknown()),
});

const refundBody = v.looseObject({
  transaction: v.pipe(v.union([v.string(), v.number()], 'transaction is required'), v.transform(String)),
  amount: v.optional(amount),
  currency: v.optional(v.literal('NGN', 'Currency not supported by merchant')),
  merchant_note: v.optional(v.string()),
  customer_note: v.optional(v.string()),
});

const recipientBody = v.looseObject({
  type: v.literal('nuban', 'Recipient type is invalid'),
  name: v.pipe(v.string('Name is required'), v.trim(), v.minLength(1, 'Name is required'), v.maxLength(100)),
  account_number: v.pipe(v.string('Account number is required'), v.check(isAccountNumber, 'Account number is invalid')),
  bank_code: v.string('Bank code is required'),
  currency: v.optional(v.literal('NGN', 'Currency not supported by merchant')),
});

const transferBody = v.looseObject({
  source: v.literal('balance', 'Invalid transfer source'),
  amount,
  recipient: v.string('Recipient specified is invalid'),
  reference: v.pipe(
    v.string('Transfer reference is required'),
    v.regex(/^[a-z0-9_-]{16,50}$/, 'Invalid transfer reference: 16-50 characters of a-z, 0-9, - and _'),
  ),
  reason: v.optional(v.nullable(v.string())),
  currency: v.optional(v.literal('NGN', 'Currency not supported by merchant')),
});

const webhookSettingsBody = v.strictObject({
  url: v.optional(v.nullable(httpUrl)),
  duplicate: v.optional(v.boolean()),
  hold: v.optional(v.boolean()),
  retryDelaysMs: v.optional(
    v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(24 * 60 * 60 * 1000))), v.maxLength(200)),
  ),
});

const releaseBody = v.strictObject({ order: v.optional(v.picklist(['as_sent', 'reversed', 'shuffled']), 'as_sent') });

const accountBody = v.strictObject({
  bank_code: v.string(),
  account_number: v.string(),
  account_name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
});

const refuse = (c: Context<AppEnv>, status: 400 | 401 | 404 | 422, message: string) => c.json({ status: false, message }, status);

/** A success as Paystack answers it. */
const answer = (c: Context<AppEnv>, message: string, data: unknown, status: 200 | 201 = 200) =>
  c.json({ status: true, message, data }, status);

async function readJson<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S> | Response> {
  let json: unknown;
  try {
    const text = await c.req.text();
    json = text === '' ? {} : JSON.parse(text);
  } catch {
    return refuse(c, 400, 'Invalid JSON body');
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) return refuse(c, 400, parsed.issues[0]?.message ?? 'Invalid request');
  return parsed.output;
}

/** The origin this call reached the server at: where webhooks and (without PUBLIC_ORIGIN) browsers find it. */
const requestOrigin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

function requireSecretKey(secretKey: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (given === undefined || !safeEqual(given, secretKey)) return refuse(c, 401, 'Invalid key');
    return next();
  };
}

/** The sandbox's answers are never cached; JSON answers may not run or be framed either. */
const sandboxHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
};

export function paystackSandboxRoutes(services: Services): Hono<AppEnv> {
  const sandbox = paystackSandbox(services);
  const { config } = services;
  const app = new Hono<AppEnv>();

  /** A call with a JSON body, checked against `schema` before `handle` sees it (a 400 in Paystack's shape when it does not fit). */
  const withBody =
    <S extends v.GenericSchema>(schema: S, handle: (body: v.InferOutput<S>, c: Context<AppEnv>) => Promise<Response>) =>
    async (c: Context<AppEnv>) => {
      const body = await readJson(c, schema);
      return body instanceof Response ? body : handle(body, c);
    };

  const authed = requireSecretKey(config.paystack.secretKey);
  const local = localCallersOnly(services.logger, 'sandbox_control_refused');

  app.use('*', sandboxHeaders);
  app.use(
    '*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ status: false, message: 'Request body too large' }, 413) }),
  );
  app.onError((error, c) => {
    if (error instanceof SandboxRefusal) return refuse(c, error.status, error.message);
    // Its state is in the database: while that is away the call may be sent again, as to the app.
    if (isDatabaseUnavailable(error)) {
      services.logger.warn('paystack sandbox: the database did not answer: 503', { path: c.req.path, ...describeError(error) });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      if (!c.req.path.startsWith(`${PAYSTACK_SANDBOX_PATH}/checkout/`))
        return c.json({ status: false, message: DATABASE_UNAVAILABLE }, 503);
      c.header('Content-Security-Policy', sandboxPageCsp([]));
      return c.html(resultPage('Try again in a moment', DATABASE_UNAVAILABLE), 503);
    }
    services.logger.error('paystack sandbox: unexpected error', { path: c.req.path, error: error.message });
    return c.json({ status: false, message: 'An error occurred' }, 500);
  });

  // Transactions

  app.post(
    '/transaction/initialize',
    authed,
    withBody(initializeBody, async (body, c) => {
      const transaction = await sandbox.initialize({
        email: body.email,
        amount: body.amount,
        reference: body.reference,
        callbackUrl: body.callback_url,
        metadata: body.metadata,
        origin: requestOrigin(c),
      });
      const pageOrigin = config.publicOrigin ?? requestOrigin(c);
      return answer(c, 'Authorization URL created', {
        authorization_url: `${pageOrigin}${PAYSTACK_SANDBOX_PATH}/checkout/${transaction.accessCode}`,
        access_code: transaction.accessCode,
        reference: transaction.reference,
      });
    }),
  );

  app.get('/transaction/verify/:reference', authed, async (c) => {
    const transaction = await sandbox.transaction(c.req.param('reference'));
    return answer(c, 'Verification successful', sandbox.transactionView(transaction));
  });

  app.post(
    '/refund',
    authed,
    withBody(refundBody, async (body, c) => {
      const refund = await sandbox.refund({
        transaction: body.transaction,
        amount: body.amount,
        merchantNote: body.merchant_note,
        customerNote: body.customer_note,
      });
      return answer(c, 'Refund has been queued for processing', sandbox.refundView(refund));
    }),
  );

  // Banks, recipients and transfers

  app.get('/bank', authed, (c) =>
    c.json({
      status: true,
      message: 'Banks retrieved',
      data: SANDBOX_BANKS.map((bank) => sandbox.bankView(bank)),
      meta: { next: null, previous: null, perPage: 100 },
    }),
  );

  app.get('/bank/resolve', authed, async (c) => {
    const accountNumber = c.req.query('account_number') ?? '';
    const { accountName, bank } = await sandbox.resolve(accountNumber, c.req.query('bank_code') ?? '');
    return answer(c, 'Account number resolved', { account_number: accountNumber, account_name: accountName, bank_id: bank.id });
  });

  app.post(
    '/transferrecipient',
    authed,
    withBody(recipientBody, async (body, c) => {
      const recipient = await sandbox.createRecipient({
        name: body.name,
        accountNumber: body.account_number,
        bankCode: body.bank_code,
      });
      return answer(c, 'Transfer recipient created successfully', sandbox.recipientView(recipient), 201);
    }),
  );

  app.post(
    '/transfer',
    authed,
    withBody(transferBody, async (body, c) => {
      const transfer = await sandbox.initiateTransfer({
        amount: body.amount,
        recipient: body.recipient,
        reference: body.reference,
        reason: body.reason ?? null,
        origin: requestOrigin(c),
      });
      return answer(c, 'Transfer has been queued', sandbox.transferView(transfer));
    }),
  );

  app.get('/transfer/verify/:reference', authed, async (c) => {
    const transfer = await sandbox.transfer(c.req.param('reference'));
    return answer(c, 'Transfer retrieved', sandbox.transferDetailView(transfer));
  });

  // The account's balance, in Paystack's shape: one entry per currency.
  app.get('/balance', authed, async (c) =>
    answer(c, 'Balances retrieved', [{ currency: 'NGN', balance: await sandbox.balance() }]),
  );

  // The hosted payment page

  app.get('/checkout/:accessCode', async (c) => {
    const transaction = await sandbox.transactionByAccessCode(c.req.param('accessCode'));
    if (!transaction) return c.html(resultPage('Payment not found', 'This payment link is not valid.'), 404);
    const callback = transaction.callbackUrl === undefined ? [] : [new URL(transaction.callbackUrl).origin];
    c.header('Content-Security-Policy', sandboxPageCsp(callback));
    if (transaction.status !== 'abandoned') {
      const done = transaction.status === 'failed' ? 'This payment was declined.' : 'This payment is complete.';
      return c.html(resultPage('Payment closed', done, callbackTarget(transaction)));
    }
    return c.html(paymentPage(transaction, `${PAYSTACK_SANDBOX_PATH}/checkout/${transaction.accessCode}`));
  });

  app.post('/checkout/:accessCode', async (c) => {
    const found = await sandbox.transactionByAccessCode(c.req.param('accessCode'));
    c.header('Content-Security-Policy', sandboxPageCsp([]));
    if (!found) return c.html(resultPage('Payment not found', 'This payment link is not valid.'), 404);
    let choice: unknown;
    try {
      choice = (await c.req.parseBody()).choice;
    } catch {
      choice = undefined;
    }
    if (choice !== 'pay' && choice !== 'decline')
      return c.html(resultPage('Choose Pay or Decline', 'Go back and choose Pay or Decline.'), 400);
    // A second submit (double click, back button) changes nothing and lands on the same callback.
    const transaction = await sandbox.complete(found, choice);
    const target = callbackTarget(transaction);
    if (target) return c.redirect(target, 303);
    const heading = transaction.status === 'failed' ? 'Payment declined' : 'Payment complete';
    return c.html(resultPage(heading, `Reference ${transaction.reference}. You can close this page.`));
  });

  // Controls for tests and testers

  app.get('/_webhooks', local, authed, (c) =>
    answer(c, 'Webhooks', { settings: sandbox.webhooks, held: sandbox.heldCount, deliveries: sandbox.deliveries }),
  );

  app.put(
    '/_webhooks',
    local,
    authed,
    withBody(webhookSettingsBody, async (body, c) => {
      if (body.url !== undefined) sandbox.webhooks.url = body.url ?? undefined;
      if (body.duplicate !== undefined) sandbox.webhooks.duplicate = body.duplicate;
      if (body.hold !== undefined) sandbox.webhooks.hold = body.hold;
      if (body.retryDelaysMs !== undefined) sandbox.webhooks.retryDelaysMs = body.retryDelaysMs;
      return answer(c, 'Webhook settings saved', sandbox.webhooks);
    }),
  );

  app.post(
    '/_webhooks/release',
    local,
    authed,
    withBody(releaseBody, async (body, c) => {
      const released = sandbox.releaseWebhooks(body.order);
      return answer(c, 'Webhooks released', { released });
    }),
  );

  app.put(
    '/_accounts',
    local,
    authed,
    withBody(accountBody, async (body, c) => {
      await sandbox.nameAccount(body.bank_code, body.account_number, body.account_name);
      return answer(c, 'Account named', await sandbox.resolve(body.account_number, body.bank_code));
    }),
  );

  return app;
}

/** The callback with `trxref` and `reference`, as Paystack sends the payer back. */
function callbackTarget(transaction: { callbackUrl: string | undefined; reference: string }): string | undefined {
  if (transaction.callbackUrl === undefined) return undefined;
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('trxref', transaction.reference);
  url.searchParams.set('reference', transaction.reference);
  return url.toString();
}
