import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE } from '../../../contract';
import type { AuditEntry, AuditListResponse, AuditTargetType } from '../../../contract';
import type { Database } from '../../db/database';
import { auditEntries } from './schema';

export interface AuditFilter {
  targetType?: AuditTargetType;
  targetId?: string;
  actorId?: string;
  /** By or about this person: they acted, or their account was the target. */
  personId?: string;
  action?: string;
  /** The id of the last entry of the previous page. */
  before?: string;
}

type AuditRow = typeof auditEntries.$inferSelect;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: row.actorId ? { id: row.actorId, email: row.actorEmail ?? '', role: row.actorRole ?? '' } : null,
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
  };
}

/** One page of the audit, newest first (by id: the order entries were appended in). */
export async function listAuditEntries(db: Database, filter: AuditFilter): Promise<AuditListResponse> {
  const conditions: SQL[] = [];
  if (filter.targetType) conditions.push(eq(auditEntries.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditEntries.targetId, filter.targetId));
  if (filter.actorId) conditions.push(eq(auditEntries.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
  if (filter.personId) {
    const aboutThem = and(eq(auditEntries.targetType, 'user'), eq(auditEntries.targetId, filter.personId));
    conditions.push(or(eq(auditEntries.actorId, filter.personId), aboutThem) as SQL);
  }
  if (filter.before) conditions.push(lt(auditEntries.id, Number(filter.before)));
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return { data: page.map(toEntry), nextBefore: rows.length > AUDIT_PAGE_SIZE && last ? String(last.id) : null };
}
