/** The console's support inbox: the requests, their threads, replies, close and reopen. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { supportInboxMessages, supportReference, SUPPORT_INBOX_LIMIT } from '../../../contract';
import type { AdminSupportRequest, AdminSupportRequestSummary, SupportRequestStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/api-error';
import type { AuditActor } from '../audit/record';
import { recordAudit } from '../audit/record';
import { supportReplies, supportRequests } from './schema';
import type { SupportReplyRow, SupportRequestRow } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXCERPT_LENGTH = 140;

function excerpt(detail: string): string {
  const firstLine = detail.split('\n').find((line) => line.trim() !== '') ?? '';
  return firstLine.length > EXCERPT_LENGTH ? `${firstLine.slice(0, EXCERPT_LENGTH - 1)}…` : firstLine;
}

function summaryOf(row: SupportRequestRow, replies: number): AdminSupportRequestSummary {
  return {
    id: row.id,
    reference: supportReference(row.id),
    source: row.source,
    service: row.service,
    name: `${row.firstname} ${row.lastname}`,
    email: row.email,
    userId: row.userId,
    excerpt: excerpt(row.detail),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    replies,
  };
}

const replyOf = (row: SupportReplyRow) => ({
  id: row.id,
  author: { id: row.authorId, email: row.authorEmail },
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  mail: row.mailStatus,
});

/** The inbox: open requests first, each group oldest first (the longest waiting on top). */
export async function listSupportInbox(db: Database, status?: SupportRequestStatus): Promise<AdminSupportRequestSummary[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(status ? eq(supportRequests.status, status) : undefined)
    .orderBy(sql`${supportRequests.status} = 'closed'`, asc(supportRequests.createdAt), asc(supportRequests.id))
    .limit(SUPPORT_INBOX_LIMIT);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ requestId: supportReplies.requestId, n: count() })
    .from(supportReplies)
    .where(
      inArray(
        supportReplies.requestId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(supportReplies.requestId);
  const repliesOf = new Map(counts.map((row) => [row.requestId, row.n]));
  return rows.map((row) => summaryOf(row, repliesOf.get(row.id) ?? 0));
}

async function findRequest(db: Database, id: string, lock = false): Promise<SupportRequestRow> {
  if (!UUID.test(id)) throw notFound(supportInboxMessages.notFound);
  const query = db.select().from(supportRequests).where(eq(supportRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(supportInboxMessages.notFound);
  return row;
}

/** One request with its thread (replies oldest first). */
export async function supportRequestDetail(db: Database, id: string): Promise<AdminSupportRequest> {
  const row = await findRequest(db, id);
  const thread = await db
    .select()
    .from(supportReplies)
    .where(eq(supportReplies.requestId, row.id))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  return {
    ...summaryOf(row, thread.length),
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    detail: row.detail,
    closedBy: row.closedByEmail,
    thread: thread.map(replyOf),
  };
}

/**
 * Keeps a reply in the thread and puts its e-mail in the outbox, with its audit entry, in one
 * transaction (the request row locked, so a close at the same moment is either before or after).
 */
export async function replyToSupportRequest(db: Database, id: string, text: string, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await findRequest(tx, id, true);
    if (request.status === 'closed') throw conflict(supportInboxMessages.closedNoReply);
    const [reply] = await tx
      .insert(supportReplies)
      .values({ requestId: request.id, authorId: actor.id, authorEmail: actor.email, text, createdAt: now, nextAttemptAt: now })
      .returning({ id: supportReplies.id });
    await recordAudit(
      tx,
      {
        actor,
        action: 'support.reply',
        target: { type: 'support-request', id: request.id },
        after: { replyId: reply?.id, to: request.email, text },
      },
      now,
    );
  });
}

/** Closes or reopens a request: a compare-and-set on its status, audited; 409 when it already is. */
export async function setSupportRequestStatus(
  db: Database,
  id: string,
  status: SupportRequestStatus,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await findRequest(tx, id);
    const from: SupportRequestStatus = status === 'closed' ? 'open' : 'closed';
    const closing = status === 'closed';
    const [changed] = await tx
      .update(supportRequests)
      .set({ status, closedAt: closing ? now : null, closedByEmail: closing ? actor.email : null })
      .where(and(eq(supportRequests.id, request.id), eq(supportRequests.status, from)))
      .returning({ id: supportRequests.id });
    if (!changed) throw conflict(closing ? supportInboxMessages.alreadyClosed : supportInboxMessages.alreadyOpen);
    await recordAudit(
      tx,
      {
        actor,
        action: closing ? 'support.close' : 'support.reopen',
        target: { type: 'support-request', id: request.id },
        before: { status: from },
        after: { status },
      },
      now,
    );
  });
}
