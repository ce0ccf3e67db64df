import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminKycSubmission, KycStatusResponse } from '../../../contract';
import type { Logger } from '../../logger';
import { images } from '../../test/images';
import { createTestApp, expectFieldRefused, useTestDatabase } from '../../test/test-app';
import { signInAdmin } from '../admin/testing';
import { users } from '../user/schema';
import { reviewKycSubmission } from './review';
import { pendingSubmission } from './testing';

const db = useTestDatabase();

/** A logger that keeps its security events, to see who decided what. */
function recordingLogger() {
  const events: Record<string, unknown>[] = [];
  const logger: Logger = {
    info: () => {},
    warn: (message, fields) => {
      if (message === 'security') events.push(fields ?? {});
    },
    error: () => {},
  };
  return { logger, decisions: () => events.filter((event) => event.event === 'admin_decision') };
}

describe('/v1/admin/kyc', () => {
  it('is for staff only: 401 signed out, 404 for a student, as for any unknown address', async () => {
    const t = createTestApp(db());
    expect((await t.request('GET', '/v1/admin/kyc')).status).toBe(401);
    const { accessToken } = await t.signUp();
    const res = await t.request('GET', '/v1/admin/kyc', { token: accessToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    const pending = await pendingSubmission(t);
    expect((await t.request('POST', `/v1/admin/kyc/${pending.id}/approve`, { token: pending.accessToken })).status).toBe(404);
  });

  it('lets support read the queue but not decide: 403', async () => {
    const t = createTestApp(db());
    const agent = await signInAdmin(t);
    await db().update(users).set({ role: 'support' }).where(eq(users.email, agent.email));
    expect((await t.request('GET', '/v1/admin/kyc', { token: agent.accessToken })).status).toBe(200);
    const pending = await pendingSubmission(t);
    const res = await t.request('POST', `/v1/admin/kyc/${pending.id}/approve`, { token: agent.accessToken });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Your staff role may not do this.' });
  });

  it('lists submissions by status with the full NIN and the applicant', async () => {
    const t = createTestApp(db());
    const { accessToken: token } = await signInAdmin(t);
    const pending = await pendingSubmission(t);
    const res = await t.request<{ data: AdminKycSubmission[] }>('GET', '/v1/admin/kyc?status=PENDING', { token });
    expect(res.status).toBe(200);
    const mine = res.body.data.find((submission) => submission.id === pending.id);
    expect(mine).toMatchObject({ nin: '12345678901', status: 'PENDING', user: { email: pending.email, firstname: 'Ada' } });
    expect(res.body.data.every((submission) => submission.status === 'PENDING')).toBe(true);
    const bad = await t.request('GET', '/v1/admin/kyc?status=MAYBE', { token });
    expectFieldRefused(bad, 'status', 'Status must be one of PENDING, APPROVED or REJECTED');
  });

  it('approves: the user becomes APPROVED and is told by mail; the decision is logged with its author', async () => {
    const { logger, decisions } = recordingLogger();
    const t = createTestApp(db(), { logger });
    const admin = await signInAdmin(t);
    const pending = await pendingSubmission(t);
    const res = await t.request<{ data: AdminKycSubmission }>('POST', `/v1/admin/kyc/${pending.id}/approve`, {
      token: admin.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'APPROVED', reviewedAt: expect.any(String) });
    expect((await t.request('GET', '/v1/user', { token: pending.accessToken })).body).toMatchObject({
      data: { kycStatus: 'APPROVED' },
    });
    await t.tasks.settle();
    expect(t.mailbox.list(pending.email)[0]?.subject).toContain('approved');
    const [adminRow] = await db().select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    expect(decisions()).toEqual([
      { event: 'admin_decision', subject: 'kyc', submissionId: pending.id, decision: 'approve', adminId: adminRow?.id },
    ]);
  });

  it('answers 409 to a second decision and changes nothing (no status, reason, mail or log)', async () => {
    const { logger, decisions } = recordingLogger();
    const t = createTestApp(db(), { logger });
    const { accessToken: token, email } = await signInAdmin(t);
    const pending = await pendingSubmission(t);
    await t.request('POST', `/v1/admin/kyc/${pending.id}/approve`, { token });
    await t.tasks.settle();
    const kycBefore = await t.request('GET', '/v1/kyc', { token: pending.accessToken });

    const again = await t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, {
      token,
      json: { reason: 'other', message: 'changed my mind' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: `Already approved by ${email} at 10:00.` });
    const twice = await t.request('POST', `/v1/admin/kyc/${pending.id}/approve`, { token });
    expect(twice.status).toBe(409);
    await t.tasks.settle();
    expect((await t.request('GET', '/v1/kyc', { token: pending.accessToken })).body).toEqual(kycBefore.body);
    expect(t.mailbox.list(pending.email).filter((mail) => /approved|rejected/i.test(mail.subject))).toHaveLength(1);
    expect(decisions()).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous decisions through (compare-and-set)', async () => {
    const t = createTestApp(db());
    const { accessToken: token } = await signInAdmin(t);
    const pending = await pendingSubmission(t);
    const results = await Promise.all([
      t.request('POST', `/v1/admin/kyc/${pending.id}/approve`, { token }),
      t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, {
        token,
        json: { reason: 'unreadable-id', message: 'The photo is blurred' },
      }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = results[0]?.status === 200 ? 'APPROVED' : 'REJECTED';
    expect((await t.request('GET', '/v1/kyc', { token: pending.accessToken })).body).toMatchObject({
      data: { status: winner, submission: { status: winner } },
    });
  });

  it('applies only the first of two decisions that both read PENDING (compare-and-set), the other changes nothing', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const [adminRow] = await db().select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    const reviewer = { id: adminRow?.id ?? '', email: admin.email, role: 'admin' };
    const pending = await pendingSubmission(t);
    const results = await Promise.allSettled([
      reviewKycSubmission(t.services, pending.id, { transition: 'reject', reason: 'The photo is blurred' }, reviewer),
      reviewKycSubmission(t.services, pending.id, { transition: 'approve' }, reviewer),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = results[0]?.status === 'fulfilled' ? 'REJECTED' : 'APPROVED';
    const loser = results.find((result) => result.status === 'rejected');
    expect(loser?.reason).toMatchObject({ status: 409, message: `Already ${winner.toLowerCase()} by ${admin.email} at 10:00.` });
    expect((await t.request('GET', '/v1/kyc', { token: pending.accessToken })).body).toMatchObject({
      data: {
        status: winner,
        submission: { status: winner, rejectionReason: winner === 'REJECTED' ? 'The photo is blurred' : null },
      },
    });
  });

  it('rejects with a reason; the user sees it and may submit again', async () => {
    const t = createTestApp(db());
    const { accessToken: token } = await signInAdmin(t);
    const pending = await pendingSubmission(t);
    const noReason = await t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, { token, json: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      errors: { reason: 'Reason is a required field', message: 'Message is a required field' },
    });
    const unlisted = await t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, {
      token,
      json: { reason: 'looks-odd', message: 'Hmm' },
    });
    expectFieldRefused(unlisted, 'reason', 'Reason must be chosen from the list');
    const res = await t.request<{ data: AdminKycSubmission }>('POST', `/v1/admin/kyc/${pending.id}/reject`, {
      token,
      json: { reason: 'unreadable-id', message: 'The photo is blurred: upload a sharper one.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'REJECTED', rejectionCode: 'unreadable-id' });
    const told = 'The student ID cannot be read. The photo is blurred: upload a sharper one.';
    const kyc = await t.request('GET', '/v1/kyc', { token: pending.accessToken });
    expect(kyc.body).toMatchObject({ data: { status: 'REJECTED', submission: { rejectionReason: told } } });
    await t.tasks.settle();
    expect(t.mailbox.list(pending.email)[0]?.text).toContain(told);

    const documentImage = (await t.upload(pending.accessToken, images.gif)).body.data.result.key;
    const again = await t.request<KycStatusResponse>('POST', '/v1/kyc', {
      token: pending.accessToken,
      json: { ...pending.individual, documentImage },
    });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ status: 'PENDING', submission: { status: 'PENDING', rejectionReason: null } });
  });

  it('refuses an administrator reviewing their own submission with 403, and changes nothing', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const documentImage = (await t.upload(admin.accessToken, images.png)).body.data.result.key;
    const own = await t.request<KycStatusResponse>('POST', '/v1/kyc', {
      token: admin.accessToken,
      json: {
        accountType: 'individual',
        nin: '12345678901',
        firstname: 'Kampus',
        lastname: 'Admin',
        universityId: (await t.request<{ data: { id: number }[] }>('GET', '/v1/university')).body.data[0]?.id,
        documentType: 'Identity Card',
        documentImage,
      },
    });
    expect(own.status).toBe(201);
    const res = await t.request('POST', `/v1/admin/kyc/${own.body.data.submission?.id}/approve`, { token: admin.accessToken });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'A KYC submission can only be approved by an administrator other than its applicant.',
    });
    expect((await t.request('GET', '/v1/kyc', { token: admin.accessToken })).body).toMatchObject({
      data: { status: 'PENDING' },
    });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const t = createTestApp(db());
    const { accessToken: token } = await signInAdmin(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.request('POST', `/v1/admin/kyc/${id}/approve`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'KYC submission not found' });
    }
  });

  it('stops trusting an admin token once the account is no longer staff', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    await db().update(users).set({ role: 'user' }).where(eq(users.email, admin.email));
    expect((await t.request('GET', '/v1/admin/kyc', { token: admin.accessToken })).status).toBe(404);
  });
});
