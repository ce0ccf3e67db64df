import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { seriousReportReasons } from '../../../contract';
import type { ModerationQueueItem, ReportTargetKind } from '../../../contract';
import type { Database } from '../../db/database';
import { goneTarget, ownersByIds, toModerationTarget, unreviewedFlags } from './moderation-state';
import type { OffPlatformFlags } from './moderation-state';
import { reports } from './schema';
import { loadTargets, targetKey } from './targets';
import type { TargetKey } from './targets';

/** Lines of the queue at most, per request. */
export const QUEUE_LIMIT = 100;

/** A target's reports summed up: the queue line before its target and owner are read. */
export interface ReportGroup extends TargetKey {
  ownerId: string;
  openReports: number;
  seriousReports: number;
  offPlatformFlags: number;
  newestAt: Date;
  oldestOpenAt: Date | null;
}

const isOpen = sql`${reports.status} = 'open'`;

/** The report groups of the targets that match `where`, newest evidence first. */
export async function reportGroups(
  db: Database,
  options: { having?: SQL; where?: SQL; limit?: number } = {},
): Promise<ReportGroup[]> {
  const newest = max(reports.createdAt);
  const query = db
    .select({
      kind: reports.targetKind,
      id: reports.targetId,
      ownerId: sql<string>`(array_agg(${reports.targetOwnerId}))[1]`,
      openReports: sql<number>`count(*) filter (where ${isOpen})`.mapWith(Number),
      seriousReports:
        sql<number>`count(*) filter (where ${isOpen} and ${inArray(reports.reason, [...seriousReportReasons])})`.mapWith(Number),
      newestAt: newest,
      oldestOpenAt: sql<Date | null>`min(${reports.createdAt}) filter (where ${isOpen})`.mapWith(reports.createdAt),
    })
    .from(reports)
    .where(options.where)
    .groupBy(reports.targetKind, reports.targetId)
    .having(options.having)
    .orderBy(desc(newest))
    .limit(options.limit ?? QUEUE_LIMIT);
  const rows = await query;
  return rows.map((row) => ({ ...row, newestAt: row.newestAt ?? new Date(0), offPlatformFlags: 0 }));
}

/** Adds a sender's unreviewed off-platform flags to their person line (making one when nobody reported them). */
function withFlags(group: ReportGroup | undefined, senderId: string, flags: OffPlatformFlags): ReportGroup {
  const base = group ?? {
    kind: 'person' as ReportTargetKind,
    id: senderId,
    ownerId: senderId,
    openReports: 0,
    seriousReports: 0,
    newestAt: flags.newest,
    oldestOpenAt: null,
  };
  return {
    ...base,
    offPlatformFlags: flags.count,
    newestAt: base.newestAt > flags.newest ? base.newestAt : flags.newest,
    oldestOpenAt: base.oldestOpenAt && base.oldestOpenAt < flags.oldest ? base.oldestOpenAt : flags.oldest,
  };
}

export const isPending = (group: Pick<ReportGroup, 'openReports' | 'offPlatformFlags'>) =>
  group.openReports > 0 || group.offPlatformFlags > 0;

/** The lines, each with its target and owner as they are now. */
export async function queueItems(db: Database, groups: ReportGroup[]): Promise<ModerationQueueItem[]> {
  const targets = await loadTargets(db, groups);
  const owners = await ownersByIds(db, [
    ...groups.map((group) => group.ownerId),
    ...[...targets.values()].map((target) => target.ownerId),
  ]);
  return groups.map((group) => {
    const target = targets.get(targetKey(group)) ?? goneTarget(group, group.ownerId);
    return {
      target: toModerationTarget(target, owners.get(target.ownerId)),
      openReports: group.openReports,
      seriousReports: group.seriousReports,
      offPlatformFlags: group.offPlatformFlags,
      newestAt: group.newestAt.toISOString(),
      oldestOpenAt: group.oldestOpenAt?.toISOString() ?? null,
    };
  });
}

/**
 * GET /v1/admin/moderation: reports grouped by what they report, and the people whose chat
 * messages Kampus flagged off-platform since staff last looked at them. Open lines (open
 * reports or unreviewed flags) come first, then decided ones; newest evidence first within each.
 */
export async function moderationQueue(db: Database, status: 'open' | 'closed' | undefined): Promise<ModerationQueueItem[]> {
  const openOnly = sql`count(*) filter (where ${isOpen}) > 0`;
  const closedOnly = sql`count(*) filter (where ${isOpen}) = 0`;
  // Open and decided lines apart, so that a page of decided ones never pushes an open one out.
  const groups = [
    ...(status === 'closed' ? [] : await reportGroups(db, { having: openOnly })),
    ...(status === 'open' ? [] : await reportGroups(db, { having: closedOnly })),
  ];
  const byKey = new Map(groups.map((group) => [targetKey(group), group]));
  for (const [senderId, flags] of await unreviewedFlags(db)) {
    const key = targetKey({ kind: 'person', id: senderId });
    const flagged = withFlags(byKey.get(key), senderId, flags);
    if (status === 'closed') byKey.delete(key);
    else byKey.set(key, flagged);
  }
  const lines = [...byKey.values()]
    .sort((a, b) => Number(isPending(b)) - Number(isPending(a)) || b.newestAt.getTime() - a.newestAt.getTime())
    .slice(0, QUEUE_LIMIT);
  return queueItems(db, lines);
}

/** The one line of a target (for its case), or undefined when it was never reported nor flagged. */
export async function queueGroupOf(db: Database, key: TargetKey, ownerId: string): Promise<ReportGroup> {
  const [group] = await reportGroups(db, {
    where: and(eq(reports.targetKind, key.kind), eq(reports.targetId, key.id)),
    limit: 1,
  });
  const flags = key.kind === 'person' ? (await unreviewedFlags(db, [key.id])).get(key.id) : undefined;
  const base = group ?? {
    ...key,
    ownerId,
    openReports: 0,
    seriousReports: 0,
    offPlatformFlags: 0,
    newestAt: new Date(0),
    oldestOpenAt: null,
  };
  return flags ? withFlags(base, key.id, flags) : base;
}
