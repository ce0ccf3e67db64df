import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '../../../contract';
import type { Database } from '../../db/database';
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
 * Writes in-app notifications and their e-mails' outbox rows in the caller's transaction.
 * Inserts only: the e-mails leave later through `sendPendingNotificationEmails`, so a rolled-back
 * transition sends nothing and a slow mail server never holds a transaction open.
 */
export async function notify(db: Database, list: NewNotification[], now: Date): Promise<void> {
  if (list.length === 0) return;
  // Ids made here, so each e-mail row points at its own notification whatever order RETURNING has.
  const rows = list.map((n) => ({ id: randomUUID(), ...n }));
  await db
    .insert(notifications)
    .values(
      rows.map((n) => ({ id: n.id, userId: n.userId, kind: n.kind, title: n.title, body: n.body, link: n.link, createdAt: now })),
    );
  const emails = rows.flatMap((n) =>
    n.email
      ? [
          {
            notificationId: n.id,
            toUserId: n.userId,
            subject: n.email.subject,
            text: n.email.text,
            status: 'pending' as const,
            nextAttemptAt: now,
            createdAt: now,
          },
        ]
      : [],
  );
  if (emails.length > 0) await db.insert(notificationEmails).values(emails);
}
