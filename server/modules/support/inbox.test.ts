import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportInboxMessages, supportReference } from '../../../contract';
import type { AdminSupportListResponse, AdminSupportRequest, SupportRequestReceipt } from '../../../contract';
import { createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { signInStaff } from '../admin/testing';
import { auditEntries } from '../audit/schema';
import { sendPendingSupportReplies } from './reply-outbox';
import { supportReplies } from './schema';

const db = useTestDatabase();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

type Detail = { data: AdminSupportRequest };
type Refusal = { message: string; errors?: Record<string, string> };

async function contact(t: TestApp, detail = 'My order never came.\nPlease help.', address = '10.9.0.1') {
  const email = uniqueEmail('visitor');
  const response = await t.request<{ data: SupportRequestReceipt }>('POST', '/v1/support/requests', {
    json: { firstname: 'Chidi', lastname: 'Okafor', email, phone: '08031234567', service: 'Support Request', detail },
    headers: { 'x-forwarded-for': address },
  });
  if (response.status !== 201) throw new Error(`contact failed: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

async function auditOf(requestId: string) {
  return db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.targetType, 'support-request'), eq(auditEntries.targetId, requestId)))
    .orderBy(auditEntries.id);
}

describe('the support inbox (/v1/admin/support)', () => {
  it('lists open requests first, each group oldest first, with their excerpt and reply count', async () => {
    const t = createTestApp(db());
    const agent = await signInStaff(t, 'support');
    const older = await contact(t, 'First one\nsecond line');
    t.advance(60_000);
    const newer = await contact(t, '\n  Second one');
    t.advance(60_000);
    const closed = await contact(t);
    expect((await t.request('POST', `/v1/admin/support/${closed.id}/close`, { token: agent.accessToken })).status).toBe(200);

    const inbox = await t.request<AdminSupportListResponse>('GET', '/v1/admin/support', { token: agent.accessToken });
    expect(inbox.status).toBe(200);
    const ids = inbox.body.data.map((request) => request.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(closed.id));
    const lastOpen = inbox.body.data.findLastIndex((request) => request.status === 'open');
    const firstClosed = inbox.body.data.findIndex((request) => request.status === 'closed');
    expect(lastOpen).toBeLessThan(firstClosed);
    expect(inbox.body.data.find((request) => request.id === older.id)).toEqual({
      id: older.id,
      reference: supportReference(older.id),
      source: 'contact',
      service: 'Support Request',
      name: 'Chidi Okafor',
      email: older.email,
      userId: null,
      excerpt: 'First one',
      status: 'open',
      createdAt: older.createdAt,
      closedAt: null,
      replies: 0,
    });
    expect(inbox.body.data.find((request) => request.id === newer.id)?.excerpt).toBe('Second one');

    const open = await t.request<AdminSupportListResponse>('GET', '/v1/admin/support?status=open', { token: agent.accessToken });
    expect(open.body.data.every((request) => request.status === 'open')).toBe(true);
    expect(open.body.data.map((request) => request.id)).not.toContain(closed.id);
    const bad = await t.request<Refusal>('GET', '/v1/admin/support?status=done', { token: agent.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toBe('Status must be open or closed');
  });

  it('replies by e-mail from the console: kept in the thread, mailed through the outbox, audited', async () => {
    const t = createTestApp(db());
    const agent = await signInStaff(t, 'support');
    const request = await contact(t);
    const replied = await t.request<Detail>('POST', `/v1/admin/support/${request.id}/replies`, {
      token: agent.accessToken,
      json: { text: '  Sorry about that.\nWe have asked the seller.  ' },
    });
    expect(replied.status).toBe(201);
    expect(replied.body.data.thread).toEqual([
      {
        id: expect.any(String),
        author: { id: agent.userId, email: agent.email },
        text: 'Sorry about that.\nWe have asked the seller.',
        createdAt: expect.any(String),
        // The outbox sends after the commit: by the time the answer is read it may have.
        mail: expect.stringMatching(/^(pending|sent)$/),
      },
    ]);
    expect(replied.body.data).toMatchObject({
      detail: 'My order never came.\nPlease help.',
      phone: '+2348031234567',
      replies: 1,
    });

    await t.tasks.settle();
    const [mail] = t.mailbox.list(request.email).filter((sent) => sent.subject.startsWith('Re:'));
    expect(mail?.subject).toBe(`Re: your message to Kampus support (${request.reference})`);
    expect(mail?.text).toContain('Hello Chidi,\n\nSorry about that.\nWe have asked the seller.');
    const after = await t.request<Detail>('GET', `/v1/admin/support/${request.id}`, { token: agent.accessToken });
    expect(after.body.data.thread[0]?.mail).toBe('sent');
    // Sent once: a later round finds nothing to send.
    expect(await sendPendingSupportReplies(t.services)).toEqual({ sent: 0, retried: 0, failed: 0 });

    const [entry] = await auditOf(request.id);
    expect(entry).toMatchObject({
      actorId: agent.userId,
      actorEmail: agent.email,
      actorRole: 'support',
      action: 'support.reply',
      after: { to: request.email, text: 'Sorry about that.\nWe have asked the seller.' },
    });
  });

  it('keeps a reply whose e-mail failed in the outbox and sends it on a later round', async () => {
    const t = createTestApp(db());
    const agent = await signInStaff(t, 'support');
    const request = await contact(t);
    const send = vi.spyOn(t.mailbox, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    await t.request('POST', `/v1/admin/support/${request.id}/replies`, { token: agent.accessToken, json: { text: 'Hello' } });
    await t.tasks.settle();
    const [pending] = await db().select().from(supportReplies).where(eq(supportReplies.requestId, request.id));
    expect(pending).toMatchObject({ mailStatus: 'pending', mailAttempts: 1 });
    t.advance(60_000);
    expect(await sendPendingSupportReplies(t.services)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(send).toHaveBeenCalledTimes(2);
    const [sent] = await db().select().from(supportReplies).where(eq(supportReplies.requestId, request.id));
    expect(sent?.mailStatus).toBe('sent');
  });

  it('closes and reopens, each once, audited with before and after; a closed request takes no reply', async () => {
    const t = createTestApp(db());
    const agent = await signInStaff(t, 'support');
    const request = await contact(t);
    const path = `/v1/admin/support/${request.id}`;

    const closed = await t.request<Detail>('POST', `${path}/close`, { token: agent.accessToken });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', closedBy: agent.email, closedAt: expect.any(String) });
    const again = await t.request<Refusal>('POST', `${path}/close`, { token: agent.accessToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(supportInboxMessages.alreadyClosed);
    const reply = await t.request<Refusal>('POST', `${path}/replies`, { token: agent.accessToken, json: { text: 'Hi' } });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('This request is closed. Reopen it to reply.');

    const reopened = await t.request<Detail>('POST', `${path}/reopen`, { token: agent.accessToken });
    expect(reopened.body.data).toMatchObject({ status: 'open', closedAt: null, closedBy: null });
    expect((await t.request<Refusal>('POST', `${path}/reopen`, { token: agent.accessToken })).body.message).toBe(
      supportInboxMessages.alreadyOpen,
    );

    const entries = await auditOf(request.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['support.close', { status: 'open' }, { status: 'closed' }],
      ['support.reopen', { status: 'closed' }, { status: 'open' }],
    ]);
  });

  it('answers 404 for an unknown request and 400 for an empty reply', async () => {
    const t = createTestApp(db());
    const agent = await signInStaff(t, 'support');
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const response = await t.request<Refusal>('GET', `/v1/admin/support/${id}`, { token: agent.accessToken });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Support request not found');
      expect((await t.request('POST', `/v1/admin/support/${id}/close`, { token: agent.accessToken })).status).toBe(404);
    }
    const request = await contact(t);
    const empty = await t.request<Refusal>('POST', `/v1/admin/support/${request.id}/replies`, {
      token: agent.accessToken,
      json: { text: ' \n ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.text).toBe('Reply is a required field');
  });

  it('refuses finance (403) and students (404)', async () => {
    const t = createTestApp(db());
    const finance = await signInStaff(t, 'finance');
    const request = await contact(t);
    const refused = await t.request<Refusal>('GET', '/v1/admin/support', { token: finance.accessToken });
    expect(refused.status).toBe(403);
    expect(
      (await t.request('POST', `/v1/admin/support/${request.id}/replies`, { token: finance.accessToken, json: { text: 'x' } }))
        .status,
    ).toBe(403);
    const student = await t.signUp();
    expect((await t.request('GET', '/v1/admin/support', { token: student.accessToken })).status).toBe(404);
  });
});
