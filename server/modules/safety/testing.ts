/** Helpers for the trust-and-safety tests: students of a chosen standing, reports, a conversation. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { KycStatus, ReportReason, ReportTargetKind } from '../../../contract';
import { DAY } from '../../clock';
import { uniqueEmail } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { Sessions } from '../auth/sessions';
import { chatMessages, chats } from '../chat/schema';
import { notifications } from '../notification/schema';
import { users } from '../user/schema';

export interface TestStudent {
  id: string;
  email: string;
  name: string;
  token: string;
}

/**
 * A student signed in, made directly: `ageDays` old (30 by default), e-mail verified unless
 * `verified` is false, with the KYC status given. Fast enough to make twenty at once.
 */
export async function student(
  t: TestApp,
  options: { ageDays?: number; verified?: boolean; kycStatus?: KycStatus; firstname?: string } = {},
): Promise<TestStudent> {
  const created = new Date(t.clock.now().getTime() - (options.ageDays ?? 30) * DAY);
  const email = uniqueEmail('reporter');
  const firstname = options.firstname ?? 'Chidi';
  const [user] = await t.services.db
    .insert(users)
    .values({
      email,
      passwordHash: 'not-used-by-these-tests',
      firstname,
      lastname: 'Okafor',
      kycStatus: options.kycStatus ?? 'NOT_SUBMITTED',
      emailVerifiedAt: options.verified === false ? null : created,
      createdAt: created,
      updatedAt: created,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('student insert returned no row');
  const session = await new Sessions(t.services).start({ id: user.id, role: 'user' }, { persistent: false });
  return { id: user.id, email, name: `${firstname} Okafor`, token: session.accessToken };
}

/** POST /v1/reports. */
export function report(
  t: TestApp,
  token: string,
  target: { kind: ReportTargetKind; id: string },
  reason: ReportReason = 'scam',
  details?: string,
) {
  return t.request<{ data: { id: string; status: string; targetLabel: string }; message?: string }>('POST', '/v1/reports', {
    token,
    json: { targetKind: target.kind, targetId: target.id, reason, ...(details && { details }) },
  });
}

/** A conversation between two people with one message from each, written directly: their ids. */
export async function conversation(
  t: TestApp,
  a: { id: string },
  b: { id: string },
  texts: [string, string] = ['Is it still available?', 'Yes it is'],
) {
  const now = t.clock.now();
  const [low, high] = [a.id, b.id].sort();
  const chatId = randomUUID();
  await t.services.db
    .insert(chats)
    .values({ id: chatId, userLow: low ?? a.id, userHigh: high ?? b.id, startedBy: a.id, createdAt: now, lastMessageAt: now });
  const fromA = randomUUID();
  const fromB = randomUUID();
  await t.services.db.insert(chatMessages).values({ id: fromA, chatId, senderId: a.id, body: texts[0], createdAt: now });
  await t.services.db.insert(chatMessages).values({ id: fromB, chatId, senderId: b.id, body: texts[1], createdAt: now });
  return { chatId, fromA, fromB };
}

/** The notifications a person has, newest first. */
export function notificationsOf(t: TestApp, userId: string) {
  return t.services.db
    .select({ kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId)))
    .orderBy(notifications.createdAt);
}
