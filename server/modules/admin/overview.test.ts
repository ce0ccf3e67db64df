import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverviewResponse } from '../../../contract';
import { HOUR, MINUTE } from '../../clock';
import { createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { pendingSubmission } from '../kyc/testing';
import { runAndRecordLedgerCheck } from '../ledger/check';
import { notify } from '../notification/notify';
import { users } from '../user/schema';
import { signInStaff } from './testing';

const db = useTestDatabase();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function overview(t: TestApp, token: string) {
  const response = await t.request<AdminOverviewResponse>('GET', '/v1/admin/overview', { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe('GET /v1/admin/overview', () => {
  it('shows empty queues, no ledger check and no backlog on a new database', async () => {
    const t = createTestApp(db());
    const finance = await signInStaff(t, 'finance');
    expect(await overview(t, finance.accessToken)).toEqual({
      at: t.clock.now().toISOString(),
      queues: {
        kyc: { count: 0, oldestAt: null },
        disputes: { count: 0, oldestAt: null },
        payoutsFailed: { count: 0, oldestAt: null },
        support: { count: 0, oldestAt: null },
      },
      lastLedgerCheck: null,
      emailBacklog: { pending: 0, oldestAt: null, failed: 0 },
      oldestDueTimerSeconds: null,
    });
  });

  it('counts what waits, with its oldest item, and the last ledger check', async () => {
    const t = createTestApp(db());
    const kycOpenedAt = t.clock.now().toISOString();
    await pendingSubmission(t);
    t.advance(HOUR);
    const supportAt = t.clock.now().toISOString();
    const request = await t.request<{ data: { id: string } }>('POST', '/v1/support/requests', {
      json: {
        firstname: 'Chidi',
        lastname: 'Okafor',
        email: uniqueEmail('v'),
        phone: '08031234567',
        service: 'Feedback',
        detail: 'Hi',
      },
    });
    expect(request.status).toBe(201);
    t.advance(HOUR);
    await pendingSubmission(t);

    const student = await t.signUp();
    const [account] = await db().select({ id: users.id }).from(users).where(eq(users.email, student.email));
    const mailAt = t.clock.now();
    await notify(
      db(),
      [
        {
          userId: account!.id,
          kind: 'system',
          title: 'Hello',
          body: 'Hello',
          link: null,
          email: { subject: 'Hello', text: 'Hello' },
        },
      ],
      mailAt,
    );
    t.advance(10 * MINUTE);
    const finance = await signInStaff(t, 'finance');
    await runAndRecordLedgerCheck(db(), { id: finance.userId, email: finance.email, role: 'finance' }, t.clock.now());
    const checkedAt = t.clock.now().toISOString();

    const seen = await overview(t, finance.accessToken);
    expect(seen.queues.kyc).toEqual({ count: 2, oldestAt: kycOpenedAt });
    expect(seen.queues.support).toEqual({ count: 1, oldestAt: supportAt });
    expect(seen.emailBacklog).toEqual({ pending: 1, oldestAt: mailAt.toISOString(), failed: 0 });
    expect(seen.lastLedgerCheck).toEqual({ at: checkedAt, ok: true, by: finance.email });

    // A closed request leaves the queue.
    const agent = await signInStaff(t, 'support');
    expect(
      (await t.request('POST', `/v1/admin/support/${request.body.data.id}/close`, { token: agent.accessToken })).status,
    ).toBe(200);
    expect((await overview(t, agent.accessToken)).queues.support).toEqual({ count: 0, oldestAt: null });
  });
});
