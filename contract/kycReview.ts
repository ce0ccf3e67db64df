import type { KycStatus } from './user';

/**
 * The KYC review as a state machine, written down as data. The server applies a transition in
 * one transaction that re-checks the current status (compare-and-set); screens may ask the
 * same question to decide what to offer.
 */
export const kycTransitionNames = ['submit', 'approve', 'reject'] as const;
export type KycTransitionName = (typeof kycTransitionNames)[number];

/** Who acts: the person the submission is about, or an administrator reviewing someone else's. */
export const kycActors = ['applicant', 'admin'] as const;
export type KycActor = (typeof kycActors)[number];

export interface KycTransition {
  from: KycStatus;
  transition: KycTransitionName;
  actor: KycActor;
  to: KycStatus;
}

export const kycTransitions = [
  { from: 'NOT_SUBMITTED', transition: 'submit', actor: 'applicant', to: 'PENDING' },
  { from: 'REJECTED', transition: 'submit', actor: 'applicant', to: 'PENDING' },
  { from: 'PENDING', transition: 'approve', actor: 'admin', to: 'APPROVED' },
  { from: 'PENDING', transition: 'reject', actor: 'admin', to: 'REJECTED' },
] as const satisfies readonly KycTransition[];

export type KycTransitionRule = (typeof kycTransitions)[number];
/** The rules of one transition, so that its `from` and `to` keep their literal types. */
export type KycRuleFor<T extends KycTransitionName> = Extract<KycTransitionRule, { transition: T }>;

/**
 * Whether a transition may happen now. `wrong_actor` (the server answers 403) is judged before
 * `wrong_state` (409): someone who may never take this step learns nothing about the state.
 */
export type KycTransitionCheck<T extends KycTransitionName = KycTransitionName> =
  { allowed: true; rule: KycRuleFor<T> } | { allowed: false; reason: 'wrong_actor' | 'wrong_state'; message: string };

const wrongActorMessages: Record<KycTransitionName, string> = {
  submit: 'Only the applicant can submit their KYC.',
  approve: 'A KYC submission can only be approved by an administrator other than its applicant.',
  reject: 'A KYC submission can only be rejected by an administrator other than its applicant.',
};

function wrongStateMessage(from: KycStatus, transition: KycTransitionName): string {
  if (transition === 'submit') {
    return from === 'APPROVED'
      ? 'Your KYC is already approved.'
      : 'Your KYC is pending. Please wait for verification before submitting again.';
  }
  return `Only a pending submission can be ${transition === 'approve' ? 'approved' : 'rejected'}; this one is ${from}.`;
}

export function checkKycTransition<T extends KycTransitionName>(
  from: KycStatus,
  transition: T,
  actor: KycActor,
): KycTransitionCheck<T> {
  const byActor = kycTransitions.filter((rule): rule is KycRuleFor<T> => rule.transition === transition && rule.actor === actor);
  if (byActor.length === 0) return { allowed: false, reason: 'wrong_actor', message: wrongActorMessages[transition] };
  const rule = byActor.find((candidate) => candidate.from === from);
  if (!rule) return { allowed: false, reason: 'wrong_state', message: wrongStateMessage(from, transition) };
  return { allowed: true, rule };
}
