/**
 * What every kind of escrowed purchase does around a staff member's decision of its dispute:
 * the kind's transition and the audit entry in one transaction, the 409 naming who decided
 * first when a second decision of the same case arrives, then the security log's
 * `admin_decision`. The kind supplies only its transition (and what it sends with it).
 */
import type { DisputeKind, ResolveDisputeBody } from '../../../contract';
import type { Database } from '../../db/database';
import type { Services } from '../../services';
import { auditDisputeDecision, namingWhoDecided } from '../escrow/decision-audit';
import { logDisputeDecision } from '../escrow/dispute';
import type { DisputeTable } from '../escrow/dispute';
import type { EscrowSplit } from '../escrow/split';

interface Decided {
  order: { status: string };
  split: EscrowSplit | null;
}

export interface DecisionOf {
  kind: DisputeKind;
  disputes: DisputeTable;
  orderId: string;
  adminId: string;
  decision: ResolveDisputeBody;
  via: 'api' | 'cli';
  /** How the security log names the case: its subject and the id's key. */
  log: { subject: string; idKey: string };
}

/** The purchase as it was before the decision, and what the kind's transition returned. */
export interface AppliedDecision<Applied extends Decided> {
  before: { status: string; totalKobo: number };
  applied: Applied;
}

export async function recordDecision<Applied extends Decided>(
  services: Pick<Services, 'db' | 'clock' | 'logger'>,
  of: DecisionOf,
  apply: (tx: Database, decision: ResolveDisputeBody & { note: string | null }, now: Date) => Promise<AppliedDecision<Applied>>,
): Promise<Applied> {
  const now = services.clock.now();
  const note = of.decision.note ?? null;
  const applied = await namingWhoDecided(services.db, of.disputes, of.orderId, () =>
    services.db.transaction(async (tx) => {
      const { before, applied: done } = await apply(tx, { ...of.decision, note }, now);
      await auditDisputeDecision(
        tx,
        {
          kind: of.kind,
          orderId: of.orderId,
          adminId: of.adminId,
          outcome: of.decision.outcome,
          split: done.split,
          reason: note,
          before: { status: before.status, escrowKobo: before.totalKobo },
          after: { status: done.order.status },
        },
        now,
      );
      return done;
    }),
  );
  logDisputeDecision(
    services.logger,
    of.log.subject,
    { [of.log.idKey]: of.orderId },
    { outcome: of.decision.outcome, split: applied.split, adminId: of.adminId, via: of.via },
  );
  return applied;
}
