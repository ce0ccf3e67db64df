import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminKycCase, AdminKycSubmission, KycStatusResponse } from '../../../contract';
import { MINUTE } from '../../clock';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { consoleToken, signInAdmin } from '../admin/testing';
import { auditEntries } from '../audit/schema';
import { users } from '../user/schema';
import { reviewKycSubmission } from './review';
import { pendingSubmission } from './testing';

const db = useTestDatabase();

async function auditOf(submissionId: string) {
  return db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.targetType, 'kyc'), eq(auditEntries.targetId, submissionId)));
}

async function idOf(email: string): Promise<string> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A pending submission that was rejected once and submitted again: the person's history has two. */
async function resubmitted(t: TestApp, token: string) {
  const first = await pendingSubmission(t);
  await t.request('POST', `/v1/admin/kyc/${first.id}/reject`, {
    token,
    json: { reason: 'name-mismatch', message: 'Use the name printed on your ID.' },
  });
  t.advance(MINUTE);
  const documentImage = (await t.upload(first.accessToken, images.gif)).body.data.result.key;
  const again = await t.request<KycStatusResponse>('POST', '/v1/kyc', {
    token: first.accessToken,
    json: { ...first.individual, documentImage },
  });
  return { ...first, firstId: first.id, id: again.body.data.submission?.id ?? '', documentImage };
}

describe('GET /v1/admin/kyc/{id}', () => {
  it("shows the submission with the full NIN and the person's earlier submissions, with who decided them", async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const person = await resubmitted(t, admin.accessToken);
    const res = await t.request<{ data: AdminKycCase }>('GET', `/v1/admin/kyc/${person.id}`, { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.submission).toMatchObject({
      id: person.id,
      status: 'PENDING',
      nin: '12345678901',
      university: 'Lagos State University',
      reviewedBy: null,
      rejectionCode: null,
      user: { email: person.email },
    });
    expect(res.body.data.earlier).toEqual([
      expect.objectContaining({
        id: person.firstId,
        status: 'REJECTED',
        rejectionCode: 'name-mismatch',
        rejectionReason: 'The name does not match the student ID. Use the name printed on your ID.',
        reviewedBy: { id: await idOf(admin.email), email: admin.email },
      }),
    ]);
    const { documentImageUrl, brandLogoUrl } = res.body.data.submission;
    expect([documentImageUrl, brandLogoUrl]).toEqual([`/v1/file/${t.config.fileBucket}/${person.documentImage}`, null]);
    expect((await t.request('GET', documentImageUrl ?? '', { token: admin.accessToken })).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const t = createTestApp(db());
    const { accessToken: token } = await signInAdmin(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.request('GET', `/v1/admin/kyc/${id}`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'KYC submission not found' });
    }
  });

  it('lets support read a case (kyc.read) but not decide one (kyc.decide): 403, and no audit entry', async () => {
    const t = createTestApp(db());
    const agent = await signInAdmin(t);
    await db().update(users).set({ role: 'support' }).where(eq(users.email, agent.email));
    const pending = await pendingSubmission(t);
    expect((await t.request('GET', `/v1/admin/kyc/${pending.id}`, { token: agent.accessToken })).status).toBe(200);
    const res = await t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, {
      token: agent.accessToken,
      json: { reason: 'expired-id', message: 'Your ID expired.' },
    });
    expect(res.status).toBe(403);
    expect(await auditOf(pending.id)).toEqual([]);
  });
});

