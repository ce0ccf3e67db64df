import { eq } from 'drizzle-orm';
import type { DisputeKind } from '../../../contract';
import type { MachineRule } from '../../../contract/machine';
import { conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import type { DisputeTable } from './dispute';
import type { EscrowKind, EscrowTables } from './kind';
import { answerQuestion } from './questions';
import { partyOf, readRecord } from './record';

export const QUESTIONS_CLOSED = 'This dispute has been decided, so its questions are closed.';

/**
 * A party answers the dispute desk's question to them, once, while the dispute is open: 404 for
 * anyone but the party it was asked of (the purchase's existence is not revealed), 409 when it
 * is answered already or the dispute was decided.
 */
export async function answerDisputeQuestion<Tb extends EscrowTables, Rule extends MachineRule, Facts, Extra>(
  services: Pick<Services, 'db' | 'clock'>,
  kind: EscrowKind<Tb, Rule, Facts, Extra>,
  slug: DisputeKind,
  target: { orderId: string; questionId: string; userId: string },
  answer: string,
): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const record = (await readRecord(tx, kind, target.orderId)) as { buyerId: string; sellerId: string };
    const party = partyOf(record, target.userId, false);
    if (party !== 'buyer' && party !== 'seller') throw notFound(kind.notFound);
    const disputes: DisputeTable = kind.disputes.table;
    const [dispute] = (await tx
      .select({ decidedAt: disputes.decidedAt })
      .from(disputes)
      .where(eq(disputes.orderId, target.orderId))) as { decidedAt: Date | null }[];
    if (!dispute) throw notFound(kind.notFound);
    if (dispute.decidedAt) throw conflict(QUESTIONS_CLOSED);
    await answerQuestion(tx, { kind: slug, orderId: target.orderId, party, questionId: target.questionId }, answer, now);
  });
}
