/**
 * One way to write a state machine down as data: its statuses, and transitions that each name
 * who may take them, from where, to where, under which guard, with which effects and on which
 * timer. Product orders, ticket orders, KYC review and withdrawals are all declared with
 * `defineMachine`, so the server (which applies a transition with a compare-and-set on the
 * status it read), the screens (which ask which buttons to show) and the docs (whose tables
 * are generated from `rows`) read the same rules.
 */

export interface MachineRule<
  Status extends string = string,
  Name extends string = string,
  Actor extends string = string,
  Guard extends string = string,
  Effect extends string = string,
  Timer extends string = string,
> {
  /** The statuses the transition starts from; `null` is a record that does not exist yet. */
  readonly from: readonly (Status | null)[];
  readonly transition: Name;
  readonly actor: Actor;
  readonly to: Status;
  /** What the transition does besides changing the status, in the same transaction. */
  readonly effects: readonly Effect[];
  readonly guard?: Guard;
  /** A system transition fired when this timer of the record runs out. */
  readonly timer?: Timer;
}

/**
 * Whether a transition may happen now. `wrong_actor` (the server answers 403) is judged before
 * `wrong_state` (409), so someone who may never take this step learns nothing about the record.
 * A guard that does not hold (or whose fact was not given) is a `wrong_state` with its own message.
 */
export type MachineCheck<Rule> =
  { allowed: true; rule: Rule } | { allowed: false; reason: 'wrong_actor' | 'wrong_state'; message: string };

type StatusOf<R> = R extends MachineRule<infer S, string, string, string, string, string> ? S : never;
type NameOf<R> = R extends { transition: infer N extends string } ? N : never;
type ActorOf<R> = R extends { actor: infer A extends string } ? A : never;
type GuardOf<R> = R extends { guard: infer G extends string } ? G : never;

export interface MachineDefinition<Rule extends MachineRule, Facts> {
  /** What the machine moves, as a reader names it: 'product order', 'withdrawal'. */
  readonly name: string;
  readonly transitions: readonly Rule[];
  /** Who is told they may never take this step (403). */
  readonly wrongActor: (transition: NameOf<Rule>) => string;
  /** Who is told the record is not in a status this step starts from (409). */
  readonly wrongState: (status: StatusOf<Rule> | null, transition: NameOf<Rule>) => string;
  /** Each guard: whether the facts show it holds (a fact not given does not), and its refusal. */
  readonly guards?: { readonly [G in GuardOf<Rule>]: { holds: (facts: Partial<Facts>) => boolean; message: string } };
  /** An actor who may take every transition in another's place (an administrator). */
  readonly actsForAll?: ActorOf<Rule>;
}

export interface MachineRow {
  from: string;
  transition: string;
  actor: string;
  to: string;
  guard: string;
  effects: string;
  timer: string;
}

export interface Machine<Rule extends MachineRule, Facts> {
  readonly name: string;
  readonly transitions: readonly Rule[];
  check<N extends NameOf<Rule>>(
    status: StatusOf<Rule> | null,
    transition: N,
    actor: ActorOf<Rule>,
    facts?: Partial<Facts>,
  ): MachineCheck<Extract<Rule, { transition: N }>>;
  /** The transitions `actor` may take now, in table order: the buttons a screen offers. */
  allowed(status: StatusOf<Rule> | null, actor: ActorOf<Rule>, facts?: Partial<Facts>): NameOf<Rule>[];
  /** One row a rule, for the generated tables in docs/. */
  rows(): MachineRow[];
}

// A machine only reads its table: a bundle that never uses the machine leaves it and its table out.
/* @__NO_SIDE_EFFECTS__ */
export function defineMachine<const Rule extends MachineRule, Facts = Record<string, never>>(
  definition: MachineDefinition<Rule, Facts>,
): Machine<Rule, Facts> {
  const { transitions, guards, actsForAll } = definition;
  // A guard without its test would refuse with an empty message: a mistake in the table, said at once.
  const unknownGuard = transitions.find((rule) => rule.guard !== undefined && !(guards !== undefined && rule.guard in guards));
  if (unknownGuard)
    throw new Error(`${definition.name}: the guard '${unknownGuard.guard}' of '${unknownGuard.transition}' is not defined`);
  const guardHolds = (guard: string, facts: Partial<Facts>): boolean =>
    (guards as Record<string, { holds: (facts: Partial<Facts>) => boolean }> | undefined)?.[guard]?.holds(facts) ?? false;
  const guardMessage = (guard: string): string =>
    (guards as Record<string, { message: string }> | undefined)?.[guard]?.message ?? '';

  function check<N extends NameOf<Rule>>(
    status: StatusOf<Rule> | null,
    transition: N,
    actor: ActorOf<Rule>,
    facts: Partial<Facts> = {},
  ): MachineCheck<Extract<Rule, { transition: N }>> {
    type Found = Extract<Rule, { transition: N }>;
    const byActor = transitions.filter(
      (rule): rule is Found =>
        rule.transition === transition && (rule.actor === actor || (actsForAll !== undefined && actor === actsForAll)),
    );
    if (byActor.length === 0) return { allowed: false, reason: 'wrong_actor', message: definition.wrongActor(transition) };
    const fromHere = byActor.filter((rule) => (rule.from as readonly (string | null)[]).includes(status));
    if (fromHere.length === 0) {
      return { allowed: false, reason: 'wrong_state', message: definition.wrongState(status, transition) };
    }
    const rule = fromHere.find((candidate) => candidate.guard === undefined || guardHolds(candidate.guard, facts));
    if (rule) return { allowed: true, rule };
    const refused = fromHere.find((candidate) => candidate.guard !== undefined);
    return {
      allowed: false,
      reason: 'wrong_state',
      message: refused?.guard !== undefined ? guardMessage(refused.guard) : definition.wrongState(status, transition),
    };
  }

  const names = [...new Set(transitions.map((rule) => rule.transition as NameOf<Rule>))];

  return {
    name: definition.name,
    transitions,
    check,
    allowed: (status, actor, facts = {}) => names.filter((name) => check(status, name, actor, facts).allowed),
    rows: () =>
      transitions.map((rule) => ({
        from: rule.from.map((status) => status ?? '—').join(', '),
        transition: rule.transition,
        actor: rule.actor,
        to: rule.to,
        guard: rule.guard ?? '',
        effects: rule.effects.join(', '),
        timer: rule.timer ?? '',
      })),
  };
}
