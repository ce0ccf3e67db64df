import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, multilineText } from './fields';
import { supportRequestSources, supportServices } from './support';

export const supportRequestStatuses = ['open', 'closed'] as const;
export type SupportRequestStatus = (typeof supportRequestStatuses)[number];

/** At most this many requests in one list of the inbox. */
export const SUPPORT_INBOX_LIMIT = 200;
export const SUPPORT_REPLY_MAX_LENGTH = 5000;

/** GET /v1/admin/support?status=open|closed (optional: both, open ones first); oldest first. */
export const adminSupportListQuerySchema = v.object({
  status: v.optional(v.picklist(supportRequestStatuses, 'Status must be open or closed')),
});
export type AdminSupportListQuery = v.InferInput<typeof adminSupportListQuerySchema>;

/** A request as the inbox lists it. */
export const adminSupportRequestSummarySchema = v.object({
  id: v.string(),
  reference: v.string(),
  source: v.picklist(supportRequestSources),
  service: v.picklist(supportServices),
  name: v.string(),
  email: v.string(),
  /** The sender's account, or null for a visitor. */
  userId: v.nullable(v.string()),
  /** The first line of what they wrote, cut to 140 characters. */
  excerpt: v.string(),
  status: v.picklist(supportRequestStatuses),
  createdAt: v.string(),
  closedAt: v.nullable(v.string()),
  replies: v.number(),
});
export type AdminSupportRequestSummary = v.InferOutput<typeof adminSupportRequestSummarySchema>;
export const adminSupportListResponseSchema = dataEnvelope(v.array(adminSupportRequestSummarySchema));
export type AdminSupportListResponse = v.InferOutput<typeof adminSupportListResponseSchema>;

/** A reply from the console: kept in the thread and mailed to the sender through the outbox. */
export const supportReplySchema = v.object({
  id: v.string(),
  author: v.object({ id: v.nullable(v.string()), email: v.string() }),
  text: v.string(),
  createdAt: v.string(),
  /** The e-mail's state: waiting in the outbox, sent, or given up after its last try. */
  mail: v.picklist(['pending', 'sent', 'failed']),
});
export type SupportReply = v.InferOutput<typeof supportReplySchema>;

/** GET /v1/admin/support/{id}: the request with everything the sender gave, and the replies in order. */
export const adminSupportRequestSchema = v.object({
  ...adminSupportRequestSummarySchema.entries,
  firstname: v.string(),
  lastname: v.string(),
  phone: v.string(),
  detail: v.string(),
  closedBy: v.nullable(v.string()),
  thread: v.array(supportReplySchema),
});
export type AdminSupportRequest = v.InferOutput<typeof adminSupportRequestSchema>;
export const adminSupportRequestResponseSchema = dataEnvelope(adminSupportRequestSchema);
export type AdminSupportRequestResponse = v.InferOutput<typeof adminSupportRequestResponseSchema>;

/** POST /v1/admin/support/{id}/replies (`support.reply`) -> 201 with the request. */
export const supportReplyBodySchema = body({ text: multilineText('Reply', SUPPORT_REPLY_MAX_LENGTH) });
export type SupportReplyBody = v.InferInput<typeof supportReplyBodySchema>;

/** The refusals of the inbox's actions (409). */
export const supportInboxMessages = {
  alreadyClosed: 'This request is already closed.',
  alreadyOpen: 'This request is already open.',
  closedNoReply: 'This request is closed. Reopen it to reply.',
  notFound: 'Support request not found',
} as const;
