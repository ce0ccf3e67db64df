/**
 * The money effects every kind's rules name (`contract/escrow.ts`), implemented once over the
 * ledger. A purchase's escrow is the ledger account `order:<id>:escrow`, naming its buyer and
 * seller; money leaves it in one posting per transition, keyed by the kind (`ledger.key`), so a
 * repeated transition can never move money twice.
 */
import type { EscrowMoneyEffect, Kobo } from '../../../contract';
import type { Database } from '../../db/database';
import { ledgerAccount } from '../ledger/accounts';
import type { LedgerAccountRef } from '../ledger/accounts';
import type { LedgerEntryInput } from '../ledger/post';
import { postTransaction } from '../ledger/post';
import { decideDispute, openDispute } from './dispute';
import type { AnyEscrowKind, EffectContext, EscrowRecord } from './kind';
import { shareEscrow } from './split';
import type { EscrowDecision } from './split';

/** The ledger account holding a purchase's money: an escrow naming its buyer and seller. */
export const escrowAccountOf = (record: Pick<EscrowRecord, 'id' | 'buyerId' | 'sellerId'>): LedgerAccountRef =>
  ledgerAccount.orderEscrow(record.id, { buyerId: record.buyerId, sellerId: record.sellerId });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one implementation for every kind
type Context = EffectContext<any, any, any, any>;
type MoneyEffect = (tx: Database, record: EscrowRecord, context: Context) => Promise<void>;

/** Ledger entries without the zero amounts (a fee of 0, a side that receives nothing). */
const nonZero = (entries: LedgerEntryInput[]) => entries.filter((entry) => entry.amount !== 0);

/** The statuses a kind's record is in while a dispute freezes its escrow: where its `freeze` rules lead. */
const frozenStatuses = new WeakMap<AnyEscrowKind, ReadonlySet<string>>();
function isFrozen(kind: AnyEscrowKind, status: string): boolean {
  let statuses = frozenStatuses.get(kind);
  if (!statuses) {
    const rules = kind.machine.transitions as readonly { effects: readonly string[]; to: string }[];
    statuses = new Set(rules.filter((rule) => rule.effects.includes('freeze')).map((rule) => rule.to));
    frozenStatuses.set(kind, statuses);
  }
  return statuses.has(status);
}

/**
 * Shares the whole escrow out as decided, in one posting (none for a free purchase: its escrow
 * holds nothing), and records the decision on the dispute when the escrow was frozen by one.
 */
async function settle(tx: Database, record: EscrowRecord, context: Context, decision: EscrowDecision): Promise<void> {
  const { kind, rule, now } = context;
  const total = record.totalKobo;
  const split = shareEscrow({ totalKobo: total, subtotalKobo: kind.feeBaseKobo(record) }, context.feeBps, decision);
  if (total > 0) {
    // Any error here ends the transition's transaction, so the posting needs no savepoint.
    await postTransaction(
      tx,
      {
        idempotencyKey: kind.ledger.key(record.id, rule.transition),
        kind: split.buyerKobo === total ? 'refund' : split.buyerKobo === 0 ? 'release' : 'split',
        postedAt: now,
        metadata: kind.ledger.metadata(record.id, rule.transition),
        entries: nonZero([
          { account: escrowAccountOf(record), amount: -total as Kobo },
          { account: ledgerAccount.userAvailable(record.buyerId), amount: split.buyerKobo },
          { account: ledgerAccount.userAvailable(record.sellerId), amount: split.sellerKobo },
          { account: ledgerAccount.platformFees, amount: split.feeKobo },
        ]),
      },
      { savepoint: false },
    );
  }
  context.result.split = split;
  if (isFrozen(kind, context.from))
    context.result.dispute = await decideDispute(
      tx,
      kind.disputes,
      record.id,
      { outcome: decision.outcome, split, note: context.note, decidedBy: context.request.actorId },
      now,
    );
}

export const moneyEffects: Record<EscrowMoneyEffect, MoneyEffect> = {
  async capture_to_escrow(tx, record, { kind, request, now }) {
    const capture = request.capture;
    if (!capture) throw new Error(`${kind.noun} ${record.id}: a payment to capture was not given`);
    const amount = record.totalKobo as Kobo;
    await postTransaction(tx, {
      idempotencyKey: capture.idempotencyKey,
      kind: 'payment',
      postedAt: now,
      metadata: capture.metadata,
      entries: [
        { account: capture.from, amount: -amount as Kobo },
        { account: escrowAccountOf(record), amount },
      ],
    });
  },
  refund_buyer: (tx, record, context) => settle(tx, record, context, { outcome: 'refund' }),
  release_to_seller: (tx, record, context) => settle(tx, record, context, { outcome: 'release' }),
  async admin_decision(tx, record, context) {
    const decision = context.request.decision;
    // The core refused a transition without a decision before anything changed.
    if (!decision) throw new Error(`${context.kind.noun} ${record.id}: no decision was given`);
    await settle(tx, record, context, decision);
  },
  // The escrow stays where it is; the dispute's row is what freezes it until it is decided.
  async freeze(tx, record, context) {
    const claim = context.request.claim ?? { reason: context.note ?? '', photoKeys: [] };
    context.result.dispute = await openDispute(tx, context.kind.disputes, record.id, claim, context.now);
  },
};
