/**
 * The dispute desk's questions to a party of a disputed purchase, for every kind: asked by a
 * staff member, answered once by the party it was asked of, in the app.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DisputeKind, DisputeParty, PartyDisputeQuestion } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/api-error';
import { disputeQuestions } from './schema';

export type DisputeQuestionRow = typeof disputeQuestions.$inferSelect;

export const QUESTION_NOT_FOUND = 'Question not found';
export const QUESTION_ANSWERED = 'You have already answered this question.';

export async function insertQuestion(
  tx: Database,
  question: { kind: DisputeKind; orderId: string; party: DisputeParty; text: string; askedBy: string },
  now: Date,
): Promise<DisputeQuestionRow> {
  const [row] = await tx
    .insert(disputeQuestions)
    .values({ id: randomUUID(), ...question, askedAt: now })
    .returning();
  if (!row) throw new Error('dispute question not written');
  return row;
}

/** Every question of a purchase's dispute (or only those asked of `party`), oldest first. */
export function questionsOf(db: Database, kind: DisputeKind, orderId: string, party?: DisputeParty) {
  return db
    .select()
    .from(disputeQuestions)
    .where(
      and(
        eq(disputeQuestions.kind, kind),
        eq(disputeQuestions.orderId, orderId),
        party ? eq(disputeQuestions.party, party) : undefined,
      ),
    )
    .orderBy(asc(disputeQuestions.askedAt), asc(disputeQuestions.id));
}

export function toPartyQuestion(row: DisputeQuestionRow): PartyDisputeQuestion {
  return {
    id: row.id,
    text: row.text,
    askedAt: row.askedAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The answer of `party` to their question `questionId` of this purchase, once: 404 when no such
 * question was asked of them, 409 when it is answered already (also when two answers race).
 */
export async function answerQuestion(
  tx: Database,
  target: { kind: DisputeKind; orderId: string; party: DisputeParty; questionId: string },
  answer: string,
  now: Date,
): Promise<DisputeQuestionRow> {
  if (!uuidPattern.test(target.questionId)) throw notFound(QUESTION_NOT_FOUND);
  const mine = and(
    eq(disputeQuestions.id, target.questionId),
    eq(disputeQuestions.kind, target.kind),
    eq(disputeQuestions.orderId, target.orderId),
    eq(disputeQuestions.party, target.party),
  );
  const [answered] = await tx
    .update(disputeQuestions)
    .set({ answer, answeredAt: now })
    .where(and(mine, isNull(disputeQuestions.answeredAt)))
    .returning();
  if (answered) return answered;
  const [exists] = await tx.select({ id: disputeQuestions.id }).from(disputeQuestions).where(mine);
  throw exists ? conflict(QUESTION_ANSWERED) : notFound(QUESTION_NOT_FOUND);
}
