import { and, count, eq, inArray, isNull, max, min, sql } from 'drizzle-orm';
import { isStaffRole, LISTING_HELD_FOR_REVIEW, moderationActions, staffMay } from '../../../contract';
import type { ModerationAction, ModerationTarget, UserRole } from '../../../contract';
import type { Database } from '../../db/database';
import { auditEntries } from '../audit/schema';
import { chatMessages } from '../chat/schema';
import { users } from '../user/schema';
import { HIDDEN_AFTER_REPORTS } from './hiding';
import type { ReportTarget } from './targets';
import { personName } from './targets';

/**
 * The audit actions on a person (`user`) that mean staff looked at them: off-platform flags
 * from before the latest of these are reviewed and leave the queue.
 */
export const PERSON_REVIEW_ACTIONS = ['person.hide', 'person.unhide', 'person.suspend', 'person.dismiss-reports'];

/** The owner of a target as the case shows them (with their role, to know who cannot be suspended). */
export interface TargetOwner {
  id: string;
  name: string;
  email: string;
  suspended: boolean;
  role: UserRole;
}

export async function ownersByIds(db: Database, ids: string[]): Promise<Map<string, TargetOwner>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      suspendedAt: users.suspendedAt,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: personName(row), email: row.email, suspended: row.suspendedAt !== null, role: row.role },
    ]),
  );
}

/** Chat messages Kampus flagged as taking payment or contact off Kampus, not yet reviewed: per sender. */
export interface OffPlatformFlags {
  count: number;
  newest: Date;
  oldest: Date;
}

/**
 * The off-platform flags of each sender (or of those given) sent after staff last decided about
 * them (PERSON_REVIEW_ACTIONS), not counting messages staff removed.
 */
export async function unreviewedFlags(db: Database, senderIds?: string[]): Promise<Map<string, OffPlatformFlags>> {
  const reviewedAt = sql`(select max(${auditEntries.at}) from ${auditEntries} where ${auditEntries.targetType} = 'user' and ${auditEntries.targetId} = ${chatMessages.senderId}::text and ${auditEntries.actorId} is not null and ${inArray(auditEntries.action, PERSON_REVIEW_ACTIONS)})`;
  const rows = await db
    .select({
      senderId: chatMessages.senderId,
      count: count(),
      newest: max(chatMessages.createdAt),
      oldest: min(chatMessages.createdAt),
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.offPlatform, true),
        isNull(chatMessages.removedAt),
        senderIds ? inArray(chatMessages.senderId, senderIds) : undefined,
        sql`${chatMessages.createdAt} > coalesce(${reviewedAt}, '-infinity'::timestamptz)`,
      ),
    )
    .groupBy(chatMessages.senderId);
  const flags = new Map<string, OffPlatformFlags>();
  for (const row of rows)
    if (row.newest && row.oldest) flags.set(row.senderId, { count: row.count, newest: row.newest, oldest: row.oldest });
  return flags;
}

/** Hidden by Kampus's own rules (reports, the prohibited-items check) rather than by staff: pending review. */
export const hiddenByKampus = (target: ReportTarget) =>
  target.hiddenAt !== null && (target.hiddenReason === HIDDEN_AFTER_REPORTS || target.hiddenReason === LISTING_HELD_FOR_REVIEW);

const noun = (target: ReportTarget) => (target.kind === 'person' ? 'person' : target.kind === 'message' ? 'message' : 'listing');

/**
 * Why the target cannot take the action now, or null when it can. `pending`: open reports or
 * unreviewed off-platform flags. Every decision checks this with the target's row locked, so of
 * two staff deciding at once the second is refused with the state the first left.
 */
export function refusalOf(
  target: ReportTarget,
  owner: TargetOwner | undefined,
  pending: boolean,
  action: ModerationAction,
): string | null {
  const what = noun(target);
  switch (action) {
    case 'hide':
      if (target.kind === 'message') return 'A message is never hidden (it is not public): remove it instead.';
      if (target.removed) return 'This listing was removed.';
      if (target.hiddenAt && !(hiddenByKampus(target) && pending)) return `This ${what} is already hidden.`;
      return null;
    case 'restore':
      if (target.kind === 'message') return 'A message is never hidden, so there is nothing to restore.';
      if (target.removed) return 'This listing was removed.';
      if (!target.hiddenAt) return `This ${what} is not hidden.`;
      return null;
    case 'remove':
      if (target.kind === 'person') return 'A person is not removed: suspend them instead.';
      if (target.removed) return `This ${what} was already removed.`;
      return null;
    case 'suspend':
      if (!owner) return 'This person’s account no longer exists.';
      if (isStaffRole(owner.role)) return 'Staff accounts are not suspended. Revoke the staff role first.';
      if (owner.suspended) return 'This person is already suspended.';
      return null;
    case 'dismiss':
      return pending ? null : 'There is nothing open to dismiss.';
  }
}

/** The actions the target can take now that the caller's role may take (`suspend` needs `people.suspend`). */
export function allowedActions(
  target: ReportTarget,
  owner: TargetOwner | undefined,
  pending: boolean,
  role: UserRole,
): ModerationAction[] {
  return moderationActions.filter(
    (action) => refusalOf(target, owner, pending, action) === null && (action !== 'suspend' || staffMay(role, 'people.suspend')),
  );
}

/** Where the console opens a target: a listing's public page, a person's (or a message sender's) console page. */
function hrefOf(target: ReportTarget): string | null {
  if (target.kind === 'product') return target.slug ? `/product/${target.slug}` : null;
  if (target.kind === 'event') return target.slug ? `/ticket/${target.slug}` : null;
  return `/admin/people/${target.ownerId}`;
}

const UNKNOWN_OWNER = { name: 'Deleted account', email: '', suspended: false };

export function toModerationTarget(target: ReportTarget, owner: TargetOwner | undefined): ModerationTarget {
  return {
    kind: target.kind,
    id: target.id,
    label: target.label,
    href: hrefOf(target),
    owner: owner
      ? { id: owner.id, name: owner.name, email: owner.email, suspended: owner.suspended }
      : { id: target.ownerId, ...UNKNOWN_OWNER },
    hidden: target.hiddenAt ? { at: target.hiddenAt.toISOString(), reason: target.hiddenReason ?? '' } : null,
    removed: target.removed,
  };
}

/** A reported listing deleted since (a listing without orders is deleted, not archived): shown for its reports. */
export function goneTarget(key: { kind: ReportTarget['kind']; id: string }, ownerId: string): ReportTarget {
  return {
    ...key,
    ownerId,
    label: 'No longer on Kampus',
    slug: null,
    status: null,
    hiddenAt: null,
    hiddenReason: null,
    removed: true,
    chatId: null,
  };
}
