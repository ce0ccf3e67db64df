import { and, asc, between, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ModerationCase, ModerationMessage, ModerationReport, ReportTargetKind, UserRole } from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { auditEntries } from '../audit/schema';
import { chatMessages, chats } from '../chat/schema';
import { isUuid } from '../listing/params';
import { users } from '../user/schema';
import { isPending, queueGroupOf, queueItems } from './moderation-queue';
import { allowedActions, goneTarget, ownersByIds } from './moderation-state';
import { reportAnswers, reports } from './schema';
import { reporterRecords } from './standing';
import { findTarget, personName } from './targets';
import type { ReportTarget } from './targets';

export const CASE_NOT_FOUND = 'Nothing reported here.';

/** How a report by Kampus itself (the prohibited-items check) names its reporter. */
export const KAMPUS_REPORTER = {
  id: 'kampus',
  name: 'Kampus (automatic check)',
  email: 'support@kampus.ng',
  reports: 0,
  dismissed: 0,
  ignored: false,
  counts: false,
};

/** Messages around each reported or flagged one that the case shows. */
const AROUND_REPORTED = 3;
const AROUND_FLAGGED = 1;
/** Flagged messages of a person or a listing's conversations that the case shows, newest. */
const FLAGGED_SHOWN = 10;

async function caseReports(db: Database, target: ReportTarget): Promise<(typeof reports.$inferSelect)[]> {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.targetKind, target.kind), eq(reports.targetId, target.id)))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

async function withReporters(db: Database, rows: (typeof reports.$inferSelect)[]): Promise<ModerationReport[]> {
  const ids = rows.flatMap((row) => (row.reporterId ? [row.reporterId] : []));
  const records = await reporterRecords(db, ids);
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
          .from(users)
          .where(inArray(users.id, [...new Set(ids)]));
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => {
    const person = row.reporterId ? byId.get(row.reporterId) : undefined;
    const record = (row.reporterId && records.get(row.reporterId)) || { reports: 0, dismissed: 0, ignored: false };
    return {
      id: row.id,
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reporter: person
        ? { id: person.id, name: personName(person), email: person.email, ...record, counts: row.counts }
        : KAMPUS_REPORTER,
    };
  });
}

/** The messages at the heart of the case: the reported one, or the owner's flagged ones (of the listing's conversations). */
async function centreMessages(db: Database, target: ReportTarget): Promise<{ id: string; around: number }[]> {
  if (target.kind === 'message') return [{ id: target.id, around: AROUND_REPORTED }];
  const about = target.kind === 'person' ? undefined : eq(chats.listingId, target.id);
  const flagged = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(eq(chatMessages.senderId, target.ownerId), eq(chatMessages.offPlatform, true), about))
    .orderBy(desc(chatMessages.createdAt))
    .limit(FLAGGED_SHOWN);
  return flagged.map((row) => ({ id: row.id, around: AROUND_FLAGGED }));
}

/** The reported or flagged messages with their neighbours in the conversation, oldest first. */
async function caseMessages(db: Database, target: ReportTarget): Promise<ModerationMessage[]> {
  const centres = await centreMessages(db, target);
  const found = new Map<string, { row: typeof chatMessages.$inferSelect; senderName: string }>();
  for (const centre of centres) {
    const [at] = await db
      .select({ chatId: chatMessages.chatId, seq: chatMessages.seq })
      .from(chatMessages)
      .where(eq(chatMessages.id, centre.id));
    if (!at) continue;
    const rows = await db
      .select({ row: chatMessages, firstname: users.firstname, lastname: users.lastname })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.senderId))
      .where(and(eq(chatMessages.chatId, at.chatId), between(chatMessages.seq, at.seq - centre.around, at.seq + centre.around)))
      .orderBy(asc(chatMessages.seq));
    for (const { row, ...sender } of rows) found.set(row.id, { row, senderName: personName(sender) });
  }
  const ids = [...found.keys()];
  const reported = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: reports.targetId })
            .from(reports)
            .where(and(eq(reports.targetKind, 'message'), inArray(reports.targetId, ids)))
        ).map((row) => row.id),
  );
  return [...found.values()]
    .sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime() || a.row.seq - b.row.seq)
    .map(({ row, senderName }) => ({
      id: row.id,
      chatId: row.chatId,
      senderName,
      fromOwner: row.senderId === target.ownerId,
      message: row.body,
      offPlatform: row.offPlatform,
      reported: reported.has(row.id),
      sentAt: row.createdAt.toISOString(),
    }));
}

async function ownerHistory(db: Database, ownerId: string): Promise<ModerationCase['ownerHistory']> {
  const [tally] = await db
    .select({
      reports: count(),
      actioned: sql<number>`count(*) filter (where ${reports.status} = 'actioned')`.mapWith(Number),
      dismissed: sql<number>`count(*) filter (where ${reports.status} = 'dismissed')`.mapWith(Number),
    })
    .from(reports)
    .where(eq(reports.targetOwnerId, ownerId));
  const [suspensions] = await db
    .select({ n: count() })
    .from(auditEntries)
    .where(
      and(eq(auditEntries.targetType, 'user'), eq(auditEntries.targetId, ownerId), eq(auditEntries.action, 'person.suspend')),
    );
  return {
    reports: tally?.reports ?? 0,
    actioned: tally?.actioned ?? 0,
    dismissed: tally?.dismissed ?? 0,
    suspensions: suspensions?.n ?? 0,
  };
}

/**
 * GET /v1/admin/moderation/{kind}/{id}: the target with its owner, every report newest first
 * with each reporter's record, the owner's answers, the messages in question, the owner's
 * history and the actions the caller may take now. 404 for a target that neither exists nor
 * was reported (a listing deleted since still shows, for its reports).
 */
export async function moderationCase(db: Database, kind: ReportTargetKind, id: string, role: UserRole): Promise<ModerationCase> {
  if (!isUuid(id)) throw notFound(CASE_NOT_FOUND);
  const found = await findTarget(db, kind, id);
  const rows = found ? await caseReports(db, found) : await caseReports(db, goneTarget({ kind, id }, ''));
  const target = found ?? (rows[0] ? goneTarget({ kind, id }, rows[0].targetOwnerId) : undefined);
  if (!target) throw notFound(CASE_NOT_FOUND);
  const group = await queueGroupOf(db, target, target.ownerId);
  const [line] = await queueItems(db, [group]);
  if (!line) throw notFound(CASE_NOT_FOUND);
  const owner = (await ownersByIds(db, [target.ownerId])).get(target.ownerId);
  const answers = await db
    .select({ id: reportAnswers.id, answer: reportAnswers.answer, createdAt: reportAnswers.createdAt })
    .from(reportAnswers)
    .where(and(eq(reportAnswers.targetKind, target.kind), eq(reportAnswers.targetId, target.id)))
    .orderBy(desc(reportAnswers.createdAt), desc(reportAnswers.id));
  return {
    ...line,
    reports: await withReporters(db, rows),
    answers: answers.map((answer) => ({ ...answer, createdAt: answer.createdAt.toISOString() })),
    messages: await caseMessages(db, target),
    ownerHistory: await ownerHistory(db, target.ownerId),
    actions: allowedActions(target, owner, isPending(group), role),
  };
}
