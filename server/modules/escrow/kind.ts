/**
 * What a kind of escrowed purchase (a product order, a ticket order) hands the escrow core: its
 * machine, its tables, where its money is booked, and a table of its own effects. The core
 * (`transition.ts`) applies every transition of every kind the same way and implements the
 * money effects once (`money.ts`); a kind implements only what it sells (stock, tickets).
 */
import type { InferInsertModel, InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { escrowMoneyEffects } from '../../../contract';
import type { EscrowMoneyEffect } from '../../../contract';
import type { Machine, MachineRule } from '../../../contract/machine';
import type { Database } from '../../db/database';
import type { LedgerAccountRef } from '../ledger/accounts';
import type { LedgerMetadata } from '../ledger/schema';
import type { DisputeAdapter, DisputeClaim, DisputeTable } from './dispute';
import type { EscrowSplit, ResolveDecision } from './split';

/** A kind's purchases: one row each, whose status changes only through the core. */
export type EscrowTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  buyerId: PgColumn;
  sellerId: PgColumn;
  totalKobo: PgColumn;
  updatedAt: PgColumn;
};

/** A purchase's history: one row per transition, never changed. */
export type EscrowEventTable = PgTable & {
  id: PgColumn;
  orderId: PgColumn;
  kind: PgColumn;
  fromStatus: PgColumn;
  toStatus: PgColumn;
  actor: PgColumn;
  actorId: PgColumn;
  note: PgColumn;
  createdAt: PgColumn;
};

/** A kind's three tables: its purchases, their events and their disputes. */
export interface EscrowTables {
  records: EscrowTable;
  events: EscrowEventTable;
  disputes: DisputeTable;
}

/** A purchase, an event and a dispute row of a kind. */
export type RecordOf<Tb extends EscrowTables> = InferSelectModel<Tb['records']>;
export type EventOf<Tb extends EscrowTables> = InferSelectModel<Tb['events']>;
export type DisputeOf<Tb extends EscrowTables> = InferSelectModel<Tb['disputes']>;

/** What the core reads of every purchase. */
export interface EscrowRecord {
  id: string;
  status: string;
  buyerId: string;
  sellerId: string;
  totalKobo: number;
}

/** A verified payment to capture into escrow: from which account, under which ledger key. */
export interface Capture {
  from: LedgerAccountRef;
  idempotencyKey: string;
  metadata: LedgerMetadata;
}

/** One transition asked of the core, with what its effects need. */
export interface TransitionRequest<Rule extends MachineRule, Facts, Extra> {
  transition: Rule['transition'];
  actor: Rule['actor'];
  /** The user acting (null for the system). */
  actorId: string | null;
  /** What the machine's guards judge. */
  facts?: Partial<Facts>;
  /** Stored with the event: a reason, an administrator's note. */
  note?: string | null;
  /** `freeze`: the buyer's dispute. */
  claim?: DisputeClaim;
  /** `admin_decision`: how the escrow is shared out. */
  decision?: ResolveDecision;
  /** `capture_to_escrow`: the verified payment. */
  capture?: Capture;
  /** What the kind's own effects and columns need besides. */
  extra: Extra;
}

/** What a transition's effects did, as they did it. */
export interface EffectResult<Tb extends EscrowTables> {
  /** How the escrow was shared out, when money left it. */
  split: EscrowSplit | null;
  /** The dispute as the transition left it, when it opened or decided one. */
  dispute: DisputeOf<Tb> | null;
}

export interface EffectContext<Tb extends EscrowTables, Rule extends MachineRule, Facts, Extra> {
  readonly kind: EscrowKind<Tb, Rule, Facts, Extra>;
  readonly rule: Rule;
  readonly request: TransitionRequest<Rule, Facts, Extra>;
  /** The status the record left. */
  readonly from: string;
  /** The event's note. */
  readonly note: string | null;
  readonly now: Date;
  readonly feeBps: number;
  readonly result: EffectResult<Tb>;
}

/** One effect, applied in the transition's transaction after the compare-and-set. */
export type EscrowEffect<Tb extends EscrowTables, Rule extends MachineRule, Facts, Extra> = (
  tx: Database,
  record: RecordOf<Tb>,
  context: EffectContext<Tb, Rule, Facts, Extra>,
) => Promise<void>;

type OwnEffect<Rule extends MachineRule> = Exclude<Rule['effects'][number], EscrowMoneyEffect>;

export interface EscrowKind<Tb extends EscrowTables, Rule extends MachineRule, Facts, Extra> {
  /** The purchase as messages name it: 'order', 'ticket order'. */
  readonly noun: string;
  /** The 404's message, for a stranger as for an id that names nothing. */
  readonly notFound: string;
  readonly machine: Machine<Rule, Facts>;
  readonly table: Tb['records'];
  readonly events: Tb['events'];
  readonly disputes: DisputeAdapter<Tb['disputes']>;
  /** Where a transition's money is booked: its ledger key and metadata, one posting per transition. */
  readonly ledger: {
    key(id: string, transition: Rule['transition']): string;
    metadata(id: string, transition: Rule['transition']): LedgerMetadata;
  };
  /** What the platform fee is taken on: a product order's item subtotal, a ticket order's total. */
  feeBaseKobo(record: RecordOf<Tb>): number;
  /** The columns the status entered sets besides the status (its timers, when it was paid). */
  columns?(
    tx: Database,
    record: RecordOf<Tb>,
    context: EffectContext<Tb, Rule, Facts, Extra>,
  ): Promise<Partial<InferInsertModel<Tb['records']>>> | Partial<InferInsertModel<Tb['records']>>;
  /** Refusals a transition may still meet once the machine allows it, judged before anything changes. */
  readonly checks?: {
    readonly [N in Rule['transition']]?: (
      tx: Database,
      record: RecordOf<Tb>,
      context: EffectContext<Tb, Rule, Facts, Extra>,
    ) => Promise<void>;
  };
  /**
   * The kind's own effects. A rule that creates a record (from `null`) is the kind's own
   * statement, which makes its effects itself; every other rule's effects must be here or among
   * the money effects, or `defineEscrowKind` refuses the kind.
   */
  readonly effects: { readonly [E in OwnEffect<Rule>]?: EscrowEffect<Tb, Rule, Facts, Extra> };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind: the core reads each through its own types
export type AnyEscrowKind = EscrowKind<any, any, any, any>;

export const isMoneyEffect = (effect: string): effect is EscrowMoneyEffect =>
  (escrowMoneyEffects as readonly string[]).includes(effect);

/** The effects a kind's rules name that neither the kind nor the core implements: none, for a kind that works. */
export function missingEffects(kind: AnyEscrowKind): string[] {
  const own = kind.effects as Record<string, unknown>;
  const missing = (kind.machine.transitions as readonly MachineRule[])
    .filter((rule) => rule.from.some((status) => status !== null))
    .flatMap((rule) =>
      rule.effects.filter((effect) => !isMoneyEffect(effect) && !own[effect]).map((effect) => `${rule.transition}: ${effect}`),
    );
  return [...new Set(missing)];
}

/** A kind whose every rule's effects are implemented; throws (when the server loads) otherwise. */
export function defineEscrowKind<Tb extends EscrowTables, Rule extends MachineRule, Facts, Extra>(
  kind: EscrowKind<Tb, Rule, Facts, Extra>,
): EscrowKind<Tb, Rule, Facts, Extra> {
  const missing = missingEffects(kind);
  if (missing.length > 0) throw new Error(`${kind.noun}: no implementation of ${missing.join('; ')}`);
  return kind;
}
