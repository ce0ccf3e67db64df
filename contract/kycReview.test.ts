import { describe, expect, it } from 'vitest';
import { checkKycTransition, kycActors, kycTransitionNames } from './kycReview';
import type { KycActor, KycTransitionName } from './kycReview';
import type { KycStatus } from './user';
import { kycStatuses } from './user';

const PENDING_MESSAGE = 'Your KYC is pending. Please wait for verification before submitting again.';
const APPROVED_MESSAGE = 'Your KYC is already approved.';
const SUBMIT_ACTOR = 'Only the applicant can submit their KYC.';
const APPROVE_ACTOR = 'A KYC submission can only be approved by an administrator other than its applicant.';
const REJECT_ACTOR = 'A KYC submission can only be rejected by an administrator other than its applicant.';
/** One rule for both statuses a submission may start from. */
const SUBMIT_RULE = {
  from: ['NOT_SUBMITTED', 'REJECTED'],
  transition: 'submit',
  actor: 'applicant',
  to: 'PENDING',
  effects: [],
} as const;

/** Every state x every transition x every actor, written out by hand: the expected answer. */
const expected: [KycStatus, KycTransitionName, KycActor, ReturnType<typeof checkKycTransition>][] = [
  ['NOT_SUBMITTED', 'submit', 'applicant', { allowed: true, rule: SUBMIT_RULE }],
  ['NOT_SUBMITTED', 'submit', 'admin', { allowed: false, reason: 'wrong_actor', message: SUBMIT_ACTOR }],
  ['NOT_SUBMITTED', 'approve', 'applicant', { allowed: false, reason: 'wrong_actor', message: APPROVE_ACTOR }],
  [
    'NOT_SUBMITTED',
    'approve',
    'admin',
    { allowed: false, reason: 'wrong_state', message: 'Only a pending submission can be approved; this one is NOT_SUBMITTED.' },
  ],
  ['NOT_SUBMITTED', 'reject', 'applicant', { allowed: false, reason: 'wrong_actor', message: REJECT_ACTOR }],
  [
    'NOT_SUBMITTED',
    'reject',
    'admin',
    { allowed: false, reason: 'wrong_state', message: 'Only a pending submission can be rejected; this one is NOT_SUBMITTED.' },
  ],

  ['PENDING', 'submit', 'applicant', { allowed: false, reason: 'wrong_state', message: PENDING_MESSAGE }],
  ['PENDING', 'submit', 'admin', { allowed: false, reason: 'wrong_actor', message: SUBMIT_ACTOR }],
  ['PENDING', 'approve', 'applicant', { allowed: false, reason: 'wrong_actor', message: APPROVE_ACTOR }],
  [
    'PENDING',
    'approve',
    'admin',
    { allowed: true, rule: { from: ['PENDING'], transition: 'approve', actor: 'admin', to: 'APPROVED', effects: [] } },
  ],
  ['PENDING', 'reject', 'applicant', { allowed: false, reason: 'wrong_actor', message: REJECT_ACTOR }],
  [
    'PENDING',
    'reject',
    'admin',
    { allowed: true, rule: { from: ['PENDING'], transition: 'reject', actor: 'admin', to: 'REJECTED', effects: [] } },
  ],

  ['APPROVED', 'submit', 'applicant', { allowed: false, reason: 'wrong_state', message: APPROVED_MESSAGE }],
  ['APPROVED', 'submit', 'admin', { allowed: false, reason: 'wrong_actor', message: SUBMIT_ACTOR }],
  ['APPROVED', 'approve', 'applicant', { allowed: false, reason: 'wrong_actor', message: APPROVE_ACTOR }],
  [
    'APPROVED',
    'approve',
    'admin',
    { allowed: false, reason: 'wrong_state', message: 'Only a pending submission can be approved; this one is APPROVED.' },
  ],
  ['APPROVED', 'reject', 'applicant', { allowed: false, reason: 'wrong_actor', message: REJECT_ACTOR }],
  [
    'APPROVED',
    'reject',
    'admin',
    { allowed: false, reason: 'wrong_state', message: 'Only a pending submission can be rejected; this one is APPROVED.' },
  ],

  ['REJECTED', 'submit', 'applicant', { allowed: true, rule: SUBMIT_RULE }],
  ['REJECTED', 'submit', 'admin', { allowed: false, reason: 'wrong_actor', message: SUBMIT_ACTOR }],
  ['REJECTED', 'approve', 'applicant', { allowed: false, reason: 'wrong_actor', message: APPROVE_ACTOR }],
  [
    'REJECTED',
    'approve',
    'admin',
    { allowed: false, reason: 'wrong_state', message: 'Only a pending submission can be approved; this one is REJECTED.' },
  ],
  ['REJECTED', 'reject', 'applicant', { allowed: false, reason: 'wrong_actor', message: REJECT_ACTOR }],
  [
    'REJECTED',
    'reject',
    'admin',
    { allowed: false, reason: 'wrong_state', message: 'Only a pending submission can be rejected; this one is REJECTED.' },
  ],
];

describe('checkKycTransition', () => {
  it.each(expected)('%s --%s by %s-->', (from, transition, actor, answer) => {
    expect(checkKycTransition(from, transition, actor)).toEqual(answer);
  });

  it('the table above covers every state, transition and actor exactly once', () => {
    const covered = new Set(expected.map(([from, transition, actor]) => `${from} ${transition} ${actor}`));
    const all = kycStatuses.flatMap((from) =>
      kycTransitionNames.flatMap((transition) => kycActors.map((actor) => `${from} ${transition} ${actor}`)),
    );
    expect(covered.size).toBe(expected.length);
    expect([...covered].sort()).toEqual(all.sort());
  });
});
