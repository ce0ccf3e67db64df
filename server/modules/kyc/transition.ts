import { kycMachine } from '../../../contract';
import type { KycActor, KycRuleFor, KycStatus, KycTransitionName } from '../../../contract';
import { conflict, forbidden } from '../../http/api-error';
import type { ApiError } from '../../http/api-error';

/** What the compare-and-set needs: the status read (one the rule starts from) and where the rule leads. */
export interface KycMove<T extends KycTransitionName> {
  from: KycRuleFor<T>['from'][number];
  to: KycRuleFor<T>['to'];
}

/** The move `kycMachine` allows now, or the 403 (wrong actor) / 409 (wrong state) refusing it. */
export function allowedKycTransition<T extends KycTransitionName>(from: KycStatus, transition: T, actor: KycActor): KycMove<T> {
  const check = kycMachine.check(from, transition, actor);
  // Allowed means `from` is one of the statuses the rule of `transition` starts from.
  if (check.allowed) return { from: from as KycMove<T>['from'], to: check.rule.to as KycMove<T>['to'] };
  throw check.reason === 'wrong_actor' ? forbidden(check.message) : conflict(check.message);
}

/**
 * The answer when the compare-and-set found the status changed since it was read: refused
 * from the state it is in now, or (if that state would allow it again) a plain retry.
 */
export function changedMeanwhile(current: KycStatus, transition: KycTransitionName, actor: KycActor): ApiError {
  const check = kycMachine.check(current, transition, actor);
  if (!check.allowed) return check.reason === 'wrong_actor' ? forbidden(check.message) : conflict(check.message);
  return conflict('The KYC status changed while this request was handled. Please try again.');
}
