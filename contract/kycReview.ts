import { defineMachine } from './machine';
import type { MachineRule } from './machine';
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

export const kycTransitions = [
  { from: ['NOT_SUBMITTED', 'REJECTED'], transition: 'submit', actor: 'applicant', to: 'PENDING', effects: [] },
  { from: ['PENDING'], transition: 'approve', actor: 'admin', to: 'APPROVED', effects: [] },
  { from: ['PENDING'], transition: 'reject', actor: 'admin', to: 'REJECTED', effects: [] },
] as const satisfies readonly MachineRule<KycStatus, KycTransitionName, KycActor, never, never>[];

export type KycTransitionRule = (typeof kycTransitions)[number];
/** The rules of one transition, so that its `from` and `to` keep their literal types. */
export type KycRuleFor<T extends KycTransitionName> = Extract<KycTransitionRule, { transition: T }>;

const wrongActorMessages: Record<KycTransitionName, string> = {
  submit: 'Only the applicant can submit their KYC.',
  approve: 'A KYC submission can only be approved by an administrator other than its applicant.',
  reject: 'A KYC submission can only be rejected by an administrator other than its applicant.',
};

function wrongStateMessage(status: KycStatus | null, transition: KycTransitionName): string {
  if (status === null) return 'This KYC submission does not exist.';
  if (transition === 'submit') {
    return status === 'APPROVED'
      ? 'Your KYC is already approved.'
      : 'Your KYC is pending. Please wait for verification before submitting again.';
  }
  return `Only a pending submission can be ${transition === 'approve' ? 'approved' : 'rejected'}; this one is ${status}.`;
}

/**
 * `wrong_actor` (403) is judged before `wrong_state` (409): someone who may never take this step
 * learns nothing about the state. An administrator reviewing their own submission acts as its applicant.
 */
export const kycMachine = defineMachine({
  name: 'KYC review',
  transitions: kycTransitions,
  wrongActor: (transition) => wrongActorMessages[transition],
  wrongState: wrongStateMessage,
});

/** The table test's name for `kycMachine.check`; new code asks the machine. */
export const checkKycTransition = kycMachine.check;
