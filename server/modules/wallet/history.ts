/**
 * The wallet's history: every ledger transaction that touched the user's money, seen from the
 * user's side. A transaction is the user's when it has an entry on their available balance, or
 * when it is an order payment or refund on the escrow of an order they bought. A card payment
 * (card -> escrow) and a refund to the card never touch the available balance: they are listed,
 * as paid by card, but not `throughWallet`, and the month's totals leave them out.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { WALLET_FIRST_MONTH } from '../../../contract';
import type { Kobo, WalletMonth, WalletTransaction, WalletTransactionKind, WalletTransactionStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError, notFound } from '../../http/api-error';
import { ledgerAccount, ledgerAccountId } from '../ledger/accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger/schema';
import type { LedgerMetadata } from '../ledger/schema';
import { orders } from '../order/schema';
import { products } from '../product/schema';
import { events } from '../event/schema';
import { ticketOrders } from '../ticket/schema';
import { withdrawals } from './schema';
import { bankLine } from './view';

/** Lagos keeps West Africa Time (UTC+1) all year: a month there starts at 23:00 UTC the day before. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** `YYYY-MM` of an instant in Africa/Lagos. */
export function lagosMonthOf(instant: Date): string {
  return new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 7);
}

/** The instants a Lagos month starts and ends (exclusive). */
export function lagosMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - LAGOS_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - LAGOS_OFFSET_MS),
  };
}

interface EntryRow {
  id: string;
  kind: string;
  createdAt: Date;
  metadata: LedgerMetadata;
  accountKind: string;
  amount: number;
  /** Entries are numbered in the order they were written: what orders rows of one instant. */
  entryId: number;
}

/** The user's entries (available, or escrow as buyer for payments and refunds) of the transactions matched by `where`. */
async function userEntries(db: Database, userId: string, where: ReturnType<typeof and>): Promise<EntryRow[]> {
  const columns = {
    id: ledgerTransactions.id,
    kind: ledgerTransactions.kind,
    createdAt: ledgerTransactions.createdAt,
    metadata: ledgerTransactions.metadata,
    accountKind: ledgerAccounts.kind,
    amount: ledgerEntries.amount,
    entryId: ledgerEntries.id,
  };
  // Two index walks (the user's available account's entries; the escrows they bought), joined once.
  const available = db
    .select(columns)
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerEntries.accountId, ledgerAccountId(ledgerAccount.userAvailable(userId))), where));
  const asBuyer = db
    .select(columns)
    .from(ledgerAccounts)
    .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.buyerId, userId),
        eq(ledgerAccounts.kind, 'order_escrow'),
        inArray(ledgerTransactions.kind, ['payment', 'refund']),
        where,
      ),
    );
  const rows = await available.unionAll(asBuyer);
  return rows.map((row) => ({ ...row, amount: Number(row.amount), entryId: Number(row.entryId) }));
}

const kindOfTransaction: Record<string, WalletTransactionKind> = {
  payment: 'payment',
  refund: 'refund',
  release: 'earning',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawal_return: 'withdrawal_return',
};

