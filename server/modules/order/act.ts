import type { OrderDetail, OrderTransitionName } from '../../../contract';
import { notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { afterApplied, applyInTransaction } from './apply';
import type { TransitionInput } from './apply';
import { describeOrder, readOrderInContext } from './queries';
import { ORDER_NOT_FOUND } from './view';

/**
 * A transition a signed-in user asks for over HTTP: the order is read in its context, the
 * transition applied in one transaction (see `apply.ts`), and the answer is the order as the
 * caller now sees it, made from the rows read and written there instead of a second read.
 */
export async function actOnOrder(
  services: Pick<Services, 'db' | 'clock' | 'config'>,
  orderId: string,
  transition: OrderTransitionName,
  caller: { userId: string; isAdmin: boolean },
  input: TransitionInput = {},
): Promise<OrderDetail> {
  const now = services.clock.now();
  // Read before the transaction: the read takes no lock, so inside it would see nothing more
  // certain, and the compare-and-set on the status read decides who moved the order first.
  const context = await readOrderInContext(services.db, orderId);
  if (!context) throw notFound(ORDER_NOT_FOUND);
  const known = {
    productTitle: context.product.title,
    doorMaxDays: context.product.doorMaxDays,
    disputeAnswered: context.dispute?.answeredAt != null,
    reviewed: context.review !== null,
  };
  const applied = await services.db.transaction((tx) =>
    applyInTransaction(tx, services, context.order, transition, caller, input, now, known),
  );
  afterApplied(services.db, applied);
  const detail = await describeOrder(
    services,
    {
      ...context,
      order: applied.order,
      events: [...context.events, applied.event],
      dispute: applied.dispute ?? context.dispute,
      review: applied.review ?? context.review,
    },
    caller.userId,
    caller.isAdmin,
  );
  // The caller acted on the order, so they see it (a stranger was refused before anything changed).
  if (!detail) throw notFound(ORDER_NOT_FOUND);
  return detail;
}
