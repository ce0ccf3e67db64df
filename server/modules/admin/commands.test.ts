import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../logger';
import { createTestApp, TEST_INTERNAL_TOKEN, uniqueEmail, useTestDatabase } from '../../test/test-app';
import { auditEntries } from '../audit/schema';
import { pendingSubmission } from '../kyc/testing';
import { users } from '../user/schema';
import { runAdminCommand } from './commands';

const db = useTestDatabase();

describe('admin commands (the CLI)', () => {
  it('create-admin, kyc-list, kyc-approve and kyc-reject by email', async () => {
    const decisions: unknown[] = [];
    const logger: Logger = {
      info: () => {},
      warn: (_message, fields) => {
        if (fields?.event === 'admin_decision') decisions.push(fields);
      },
      error: () => {},
    };
    const t = createTestApp(db(), { logger });
    const email = uniqueEmail('cli-admin');
    expect(await runAdminCommand(t.services, 'create-admin', [email, 'admin-password-1'])).toBe(
      `Administrator ${email} created.`,
    );
    expect(await runAdminCommand(t.services, 'create-admin', [email, 'admin-password-2'])).toContain('is now an administrator');
    const [admin] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const granted = await t.services.db
      .select({
        action: auditEntries.action,
        actorId: auditEntries.actorId,
        before: auditEntries.before,
        after: auditEntries.after,
      })
      .from(auditEntries)
      .where(eq(auditEntries.targetId, admin?.id ?? ''));
    // Once: making an administrator one again changes only the password.
    expect(granted).toEqual([{ action: 'staff.grant', actorId: null, before: null, after: { role: 'admin' } }]);
    const first = await pendingSubmission(t);
    const second = await pendingSubmission(t);
    expect(await runAdminCommand(t.services, 'kyc-list', ['pending'])).toContain(first.email);
    expect(await runAdminCommand(t.services, 'kyc-approve', [first.email])).toContain('approved');
    expect(await runAdminCommand(t.services, 'kyc-reject', [second.email, 'Name', 'does', 'not', 'match'])).toContain('rejected');
    expect((await t.request('GET', '/v1/kyc', { token: second.accessToken })).body).toMatchObject({
      data: { submission: { rejectionReason: 'Name does not match' } },
    });
    expect(decisions).toEqual([
      { event: 'admin_decision', subject: 'kyc', submissionId: first.id, decision: 'approve', adminId: 'cli' },
      { event: 'admin_decision', subject: 'kyc', submissionId: second.id, decision: 'reject', adminId: 'cli' },
    ]);
    await expect(runAdminCommand(t.services, 'kyc-approve', [first.email])).rejects.toThrow(
      'Already approved by the command line at ',
    );
    await expect(runAdminCommand(t.services, 'kyc-approve', [uniqueEmail()])).rejects.toThrow('No KYC submission');
    await expect(runAdminCommand(t.services, 'kyc-reject', [second.email])).rejects.toThrow('needs a reason');
    await expect(runAdminCommand(t.services, 'create-admin', ['not-an-email', 'x'])).rejects.toThrow(
      'Email must be a valid email',
    );
    await expect(runAdminCommand(t.services, 'launch-rockets', [])).rejects.toThrow("Unknown command 'launch-rockets'");
    await expect(runAdminCommand(t.services, 'constructor', [])).rejects.toThrow("Unknown command 'constructor'");
  });

  it('runs through the internal route only with the internal token', async () => {
    const t = createTestApp(db());
    const pending = await pendingSubmission(t);
    const call = (token: string, json: unknown) =>
      t.request('POST', '/v1/internal/admin-command', { json, headers: { 'x-kampus-internal-token': token } });
    expect((await call('wrong', { command: 'kyc-list', args: [] })).status).toBe(403);
    const res = await call(TEST_INTERNAL_TOKEN, { command: 'kyc-approve', args: [pending.email] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { output: expect.stringContaining('approved') } });
    const usage = await call(TEST_INTERNAL_TOKEN, { command: 'nope', args: [] });
    expect(usage.status).toBe(400);
    const withoutToken = createTestApp(db(), { config: { internalToken: undefined } });
    expect(
      (await withoutToken.request('POST', '/v1/internal/admin-command', { json: { command: 'kyc-list', args: [] } })).status,
    ).toBe(404);
  });
});
