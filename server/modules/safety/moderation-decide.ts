import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ModerationAction, ReportStatus, ReportTargetKind } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { auditEntries } from '../audit/schema';
import type { AuditActor } from '../audit/record';
import { chatMessages } from '../chat/schema';
import { events } from '../event/schema';
import { isUuid } from '../listing/params';
import { statusBeforeHiding } from '../people/moderate-listing';
import { suspendLocked } from '../people/moderate-person';
import { moderate } from '../people/moderation';
import { products } from '../product/schema';
import { users } from '../user/schema';
import { auditTargetOf } from './hide-by-kampus';
import { CASE_NOT_FOUND } from './moderation-case';
import { isPending, queueGroupOf } from './moderation-queue';
import { goneTarget, hiddenByKampus, ownersByIds, refusalOf } from './moderation-state';
import { decisionNotices } from './notices';
import { reports } from './schema';
import { findTarget } from './targets';
import type { ReportTarget } from './targets';

/** The audit's name for a decision: `listing.hide`, `person.unhide`, `message.remove` ... (`person.restore` lifts a suspension). */
export function auditActionOf(kind: ReportTargetKind, action: ModerationAction): string {
  if (action === 'suspend') return 'person.suspend';
  const area = kind === 'person' ? 'person' : kind === 'message' ? 'message' : 'listing';
  if (action === 'dismiss') return `${area}.dismiss-reports`;
  if (kind === 'person' && action === 'restore') return 'person.unhide';
  return `${area}.${action}`;
}

/** What a decision did, for its audit entry, and how it closes the target's open reports. */
interface Done {
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
  closes: Exclude<ReportStatus, 'open'>;
}

const listingTable = (kind: ReportTargetKind) => (kind === 'product' ? products : events);
const hiddenOf = (target: ReportTarget) =>
  target.hiddenAt ? { at: target.hiddenAt.toISOString(), reason: target.hiddenReason } : null;

async function hide(tx: Database, target: ReportTarget, reason: string, now: Date): Promise<Done> {
  const hidden = { at: now.toISOString(), reason };
  if (target.kind === 'person') {
    await tx.update(users).set({ hiddenAt: now, hiddenReason: reason, updatedAt: now }).where(eq(users.id, target.id));
    return { target: auditTargetOf(target), before: { hidden: hiddenOf(target) }, after: { hidden }, closes: 'actioned' };
  }
  // Hidden by Kampus already: the status to restore is the one from before that hide.
  const status = target.hiddenAt ? await statusBeforeHiding(tx, target.kind as 'product' | 'event', target.id) : target.status;
  const table = listingTable(target.kind);
  await tx
    .update(table)
    .set({ status: 'inactive', hiddenAt: now, hiddenReason: reason, updatedAt: now })
    .where(eq(table.id, target.id));
  return {
    target: auditTargetOf(target),
    before: { status, hidden: hiddenOf(target) },
    after: { status: 'inactive', hidden },
    closes: 'actioned',
  };
}

/** Shows a hidden listing or person again (a listing as active or inactive as its seller had it). */
async function unhide(tx: Database, target: ReportTarget, now: Date) {
  if (target.kind === 'person') {
    await tx.update(users).set({ hiddenAt: null, hiddenReason: null, updatedAt: now }).where(eq(users.id, target.id));
    return { before: { hidden: hiddenOf(target) }, after: { hidden: null } };
  }
  const status = await statusBeforeHiding(tx, target.kind as 'product' | 'event', target.id);
  const table = listingTable(target.kind);
  await tx.update(table).set({ status, hiddenAt: null, hiddenReason: null, updatedAt: now }).where(eq(table.id, target.id));
  return { before: { status: target.status, hidden: hiddenOf(target) }, after: { status, hidden: null } };
}

async function remove(tx: Database, target: ReportTarget, reason: string, now: Date): Promise<Done> {
  if (target.kind === 'message') {
    await tx.update(chatMessages).set({ removedAt: now }).where(eq(chatMessages.id, target.id));
    return {
      target: auditTargetOf(target),
      before: { removed: null },
      after: { removed: { at: now.toISOString() } },
      closes: 'actioned',
    };
  }
  // Archived for good, as a seller's delete with orders does: open orders keep their listing and conclude.
  const table = listingTable(target.kind);
  const hiddenAt = target.hiddenAt ?? now;
  await tx
    .update(table)
    .set({ status: 'archived', hiddenAt, hiddenReason: reason, updatedAt: now })
    .where(eq(table.id, target.id));
  return {
    target: auditTargetOf(target),
    before: { status: target.status, hidden: hiddenOf(target) },
    after: { status: 'archived', hidden: { at: hiddenAt.toISOString(), reason } },
    closes: 'actioned',
  };
}

