import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationListResponse, NotificationReadResponse } from '../../../contract';
import { MINUTE } from '../../clock';
import type { Logger } from '../../logger';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { users } from '../user/schema';
import { notify } from './notify';
import type { NewNotification } from './notify';
import { notificationEmails } from './schema';
import { MAX_EMAIL_ATTEMPTS, retryDelayMs, sendPendingNotificationEmails } from './send';

const db = useTestDatabase();

async function member(t: TestApp) {
  const account = await t.signUp();
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!row) throw new Error('no user row');
  return { ...account, id: row.id };
}

function note(userId: string, title: string, email?: NewNotification['email']): NewNotification {
  return { userId, kind: 'order', title, body: `${title} body`, link: '/dashboard/orders/1', email };
}

/** A mailer that records what it sends, slowly, and fails while `failing` is set. */
function recordingMailer(options: { delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const state = { failing: false };
  const mailer: Mailer = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (state.failing) throw new Error('smtp is down');
      sent.push(mail);
    },
  };
  return { mailer, sent, state };
}

/** A mailer that holds its first e-mail until `release()`: a sender stopped mid-send. */
function heldMailer() {
  const sent: OutgoingMail[] = [];
  let began = () => {};
  let release = () => {};
  const started = new Promise<void>((resolve) => {
    began = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mailer: Mailer = {
    async send(mail) {
      began();
      await released;
      sent.push(mail);
    },
  };
  return { mailer, sent, started, release: () => release() };
}

function recordingLogger() {
  const lines: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = {
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
  return { logger, lines };
}

describe('GET /v1/notifications', () => {
  it('answers 401 without a session', async () => {
    const t = createTestApp(db());
    expect((await t.request('GET', '/v1/notifications')).status).toBe(401);
  });

  it('starts empty', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const res = await t.request<NotificationListResponse>('GET', '/v1/notifications', { token: user.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], unreadCount: 0, hasMore: false });
  });

  it('lists the newest first, a page at a time, with the unread count over all of them', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const other = await member(t);
    for (const title of ['First', 'Second', 'Third']) {
      await notify(db(), [note(user.id, title)], t.clock.now());
      t.clock.advance(MINUTE);
    }
    await notify(db(), [note(other.id, 'Not yours')], t.clock.now());

    const first = await t.request<NotificationListResponse>('GET', '/v1/notifications?limit=2', { token: user.accessToken });
    expect(first.status).toBe(200);
    expect(first.body.data.map((n) => n.title)).toEqual(['Third', 'Second']);
    expect(first.body).toMatchObject({ unreadCount: 3, hasMore: true });
    expect(first.body.data[0]).toMatchObject({
      kind: 'order',
      body: 'Third body',
      link: '/dashboard/orders/1',
      readAt: null,
      createdAt: new Date(t.clock.now().getTime() - MINUTE).toISOString(),
    });

    const before = first.body.data[1]!.id;
    const next = await t.request<NotificationListResponse>('GET', `/v1/notifications?limit=2&before=${before}`, {
      token: user.accessToken,
    });
    expect(next.body.data.map((n) => n.title)).toEqual(['First']);
    expect(next.body).toMatchObject({ unreadCount: 3, hasMore: false });
  });

  it('refuses a bad query with 400 naming the field', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const other = await member(t);
    await notify(db(), [note(other.id, 'Theirs')], t.clock.now());
    const [theirs] = (await t.request<NotificationListResponse>('GET', '/v1/notifications', { token: other.accessToken })).body
      .data;

    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=ten', 'limit'],
      ['before=not-an-id', 'before'],
      [`before=${theirs!.id}`, 'before'],
    ] as const) {
      const res = await t.request<{ errors: Record<string, string> }>('GET', `/v1/notifications?${query}`, {
        token: user.accessToken,
      });
      expect(res.status, query).toBe(400);
      expect(res.body.errors[field], query).toMatch(/^(Limit|Before) /);
    }
  });
});

