/**
 * The e-mail outbox emptied by two server replicas at once (on PostgreSQL, two pools on one
 * database): each e-mail leaves once, also when the mail server is slow.
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { MINUTE } from '../../clock';
import { DevMailbox } from '../../dev/mail/mailbox';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import type { TestApp } from '../../test/test-app';
import { onPostgres, useTwoReplicas } from '../../test/two-replicas';
import { databaseDevMailStore } from '../../dev/mail/store';
import { users } from '../user/schema';
import { notificationEmails } from './schema';
import { EMAIL_CLAIM_MS, EMAIL_SEND_WITHIN_MS, sendPendingNotificationEmails } from './send';

const replicas = useTwoReplicas();

afterEach(() => {
  vi.restoreAllMocks();
});

/** `count` pending e-mails to a new user, written straight into the outbox; the user's id. */
async function outboxOf(t: TestApp, count: number, prefix: string): Promise<string> {
  const account = await t.signUp();
  const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!user) throw new Error('no user row');
  const at = sql`${t.clock.now().toISOString()}::timestamptz`;
  await t.services.db.execute(sql`
    with written as (
      insert into notifications (id, user_id, kind, title, body, link, created_at)
      select gen_random_uuid(), ${user.id}::uuid, 'order', ${prefix} || ' ' || i, 'Body', null, ${at}
      from generate_series(1, ${count}) i
      returning id, title
    )
    insert into notification_emails (notification_id, to_user_id, subject, text, status, next_attempt_at, created_at)
    select id, ${user.id}::uuid, title, 'Hello', 'pending', ${at}, ${at} from written`);
  return user.id;
}

/** Every e-mail sent, whichever replica sent it; `onSend` runs inside each send. */
function recordingMailer(sent: OutgoingMail[], onSend?: () => Promise<void> | void): Mailer {
  return {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      await onSend?.();
      sent.push(mail);
    },
  };
}

const send = (t: TestApp, mailer: Mailer) => sendPendingNotificationEmails({ ...t.services, mailer });

it('shares the outbox between two replicas sending at once and sends each e-mail once', async () => {
  const [first, second] = replicas();
  const count = 200;
  const userId = await outboxOf(first, count, 'Shared');
  const sent: OutgoingMail[] = [];
  const mailer = recordingMailer(sent);

  const reports = await Promise.all([send(first, mailer), send(second, mailer)]);

  const subjects = sent.map((mail) => mail.subject).filter((subject) => subject.startsWith('Shared '));
  expect(subjects).toHaveLength(count);
  expect(new Set(subjects).size).toBe(count);
  expect(reports[0].sent + reports[1].sent).toBe(count);
  // Both took a share: on PostgreSQL the replicas send side by side, neither waits for the other.
  if (onPostgres) expect(Math.min(reports[0].sent, reports[1].sent)).toBeGreaterThan(0);
  const rows = await first.services.db.select().from(notificationEmails).where(eq(notificationEmails.toUserId, userId));
  expect(rows.filter((row) => row.status === 'sent' && row.attempts === 1)).toHaveLength(count);
});

it('gives back what a slow mail server kept it from sending while its claim stood, and sends nothing twice', async () => {
  const [first, second] = replicas();
  const userId = await outboxOf(first, 20, 'Slow');
  // Each e-mail takes the mail server 3 minutes: more than half the claim, which lasts 5.
  let spent = 0;
  const realNow = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => realNow() + spent);
  const sent: OutgoingMail[] = [];
  const start = first.clock.now().getTime();
  let secondRan = false;
  const slow = recordingMailer(sent, async () => {
    spent += 3 * MINUTE;
    first.clock.advance(3 * MINUTE);
    second.clock.advance(3 * MINUTE);
    // Once the first sender's claim has run out, the other replica's round comes (it would take
    // back whatever is still claimed and unsent).
    if (first.clock.now().getTime() - start >= 5 * MINUTE && !secondRan) {
      secondRan = true;
      await send(second, recordingMailer(sent));
    }
  });
  expect(3 * MINUTE).toBeGreaterThan(EMAIL_SEND_WITHIN_MS);

  const report = await send(first, slow);
  expect(report.sent).toBe(1);
  // The rest is due again at once, its attempt not counted.
  const pending = await first.services.db.select().from(notificationEmails).where(eq(notificationEmails.toUserId, userId));
  const givenBack = pending.filter((row) => row.status === 'pending');
  expect(givenBack).toHaveLength(19);
  expect(givenBack.every((row) => row.attempts === 0 && row.nextAttemptAt <= first.clock.now())).toBe(true);

  vi.restoreAllMocks();
  expect((await send(second, recordingMailer(sent))).sent).toBe(19);
  const subjects = sent.map((mail) => mail.subject).filter((subject) => subject.startsWith('Slow '));
  expect(subjects).toHaveLength(20);
  expect(new Set(subjects).size).toBe(20);
});

it('sends an e-mail whose "sent" mark was lost (the database restarted) again as the same mail: kept and printed once', async () => {
  const [first, second] = replicas();
  const userId = await outboxOf(first, 1, 'Lost mark');
  const [row] = await first.services.db.select().from(notificationEmails).where(eq(notificationEmails.toUserId, userId));
  const [user] = await first.services.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  // Each replica's development mailbox, shared through the database as in a demo cluster.
  const printed: string[] = [];
  const mailboxOf = (t: TestApp) => {
    const mailbox = new DevMailbox(t.clock, (line) => printed.push(line));
    mailbox.shareThrough(databaseDevMailStore(t.services.db));
    return mailbox;
  };
  const tries: OutgoingMail[] = [];
  const through = (mailbox: DevMailbox): Mailer => ({
    async send(mail) {
      tries.push(mail);
      await mailbox.send(mail);
    },
  });
  const [firstMailbox, secondMailbox] = [mailboxOf(first), mailboxOf(second)];

  expect((await send(first, through(firstMailbox))).sent).toBe(1);
  // The mark never reached the database: the row is as the claim left it, due again when the claim ends.
  await first.services.db
    .update(notificationEmails)
    .set({ status: 'pending', sentAt: null })
    .where(eq(notificationEmails.toUserId, userId));
  first.clock.advance(EMAIL_CLAIM_MS);
  second.clock.advance(EMAIL_CLAIM_MS);
  expect((await send(second, through(secondMailbox))).sent).toBe(1);

  expect(tries.map((mail) => mail.idempotencyKey)).toEqual([`notification.${row!.id}`, `notification.${row!.id}`]);
  for (const mailbox of [firstMailbox, secondMailbox]) expect(await mailbox.read(user!.email)).toHaveLength(1);
  expect(printed.filter((line) => line.includes('Lost mark 1'))).toHaveLength(1);
});
