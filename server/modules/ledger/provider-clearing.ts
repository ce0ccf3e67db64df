import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PlatformFeesMonth, ProviderClearing } from '../../../contract';
import { defaultTimeZone } from '../../../contract';
import type { Database } from '../../db/database';
import type { Services } from '../../services';
import { PaymentProviderError, PaystackRefusedError } from '../payment/paystack';
import { paystackFor } from '../payment/provider';
import { withdrawals } from '../wallet/schema';
import { ledgerAccount } from './accounts';
import { balanceOf, koboFromSql } from './queries';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

/** Pending withdrawals' total: those the provider accepted (already off its balance) or not yet. */
async function inFlight(db: Database, accepted: boolean): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountKobo}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'pending'),
        accepted ? isNotNull(withdrawals.transferInitiatedAt) : isNull(withdrawals.transferInitiatedAt),
      ),
    );
  return koboFromSql(row?.total);
}

/**
 * The ledger's `provider:clearing` against the provider's own balance. The ledger's figures are
 * read first and the provider asked after; a payment that lands in between shows as a passing
 * difference, gone on the next look.
 */
export async function providerClearing(services: Services): Promise<ProviderClearing> {
  const { db, clock, logger } = services;
  const ledgerHeldKobo = -(await balanceOf(db, ledgerAccount.providerClearing));
  const sentInFlightKobo = await inFlight(db, true);
  const unsentInFlightKobo = await inFlight(db, false);
  const expectedAtProviderKobo = ledgerHeldKobo - sentInFlightKobo;
  let providerBalanceKobo: number | null = null;
  let providerError: string | null = null;
  try {
    providerBalanceKobo = await paystackFor(services).balance();
  } catch (error) {
    if (!(error instanceof PaymentProviderError) && !(error instanceof PaystackRefusedError)) throw error;
    logger.warn('provider balance not read', { error: String(error) });
    providerError =
      error instanceof PaystackRefusedError
        ? `The payment provider refused to give its balance: ${error.providerMessage}`
        : 'The payment provider could not be reached. Try again in a moment.';
  }
  return {
    ledgerHeldKobo,
    sentInFlightKobo,
    unsentInFlightKobo,
    expectedAtProviderKobo,
    providerBalanceKobo,
    providerError,
    differenceKobo: providerBalanceKobo === null ? null : providerBalanceKobo - expectedAtProviderKobo,
    checkedAt: clock.now().toISOString(),
  };
}

/** The net of every posting to `platform:fees`, by calendar month in Lagos, newest first. */
export async function platformFeesByMonth(db: Database): Promise<PlatformFeesMonth[]> {
  const month = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone ${defaultTimeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      total: sql<string>`sum(${ledgerEntries.amount})`,
      transactions: sql<string>`count(distinct ${ledgerTransactions.id})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.kind, 'platform_fees'))
    // By position: the month's expression carries the time zone as a parameter, and a repeated
    // parameter is not the same expression to PostgreSQL.
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map((row) => ({ month: row.month, feesKobo: koboFromSql(row.total), transactions: Number(row.transactions) }));
}
