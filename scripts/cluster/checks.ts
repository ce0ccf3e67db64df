/**
 * What the database must show after the cluster test's workload: each query returns the rows
 * that break a rule (none when all is well), so a failure names what broke.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { formatLedgerCheck, ledgerCheck } from '../../server/modules/ledger/check';
import type { ClusterSeed } from './seed';
import type { WorkloadOutcome } from './workload';

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const show = (rows: Row[], limit = 5) =>
  rows
    .slice(0, limit)
    .map((row) => JSON.stringify(row))
    .join('; ') + (rows.length > limit ? ` (+${rows.length - limit} more)` : '');

export interface CheckResult {
  ok: boolean;
  detail: string;
}

export async function checkLedger(db: Database): Promise<CheckResult> {
  const report = await ledgerCheck(db);
  return {
    ok: report.ok,
    detail: report.ok ? `${report.transactions} transactions, ${report.entries} entries` : formatLedgerCheck(report),
  };
}

/** No money moved twice for one order, and each order's escrow holds what its status says. */
export async function checkPostings(db: Database): Promise<CheckResult> {
  const twice = await rowsOf(
    db,
    sql`select metadata->>'orderId' as order_id, kind, count(*)::int as n from ledger_transactions
      where metadata ? 'orderId' group by 1, 2 having count(*) > 1`,
  );
  const escrow = await rowsOf(
    db,
    sql`select o.id, o.status, o.total_kobo, coalesce(a.balance, 0) as escrow from orders o
      left join ledger_accounts a on a.id = 'order:' || o.id || ':escrow'
      where coalesce(a.balance, 0) <> case when o.status in ('awaiting_seller', 'accepted', 'out_for_delivery', 'arrived', 'disputed')
        then o.total_kobo else 0 end`,
  );
  const [{ n } = { n: 0 }] = await rowsOf(db, sql`select count(*)::int as n from ledger_transactions`);
  const problems = [
    twice.length > 0 ? `posted twice: ${show(twice)}` : '',
    escrow.length > 0 ? `escrow not as the status says: ${show(escrow)}` : '',
  ].filter(Boolean);
  return { ok: problems.length === 0, detail: problems.join(' | ') || `${String(n)} ledger transactions, each once` };
}

export async function checkEvents(db: Database): Promise<CheckResult> {
  const twice = await rowsOf(
    db,
    sql`select order_id, kind, count(*)::int as n from order_events group by 1, 2 having count(*) > 1`,
  );
  const [{ n } = { n: 0 }] = await rowsOf(db, sql`select count(*)::int as n from order_events`);
  return {
    ok: twice.length === 0,
    detail: twice.length > 0 ? `events written twice: ${show(twice)}` : `${String(n)} order events, each once`,
  };
}

/** Units left plus units in live or completed orders equal what each product had at the start. */
export async function checkStock(db: Database, seed: ClusterSeed): Promise<CheckResult> {
  const rows = await rowsOf(
    db,
    sql`select p.id, p.slug, p.units_available,
        coalesce((select sum(o.quantity) from orders o where o.product_id = p.id and o.status not in ('expired', 'cancelled')), 0)::int as held
      from products p where p.slug like 'bench-order-product-%' or p.slug like 'cluster-scarce-%'`,
  );
  const start = new Map(seed.products.map((product) => [product.id, product.units]));
  const wrong = rows.filter((row) => Number(row.units_available) + Number(row.held) !== start.get(String(row.id)));
  const soldOut = rows.filter(
    (row) => String(row.slug).startsWith('cluster-scarce-') && Number(row.units_available) === 0,
  ).length;
  return {
    ok: wrong.length === 0 && rows.length === seed.products.length,
    detail:
      wrong.length > 0
        ? `stock + held differs from the start: ${show(wrong)}`
        : `${rows.length} products add up (${soldOut} scarce ones sold out)`,
  };
}

/** Every answer that promised a write is in the database. */
export async function checkConfirmedWrites(db: Database, outcome: WorkloadOutcome): Promise<CheckResult> {
  const statuses = new Map(
    (await rowsOf(db, sql`select id, status from orders`)).map((row) => [String(row.id), String(row.status)] as const),
  );
  const lost: string[] = [];
  const expect = (ids: Set<string>, what: string, allowed: string[]) => {
    for (const id of ids) {
      const status = statuses.get(id);
      if (!status || !allowed.includes(status)) lost.push(`${what} ${id} is ${status ?? 'missing'}`);
    }
  };
  const paidOrLater = ['awaiting_seller', 'accepted', 'arrived', 'completed', 'cancelled'];
  expect(outcome.placed, 'placed order', ['pending_payment', ...paidOrLater]);
  for (const id of outcome.cardPaid) {
    const status = statuses.get(id);
    if (!status || !paidOrLater.includes(status))
      lost.push(`card-paid order ${id} (page answered by ${outcome.cardPaidBy.get(id) ?? '?'}) is ${status ?? 'missing'}`);
  }
  expect(outcome.walletPaid, 'wallet-paid order', paidOrLater);
  expect(outcome.accepted, 'accepted order', ['accepted', 'arrived', 'completed']);
  expect(outcome.declined, 'declined order', ['cancelled']);
  expect(outcome.confirmed, 'confirmed order', ['completed']);
  return {
    ok: lost.length === 0,
    detail:
      lost.length > 0
        ? `${lost.length} lost: ${lost.slice(0, 5).join('; ')}`
        : `${outcome.placed.size} placed, ${outcome.cardPaid.size} card-paid, ${outcome.walletPaid.size} wallet-paid, ` +
          `${outcome.accepted.size} accepted, ${outcome.declined.size} declined, ${outcome.confirmed.size} confirmed: all there`,
  };
}

/** Outbox e-mails not yet sent, and orders paid on the page whose webhook has not landed. */
export async function pendingWork(
  db: Database,
  cardPaid: Set<string>,
): Promise<{ emails: number; held: number; unconfirmed: number; dueRows: string }> {
  // An e-mail claimed by the killed replica, or waiting after a failed try, is sent later (minutes).
  const [emails] = await rowsOf(
    db,
    sql`select count(*) filter (where next_attempt_at <= now())::int as n, count(*) filter (where next_attempt_at > now())::int as held
      from notification_emails where status = 'pending'`,
  );
  const ids = [...cardPaid];
  const [unconfirmed] =
    ids.length === 0
      ? [{ n: 0 }]
      : await rowsOf(
          db,
          sql`select count(*)::int as n from orders where status = 'pending_payment' and id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
  const due = await rowsOf(
    db,
    sql`select id, attempts, next_attempt_at, now() as now from notification_emails
      where status = 'pending' and next_attempt_at <= now() order by next_attempt_at limit 3`,
  );
  return {
    emails: Number(emails?.n ?? 0),
    held: Number(emails?.held ?? 0),
    unconfirmed: Number(unconfirmed?.n ?? 0),
    dueRows: due.length > 0 ? show(due) : '',
  };
}

/**
 * The outbox's e-mails per recipient, to compare with what the development mailbox shows: a
 * pending one may be in the mailbox already (sent, and its "sent" mark lost in the restart; the
 * claim's lease makes it due again minutes later and its idempotency key keeps it out a second time).
 */
export async function outboxEmails(db: Database): Promise<Array<{ to: string; subject: string; sent: boolean }>> {
  return (
    await rowsOf(
      db,
      sql`select u.email as to, e.subject, e.status from notification_emails e join users u on u.id = e.to_user_id
        where e.status in ('sent', 'pending')`,
    )
  ).map((row) => ({ to: String(row.to), subject: String(row.subject), sent: row.status === 'sent' }));
}
