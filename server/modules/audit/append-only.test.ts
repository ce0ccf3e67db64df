import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-app';
import { recordAudit } from './record';
import { auditEntries } from './schema';

const db = useTestDatabase();

/** drizzle wraps the database's error; the trigger's words are in its cause. */
const refusedByTheTrigger = { cause: { message: 'audit entries cannot be changed or deleted' } };

describe('the audit', () => {
  it('keeps an entry with its actor, target, before, after and reason', async () => {
    const targetId = crypto.randomUUID();
    const actor = { id: crypto.randomUUID(), email: 'agent@kampus.ng', role: 'support' };
    await recordAudit(
      db(),
      {
        actor,
        action: 'kyc.reject',
        target: { type: 'kyc', id: targetId },
        before: { status: 'PENDING' },
        after: { status: 'REJECTED' },
        reason: 'Blurred ID',
      },
      new Date('2026-11-28T10:00:00Z'),
    );
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.targetId, targetId));
    expect(entry).toMatchObject({
      actorId: actor.id,
      actorEmail: 'agent@kampus.ng',
      actorRole: 'support',
      action: 'kyc.reject',
      targetType: 'kyc',
      before: { status: 'PENDING' },
      after: { status: 'REJECTED' },
      reason: 'Blurred ID',
    });
  });

  it('refuses, in the database itself, any change to an entry, its deletion and a truncate', async () => {
    const targetId = crypto.randomUUID();
    await recordAudit(db(), { actor: null, action: 'ledger.check', target: { type: 'ledger', id: targetId } }, new Date());
    const changed = db().update(auditEntries).set({ reason: 'rewritten' }).where(eq(auditEntries.targetId, targetId));
    await expect(changed).rejects.toMatchObject(refusedByTheTrigger);
    await expect(db().delete(auditEntries).where(eq(auditEntries.targetId, targetId))).rejects.toMatchObject(refusedByTheTrigger);
    await expect(db().execute(sql`truncate audit_entries`)).rejects.toMatchObject(refusedByTheTrigger);
    const [kept] = await db().select().from(auditEntries).where(eq(auditEntries.targetId, targetId));
    expect(kept?.reason).toBeNull();
  });
});
