import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../contract';
import type { Database } from '../../db/database';
import { deliveryUnderSettings } from '../settings/honour';
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
 * statement that also reads the recipients' settings. Inserts only: the e-mails leave later
 * through `sendPendingNotificationEmails`, so a rolled-back transition sends nothing and a slow
 * mail server never holds a transaction open.
 *
 * The recipient's settings decide what is written. An e-mail whose in-app toggle is off still
 * needs its notification row (the outbox points at it): that row is written already read.
 */
export async function notify(db: Database, list: NewNotification[], now: Date): Promise<void> {
  if (list.length === 0) return;
  const at = sql`${now.toISOString()}::timestamptz`;
  // Ids made here, so each e-mail row points at its own notification.
  const wanted = list.map((n) => {
    const allowed = deliveryUnderSettings(n.userId, n.kind);
    const emailed = n.email ? allowed.email : sql`false`;
    return sql`(${randomUUID()}::uuid, ${n.userId}::uuid, ${n.kind}::text, ${n.title}::text, ${n.body}::text, ${n.link}::text, ${n.email?.subject ?? null}::text, ${n.email?.text ?? null}::text, ${allowed.inApp}, ${emailed})`;
  });
  await db.execute(sql`
    with wanted (id, user_id, kind, title, body, link, subject, text, in_app, emailed) as (values ${sql.join(wanted, sql`, `)}),
    written as (
      insert into ${notifications} (id, user_id, kind, title, body, link, read_at, created_at)
      select id, user_id, kind, title, body, link, case when in_app then null else ${at} end, ${at}
      from wanted where in_app or emailed
    )
    insert into ${notificationEmails} (notification_id, to_user_id, subject, text, status, next_attempt_at, created_at)
    select id, user_id, subject, text, 'pending', ${at}, ${at} from wanted where emailed`);
}
