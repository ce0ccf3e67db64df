/**
 * Durable timers of an escrowed purchase: a timer of the kind's machine (a rule with a `timer`)
 * fires its system transition once the record has sat in the rule's status past the time the
 * kind declares. The due time is data on the row, and a sweep applies what is due by `now`
 * through the kind's own transition, like any other.
 *
 * Several server processes sweep one database. Each due record is claimed with `FOR UPDATE SKIP
 * LOCKED` (its own row only: the rows it joins are shared with other records) inside the
 * transaction that applies its timer, so the processes share a backlog instead of queueing
 * behind the same rows, and each timer is applied once. The transition is still a
 * compare-and-set on the status, so a sweep after a restart changes nothing twice either. One
 * timer at a time, earliest first, so that each claim reads the kind's due index in order.
 */
import { and, notInArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { drainRound } from '../../db/sweep-round';
import { ApiError } from '../../http/api-error';
import { describeError } from '../../logger';
import type { Services } from '../../services';

/** The part of a machine's rule a timer needs (`contract/machine.ts`). */
export interface TimerRule {
  readonly from: readonly (string | null)[];
  readonly transition: string;
  readonly timer?: string;
}

type TimedRule<Rule extends TimerRule> = Extract<Rule, { readonly timer: string }> & TimerRule;
type TimerOf<Rule extends TimerRule> = TimedRule<Rule>['timer'];
type StatusOf<Rule extends TimerRule, Timer> = Exclude<Extract<TimedRule<Rule>, { readonly timer: Timer }>['from'][number], null>;
/** The system transitions the machine's timers fire. */
export type TimedTransition<Rule extends TimerRule> = TimedRule<Rule>['transition'];
type RowOf<Query> = Awaited<Query> extends readonly (infer Row)[] ? Row : never;

/** Which records of a status a timer has run out for by `now`, and in which order to take them. */
export interface DueWhen {
  where: SQL | undefined;
  order: SQL[];
}

export type TimerDeps = Pick<Services, 'db' | 'clock' | 'logger' | 'config'>;

/** What a kind declares of its timers (`defineDueTimers`). */
export interface DueTimersDeclaration<Rule extends TimerRule, Query extends PgSelect, Applied> {
  /** The record as a log line names it: `{ record: 'order', idField: 'orderId' }` logs 'order timer failed' with an `orderId`. */
  readonly logAs: { readonly record: string; readonly idField: string };
  /** The claim without its condition (`$dynamic()`): the record and what its transition reads besides. */
  readonly select: (tx: Database) => Query;
  readonly idOf: (row: RowOf<Query>) => string;
  /** When each timer of the machine has run out for a record in the status its rule starts from. */
  readonly due: { readonly [Timer in TimerOf<Rule>]: (now: Date, status: StatusOf<Rule, Timer>) => DueWhen };
  /** Fires the timer's transition on the claimed record, in the claim's transaction. */
  readonly apply: (
    tx: Database,
    services: TimerDeps,
    row: RowOf<Query>,
    transition: TimedTransition<Rule>,
    now: Date,
  ) => Promise<Applied>;
  /** What follows a committed transition outside its transaction (a cache to drop). */
  readonly afterCommit?: (services: TimerDeps, applied: Applied) => void;
}

export interface DueTimers<Rule extends TimerRule, Query extends PgSelect, Applied> extends DueTimersDeclaration<
  Rule,
  Query,
  Applied
> {
  /** The kind's machine rules; every rule with a `timer` is swept, in table order. */
  readonly rules: readonly Rule[];
  /** The kind's table, whose row alone a claim locks. */
  readonly table: PgTable & { id: PgColumn };
}

/**
 * The timers of `machine` on the records of `table`, checked against the machine: a timer runs
 * in exactly one status (its due time is that status's).
 */
export function defineDueTimers<Rule extends TimerRule, Query extends PgSelect, Applied>(
  machine: { readonly transitions: readonly Rule[] },
  table: PgTable & { id: PgColumn },
  declaration: DueTimersDeclaration<Rule, Query, Applied>,
): DueTimers<Rule, Query, Applied> {
  for (const rule of timedRules(machine.transitions))
    if (rule.from.length !== 1 || rule.from[0] === null)
      throw new Error(`${declaration.logAs.record} timer ${rule.timer} must start from exactly one status`);
  return { ...declaration, rules: machine.transitions, table };
}

/** The machine's timed rules, in table order. */
export function timedRules<Rule extends TimerRule>(rules: readonly Rule[]): TimedRule<Rule>[] {
  return rules.filter((rule): rule is TimedRule<Rule> => rule.timer !== undefined);
}

/**
 * A sweep's times: what it records happened at `now`; it fires the timers run out by `dueBy`
 * (`now` unless told: a demonstration passes the clock forward to see what would be due).
 */
export interface SweepClock {
  now: Date;
  dueBy?: Date;
}

type Outcome<Applied> = { id: string; applied: Applied } | { id: string; failed: true };

/**
 * Claims the earliest due record of `rule`'s timer that no other sweep holds and that did not
 * fail earlier in this round, and fires the timer, in one transaction. Null when nothing is due.
 */
async function applyNextDue<Rule extends TimerRule, Query extends PgSelect, Applied>(
  services: TimerDeps,
  timers: DueTimers<Rule, Query, Applied>,
  rule: TimedRule<Rule>,
  round: SweepClock,
  failed: ReadonlySet<string>,
): Promise<Outcome<Applied> | null> {
  const due = (timers.due[rule.timer as TimerOf<Rule>] as (now: Date, status: string) => DueWhen)(
    round.dueBy ?? round.now,
    rule.from[0] as string,
  );
  let claimed: string | null = null;
  try {
    const outcome = await services.db.transaction(async (tx) => {
      const [row] = (await timers
        .select(tx)
        .where(and(due.where, failed.size > 0 ? notInArray(timers.table.id, [...failed]) : undefined))
        .orderBy(...due.order)
        .limit(1)
        .for('update', { of: timers.table, skipLocked: true })) as RowOf<Query>[];
      if (row === undefined) return null;
      claimed = timers.idOf(row);
      return { id: claimed, applied: await timers.apply(tx, services, row, rule.transition, round.now) };
    });
    if (outcome) timers.afterCommit?.(services, outcome.applied);
    return outcome;
  } catch (error) {
    if (claimed === null) throw error;
    // A 409 is the machine refusing the transition in the record's state now: nothing to log.
    if (!(error instanceof ApiError && error.status === 409))
      services.logger.error(`${timers.logAs.record} timer failed`, {
        [timers.logAs.idField]: claimed,
        transition: rule.transition,
        ...describeError(error),
      });
    return { id: claimed, failed: true };
  }
}

/**
 * Fires every timer of the kind that has run out by the round's `dueBy`, within the sweep's round, and tells
 * `onApplied` of each. A record whose timer fails is left for the next round, so one broken
 * record never holds up the others.
 */
export async function applyDueTimers<Rule extends TimerRule, Query extends PgSelect, Applied>(
  services: TimerDeps,
  timers: DueTimers<Rule, Query, Applied>,
  round: SweepClock & { inRound: () => boolean },
  onApplied: (transition: TimedTransition<Rule>, applied: Applied) => void,
): Promise<void> {
  const failed = new Set<string>();
  for (const rule of timedRules(timers.rules)) {
    await drainRound(round.inRound, async () => {
      const outcome = await applyNextDue(services, timers, rule, round, failed);
      if (outcome === null) return false;
      if ('failed' in outcome) failed.add(outcome.id);
      else onApplied(rule.transition, outcome.applied);
      return true;
    });
  }
}