const apply: Record<ModerationAction, (tx: Database, target: ReportTarget, reason: string, now: Date) => Promise<Done>> = {
  hide,
  remove,
  restore: async (tx, target, _reason, now) => ({
    target: auditTargetOf(target),
    ...(await unhide(tx, target, now)),
    closes: 'dismissed',
  }),
  suspend: async (tx, target, reason, now) => {
    const suspended = await suspendLocked(tx, target.ownerId, reason, now);
    return { ...suspended, after: { ...suspended.after, case: { kind: target.kind, id: target.id } }, closes: 'actioned' };
  },
  // No breach: what Kampus hid pending review is shown again; what staff hid stays hidden.
  dismiss: async (tx, target, _reason, now) => {
    const shown = hiddenByKampus(target) ? await unhide(tx, target, now) : { before: null, after: null };
    return { target: auditTargetOf(target), ...shown, closes: 'dismissed' };
  },
};

/** The latest decision by staff on the target: who and when (for the 409 of a second decision). */
async function lastDecision(tx: Database, target: ReportTarget): Promise<{ email: string; at: Date } | undefined> {
  const audit = auditTargetOf(target);
  const [entry] = await tx
    .select({ email: auditEntries.actorEmail, at: auditEntries.at })
    .from(auditEntries)
    .where(and(eq(auditEntries.targetType, audit.type), eq(auditEntries.targetId, audit.id), isNotNull(auditEntries.actorId)))
    .orderBy(desc(auditEntries.id))
    .limit(1);
  const [report] = await tx
    .select({ email: users.email, at: reports.decidedAt })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.decidedBy))
    .where(and(eq(reports.targetKind, target.kind), eq(reports.targetId, target.id)))
    .orderBy(desc(reports.decidedAt))
    .limit(1);
  const candidates = [
    ...(entry?.email ? [{ email: entry.email, at: entry.at }] : []),
    ...(report?.at ? [{ email: report.email, at: report.at }] : []),
  ];
  return candidates.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
}

/**
 * A listing or message deleted since it was reported: its reports stay, so staff can still
 * dismiss them or suspend its owner.
 */
async function goneReported(tx: Database, key: { kind: ReportTargetKind; id: string }): Promise<ReportTarget> {
  const [report] = await tx
    .select({ ownerId: reports.targetOwnerId })
    .from(reports)
    .where(and(eq(reports.targetKind, key.kind), eq(reports.targetId, key.id)))
    .limit(1);
  if (!report) throw notFound(CASE_NOT_FOUND);
  return goneTarget(key, report.ownerId);
}

async function refused(tx: Database, target: ReportTarget, why: string) {
  const decided = await lastDecision(tx, target);
  return conflict(decided ? `Already decided by ${decided.email} at ${decided.at.toISOString()}: ${why}` : why);
}

/**
 * POST /v1/admin/moderation/{kind}/{id}/{action}: a decision with its reason, in one
 * transaction with its audit entry (people/moderation.ts). The target's row is locked and its
 * state checked first (moderation-state.ts refusalOf), so of two staff deciding at once the
 * second is answered 409 naming who decided. It closes the target's open reports (`actioned`,
 * or `dismissed` when there was no breach: restore, dismiss), with the reason as their outcome,
 * and tells each reporter and the owner.
 */
export async function decide(
  services: Services,
  key: { kind: ReportTargetKind; id: string },
  action: ModerationAction,
  reason: string,
  actor: AuditActor,
): Promise<void> {
  if (!isUuid(key.id)) throw notFound(CASE_NOT_FOUND);
  await moderate(services, { actor, action: auditActionOf(key.kind, action), reason }, async (tx, now) => {
    const target = (await findTarget(tx, key.kind, key.id, { lock: true })) ?? (await goneReported(tx, key));
    const owner = (await ownersByIds(tx, [target.ownerId])).get(target.ownerId);
    const pending = isPending(await queueGroupOf(tx, target, target.ownerId));
    const why = refusalOf(target, owner, pending, action);
    if (why) throw await refused(tx, target, why);
    const done = await apply[action](tx, target, reason, now);
    const closed = await tx
      .update(reports)
      .set({ status: done.closes, outcome: reason, decidedAt: now, decidedBy: actor.id })
      .where(and(eq(reports.targetKind, target.kind), eq(reports.targetId, target.id), eq(reports.status, 'open')))
      .returning({ reporterId: reports.reporterId });
    const reporterIds = closed.flatMap((row) => (row.reporterId ? [row.reporterId] : []));
    await decisionNotices(tx, { target, action, reason, reporterIds }, now, services.config.publicOrigin);
    return { target: done.target, before: done.before, after: done.after, result: undefined };
  });
}
