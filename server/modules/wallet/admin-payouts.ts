/**
 * The console's payouts: withdrawals by status with their owner and the provider's reason, and
 * what staff decide for one that failed or was reversed. The ledger already gave such a
 * withdrawal's money back to the owner's available balance when the provider said so; staff
 * either send it again (a new withdrawal from that balance to the owner's saved bank account,
 * linked to the first) or leave it there and tell the owner. One decision per withdrawal,
 * whoever else decides at the same moment: the row is locked and its `resolution` set once.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatKobo, withdrawalMachine, withdrawalStatuses } from '../../../contract';
import type { AdminPayout, AdminPayoutList, Kobo, WithdrawalResolution, WithdrawalStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { decisionMoment } from '../audit/decision-moment';
import type { AuditActor } from '../audit/record';
import { recordAudit } from '../audit/record';
import { ledgerAccounts } from '../ledger/schema';
import { InsufficientFundsError } from '../ledger/post';
import { users } from '../user/schema';
import { payoutReturnedNotice, payoutRetriedNotice } from './mail';
import { withdrawalReferenceOf } from './references';
import { walletBankAccounts, withdrawals } from './schema';
import { bankLine, last4 } from './view';
import { sendTransfer } from './withdraw';
import { applyWithdrawalEffects, tellOwner } from './withdraw-effects';

type WithdrawalRow = typeof withdrawals.$inferSelect;

export const PAYOUT_NOT_FOUND = 'Payout not found';
const LIST_LIMIT = 100;
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const decidable: readonly WithdrawalStatus[] = ['failed', 'reversed'];

const retry = alias(withdrawals, 'retry');

function payoutQuery(db: Database) {
  return db
    .select({
      row: withdrawals,
      owner: { id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname },
      available: sql<string>`coalesce(${ledgerAccounts.balance}, 0)`,
      retriedAs: retry.id,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, sql`'user:' || ${withdrawals.userId} || ':available'`))
    .leftJoin(retry, eq(retry.retryOf, withdrawals.id));
}

type PayoutRow = Awaited<ReturnType<ReturnType<typeof payoutQuery>['execute']>>[number];

function payoutView({ row, owner, available, retriedAs }: PayoutRow): AdminPayout {
  return {
    id: row.id,
    status: row.status,
    amountKobo: row.amountKobo,
    reference: row.reference,
    bankName: row.bankName,
    accountNumberLast4: row.accountNumberLast4,
    accountName: row.accountName,
    failureReason: row.failureReason,
    transferAttempts: row.transferAttempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    owner,
    ownerAvailableKobo: Number(available),
    resolution: row.resolution ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedByEmail,
    retriedAs: retriedAs ?? null,
    retryOf: row.retryOf,
  };
}

/** Withdrawals of one status: failed and reversed ones awaiting a decision first, then oldest first; successful ones newest first. */
export async function listPayouts(db: Database, status: WithdrawalStatus): Promise<AdminPayoutList> {
  const order =
    status === 'successful'
      ? [desc(withdrawals.createdAt)]
      : [sql`${withdrawals.resolution} is not null`, asc(withdrawals.createdAt), asc(withdrawals.id)];
  const rows = await payoutQuery(db)
    .where(eq(withdrawals.status, status))
    .orderBy(...order)
    .limit(LIST_LIMIT);
  const tallies = await db.select({ status: withdrawals.status, n: count() }).from(withdrawals).groupBy(withdrawals.status);
  const counts = Object.fromEntries(withdrawalStatuses.map((s) => [s, 0])) as AdminPayoutList['counts'];
  for (const { status: s, n } of tallies) counts[s] = Number(n);
  const awaiting = await payoutsAwaitingDecision(db);
  return { payouts: rows.map(payoutView), counts, awaitingDecision: awaiting.count };
}

/** Failed and reversed withdrawals no one has decided yet, and when the oldest of them was made (the overview's queue). */
export async function payoutsAwaitingDecision(db: Database): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(withdrawals.createdAt) })
    .from(withdrawals)
    .where(and(inArray(withdrawals.status, [...decidable]), isNull(withdrawals.resolution)));
  return { count: Number(row?.n ?? 0), oldestAt: row?.oldest ?? null };
}

async function payoutById(db: Database, id: string): Promise<AdminPayout> {
  const [row] = isUuid(id) ? await payoutQuery(db).where(eq(withdrawals.id, id)) : [];
  if (!row) throw notFound(PAYOUT_NOT_FOUND);
  return payoutView(row);
}

