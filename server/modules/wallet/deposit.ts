import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { CreateDepositBody, Deposit, Kobo } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { PaymentProviderError } from '../payment/paystack';
import { paystackFor } from '../payment/provider';
import { users } from '../user/schema';
import { depositReferenceOf, walletKeys, walletLedgerKinds } from './references';
import { walletDeposits } from './schema';
import { depositView } from './view';

export const DEPOSIT_UNAVAILABLE =
  'We could not reach the payment service, so nothing was charged. Please try again in a few minutes.';

/** Where a dashboard's wallet lives (the payment page sends the payer back there). */
const dashboardBase = { buyer: '/dashboard', seller: '/seller/dashboard' } as const;

/**
 * Starts a deposit: a pending row under its own reference (`kdp_…`), then the provider's payment
 * page, which sends the payer back to `<dashboard>/wallet?deposit=<reference>`. Nothing is
 * credited here or on that return: only the verified webhook does (`confirmDeposit`).
 */
export async function createDeposit(
  services: Services,
  userId: string,
  input: CreateDepositBody,
  appOrigin: string,
): Promise<{ deposit: Deposit; payment: { authorizationUrl: string; reference: string } }> {
  const { db, clock, logger } = services;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found');
  const id = randomUUID();
  const reference = depositReferenceOf(id);
  const now = clock.now();
  const [row] = await db
    .insert(walletDeposits)
    .values({ id, userId, reference, amountKobo: input.amountKobo, status: 'pending', createdAt: now, updatedAt: now })
    .returning();
  const base = dashboardBase[input.dashboard ?? 'buyer'];
  try {
    const payment = await paystackFor(services).initialize({
      email: user.email,
      amount: input.amountKobo as Kobo,
      reference,
      callbackUrl: `${appOrigin}${base}/wallet?deposit=${encodeURIComponent(reference)}`,
      metadata: { depositId: id },
    });
    await db.update(walletDeposits).set({ authorizationUrl: payment.authorizationUrl }).where(eq(walletDeposits.id, id));
    return { deposit: depositView(row!), payment: { authorizationUrl: payment.authorizationUrl, reference } };
  } catch (error) {
    logger.warn('deposit not started: the payment could not be initialized', {
      reference,
      error: error instanceof PaymentProviderError ? `${error.failure}: ${error.detail}` : String(error),
    });
    await db
      .update(walletDeposits)
      .set({ status: 'failed', updatedAt: clock.now() })
      .where(and(eq(walletDeposits.id, id), eq(walletDeposits.status, 'pending')));
    throw new ApiError(503, DEPOSIT_UNAVAILABLE);
  }
}

export type DepositOutcome = 'credited' | 'already_credited' | 'unknown_reference' | 'not_successful' | 'amount_mismatch';

/**
 * A `charge.success` webhook for a deposit, its signature checked: the charge is verified with
 * the provider (the webhook's body is never trusted for money); then, in one transaction, the
 * deposit moves to `successful` by compare-and-set and provider:clearing -> the user's available
 * balance is posted under the reference's key. A replay changes nothing. A declined deposit that
 * was marked failed and is then paid after all is credited too: the money did arrive.
 */
export async function confirmDeposit(services: Services, reference: string): Promise<DepositOutcome> {
  const { db, clock, logger } = services;
  const [deposit] = await db.select().from(walletDeposits).where(eq(walletDeposits.reference, reference));
  if (!deposit) {
    logger.warn('paystack charge for no deposit', { reference });
    return 'unknown_reference';
  }
  if (deposit.status === 'successful') return 'already_credited';
  const charge = await paystackFor(services).verify(reference);
  if (charge.status !== 'success') {
    logger.warn('deposit charge not successful on verify', { reference, status: charge.status });
    return 'not_successful';
  }
  if (charge.amount !== deposit.amountKobo || charge.currency !== 'NGN') {
    logger.error('deposit charge amount does not match the deposit: refused', {
      reference,
      expectedKobo: deposit.amountKobo,
      chargedKobo: charge.amount,
      currency: charge.currency,
    });
    return 'amount_mismatch';
  }
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(walletDeposits)
      .set({ status: 'successful', updatedAt: now })
      .where(and(eq(walletDeposits.id, deposit.id), inArray(walletDeposits.status, ['pending', 'failed'])))
      .returning({ id: walletDeposits.id });
    if (!moved) return 'already_credited';
    await postTransaction(tx, {
      idempotencyKey: walletKeys.deposit(reference),
      kind: walletLedgerKinds.deposit,
      postedAt: now,
      metadata: { depositId: deposit.id, reference },
      entries: [
        { account: ledgerAccount.providerClearing, amount: -deposit.amountKobo as Kobo },
        { account: ledgerAccount.userAvailable(deposit.userId), amount: deposit.amountKobo as Kobo },
      ],
    });
    return 'credited';
  });
}

/**
 * The caller's deposit, as the return page polls it. While it is pending, the provider is asked:
 * a declined payment (the provider says `failed`) marks it failed. It is never credited here.
 */
export async function depositOfUser(services: Services, userId: string, reference: string): Promise<Deposit> {
  const { db, clock, logger } = services;
  const find = async (database: Database) =>
    (
      await database
        .select()
        .from(walletDeposits)
        .where(and(eq(walletDeposits.reference, reference), eq(walletDeposits.userId, userId)))
    )[0];
  const deposit = await find(db);
  if (!deposit) throw notFound('Deposit not found');
  if (deposit.status !== 'pending') return depositView(deposit);
  try {
    const charge = await paystackFor(services).verify(reference);
    if (charge.status === 'failed') {
      await db
        .update(walletDeposits)
        .set({ status: 'failed', updatedAt: clock.now() })
        .where(and(eq(walletDeposits.id, deposit.id), eq(walletDeposits.status, 'pending')));
    }
  } catch (error) {
    // The provider is unreachable: the deposit stays as it is; the page asks again.
    logger.warn('deposit status not verified', { reference, error: error instanceof Error ? error.message : String(error) });
  }
  return depositView((await find(db)) ?? deposit);
}
