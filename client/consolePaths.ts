import type { ReportTargetKind } from '../contract';
import { fill } from './paths';

/**
 * The operator console's addresses (under /admin). Kept apart from `paths`, which every student
 * page downloads: nothing of the console is in a student's JavaScript.
 */
export const CONSOLE_BASE = '/admin';

export const consoleRoutePatterns = {
  home: CONSOLE_BASE,
  signIn: `${CONSOLE_BASE}/sign-in`,
  kyc: `${CONSOLE_BASE}/kyc`,
  kycSubmission: `${CONSOLE_BASE}/kyc/:id`,
  disputes: `${CONSOLE_BASE}/disputes`,
  /** `kind`: `order` or `ticket-order`. */
  dispute: `${CONSOLE_BASE}/disputes/:kind/:id`,
  moderation: `${CONSOLE_BASE}/moderation`,
  /** `kind`: what is reported (`product`, `event`, `person`, `message`). */
  moderationCase: `${CONSOLE_BASE}/moderation/:kind/:id`,
  people: `${CONSOLE_BASE}/people`,
  person: `${CONSOLE_BASE}/people/:id`,
  payouts: `${CONSOLE_BASE}/payouts`,
  support: `${CONSOLE_BASE}/support`,
  supportRequest: `${CONSOLE_BASE}/support/:id`,
  ledger: `${CONSOLE_BASE}/ledger`,
  audit: `${CONSOLE_BASE}/audit`,
  staff: `${CONSOLE_BASE}/staff`,
} as const;

export type DisputeKindSlug = 'order' | 'ticket-order';

export const consolePaths = {
  ...consoleRoutePatterns,
  kycSubmission: (id: string) => fill(consoleRoutePatterns.kycSubmission, { id }),
  dispute: (kind: DisputeKindSlug, id: string) => fill(consoleRoutePatterns.dispute, { kind, id }),
  moderationCase: (kind: ReportTargetKind, id: string) => fill(consoleRoutePatterns.moderationCase, { kind, id }),
  person: (id: string) => fill(consoleRoutePatterns.person, { id }),
  supportRequest: (id: string | number) => fill(consoleRoutePatterns.supportRequest, { id }),
};