/** One row per transaction, from the user's side, with what it needs from orders and withdrawals. */
async function toRows(db: Database, userId: string, entries: EntryRow[]): Promise<WalletTransaction[]> {
  const byTransaction = new Map<string, EntryRow>();
  for (const entry of entries) {
    const seen = byTransaction.get(entry.id);
    // The available balance's entry says what the user's money did; an escrow entry only when there is none.
    if (!seen || (seen.accountKind !== 'user_available' && entry.accountKind === 'user_available'))
      byTransaction.set(entry.id, entry);
  }
  const list = [...byTransaction.values()];
  const orderIds = [...new Set(list.map((row) => row.metadata.orderId).filter((id): id is string => typeof id === 'string'))];
  const withdrawalIds = [
    ...new Set(list.map((row) => row.metadata.withdrawalId).filter((id): id is string => typeof id === 'string')),
  ];
  const orderRows =
    orderIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, buyerId: orders.buyerId, title: products.title })
          .from(orders)
          .innerJoin(products, eq(products.id, orders.productId))
          .where(inArray(orders.id, orderIds));
  const withdrawalRows =
    withdrawalIds.length === 0
      ? []
      : await db
          .select()
          .from(withdrawals)
          .where(and(inArray(withdrawals.id, withdrawalIds), eq(withdrawals.userId, userId)));
  // Ticket orders post under `ticketOrderId`: shown as the event's tickets.
  const ticketOrderIds = [
    ...new Set(list.map((row) => row.metadata.ticketOrderId).filter((id): id is string => typeof id === 'string')),
  ];
  const ticketRows =
    ticketOrderIds.length === 0
      ? []
      : await db
          .select({ id: ticketOrders.id, buyerId: ticketOrders.buyerId, title: sql<string>`'Tickets: ' || ${events.title}` })
          .from(ticketOrders)
          .innerJoin(events, eq(events.id, ticketOrders.eventId))
          .where(inArray(ticketOrders.id, ticketOrderIds));
  const orderById = new Map([...orderRows, ...ticketRows].map((row) => [row.id, row]));
  const withdrawalById = new Map(withdrawalRows.map((row) => [row.id, row]));

  list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.entryId - a.entryId);
  return list.map((row): WalletTransaction => {
    const onAvailable = row.accountKind === 'user_available';
    // On the escrow of an order the user bought, money in is the user's money going out.
    const direction = onAvailable === row.amount > 0 ? 'in' : 'out';
    const orderId = typeof row.metadata.orderId === 'string' ? row.metadata.orderId : null;
    const ticketOrderId = typeof row.metadata.ticketOrderId === 'string' ? row.metadata.ticketOrderId : null;
    const order = (orderId ?? ticketOrderId) ? orderById.get(orderId ?? ticketOrderId ?? '') : undefined;
    const withdrawal = typeof row.metadata.withdrawalId === 'string' ? withdrawalById.get(row.metadata.withdrawalId) : undefined;
    // A split decision gives part to the buyer (a refund) and part to the seller (an earning).
    const kind: WalletTransactionKind =
      row.kind === 'split'
        ? order?.buyerId === userId
          ? 'refund'
          : 'earning'
        : (kindOfTransaction[row.kind] ?? (direction === 'in' ? 'deposit' : 'payment'));
    let status: WalletTransactionStatus = 'successful';
    let description = order?.title ?? '';
    if (kind === 'withdrawal' && withdrawal) {
      status = withdrawal.status;
      description = `To ${bankLine(withdrawal.bankName, withdrawal.accountNumberLast4)}`;
    } else if (kind === 'withdrawal_return' && withdrawal) {
      description = `Returned from ${bankLine(withdrawal.bankName, withdrawal.accountNumberLast4)}`;
    } else if (kind === 'deposit') {
      description = 'Deposit by card';
    } else if (kind === 'payment') {
      description = `${order?.title ?? 'Order'} (${onAvailable ? 'wallet' : 'card'} payment)`;
    } else if (kind === 'refund') {
      description = `${order?.title ?? 'Order'} (refund${onAvailable ? '' : ' to card'})`;
    }
    return {
      id: row.id,
      kind,
      amountKobo: Math.abs(row.amount) as Kobo,
      direction,
      status,
      description,
      orderId,
      throughWallet: onAvailable,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export const MONTH_OUT_OF_RANGE = `Month must be between ${WALLET_FIRST_MONTH} and this month`;

/** The user's rows of a Lagos month (default: this one), newest first, with the month's totals; 422 outside 2025-01..now. */
export async function walletMonth(db: Database, userId: string, now: Date, month = lagosMonthOf(now)): Promise<WalletMonth> {
  if (month < WALLET_FIRST_MONTH || month > lagosMonthOf(now)) {
    throw new ApiError(422, MONTH_OUT_OF_RANGE, { month: MONTH_OUT_OF_RANGE });
  }
  const { from, to } = lagosMonthRange(month);
  const entries = await userEntries(
    db,
    userId,
    and(gte(ledgerTransactions.createdAt, from), lt(ledgerTransactions.createdAt, to)),
  );
  const items = await toRows(db, userId, entries);
  // Only money that moved through the wallet: a card payment went from the card to escrow.
  const total = (direction: 'in' | 'out') =>
    items.filter((item) => item.throughWallet && item.direction === direction).reduce((sum, item) => sum + item.amountKobo, 0);
  return { month, inKobo: total('in'), outKobo: total('out'), items };
}

const NOT_FOUND = 'Transaction not found';

/** One of the user's rows; 404 for an id that is not one (or is someone else's). */
export async function walletTransaction(db: Database, userId: string, id: string): Promise<WalletTransaction> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound(NOT_FOUND);
  const [row] = await toRows(db, userId, await userEntries(db, userId, and(eq(ledgerTransactions.id, id))));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}
