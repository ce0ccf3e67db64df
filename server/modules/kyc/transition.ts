import { checkKycTransition } from '../../../contract';
import type { KycActor, KycRuleFor, KycStatus, KycTransitionName } from '../../../contract';
import { conflict, forbidden } from '../../http/api-error';
import type { ApiError } from '../../http/api-error';

/** The rule that lets this transition happen now, or the 403 (wrong actor) / 409 (wrong state) refusing it. */
export function allowedKycTransition<T extends KycTransitionName>(
  from: KycStatus,
  transition: T,
  actor: KycActor,
): KycRuleFor<T> {
  const check = checkKycTransition(from, transition, actor);
  if (check.allowed) return check.rule;
  throw check.reason === 'wrong_actor' ? forbidden(check.message) : conflict(check.message);
}

/**
 * The answer when the compare-and-set found the status changed since it was read: refused
 * from the state it is in now, or (if that state would allow it again) a plain retry.
 */
export function changedMeanwhile(current: KycStatus, transition: KycTransitionName, actor: KycActor): ApiError {
  const check = checkKycTransition(current, transition, actor);
  if (!check.allowed) return check.reason === 'wrong_actor' ? forbidden(check.message) : conflict(check.message);
  return conflict('The KYC status changed while this request was handled. Please try again.');
}
