import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import type { UserRole } from './user';

/**
 * The people who run Kampus. An administrator may do everything and manages staff; support
 * answers students, reads KYC and works disputes up to a proposed decision; finance runs
 * payouts and the ledger and decides disputes with administrators.
 */
export const staffRoles = ['admin', 'support', 'finance'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(role: UserRole | string | null | undefined): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role ?? '');
}

/** What each role may do in the operator console; the server's guard and the console's menus read this one table. */
export const staffPermissions = {
  'overview.read': ['admin', 'support', 'finance'],
  'kyc.read': ['admin', 'support'],
  'kyc.decide': ['admin'],
  'disputes.read': ['admin', 'support', 'finance'],
  'disputes.message': ['admin', 'support'],
  'disputes.propose': ['admin', 'support'],
  'disputes.decide': ['admin', 'finance'],
  'people.read': ['admin', 'support', 'finance'],
  'people.suspend': ['admin'],
  'people.end-sessions': ['admin', 'support'],
  'listings.hide': ['admin', 'support'],
  'moderation.read': ['admin', 'support'],
  'moderation.act': ['admin', 'support'],
  'payouts.read': ['admin', 'finance'],
  'payouts.act': ['admin', 'finance'],
  'support.read': ['admin', 'support'],
  'support.reply': ['admin', 'support'],
  'ledger.read': ['admin', 'finance'],
  'ledger.check': ['admin', 'finance'],
  'audit.read': ['admin', 'support', 'finance'],
  'staff.manage': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof staffPermissions;

export function staffMay(role: UserRole | string | null | undefined, permission: StaffPermission): boolean {
  return isStaffRole(role) && (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}

/**
 * One staff action as the audit keeps it: who, when, what, on which target, the target before
 * and after, and the reason given. Written once; no route changes or deletes it.
 */
export const auditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  /** Null when no signed-in person acted (the command line, a rule of the server). */
  actor: v.nullable(v.object({ id: v.string(), email: v.string(), role: v.string() })),
  /** What was done, `<area>.<verb>`: `kyc.approve`, `dispute.split`, `person.suspend` ... */
  action: v.string(),
  target: v.object({ type: v.string(), id: v.string() }),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  reason: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;
export const auditListResponseSchema = v.object({
  data: v.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: v.nullable(v.string()),
});
export type AuditListResponse = v.InferOutput<typeof auditListResponseSchema>;
export const auditEntryResponseSchema = dataEnvelope(auditEntrySchema);