/** The refusal a second decision gets: who decided, and when. */
export function alreadyDecidedMessage(
  row: Pick<WithdrawalRow, 'resolution' | 'resolvedAt' | 'resolvedByEmail'>,
  now: Date,
): string {
  const what = row.resolution === 'retried' ? 'Already retried' : 'Already returned to the wallet';
  const by = row.resolvedByEmail ?? 'the command line';
  return `${what} by ${by}${row.resolvedAt ? ` ${decisionMoment(row.resolvedAt, now)}` : ''}.`;
}

/**
 * A new withdrawal of the same amount, staff acting for the owner (the table's `request` rule
 * and its hold, as the owner's own request would), to the bank account the owner has saved now
 * (they may have corrected it since), else the one the first attempt went to.
 */
async function insertRetry(tx: Database, first: WithdrawalRow, now: Date): Promise<WithdrawalRow> {
  const request = withdrawalMachine.check(null, 'request', 'owner');
  if (!request.allowed) throw new Error(`withdrawalMachine refuses a new withdrawal: ${request.message}`);
  const [saved] = await tx.select().from(walletBankAccounts).where(eq(walletBankAccounts.userId, first.userId));
  const bank = saved
    ? {
        bankCode: saved.bankCode,
        bankName: saved.bankName,
        accountNumberLast4: last4(saved.accountNumber),
        accountName: saved.accountName,
        recipientCode: saved.recipientCode,
      }
    : {
        bankCode: first.bankCode,
        bankName: first.bankName,
        accountNumberLast4: first.accountNumberLast4,
        accountName: first.accountName,
        recipientCode: first.recipientCode,
      };
  const id = randomUUID();
  const [created] = await tx
    .insert(withdrawals)
    .values({
      id,
      userId: first.userId,
      idempotencyKey: randomUUID(),
      amountKobo: first.amountKobo,
      status: request.rule.to,
      reference: withdrawalReferenceOf(id),
      ...bank,
      retryOf: first.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await applyWithdrawalEffects(tx, request.rule.effects, created!, now);
  return created!;
}

/**
 * Retry or return a failed or reversed withdrawal (`payout.retry` / `payout.return`, audited in
 * the same transaction). A retry's transfer is asked of the provider after the commit, as a
 * withdrawal's own is; if the provider cannot be reached, the sweep sends it.
 */
export async function decidePayout(
  services: Services,
  id: string,
  resolution: WithdrawalResolution,
  reason: string,
  actor: AuditActor | null,
): Promise<AdminPayout> {
  const { db, clock } = services;
  if (!isUuid(id)) throw notFound(PAYOUT_NOT_FOUND);
  const now = clock.now();
  let retried: WithdrawalRow | undefined;
  try {
    retried = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
      if (!current) throw notFound(PAYOUT_NOT_FOUND);
      if (current.resolution) throw conflict(alreadyDecidedMessage(current, now));
      if (!decidable.includes(current.status)) {
        throw conflict(
          `Only a failed or reversed payout can be retried or returned to the wallet; this one is ${current.status}.`,
        );
      }
      const [decided] = await tx
        .update(withdrawals)
        .set({ resolution, resolvedAt: now, resolvedByEmail: actor?.email ?? null })
        .where(and(eq(withdrawals.id, id), isNull(withdrawals.resolution)))
        .returning();
      if (!decided) throw conflict('This payout was decided a moment ago. Reload it.');
      const amount = formatKobo(current.amountKobo as Kobo);
      const made = resolution === 'retried' ? await insertRetry(tx, current, now) : undefined;
      const notice = made
        ? payoutRetriedNotice(amount, bankLine(made.bankName, made.accountNumberLast4))
        : payoutReturnedNotice(amount, bankLine(current.bankName, current.accountNumberLast4));
      await tellOwner(tx, current.userId, notice, now);
      await recordAudit(
        tx,
        {
          actor,
          action: resolution === 'retried' ? 'payout.retry' : 'payout.return',
          target: { type: 'withdrawal', id },
          before: { status: current.status, resolution: null, failureReason: current.failureReason },
          after: { status: current.status, resolution, ...(made ? { retriedAs: made.id } : {}) },
          reason,
        },
        now,
      );
      return made;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw conflict(
        "The owner's available balance no longer holds this amount (they spent or withdrew it), so it cannot be sent again. Return it to the wallet instead.",
      );
    }
    throw error;
  }
  if (retried) await sendTransfer(services, retried);
  return payoutById(db, id);
}
