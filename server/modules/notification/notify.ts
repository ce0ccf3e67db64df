import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../contract';
import type { Database } from '../../db/database';
import { deliveriesUnderSettings } from '../settings/honour';
import { notificationEmails, notifications } from './schema';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  /** Also e-mail it (plain text); omitted = in-app only. */
  email?: { subject: string; text: string };
}

/**
 * Writes in-app notifications and their e-mails' outbox rows in the caller's transaction, in one
 * statement. Inserts only: the e-mails leave later through `sendPendingNotificationEmails`, so a
 * rolled-back transition sends nothing and a slow mail server never holds a transaction open.
 */
export async function notify(db: Database, list: NewNotification[], now: Date): Promise<void> {
  if (list.length === 0) return;
  const at = now.toISOString();
  // The recipient's settings decide what is written. An e-mail whose in-app toggle is off still
  // needs its notification row (the outbox points at it): that row is written already read.
  const wanted = (await deliveriesUnderSettings(db, list)).filter((d) => d.inApp || d.email);
  if (wanted.length === 0) return;
  // Ids made here, so each e-mail row points at its own notification whatever order RETURNING has.
  const rows = wanted.map((d) => ({
    id: randomUUID(),
    ...d.notification,
    email: d.email ? d.notification.email : undefined,
    readAt: d.inApp ? null : at,
  }));
  const inApp = rows.map(
    (n) =>
      sql`(${n.id}::uuid, ${n.userId}::uuid, ${n.kind}, ${n.title}, ${n.body}, ${n.link}, ${n.readAt}::timestamptz, ${at}::timestamptz)`,
  );
  const emails = rows.flatMap((n) =>
    n.email
      ? [
          sql`(${n.id}::uuid, ${n.userId}::uuid, ${n.email.subject}, ${n.email.text}, 'pending', ${at}::timestamptz, ${at}::timestamptz)`,
        ]
      : [],
  );
  const insertNotifications = sql`insert into ${notifications} (id, user_id, kind, title, body, link, read_at, created_at) values ${sql.join(inApp, sql`, `)}`;
  if (emails.length === 0) {
    await db.execute(insertNotifications);
    return;
  }
  await db.execute(sql`
    with written as (${insertNotifications})
    insert into ${notificationEmails} (notification_id, to_user_id, subject, text, status, next_attempt_at, created_at)
    values ${sql.join(emails, sql`, `)}`);
}
