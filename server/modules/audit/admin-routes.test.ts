import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../../contract';
import type { AuditListResponse } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import { signInAdmin } from '../admin/testing';
import { recordAudit } from './record';
import { auditEntries } from './schema';

const db = useTestDatabase();

const agent = () => ({ id: crypto.randomUUID(), email: 'agent@kampus.ng', role: 'support' });

type Refusal = { message: string; errors?: Record<string, string> };

describe('GET /v1/admin/audit', () => {
  it("lists one target's entries newest first, with actor, before, after and reason", async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const targetId = crypto.randomUUID();
    const actor = agent();
    const target = { type: 'kyc', id: targetId };
    await recordAudit(
      db(),
      { actor, action: 'kyc.reject', target, before: { status: 'PENDING' }, after: { status: 'REJECTED' }, reason: 'Blurred' },
      new Date('2026-11-28T09:00:00Z'),
    );
    await recordAudit(
      db(),
      { actor: null, action: 'kyc.approve', target, before: { status: 'PENDING' }, after: { status: 'APPROVED' } },
      new Date('2026-11-28T10:00:00Z'),
    );
    await recordAudit(db(), { actor, action: 'kyc.approve', target: { type: 'kyc', id: crypto.randomUUID() } }, new Date());

    const response = await t.request<AuditListResponse>('GET', `/v1/admin/audit?targetType=kyc&targetId=${targetId}`, {
      token: admin.accessToken,
    });
    expect(response.status).toBe(200);
    expect(response.body.nextBefore).toBeNull();
    expect(response.body.data.map((entry) => entry.action)).toEqual(['kyc.approve', 'kyc.reject']);
    expect(response.body.data[0]).toMatchObject({
      actor: null,
      at: '2026-11-28T10:00:00.000Z',
      reason: null,
      after: { status: 'APPROVED' },
    });
    expect(response.body.data[1]).toEqual({
      id: expect.any(String),
      at: '2026-11-28T09:00:00.000Z',
      actor,
      action: 'kyc.reject',
      target,
      before: { status: 'PENDING' },
      after: { status: 'REJECTED' },
      reason: 'Blurred',
    });
  });

  it('pages 50 at a time with nextBefore until the oldest', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const targetId = crypto.randomUUID();
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1)
      await recordAudit(
        db(),
        { actor: null, action: 'ledger.check', target: { type: 'ledger', id: targetId }, after: { run: i } },
        new Date(),
      );
    const first = await t.request<AuditListResponse>('GET', `/v1/admin/audit?targetType=ledger&targetId=${targetId}`, {
      token: admin.accessToken,
    });
    expect(first.body.data).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.body.data[0]?.after).toEqual({ run: AUDIT_PAGE_SIZE + 2 });
    expect(first.body.nextBefore).toBe(first.body.data.at(-1)?.id);
    const second = await t.request<AuditListResponse>(
      'GET',
      `/v1/admin/audit?targetType=ledger&targetId=${targetId}&before=${first.body.nextBefore}`,
      { token: admin.accessToken },
    );
    expect(second.body.data.map((entry) => entry.after)).toEqual([{ run: 2 }, { run: 1 }, { run: 0 }]);
    expect(second.body.nextBefore).toBeNull();
  });

  it('filters by actor, by action, and by a person (what they did and what was done to their account)', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const person = agent();
    const other = agent();
    await recordAudit(
      db(),
      { actor: person, action: 'support.reply', target: { type: 'support-request', id: crypto.randomUUID() } },
      new Date(),
    );
    await recordAudit(
      db(),
      { actor: other, action: 'person.suspend', target: { type: 'user', id: person.id }, reason: 'Fraud' },
      new Date(),
    );
    await recordAudit(
      db(),
      { actor: other, action: 'support.close', target: { type: 'support-request', id: crypto.randomUUID() } },
      new Date(),
    );

    const get = (query: string) => t.request<AuditListResponse>('GET', `/v1/admin/audit?${query}`, { token: admin.accessToken });
    expect((await get(`actorId=${person.id}`)).body.data.map((entry) => entry.action)).toEqual(['support.reply']);
    expect((await get(`personId=${person.id}`)).body.data.map((entry) => entry.action)).toEqual([
      'person.suspend',
      'support.reply',
    ]);
    const byOther = await get(`actorId=${other.id}&action=support.close`);
    expect(byOther.body.data.map((entry) => entry.action)).toEqual(['support.close']);
    // Empty filters, as a form sends them, are no filter.
    expect((await get(`targetType=&targetId=&actorId=${other.id}`)).body.data).toHaveLength(2);
  });

  it.each([
    [
      'targetType=invoice',
      'targetType',
      'Target type must be one of kyc, order, ticket-order, user, product, event, withdrawal, support-request, ledger, message',
    ],
    ['actorId=42', 'actorId', 'Actor must be an account id'],
    ['personId=x', 'personId', 'Person must be an account id'],
    ['before=abc', 'before', 'Before must be the nextBefore of a page'],
  ])('answers 400 for %s', async (query, field, message) => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const response = await t.request<Refusal>('GET', `/v1/admin/audit?${query}`, { token: admin.accessToken });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
  });

  it('answers 404 to a student, as any address they may not know', async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    expect((await t.request('GET', '/v1/admin/audit', { token: student.accessToken })).status).toBe(404);
  });
});

describe('the audit through the API', () => {
  it('cannot be changed or deleted: every method but GET on /v1/admin/audit* is refused and the entry stays', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const targetId = crypto.randomUUID();
    await recordAudit(
      db(),
      { actor: agent(), action: 'dispute.split', target: { type: 'order', id: targetId }, reason: 'Half each' },
      new Date(),
    );
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.targetId, targetId));
    if (!entry) throw new Error('entry not stored');

    const paths = [
      '/v1/admin/audit',
      `/v1/admin/audit/${entry.id}`,
      `/v1/admin/audit/${entry.id}/reason`,
      `/v1/admin/audit?targetId=${targetId}`,
    ];
    for (const path of paths) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await t.request(method, path, {
          token: admin.accessToken,
          json: { reason: 'rewritten', action: 'dispute.refund' },
        });
        expect([404, 405], `${method} ${path}`).toContain(response.status);
      }
    }
    expect((await t.request('GET', `/v1/admin/audit/${entry.id}`, { token: admin.accessToken })).status).toBe(404);
    const [kept] = await db().select().from(auditEntries).where(eq(auditEntries.targetId, targetId));
    expect(kept).toEqual(entry);
  });
});
