/**
 * Trust and safety: what students report and block, what Kampus hides by itself, and the trust
 * figures a buyer reads before paying (docs/trust-and-safety.md).
 *
 * - POST   /v1/reports                 ReportBody -> ReportResponse (201); 409 REPORT_ALREADY_OPEN
 * - GET    /v1/reports                 -> MyReportsResponse (the caller's reports, newest first)
 * - POST   /v1/reports/answer          OwnerAnswerBody -> OwnerAnswerResponse (201): the owner of a
 *                                      hidden listing or person answers the reports
 * - GET    /v1/blocks                  -> BlockedPeopleResponse (the caller's blocked list)
 * - POST   /v1/blocks                  BlockBody -> BlockedPersonResponse (201; blocking twice: 200)
 * - DELETE /v1/blocks/{userId}         -> 204 (unblocking someone not blocked: 204 too)
 *
 * Every route needs a signed-in student; a suspended one is refused as elsewhere.
 */
import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, multilineText, optionalMultilineText } from './fields';

export const reportTargetKinds = ['product', 'event', 'person', 'message'] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];

export const reportReasons = ['scam', 'prohibited', 'counterfeit', 'harassment', 'wrong_category', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The reasons as the report form lists them, in this order. */
export const reportReasonLabels: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  prohibited: 'Prohibited item',
  counterfeit: 'Fake or counterfeit',
  harassment: 'Harassment',
  wrong_category: 'Wrong category',
  other: 'Other',
};

/** The serious reasons (MARKETPLACE-RULES): two of them hide a target, where the others need five. */
export const seriousReportReasons: readonly ReportReason[] = ['scam', 'prohibited', 'counterfeit', 'harassment'];
export const SERIOUS_REPORTS_TO_HIDE = 2;
export const OTHER_REPORTS_TO_HIDE = 5;
/** A reporter counts towards hiding once their account is this old and verified. */
export const REPORTER_MIN_AGE_DAYS = 7;
/** A reporter whose reports staff dismissed this many times no longer counts. */
export const REPORTER_DISMISSALS_IGNORED = 3;
export const REPORT_DETAILS_MAX = 1000;
export const OWNER_ANSWER_MAX = 2000;

export const REPORT_ALREADY_OPEN = 'You have already reported this. We will tell you what we decide.';
export const REPORT_SELF = 'You cannot report yourself or your own listing.';
export const REPORT_TARGET_NOT_FOUND = 'We could not find what you are reporting.';
export const REPORT_SENT = 'Thank you. Our team will review your report.';
/** What a suspended student is told when they try to report (403). */
export const SUSPENDED_REPORTING =
  'Your account is suspended, so you cannot report. Write to support@kampus.ng if you think this is a mistake.';
export const BLOCK_SELF = 'You cannot block yourself.';
/** What either person reads when a chat between them is blocked (409 on send and on start). */
export const CHAT_BLOCKED = 'You cannot message this person.';
/** The warning both people in a chat see under a message that takes payment or contact off Kampus. */
export const OFF_PLATFORM_WARNING =
  'Be careful: Kampus escrow protects only payments made on Kampus. Never pay outside Kampus or share bank details in chat.';
/** What a seller reads when a listing they create or edit looks like a prohibited item. */
export const LISTING_HELD_FOR_REVIEW =
  'Your listing is held for review: it may be an item Kampus does not allow. Our team will check it and tell you.';
/** A seller's first withdrawal (409) before their first order completed without a dispute. */
export const FIRST_WITHDRAWAL_WAITS = 'Your first withdrawal opens once your first order has completed without a dispute.';

/** Targets and people are named by uuid (idField is for the numeric ids of universities). */
const uuidField = (label: string) => v.pipe(v.string(`${label} must be an id`), v.uuid(`${label} must be an id`));

export const reportBodySchema = body({
  targetKind: v.picklist(reportTargetKinds, 'Target kind must be product, event, person or message'),
  targetId: uuidField('Target'),
  reason: v.picklist(reportReasons, 'Reason must be one of the listed reasons'),
  details: optionalMultilineText('Details', REPORT_DETAILS_MAX),
});
export type ReportBody = v.InferInput<typeof reportBodySchema>;

export const reportStatuses = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** A report as its reporter sees it. */
export const reportSchema = v.object({
  id: v.string(),
  targetKind: v.picklist(reportTargetKinds),
  targetId: v.string(),
  /** The listing's title, the person's name, or the first words of the message. */
  targetLabel: v.string(),
  reason: v.picklist(reportReasons),
  details: v.nullable(v.string()),
  status: v.picklist(reportStatuses),
  /** What staff decided and why, once they have. */
  outcome: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Report = v.InferOutput<typeof reportSchema>;
export const reportResponseSchema = dataEnvelope(reportSchema);
export type ReportResponse = v.InferOutput<typeof reportResponseSchema>;
export const myReportsResponseSchema = dataEnvelope(v.array(reportSchema));
export type MyReportsResponse = v.InferOutput<typeof myReportsResponseSchema>;

export const ownerAnswerBodySchema = body({
  targetKind: v.picklist(reportTargetKinds, 'Target kind must be product, event, person or message'),
  targetId: uuidField('Target'),
  answer: multilineText('Answer', OWNER_ANSWER_MAX),
});
export type OwnerAnswerBody = v.InferInput<typeof ownerAnswerBodySchema>;
export const ownerAnswerResponseSchema = dataEnvelope(v.object({ id: v.string(), createdAt: v.string() }));
export type OwnerAnswerResponse = v.InferOutput<typeof ownerAnswerResponseSchema>;

export const blockBodySchema = body({ userId: uuidField('Person') });
export type BlockBody = v.InferInput<typeof blockBodySchema>;

/** Someone the caller blocked, as settings lists them. */
export const blockedPersonSchema = v.object({
  userId: v.string(),
  name: v.string(),
  avatar: v.nullable(v.string()),
  blockedAt: v.string(),
});
export type BlockedPerson = v.InferOutput<typeof blockedPersonSchema>;
export const blockedPersonResponseSchema = dataEnvelope(blockedPersonSchema);
export type BlockedPersonResponse = v.InferOutput<typeof blockedPersonResponseSchema>;
export const blockedPeopleResponseSchema = dataEnvelope(v.array(blockedPersonSchema));
export type BlockedPeopleResponse = v.InferOutput<typeof blockedPeopleResponseSchema>;

// In a module of its own: the product page reads it on every first visit, and none of the rest.
export { sellerTrustSchema, type SellerTrust } from './sellerTrust';
