import { checkOrderTransition } from '../../../contract';
import type { OrderActor, OrderFacts, OrderRuleFor, OrderStatus, OrderTransitionName } from '../../../contract';
import { conflict, forbidden } from '../../http/api-error';
import type { ApiError } from '../../http/api-error';

/** The rule that lets this transition happen now, or the 403 (wrong actor) / 409 (wrong state) refusing it. */
export function allowedOrderTransition<T extends OrderTransitionName>(
  from: OrderStatus | null,
  transition: T,
  actor: OrderActor,
  facts: Partial<OrderFacts> = {},
): OrderRuleFor<T> {
  const check = checkOrderTransition(from, transition, actor, facts);
  if (check.allowed) return check.rule;
  throw check.reason === 'wrong_actor' ? forbidden(check.message) : conflict(check.message);
}

/** The answer when the compare-and-set found the status changed since it was read. */
export function changedMeanwhile(current: OrderStatus, transition: OrderTransitionName, actor: OrderActor): ApiError {
  const check = checkOrderTransition(current, transition, actor);
  if (!check.allowed) return check.reason === 'wrong_actor' ? forbidden(check.message) : conflict(check.message);
  return conflict('The order changed while this request was handled. Please try again.');
}