describe('KYC decisions in the audit', () => {
  it('records an approval with its staff member, before and after, in one entry', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const pending = await pendingSubmission(t);
    await t.request('POST', `/v1/admin/kyc/${pending.id}/approve`, { token: admin.accessToken });
    expect(await auditOf(pending.id)).toEqual([
      expect.objectContaining({
        actorId: await idOf(admin.email),
        actorEmail: admin.email,
        actorRole: 'admin',
        action: 'kyc.approve',
        targetType: 'kyc',
        before: { status: 'PENDING' },
        after: { status: 'APPROVED' },
        reason: null,
        at: t.clock.now(),
      }),
    ]);
  });

  it('records a rejection with the reason from the list and what the student was told', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const pending = await pendingSubmission(t);
    await t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, {
      token: admin.accessToken,
      json: { reason: 'not-student-id', message: 'This is a bank card.' },
    });
    const told = 'The document is not a student ID. This is a bank card.';
    expect(await auditOf(pending.id)).toEqual([
      expect.objectContaining({
        action: 'kyc.reject',
        actorEmail: admin.email,
        before: { status: 'PENDING' },
        after: { status: 'REJECTED', rejectionCode: 'not-student-id', rejectionReason: told },
        reason: told,
      }),
    ]);
  });

  it('records a command-line decision without an actor, and a second reviewer hears it came from there', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const pending = await pendingSubmission(t);
    await reviewKycSubmission(t.services, pending.id, { transition: 'reject', reason: 'Blurred' }, 'cli');
    expect(await auditOf(pending.id)).toEqual([
      expect.objectContaining({ actorId: null, actorEmail: null, action: 'kyc.reject', reason: 'Blurred' }),
    ]);
    const res = await t.request('POST', `/v1/admin/kyc/${pending.id}/approve`, { token: admin.accessToken });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Already rejected by the command line at 10:00.' });
  });
});

describe('two staff deciding the same submission', () => {
  it('tells the second who decided and when (Lagos time), and changes nothing', async () => {
    const t = createTestApp(db());
    const pending = await pendingSubmission(t);
    t.advance(42 * MINUTE);
    const ada = await signInAdmin(t);
    const bola = await signInAdmin(t);
    expect((await t.request('POST', `/v1/admin/kyc/${pending.id}/approve`, { token: ada.accessToken })).status).toBe(200);
    t.advance(5 * MINUTE);
    const late = await t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, {
      token: bola.accessToken,
      json: { reason: 'expired-id', message: 'Expired.' },
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: `Already approved by ${ada.email} at 10:42.` });
    t.advance(24 * 60 * MINUTE);
    const nextDay = await t.request('POST', `/v1/admin/kyc/${pending.id}/approve`, { token: await consoleToken(t, bola) });
    expect(nextDay.body).toEqual({ message: `Already approved by ${ada.email} on 15 Jan 2025 at 10:42.` });
    expect(await auditOf(pending.id)).toHaveLength(1);
  });

  it('lets one of 10 simultaneous decisions by two staff members through: one audit entry, one mail', async () => {
    const t = createTestApp(db());
    const staff = [await signInAdmin(t), await signInAdmin(t)];
    const pending = await pendingSubmission(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const token = staff[i % 2]?.accessToken;
        return i % 3 === 0
          ? t.request<AdminKycSubmission>('POST', `/v1/admin/kyc/${pending.id}/reject`, {
              token,
              json: { reason: 'unreadable-id', message: 'Blurred.' },
            })
          : t.request<AdminKycSubmission>('POST', `/v1/admin/kyc/${pending.id}/approve`, { token });
      }),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    const refused = results.filter((res) => res.status === 409);
    expect(refused).toHaveLength(9);
    const [entry, ...more] = await auditOf(pending.id);
    expect(more).toEqual([]);
    const verb = entry?.action === 'kyc.approve' ? 'approved' : 'rejected';
    for (const res of refused) expect(res.body).toEqual({ message: `Already ${verb} by ${entry?.actorEmail} at 10:00.` });
    await t.tasks.settle();
    expect(
      t.mailbox.list(pending.email).filter((mail) => /verification is approved|verification needs attention/.test(mail.subject)),
    ).toHaveLength(1);
    const kyc = await t.request<KycStatusResponse>('GET', '/v1/kyc', { token: pending.accessToken });
    expect(kyc.body.data.status).toBe(verb === 'approved' ? 'APPROVED' : 'REJECTED');
  });
});
