import type { DecideDisputeBody } from '../../../contract';
import type { Services } from '../../services';
import type { DeskKind } from './kinds';
import { disputedPurchase } from './queries';

/**
 * A staff member decides a dispute through its kind's resolve path (one transaction: the escrow
 * shared out, the dispute's decision with its reason, the parties' notifications and the audit
 * entry `dispute.refund|release|split`). A case decided already answers 409 naming who decided.
 */
export async function decideCase(
  services: Pick<Services, 'db' | 'clock' | 'config' | 'logger'>,
  kind: DeskKind,
  id: string,
  staffId: string,
  body: DecideDisputeBody,
): Promise<void> {
  await disputedPurchase(services.db, kind, id);
  const decision =
    body.outcome === 'split'
      ? { outcome: 'split' as const, buyerKobo: body.buyerKobo, note: body.reason }
      : { outcome: body.outcome, note: body.reason };
  await kind.resolve(services, id, staffId, decision, 'api');
}