describe('marking notifications read', () => {
  it('marks one read (once), 404 for another user’s or a malformed id, and all at once', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const other = await member(t);
    await notify(db(), [note(user.id, 'A'), note(user.id, 'B'), note(user.id, 'C')], t.clock.now());
    await notify(db(), [note(other.id, 'Theirs')], t.clock.now());
    const list = async (token: string) => (await t.request<NotificationListResponse>('GET', '/v1/notifications', { token })).body;
    const mine = (await list(user.accessToken)).data;
    const [theirs] = (await list(other.accessToken)).data;

    t.clock.advance(MINUTE);
    const read = await t.request<NotificationReadResponse>('POST', `/v1/notifications/${mine[0]!.id}/read`, {
      token: user.accessToken,
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: { unreadCount: 2 } });
    const readAt = t.clock.now().toISOString();

    t.clock.advance(MINUTE);
    const again = await t.request<NotificationReadResponse>('POST', `/v1/notifications/${mine[0]!.id}/read`, {
      token: user.accessToken,
    });
    expect(again.body).toEqual({ data: { unreadCount: 2 } });
    expect((await list(user.accessToken)).data.find((n) => n.id === mine[0]!.id)?.readAt).toBe(readAt);

    const foreign = await t.request('POST', `/v1/notifications/${theirs!.id}/read`, { token: user.accessToken });
    expect(foreign.status).toBe(404);
    expect((await list(other.accessToken)).unreadCount).toBe(1);
    expect((await t.request('POST', '/v1/notifications/not-a-uuid/read', { token: user.accessToken })).status).toBe(404);
    expect((await t.request('POST', `/v1/notifications/${mine[1]!.id}/read`)).status).toBe(401);

    const all = await t.request<NotificationReadResponse>('POST', '/v1/notifications/read-all', { token: user.accessToken });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ data: { unreadCount: 0 } });
    const after = await list(user.accessToken);
    expect(after.unreadCount).toBe(0);
    expect(after.data.every((n) => n.readAt !== null)).toBe(true);
    expect((await list(other.accessToken)).unreadCount).toBe(1);
  });
});

