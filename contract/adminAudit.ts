import * as v from 'valibot';

/** Entries in one page of the audit; `nextBefore` continues with the older ones. */
export const AUDIT_PAGE_SIZE = 50;

/** What the audit's entries are about (`target.type`), for the console's filter. */
export const auditTargetTypes = [
  'kyc',
  'order',
  'ticket-order',
  'user',
  'product',
  'event',
  'withdrawal',
  'support-request',
  'ledger',
  /** A chat message decided in the moderation queue. */
  'message',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/* @__NO_SIDE_EFFECTS__ */
function optionalQueryText(label: string, max = 200) {
  return v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      v.transform((value) => value || undefined),
    ),
  );
}

/* @__NO_SIDE_EFFECTS__ */
function optionalPersonId(label: string) {
  return v.optional(
    v.pipe(
      v.string(`${label} must be an account id`),
      v.trim(),
      v.transform((value) => value || undefined),
      v.optional(v.pipe(v.string(), v.regex(UUID, `${label} must be an account id`), v.toLowerCase())),
    ),
  );
}

/**
 * GET /v1/admin/audit: newest first, 50 a page. Every filter is optional and they combine:
 * `targetType` + `targetId` (one case), `actorId` (what one staff member did), `personId`
 * (by or about one person: they acted, or their account was the target), `action`
 * (`kyc.approve` ...), and `before` (the previous page's `nextBefore`).
 */
export const adminAuditQuerySchema = v.object({
  targetType: v.optional(
    v.pipe(
      v.string('Target type must be text'),
      v.trim(),
      v.transform((value) => value || undefined),
      v.optional(v.picklist(auditTargetTypes, `Target type must be one of ${auditTargetTypes.join(', ')}`)),
    ),
  ),
  targetId: optionalQueryText('Target id'),
  actorId: optionalPersonId('Actor'),
  personId: optionalPersonId('Person'),
  action: optionalQueryText('Action', 60),
  before: v.optional(
    v.pipe(v.string('Before must be the nextBefore of a page'), v.regex(/^\d{1,18}$/, 'Before must be the nextBefore of a page')),
  ),
});
export type AdminAuditQuery = v.InferInput<typeof adminAuditQuerySchema>;

/** The audit actions the console names in words; anything else is shown as it is written. */
export const auditActionLabels: Record<string, string> = {
  'kyc.approve': 'Approved KYC',
  'kyc.reject': 'Rejected KYC',
  'dispute.question': 'Asked a question',
  'dispute.propose': 'Proposed a decision',
  'dispute.refund': 'Refunded the buyer',
  'dispute.release': 'Released to the seller',
  'dispute.split': 'Split the amount',
  'person.suspend': 'Suspended',
  'person.restore': 'Restored',
  'person.end-sessions': 'Ended all sessions',
  'listing.hide': 'Hid a listing',
  'listing.restore': 'Restored a listing',
  'listing.remove': 'Removed a listing',
  'listing.dismiss-reports': 'Dismissed the reports on a listing',
  'person.hide': 'Hid a person',
  'person.unhide': 'Showed a person again',
  'person.dismiss-reports': 'Dismissed the reports on a person',
  'message.remove': 'Removed a message',
  'message.dismiss-reports': 'Dismissed the reports on a message',
  'payout.retry': 'Retried a payout',
  'payout.return': 'Returned a payout to the wallet',
  'support.reply': 'Replied',
  'support.close': 'Closed',
  'support.reopen': 'Reopened',
  'ledger.check': 'Ran the ledger check',
  'staff.grant': 'Granted a staff role',
  'staff.revoke': 'Revoked a staff role',
};

export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? action;
}
