import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffManagementMessages } from '../../../contract';
import type { StaffMember } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from '../admin/commands';
import { signInStaff, staffPasswordStep } from '../admin/testing';
import { auditEntries } from '../audit/schema';
import { users } from '../user/schema';
import { grantStaffRole, revokeStaffRole } from './management';

const db = useTestDatabase();

const grant = (t: TestApp, token: string, json: unknown) =>
  t.request<{ data: StaffMember; message?: string }>('POST', '/v1/admin/staff', { token, json });
const revoke = (t: TestApp, token: string, userId: string) =>
  t.request<{ data?: { message: string }; message?: string }>('DELETE', `/v1/admin/staff/${userId}`, { token });
const roleOf = async (t: TestApp, id: string) =>
  (await t.services.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const auditOf = (t: TestApp, userId: string) =>
  t.services.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.targetType, 'user'), eq(auditEntries.targetId, userId)))
    .orderBy(desc(auditEntries.id));

describe('staff management', () => {
  it('an administrator grants a role by e-mail, changes it, and lists staff; each change audited with before and after', async () => {
    const t = createTestApp(db());
    const admin = await signInStaff(t, 'admin');
    const student = await t.signUp();
    const granted = await grant(t, admin.accessToken, { email: student.email.toUpperCase(), role: 'support' });
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ email: student.email, role: 'support', secondFactorEnrolled: false });
    const id = granted.body.data.id;
    expect((await grant(t, admin.accessToken, { email: student.email, role: 'finance' })).body.data.role).toBe('finance');

    const list = await t.request<{ data: StaffMember[] }>('GET', '/v1/admin/staff', { token: admin.accessToken });
    expect(list.body.data.find((m) => m.id === admin.userId)).toMatchObject({ role: 'admin', secondFactorEnrolled: true });
    expect(list.body.data.find((m) => m.id === id)).toMatchObject({ role: 'finance', secondFactorEnrolled: false });
    expect(list.body.data[0]?.role).toBe('admin');
    expect(list.body.data.some((m) => m.email === 'nobody')).toBe(false);

    const entries = await auditOf(t, id);
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['staff.grant', admin.userId, { role: 'support' }, { role: 'finance' }],
      ['staff.grant', admin.userId, { role: 'user' }, { role: 'support' }],
    ]);
  });

  it('refuses an unknown e-mail (404) and a role that is not staff (400)', async () => {
    const t = createTestApp(db());
    const admin = await signInStaff(t, 'admin');
    const unknown = await grant(t, admin.accessToken, { email: 'nobody.here@unilag.edu.ng', role: 'support' });
    expect([unknown.status, unknown.body.message]).toEqual([404, staffManagementMessages.unknownEmail]);
    const student = await t.signUp();
    const badRole = await grant(t, admin.accessToken, { email: student.email, role: 'user' });
    expect(badRole.status).toBe(400);
    expect(
      await roleOf(
        t,
        (await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, student.email)))[0]?.id ?? '',
      ),
    ).toBe('user');
  });

  it('revokes: the role goes back to user, their console sessions end at once, audited', async () => {
    const t = createTestApp(db());
    const admin = await signInStaff(t, 'admin');
    const support = await signInStaff(t, 'support');
    const appLogin = await t.request<{ data: { accessToken: string } }>('POST', '/v1/auth/login', {
      json: { email: support.email, password: support.password },
    });
    const res = await revoke(t, admin.accessToken, support.userId);
    expect(res.status).toBe(200);
    expect(res.body.data?.message).toBe(`${support.email} is no longer a member of staff.`);
    expect(await roleOf(t, support.userId)).toBe('user');
    // The console session is revoked (401 anywhere), the app login goes on as a student's.
    expect((await t.request('GET', '/v1/user', { token: support.accessToken })).status).toBe(401);
    expect((await t.request('GET', '/v1/user', { token: appLogin.body.data.accessToken })).status).toBe(200);
    expect((await t.request('GET', '/v1/admin/me', { token: appLogin.body.data.accessToken })).status).toBe(404);
    const [entry] = await auditOf(t, support.userId);
    expect(entry).toMatchObject({
      action: 'staff.revoke',
      actorId: admin.userId,
      actorEmail: admin.email,
      before: { role: 'support' },
      after: { role: 'user' },
    });
    // Revoking again: not staff.
    const again = await revoke(t, admin.accessToken, support.userId);
    expect([again.status, again.body.message]).toEqual([404, staffManagementMessages.notStaff]);
    expect((await revoke(t, admin.accessToken, 'not-an-id')).status).toBe(404);
    // Granted again, they set up a new authenticator: the old one and its recovery codes are gone.
    await grant(t, admin.accessToken, { email: support.email, role: 'support' });
    const signIn = await staffPasswordStep(t, support.email, support.password);
    expect(signIn.step).toBe('enrol');
  });

  it('an administrator cannot revoke themselves nor change their own role', async () => {
    const t = createTestApp(db());
    const admin = await signInStaff(t, 'admin');
    await signInStaff(t, 'admin');
    const self = await revoke(t, admin.accessToken, admin.userId);
    expect([self.status, self.body.message]).toEqual([409, staffManagementMessages.revokeSelf]);
    const demote = await grant(t, admin.accessToken, { email: admin.email, role: 'support' });
    expect([demote.status, demote.body.message]).toEqual([409, staffManagementMessages.revokeSelf]);
    expect(await roleOf(t, admin.userId)).toBe('admin');
  });

  it('the last administrator cannot be removed, even by two administrators removing each other at once', async () => {
    const t = createTestApp(db());
    // This file's database may hold administrators of other tests: make these two the only ones.
    await t.services.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const ada = await signInStaff(t, 'admin');
    const bola = await signInStaff(t, 'admin');
    const both = await Promise.all([revoke(t, ada.accessToken, bola.userId), revoke(t, bola.accessToken, ada.userId)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.message).toBe(staffManagementMessages.lastAdmin);
    const remaining = (await t.services.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).map((u) => u.id);
    expect(remaining).toHaveLength(1);
    // The command line keeps the rule too.
    const last =
      (
        await t.services.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, remaining[0] ?? ''))
      )[0]?.email ?? '';
    await expect(runAdminCommand(t.services, 'staff-revoke', [last])).rejects.toThrow(staffManagementMessages.lastAdmin);
    await expect(runAdminCommand(t.services, 'staff-grant', [last, 'finance'])).rejects.toThrow(
      staffManagementMessages.lastAdmin,
    );
  });

  it('support and finance may not manage staff (403)', async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    for (const role of ['support', 'finance'] as const) {
      const staff = await signInStaff(t, role);
      expect((await grant(t, staff.accessToken, { email: student.email, role: 'admin' })).status).toBe(403);
    }
  });
});

