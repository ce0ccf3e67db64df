import { describe, expect, it } from 'vitest';
import type { AdminKycSubmission, TokenPair, University } from '../../../contract';
import { images } from '../../test/images';
import { createTestApp, TEST_INTERNAL_TOKEN, uniqueEmail, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from './commands';

const db = useTestDatabase();

async function adminToken(t: TestApp): Promise<string> {
  const email = uniqueEmail('admin');
  await runAdminCommand(t.services, 'create-admin', [email, 'admin-password-1']);
  const login = await t.request<{ data: TokenPair }>('POST', '/v1/auth/login', { json: { email, password: 'admin-password-1' } });
  return login.body.data.accessToken;
}

/** A user with a PENDING submission; answers its id. */
async function pendingSubmission(t: TestApp) {
  const session = await t.signUp();
  const documentImage = (await t.upload(session.accessToken, images.png)).body.data.result.key;
  const universities = await t.request<{ data: University[] }>('GET', '/v1/university');
  const res = await t.request<{ data: { submission: { id: string } } }>('POST', '/v1/kyc', {
    token: session.accessToken,
    json: {
      accountType: 'individual',
      nin: '12345678901',
      firstname: 'Ada',
      lastname: 'Obi',
      universityId: universities.body.data[0]?.id,
      documentType: 'Identity Card',
      documentImage,
    },
  });
  return { ...session, id: res.body.data.submission.id };
}

describe('/v1/admin/kyc', () => {
  it('is for admins only: 401 signed out, 403 for a normal user', async () => {
    const t = createTestApp(db());
    expect((await t.request('GET', '/v1/admin/kyc')).status).toBe(401);
    const { accessToken } = await t.signUp();
    const res = await t.request('GET', '/v1/admin/kyc', { token: accessToken });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This needs an administrator account' });
  });

  it('lists submissions by status with the full NIN and the applicant', async () => {
    const t = createTestApp(db());
    const token = await adminToken(t);
    const pending = await pendingSubmission(t);
    const res = await t.request<{ data: AdminKycSubmission[] }>('GET', '/v1/admin/kyc?status=PENDING', { token });
    expect(res.status).toBe(200);
    const mine = res.body.data.find((submission) => submission.id === pending.id);
    expect(mine).toMatchObject({ nin: '12345678901', status: 'PENDING', user: { email: pending.email, firstname: 'Ada' } });
    expect(res.body.data.every((submission) => submission.status === 'PENDING')).toBe(true);
    const bad = await t.request('GET', '/v1/admin/kyc?status=MAYBE', { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'Status must be one of PENDING, APPROVED or REJECTED',
      errors: { status: 'Status must be one of PENDING, APPROVED or REJECTED' },
    });
  });

  it('approves: the user becomes APPROVED and is told by mail; a second decision is 409', async () => {
    const t = createTestApp(db());
    const token = await adminToken(t);
    const pending = await pendingSubmission(t);
    const res = await t.request<{ data: AdminKycSubmission }>('POST', `/v1/admin/kyc/${pending.id}/approve`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'APPROVED', reviewedAt: expect.any(String) });
    expect((await t.request('GET', '/v1/user', { token: pending.accessToken })).body).toMatchObject({
      data: { kycStatus: 'APPROVED' },
    });
    await t.tasks.settle();
    expect(t.mailbox.list(pending.email)[0]?.subject).toContain('approved');
    const again = await t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, { token, json: { reason: 'changed my mind' } });
    expect(again.status).toBe(409);
  });

  it('rejects with a reason; the user sees it and may submit again', async () => {
    const t = createTestApp(db());
    const token = await adminToken(t);
    const pending = await pendingSubmission(t);
    const noReason = await t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, { token, json: {} });
    expect(noReason.body).toEqual({ message: 'Reason is a required field', errors: { reason: 'Reason is a required field' } });
    const res = await t.request('POST', `/v1/admin/kyc/${pending.id}/reject`, {
      token,
      json: { reason: 'The document photo is blurred' },
    });
    expect(res.status).toBe(200);
    const kyc = await t.request('GET', '/v1/kyc', { token: pending.accessToken });
    expect(kyc.body).toMatchObject({
      data: { status: 'REJECTED', submission: { rejectionReason: 'The document photo is blurred' } },
    });
    await t.tasks.settle();
    expect(t.mailbox.list(pending.email)[0]?.text).toContain('The document photo is blurred');

    const documentImage = (await t.upload(pending.accessToken, images.gif)).body.data.result.key;
    const universities = await t.request<{ data: University[] }>('GET', '/v1/university');
    const again = await t.request('POST', '/v1/kyc', {
      token: pending.accessToken,
      json: {
        accountType: 'individual',
        nin: '12345678901',
        firstname: 'Ada',
        lastname: 'Obi',
        universityId: universities.body.data[1]?.id,
        documentType: 'Identity Card',
        documentImage,
      },
    });
    expect(again.status).toBe(201);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const t = createTestApp(db());
    const token = await adminToken(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.request('POST', `/v1/admin/kyc/${id}/approve`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'KYC submission not found' });
    }
  });

  it('stops trusting an admin token once the account is no longer admin', async () => {
    const t = createTestApp(db());
    const email = uniqueEmail('former-admin');
    await runAdminCommand(t.services, 'create-admin', [email, 'admin-password-1']);
    const login = await t.request<{ data: TokenPair }>('POST', '/v1/auth/login', {
      json: { email, password: 'admin-password-1' },
    });
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await db().update(users).set({ role: 'user' }).where(eq(users.email, email));
    expect((await t.request('GET', '/v1/admin/kyc', { token: login.body.data.accessToken })).status).toBe(403);
  });
});

describe('admin commands (the CLI)', () => {
  it('create-admin, kyc-list, kyc-approve and kyc-reject by email', async () => {
    const t = createTestApp(db());
    const email = uniqueEmail('cli-admin');
    expect(await runAdminCommand(t.services, 'create-admin', [email, 'admin-password-1'])).toBe(
      `Administrator ${email} created.`,
    );
    expect(await runAdminCommand(t.services, 'create-admin', [email, 'admin-password-2'])).toContain('is now an administrator');
    const first = await pendingSubmission(t);
    const second = await pendingSubmission(t);
    expect(await runAdminCommand(t.services, 'kyc-list', ['pending'])).toContain(first.email);
    expect(await runAdminCommand(t.services, 'kyc-approve', [first.email])).toContain('approved');
    expect(await runAdminCommand(t.services, 'kyc-reject', [second.email, 'Name', 'does', 'not', 'match'])).toContain('rejected');
    expect((await t.request('GET', '/v1/kyc', { token: second.accessToken })).body).toMatchObject({
      data: { submission: { rejectionReason: 'Name does not match' } },
    });
    await expect(runAdminCommand(t.services, 'kyc-approve', [first.email])).rejects.toThrow('Only a pending submission');
    await expect(runAdminCommand(t.services, 'kyc-approve', [uniqueEmail()])).rejects.toThrow('No KYC submission');
    await expect(runAdminCommand(t.services, 'kyc-reject', [second.email])).rejects.toThrow('needs a reason');
    await expect(runAdminCommand(t.services, 'create-admin', ['not-an-email', 'x'])).rejects.toThrow(
      'Email must be a valid email',
    );
    await expect(runAdminCommand(t.services, 'launch-rockets', [])).rejects.toThrow("Unknown command 'launch-rockets'");
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
