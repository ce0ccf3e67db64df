/**
 * Every transition of every kind of escrowed purchase goes through `applyEscrowTransition`,
 * inside the caller's transaction:
 *
 * 1. the kind's machine judges it (403 for the wrong actor before 409 for the wrong status or a
 *    guard that does not hold), then the checks it may still meet (an administrator's decision
 *    that does not fit the escrow, the kind's own) — nothing has changed yet;
 * 2. one statement writes the kind's event row and moves the status by a compare-and-set on the
 *    status read, with the columns of the status entered (its timers). Whoever moved the record
 *    first wins; the others get the machine's refusal for the status it is in now, and their
 *    throw takes the event away with their transaction;
 * 3. the rule's effects: the kind's own first (they lock the kind's rows: stock, tiers,
 *    tickets), then the money's (ledger accounts), so every transition takes its locks in one
 *    order.
 *
 * Nothing here awaits network or file I/O; notifications are the kind's.
 */
import { eq, sql } from 'drizzle-orm';
import type { Machine, MachineCheck, MachineRule } from '../../../contract/machine';
import type { Database } from '../../db/database';
import { decodeRow, setClause, valuesClause } from '../../db/raw-rows';
import { conflict, forbidden } from '../../http/api-error';
import type { ApiError } from '../../http/api-error';
import type { ServerConfig } from '../../config';
import { isMoneyEffect } from './kind';
import type {
  DisputeOf,
  EffectContext,
  EffectResult,
  EscrowKind,
  EscrowEventTable,
  EscrowRecord,
  EscrowTable,
  EscrowTables,
  EventOf,
  RecordOf,
  TransitionRequest,
} from './kind';
import { moneyEffects } from './money';
import { refusalOfDecision } from './split';

/** The machine's refusal as the answer: 403 for the wrong actor, 409 for the wrong state. */
export function refusalOf(check: Extract<MachineCheck<unknown>, { allowed: false }>): ApiError {
  return check.reason === 'wrong_actor' ? forbidden(check.message) : conflict(check.message);
}

/** A machine's check, asked of a status read from the database (any of the kind's statuses). */
type Judge = (status: string | null, transition: string, actor: string, facts?: unknown) => MachineCheck<MachineRule>;

/** The rule that lets this transition happen now, or the machine's 403/409 refusing it. */
export function ruleOrRefusal<Rule extends MachineRule, Facts, N extends Rule['transition']>(
  machine: Machine<Rule, Facts>,
  status: string | null,
  transition: N,
  actor: Rule['actor'],
  facts?: Partial<Facts>,
): Extract<Rule, { transition: N }> {
  const check = (machine.check as unknown as Judge)(status, transition, actor, facts);
  if (!check.allowed) throw refusalOf(check);
  return check.rule as Extract<Rule, { transition: N }>;
}

export interface AppliedEscrowTransition<Tb extends EscrowTables> {
  /** The record as the transition left it. */
  order: RecordOf<Tb>;
  transition: string;
  /** The status it left. */
  from: string;
  /** The event written. */
  event: EventOf<Tb>;
  /** How the escrow was shared out, when money left it. */
  split: EffectResult<Tb>['split'];
  /** The dispute as the transition left it, when it opened or decided one. */
  dispute: DisputeOf<Tb> | null;
}

/**
 * Applies `request.transition` to `record` (read in `tx`) for `request.actor`, inside `tx`; see
 * the module comment. Throws the machine's 403/409, a check's refusal, or a 409 when another
 * request moved the record since it was read (the caller's transaction must then end).
 */
export async function applyEscrowTransition<Tb extends EscrowTables, Rule extends MachineRule, Facts, Extra>(
  tx: Database,
  kind: EscrowKind<Tb, Rule, Facts, Extra>,
  record: RecordOf<Tb>,
  request: TransitionRequest<Rule, Facts, Extra>,
  deps: { config: Pick<ServerConfig, 'platformFeeBps'> },
  now: Date,
): Promise<AppliedEscrowTransition<Tb>> {
  const row = record as RecordOf<Tb> & EscrowRecord;
  const rule: Rule = ruleOrRefusal(kind.machine, row.status, request.transition, request.actor, request.facts);
  const context: EffectContext<Tb, Rule, Facts, Extra> = {
    kind,
    rule,
    request,
    from: row.status,
    note: request.note ?? request.claim?.reason ?? request.decision?.note ?? null,
    now,
    feeBps: deps.config.platformFeeBps,
    result: { split: null, dispute: null },
  };
  if (rule.effects.includes('admin_decision')) {
    const refused = refusalOfDecision(row.totalKobo, request.decision, kind.noun);
    if (refused) throw refused;
  }
  await kind.checks?.[rule.transition as Rule['transition']]?.(tx, record, context);

  const eventValues = {
    orderId: row.id,
    kind: rule.transition,
    fromStatus: row.status,
    toStatus: rule.to,
    actor: request.actor,
    actorId: request.actorId,
    note: context.note,
    createdAt: now,
  };
  const columns = { status: rule.to, updatedAt: now, ...(await kind.columns?.(tx, record, context)) };
  // The core writes the columns every kind's tables have (`EscrowTable`, `EscrowEventTable`).
  const table: EscrowTable = kind.table;
  const events: EscrowEventTable = kind.events;
  const { rows } = (await tx.execute(sql`
    with written as (insert into ${kind.events} ${valuesClause(events, eventValues)} returning id)
    update ${kind.table} set ${setClause(table, columns)}
    where ${kind.table.id} = ${row.id} and ${kind.table.status} = ${row.status}
    returning ${kind.table}.*, (select id from written)::text as written_event_id`)) as unknown as {
    rows: Array<Record<string, unknown> & { written_event_id: string }>;
  };
  const [movedWithEvent] = rows;
  if (!movedWithEvent) {
    const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, row.id));
    const check = (kind.machine.check as unknown as Judge)(
      (current?.status as string | undefined) ?? row.status,
      request.transition,
      request.actor,
    );
    if (!check.allowed) throw refusalOf(check);
    throw conflict(`The ${kind.noun} changed while this request was handled. Please try again.`);
  }
  const moved = decodeRow(kind.table, movedWithEvent) as RecordOf<Tb>;
  const event = { ...eventValues, id: Number(movedWithEvent.written_event_id) } as EventOf<Tb>;

  const effects = rule.effects as readonly string[];
  for (const effect of [...effects.filter((name) => !isMoneyEffect(name)), ...effects.filter(isMoneyEffect)]) {
    const apply = isMoneyEffect(effect)
      ? moneyEffects[effect]
      : (kind.effects as Record<string, typeof moneyEffects.freeze>)[effect];
    if (!apply) throw new Error(`${kind.noun}: no implementation of ${rule.transition}: ${effect}`);
    await apply(tx, moved as never, context);
  }
  return {
    order: moved,
    transition: rule.transition,
    from: row.status,
    event,
    split: context.result.split,
    dispute: context.result.dispute,
  };
}
