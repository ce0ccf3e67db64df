/**
 * The console's moderation queue: students' reports grouped by what they report, and the chat
 * messages Kampus flagged as taking payment or contact off Kampus. Each decision takes a reason,
 * is audited, closes the target's open reports and tells the reporters and the owner.
 *
 * - GET  /v1/admin/moderation?status=open|closed           -> ModerationQueueResponse (`moderation.read`)
 * - GET  /v1/admin/moderation/{targetKind}/{targetId}      -> ModerationCaseResponse (`moderation.read`)
 * - POST /v1/admin/moderation/{targetKind}/{targetId}/{action}
 *        ModerationReasonBody -> ModerationCaseResponse (`moderation.act`; `suspend`: `people.suspend`)
 *
 * Actions: `hide` (a listing, or a person's listings and directory entry), `restore`, `remove`
 * (a listing: archived for good; a message: its text replaced for both people), `suspend` (the
 * target's owner), `dismiss` (no breach: the reports count as dismissed against their
 * reporters). An action the target cannot take answers 409 with why.
 */
import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { reportReasons, reportStatuses, reportTargetKinds } from './safety';

export const moderationActions = ['hide', 'restore', 'remove', 'suspend', 'dismiss'] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationQueueQuerySchema = v.object({
  status: v.optional(v.picklist(['open', 'closed'] as const, 'Status must be open or closed')),
});
export type ModerationQueueQuery = v.InferInput<typeof moderationQueueQuerySchema>;

/** A reporter as the queue shows them: how their earlier reports went. */
export const moderationReporterSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  reports: v.number(),
  dismissed: v.number(),
  /** Dismissed REPORTER_DISMISSALS_IGNORED times or more: their reports weigh nothing. */
  ignored: v.boolean(),
  /** Verified and old enough for their report to count towards hiding. */
  counts: v.boolean(),
});
export type ModerationReporter = v.InferOutput<typeof moderationReporterSchema>;

export const moderationReportSchema = v.object({
  id: v.string(),
  reason: v.picklist(reportReasons),
  details: v.nullable(v.string()),
  status: v.picklist(reportStatuses),
  createdAt: v.string(),
  reporter: moderationReporterSchema,
});
export type ModerationReport = v.InferOutput<typeof moderationReportSchema>;

/** What is reported, with its owner and state. */
export const moderationTargetSchema = v.object({
  kind: v.picklist(reportTargetKinds),
  id: v.string(),
  /** The listing's title, the person's name, or the message's first words. */
  label: v.string(),
  /** Where the console opens it (a listing's public page, a person's console page). */
  href: v.nullable(v.string()),
  owner: v.object({ id: v.string(), name: v.string(), email: v.string(), suspended: v.boolean() }),
  /** Hidden pending review (by reports or by staff), with why. */
  hidden: v.nullable(v.object({ at: v.string(), reason: v.string() })),
  removed: v.boolean(),
});
export type ModerationTarget = v.InferOutput<typeof moderationTargetSchema>;

/** One line of the queue: a target and its reports. */
export const moderationQueueItemSchema = v.object({
  target: moderationTargetSchema,
  openReports: v.number(),
  seriousReports: v.number(),
  /** Off-platform warnings Kampus raised on the owner's chat messages. */
  offPlatformFlags: v.number(),
  newestAt: v.string(),
  oldestOpenAt: v.nullable(v.string()),
});
export type ModerationQueueItem = v.InferOutput<typeof moderationQueueItemSchema>;
export const moderationQueueResponseSchema = dataEnvelope(v.array(moderationQueueItemSchema));
export type ModerationQueueResponse = v.InferOutput<typeof moderationQueueResponseSchema>;

/** A chat message in the case: the reported or flagged one and those around it. */
export const moderationMessageSchema = v.object({
  id: v.string(),
  chatId: v.string(),
  senderName: v.string(),
  fromOwner: v.boolean(),
  message: v.nullable(v.string()),
  offPlatform: v.boolean(),
  reported: v.boolean(),
  sentAt: v.string(),
});
export type ModerationMessage = v.InferOutput<typeof moderationMessageSchema>;

export const moderationCaseSchema = v.object({
  ...moderationQueueItemSchema.entries,
  /** Every report on the target, newest first. */
  reports: v.array(moderationReportSchema),
  /** The owner's answers to the reports, newest first. */
  answers: v.array(v.object({ id: v.string(), answer: v.string(), createdAt: v.string() })),
  /** The reported or flagged messages with their neighbours, oldest first. */
  messages: v.array(moderationMessageSchema),
  /** The owner's history: earlier reports against them and how they ended. */
  ownerHistory: v.object({ reports: v.number(), actioned: v.number(), dismissed: v.number(), suspensions: v.number() }),
  /** The actions this target can take now. */
  actions: v.array(v.picklist(moderationActions)),
});
export type ModerationCase = v.InferOutput<typeof moderationCaseSchema>;
export const moderationCaseResponseSchema = dataEnvelope(moderationCaseSchema);
export type ModerationCaseResponse = v.InferOutput<typeof moderationCaseResponseSchema>;
