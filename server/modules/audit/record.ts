import type { Database } from '../../db/database';
import { auditEntries } from './schema';

/** Who did it: a signed-in staff member, or null for the command line and the server's own rules. */
export interface AuditActor {
  id: string;
  email: string;
  role: string;
}

export interface AuditRecord {
  actor: AuditActor | null;
  /** `<area>.<verb>`: `kyc.approve`, `dispute.split`, `person.suspend` ... */
  action: string;
  target: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Appends one audit entry. Call it in the same transaction as the change it describes, so an
 * action is never done without its entry nor recorded without being done.
 */
export async function recordAudit(tx: Database, entry: AuditRecord, now: Date): Promise<void> {
  await tx.insert(auditEntries).values({
    at: now,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
