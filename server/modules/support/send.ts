import type { SupportRequestReceipt, SupportRequestSource } from '../../../contract';
import { SUPPORT_EMAIL, supportReference } from '../../../contract';
import type { Services } from '../../services';
import { supportAcknowledgementMail, supportForwardMail } from './mails';
import { supportRequests } from './schema';
import type { SupportRequestContent } from './schema';

export interface NewSupportRequest extends SupportRequestContent {
  userId: string | null;
  source: SupportRequestSource;
}

/**
 * Stores a support request, then (after the insert) acknowledges it to the sender and forwards
 * it to the support mailbox, in the background: a slow mail server never delays the answer.
 */
export async function sendSupportRequest(
  services: Pick<Services, 'db' | 'clock' | 'mailer' | 'tasks' | 'logger'>,
  request: NewSupportRequest,
): Promise<SupportRequestReceipt> {
  const { db, clock, mailer, tasks, logger } = services;
  const now = clock.now();
  const [row] = await db
    .insert(supportRequests)
    .values({ ...request, createdAt: now })
    .returning({ id: supportRequests.id, createdAt: supportRequests.createdAt });
  if (!row) throw new Error('support request not stored');
  const reference = supportReference(row.id);
  const facts = {
    ...request,
    reference,
    sender: request.userId ? `account ${request.userId}` : 'a visitor (not signed in)',
    source: request.source === 'contact' ? ('contact form' as const) : ('help centre' as const),
    receivedAt: now,
  };
  tasks.run('support request: forward', () => mailer.send(supportForwardMail(facts, SUPPORT_EMAIL)));
  tasks.run('support request: acknowledge', () => mailer.send(supportAcknowledgementMail(facts, SUPPORT_EMAIL)));
  logger.info('support request received', { id: row.id, source: request.source, service: request.service });
  return {
    id: row.id,
    reference,
    email: request.email,
    service: request.service,
    createdAt: row.createdAt.toISOString(),
  };
}
