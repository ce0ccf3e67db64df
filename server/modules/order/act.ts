import type { OrderDetail, OrderTransitionName } from '../../../contract';
import { notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { afterApplied, applyInTransaction } from './apply';
import type { TransitionInput } from './apply';
import { describeOrder, readOrderInContext } from './queries';
import { ORDER_NOT_FOUND } from './view';

/**
 * A transition a signed-in user asks for over HTTP: the order is read in its context and the
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
  const { context, applied } = await services.db.transaction(async (tx) => {
    const read = await readOrderInContext(tx, orderId);
    if (!read) throw notFound(ORDER_NOT_FOUND);
    const known = {
      productTitle: read.product.title,
      doorMaxDays: read.product.doorMaxDays,
      disputeAnswered: read.dispute?.answeredAt != null,
      reviewed: read.review !== null,
    };
    return { context: read, applied: await applyInTransaction(tx, services, read.order, transition, caller, input, now, known) };
  });
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
