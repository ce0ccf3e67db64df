import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { conflict } from '../../http/api-error';
import type { AuditActor } from '../audit/record';
import { recordAudit } from '../audit/record';
import { koboFromSql } from './queries';
import { ledgerChecks } from './schema';

export interface LedgerCheckReport {
  /** True when nothing below was found. */
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  /** Accounts whose cached balance is not the sum of their entries. */
  balanceDifferences: { accountId: string; cached: number; fromEntries: number }[];
  /** Transactions whose entries do not sum to zero, or that have fewer than two entries. */
  unbalancedTransactions: { id: string; kind: string; idempotencyKey: string; sum: number; entries: number }[];
  /** Accounts that must not be negative whose entries sum below zero. */
  negativeBalances: { accountId: string; fromEntries: number }[];
}

type Row = Record<string, unknown>;

export interface LedgerCheckRun {
  id: string;
  ranAt: Date;
  /** Null when it ran from the command line. */
  actorEmail: string | null;
  ok: boolean;
  report: LedgerCheckReport;
}

export const runOf = (row: typeof ledgerChecks.$inferSelect): LedgerCheckRun => ({
  id: row.id,
  ranAt: row.ranAt,
  actorEmail: row.actorEmail,
  ok: row.ok,
  report: row.report as LedgerCheckReport,
});

/**
 * Recomputes every balance from the entries and checks every transaction, on one consistent
 * snapshot (a read-only repeatable-read transaction, so posts made meanwhile are not half seen).
 */
export async function ledgerCheck(db: Database): Promise<LedgerCheckReport> {
  return db.transaction(
    async (tx) => {
      // Both drivers (node-postgres and PGlite) answer `{ rows }`.
      const rows = async (query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
      const [counts] = await rows(sql`
        select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transactions) as transactions,
               (select count(*) from ledger_entries) as entries`);
      const computed = sql`
        select a.id, a.kind, a.balance as cached, coalesce(e.total, 0) as from_entries
        from ledger_accounts a
        left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.id`;
      const differences = await rows(sql`select * from (${computed}) b where b.cached <> b.from_entries order by b.id`);
      const negative = await rows(
        sql`select * from (${computed}) b where b.kind <> 'provider_clearing' and b.from_entries < 0 order by b.id`,
      );
      const unbalanced = await rows(sql`
        select t.id, t.kind, t.idempotency_key, coalesce(sum(e.amount), 0) as total, count(e.id) as entries
        from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
        group by t.id
        having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
        order by t.created_at, t.id`);
      const report: LedgerCheckReport = {
        ok: differences.length === 0 && negative.length === 0 && unbalanced.length === 0,
        accounts: Number(counts?.accounts ?? 0),
        transactions: Number(counts?.transactions ?? 0),
        entries: Number(counts?.entries ?? 0),
        balanceDifferences: differences.map((row) => ({
          accountId: String(row.id),
          cached: koboFromSql(row.cached),
          fromEntries: koboFromSql(row.from_entries),
        })),
        unbalancedTransactions: unbalanced.map((row) => ({
          id: String(row.id),
          kind: String(row.kind),
          idempotencyKey: String(row.idempotency_key),
          sum: koboFromSql(row.total),
          entries: Number(row.entries),
        })),
        negativeBalances: negative.map((row) => ({ accountId: String(row.id), fromEntries: koboFromSql(row.from_entries) })),
      };
      return report;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const signed = (kobo: number) => `${kobo > 0 ? '+' : ''}${kobo}`;

/** The report as the admin CLI prints it. */
export function formatLedgerCheck(report: LedgerCheckReport): string {
  const lines = [
    `Ledger check: ${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries (amounts in kobo).`,
  ];
  if (report.ok) {
    lines.push('OK: every cached balance equals the sum of its entries, every transaction sums to zero, no balance is negative.');
    return lines.join('\n');
  }
  if (report.balanceDifferences.length > 0) {
    lines.push(`Cached balances that differ from their entries (${report.balanceDifferences.length}):`);
    for (const row of report.balanceDifferences) {
      lines.push(
        `  ${row.accountId}  cached ${row.cached}  from entries ${row.fromEntries}  difference ${signed(row.cached - row.fromEntries)}`,
      );
    }
  }
  if (report.unbalancedTransactions.length > 0) {
    lines.push(`Transactions whose entries do not sum to zero or are fewer than two (${report.unbalancedTransactions.length}):`);
    for (const row of report.unbalancedTransactions) {
      lines.push(`  ${row.id}  ${row.kind}  key ${row.idempotencyKey}  sum ${signed(row.sum)}  entries ${row.entries}`);
    }
  }
  if (report.negativeBalances.length > 0) {
    lines.push(`Accounts below zero that must never be (${report.negativeBalances.length}):`);
    for (const row of report.negativeBalances) lines.push(`  ${row.accountId}  from entries ${row.fromEntries}`);
  }
  lines.push('DIFFERENCES FOUND: the ledger does not add up.');
  return lines.join('\n');
}

/** `npm run admin -- ledger-check`: the report, or the report as an error (the CLI exits 1); kept as a run either way. */
export async function runLedgerCheck(db: Database, now = new Date()): Promise<string> {
  const { report } = await runAndRecordLedgerCheck(db, null, now);
  const text = formatLedgerCheck(report);
  if (!report.ok) throw conflict(text);
  return text;
}

/**
 * Runs the ledger check and keeps its result, with the audit entry (`ledger.check`) in the same
 * transaction. The check itself reads one snapshot of its own first, so what is kept is exactly
 * what it saw.
 */
export async function runAndRecordLedgerCheck(db: Database, actor: AuditActor | null, now: Date): Promise<LedgerCheckRun> {
  const report = await ledgerCheck(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ledgerChecks)
      .values({ ranAt: now, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, ok: report.ok, report })
      .returning();
    const run = runOf(row!);
    const summary = { ok: report.ok, accounts: report.accounts, transactions: report.transactions, entries: report.entries };
    await recordAudit(tx, { actor, action: 'ledger.check', target: { type: 'ledger', id: run.id }, after: summary }, now);
    return run;
  });
}