describe('the command line: staff-grant and staff-revoke, through the same functions', () => {
  it('grants and revokes by e-mail, audited with no actor', async () => {
    const t = createTestApp(db());
    await signInStaff(t, 'admin');
    const student = await t.signUp();
    const [row] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, student.email));
    const id = row?.id ?? '';
    expect(await runAdminCommand(t.services, 'staff-grant', [student.email, 'finance'])).toBe(
      `${student.email} is now finance staff. They set up their authenticator app at their first console sign-in.`,
    );
    expect(await roleOf(t, id)).toBe('finance');
    expect(await runAdminCommand(t.services, 'staff-revoke', [student.email])).toBe(
      `${student.email} is no longer staff (was finance); their console sessions ended.`,
    );
    expect(await roleOf(t, id)).toBe('user');
    const entries = await auditOf(t, id);
    expect(entries.map((e) => [e.action, e.actorId, e.actorEmail])).toEqual([
      ['staff.revoke', null, null],
      ['staff.grant', null, null],
    ]);
  });

  it('explains its mistakes', async () => {
    const t = createTestApp(db());
    await expect(runAdminCommand(t.services, 'staff-grant', ['someone@unilag.edu.ng'])).rejects.toThrow(
      'staff-grant takes an email and a role',
    );
    await expect(runAdminCommand(t.services, 'staff-grant', ['someone@unilag.edu.ng', 'boss'])).rejects.toThrow(
      'Role must be one of admin, support, finance',
    );
    await expect(runAdminCommand(t.services, 'staff-grant', ['someone@unilag.edu.ng', 'admin'])).rejects.toThrow(
      staffManagementMessages.unknownEmail,
    );
    await expect(runAdminCommand(t.services, 'staff-revoke', [])).rejects.toThrow('staff-revoke takes an email');
  });

  it('grantStaffRole and revokeStaffRole are what both call', async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    const member = await grantStaffRole(t.services, null, student.email, 'support');
    expect(member.role).toBe('support');
    expect((await revokeStaffRole(t.services, null, member.id)).role).toBe('support');
  });
});
