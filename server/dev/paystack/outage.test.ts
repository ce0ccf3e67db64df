/** The sandbox keeps its state in the database: while that is away it answers 503, never 500. */
import { DrizzleQueryError } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../http/error-handler';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import { paystackSandbox } from './routes';
import { DEMO_PAYSTACK_SECRET_KEY, PAYSTACK_SANDBOX_PATH } from '../../modules/payment/settings';

const db = useTestDatabase();

afterEach(() => {
  vi.restoreAllMocks();
});

/** What drizzle throws when PostgreSQL ends the session under a query (a restart). */
const databaseGone = () =>
  new DrizzleQueryError(
    'select * from sandbox_transactions',
    [],
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  );

const initialize = (t: ReturnType<typeof createTestApp>) =>
  t.app.request(`${PAYSTACK_SANDBOX_PATH}/transaction/initialize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ada@example.com', amount: 5000 }),
  });

describe('the Paystack sandbox while its database is away', () => {
  it('answers an API call 503 with Retry-After, in Paystack’s shape', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    vi.spyOn(paystackSandbox(t.services), 'initialize').mockRejectedValue(databaseGone());
    const res = await initialize(t);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ status: false, message: DATABASE_UNAVAILABLE });
  });

  it('answers the payment page 503 with Retry-After, as a page', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    vi.spyOn(paystackSandbox(t.services), 'transactionByAccessCode').mockRejectedValue(databaseGone());
    const res = await t.app.request(`${PAYSTACK_SANDBOX_PATH}/checkout/abc123`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain(DATABASE_UNAVAILABLE);
  });

  it('still answers 500 for an error that is not the database', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    vi.spyOn(paystackSandbox(t.services), 'initialize').mockRejectedValue(new TypeError('a bug'));
    const res = await initialize(t);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ status: false, message: 'An error occurred' });
  });
});