describe('notification e-mails', () => {
  it('sends an e-mail once, to the address the user has when it is sent, and nothing for an in-app-only one', async () => {
    const { mailer, sent } = recordingMailer();
    const t = createTestApp(db());
    const user = await member(t);
    const send = () => sendPendingNotificationEmails({ ...t.services, mailer });
    await db().transaction(async (tx) => {
      await notify(
        tx,
        [note(user.id, 'Paid', { subject: 'Your order was paid', text: 'Hello' }), note(user.id, 'Quiet')],
        t.clock.now(),
      );
    });
    const newAddress = `new.${user.email}`;
    await db().update(users).set({ email: newAddress }).where(eq(users.id, user.id));

    expect(await send()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sent).toEqual([
      { to: newAddress, subject: 'Your order was paid', text: 'Hello', idempotencyKey: expect.stringMatching(/^notification\./) },
    ]);
    expect(await send()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    const rows = await db().select().from(notificationEmails).where(eq(notificationEmails.toUserId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1, sentAt: t.clock.now() });
    expect(sent[0]?.idempotencyKey).toBe(`notification.${rows[0]?.id}`);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const { mailer, sent } = recordingMailer();
    const t = createTestApp(db());
    const user = await member(t);
    const send = () => sendPendingNotificationEmails({ ...t.services, mailer });
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, [note(user.id, 'Undone', { subject: 'S', text: 'T' })], t.clock.now());
        throw new Error('the transition lost its compare-and-set');
      }),
    ).rejects.toThrow('compare-and-set');
    await send();
    expect(sent).toEqual([]);
    const list = await t.request<NotificationListResponse>('GET', '/v1/notifications', { token: user.accessToken });
    expect(list.body.data).toEqual([]);
  });

  it('retries a failure after a growing delay, then gives up and logs it', async () => {
    const { mailer, sent, state } = recordingMailer();
    const { logger, lines } = recordingLogger();
    const t = createTestApp(db());
    const user = await member(t);
    const send = () => sendPendingNotificationEmails({ ...t.services, mailer, logger });
    await notify(db(), [note(user.id, 'Flaky', { subject: 'Flaky', text: 'T' })], t.clock.now());
    const row = async () => (await db().select().from(notificationEmails).where(eq(notificationEmails.toUserId, user.id)))[0]!;

    state.failing = true;
    expect(await send()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);

    // Not before its delay; then once more (failing), with a longer delay.
    t.clock.advance(retryDelayMs(1) - 1);
    expect(await send()).toEqual({ sent: 0, retried: 0, failed: 0 });
    t.clock.advance(1);
    expect(await send()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    t.clock.advance(retryDelayMs(1));
    expect(await send()).toEqual({ sent: 0, retried: 0, failed: 0 });

    // It recovers: the next try delivers it.
    state.failing = false;
    t.clock.advance(retryDelayMs(2));
    expect(await send()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3 });

    // Another that never gets through is given up after the last attempt.
    const other = await member(t);
    await notify(db(), [note(other.id, 'Doomed', { subject: 'Doomed', text: 'T' })], t.clock.now());
    state.failing = true;
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt += 1) {
      const report = await send();
      expect(report, `attempt ${attempt}`).toEqual(
        attempt < MAX_EMAIL_ATTEMPTS ? { sent: 0, retried: 1, failed: 0 } : { sent: 0, retried: 0, failed: 1 },
      );
      t.clock.advance(retryDelayMs(attempt));
    }
    const [doomed] = await db().select().from(notificationEmails).where(eq(notificationEmails.toUserId, other.id));
    expect(doomed).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({
        message: 'notification e-mail given up',
        fields: expect.objectContaining({ emailId: doomed!.id }),
      }),
    ]);
    t.clock.advance(retryDelayMs(MAX_EMAIL_ATTEMPTS) * 10);
    expect(await send()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('claims 20 e-mails at a time and lets other work run between batches, even with a mailer that answers at once', async () => {
    // The development mailbox answers at once: without a pause the round would be one long chain
    // of promises, and the server would take no request until it ended.
    const sent: OutgoingMail[] = [];
    const claimedAtFirstSend: number[] = [];
    const mailer: Mailer = {
      async send(mail) {
        if (sent.length === 0) {
          const claimed = await db()
            .select({ id: notificationEmails.id })
            .from(notificationEmails)
            .where(and(eq(notificationEmails.toUserId, user.id), gt(notificationEmails.attempts, 0)));
          claimedAtFirstSend.push(claimed.length);
        }
        sent.push(mail);
      },
    };
    const t = createTestApp(db());
    const user = await member(t);
    const burst = Array.from({ length: 60 }, (_, index) =>
      note(user.id, `Burst ${index}`, { subject: `Burst ${index}`, text: 'T' }),
    );
    await notify(db(), burst, t.clock.now());

    let sentWhenOtherWorkRan = -1;
    const round = sendPendingNotificationEmails({ ...t.services, mailer });
    setImmediate(() => {
      sentWhenOtherWorkRan = sent.length;
    });
    expect((await round).sent).toBe(60);
    // E-mails are claimed a batch of 20 at a time, and the other work ran by the end of the first
    // batch (on PostgreSQL the driver's network reads let it run even sooner).
    expect(claimedAtFirstSend).toEqual([20]);
    expect(sentWhenOtherWorkRan).toBeGreaterThanOrEqual(0);
    expect(sentWhenOtherWorkRan).toBeLessThanOrEqual(20);
    // Each batch is marked sent by one statement: all 60, each after one attempt.
    const rows = await db().select().from(notificationEmails).where(eq(notificationEmails.toUserId, user.id));
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.sentAt !== null)).toBe(true);
  });

  it('ends a round at a batch that is not full: an e-mail written while it sends leaves with the next round', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    await notify(db(), [note(user.id, 'First', { subject: 'First', text: 'T' })], t.clock.now());
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(mail) {
        if (mail.to !== user.email) return;
        sent.push(mail.subject);
        // As an order confirmed while the round sends writes its e-mail.
        if (mail.subject === 'First')
          await notify(db(), [note(user.id, 'Second', { subject: 'Second', text: 'T' })], t.clock.now());
      },
    };
    await sendPendingNotificationEmails({ ...t.services, mailer });
    expect(sent).toEqual(['First']);
    await sendPendingNotificationEmails({ ...t.services, mailer });
    expect(sent).toEqual(['First', 'Second']);
  });

  it('leaves an e-mail alone when the claim of the sender that sent it has run out and another holds it', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    await notify(db(), [note(user.id, 'Slow', { subject: 'Slow', text: 'T' })], t.clock.now());
    const row = async () => (await db().select().from(notificationEmails).where(eq(notificationEmails.toUserId, user.id)))[0]!;

    // The first sender's mailer hangs until its claim has run out and a second sender holds the e-mail.
    const slow = heldMailer();
    const first = sendPendingNotificationEmails({ ...t.services, mailer: slow.mailer });
    await slow.started;
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });

    t.clock.advance(5 * MINUTE);
    const later = heldMailer();
    const second = sendPendingNotificationEmails({ ...t.services, mailer: later.mailer });
    await later.started;
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });

    // The first sender finishes: its claim (attempt 1) is no longer the row's, so it marks nothing.
    slow.release();
    expect(await first).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2, sentAt: null });

    later.release();
    expect(await second).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(later.sent).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers each e-mail once when two senders race', async () => {
    const { mailer, sent } = recordingMailer({ delayMs: 5 });
    const first = createTestApp(db());
    const second = createTestApp(db());
    const user = await member(first);
    const many = Array.from({ length: 30 }, (_, index) =>
      note(user.id, `Race ${index}`, { subject: `Race ${index}`, text: 'T' }),
    );
    await notify(db(), many, first.clock.now());

    const reports = await Promise.all([
      sendPendingNotificationEmails({ ...first.services, mailer }),
      sendPendingNotificationEmails({ ...second.services, mailer }),
      sendPendingNotificationEmails({ ...first.services, mailer }),
    ]);
    const mine = sent.filter((mail) => mail.subject.startsWith('Race '));
    expect(mine).toHaveLength(30);
    expect(new Set(mine.map((mail) => mail.subject)).size).toBe(30);
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(30);
    const rows = await db().select().from(notificationEmails).where(eq(notificationEmails.toUserId, user.id));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
