import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { REPORT_TARGET_NOT_FOUND } from '../../../contract';
import type { OwnerAnswerResponse, ownerAnswerBodySchema } from '../../../contract';
import { notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { reportAnswers, reports } from './schema';
import { findTarget } from './targets';

/**
 * POST /v1/reports/answer: the owner of a reported listing, profile or message tells staff their
 * side; staff read it in the moderation case. Only the owner of something reported may answer:
 * anyone else, or a target never reported, is answered 404 (whether a report exists is not told).
 */
export async function answerReports(
  services: Services,
  ownerId: string,
  input: v.InferOutput<typeof ownerAnswerBodySchema>,
): Promise<OwnerAnswerResponse['data']> {
  const { db, clock } = services;
  const target = await findTarget(db, input.targetKind, input.targetId);
  if (!target || target.ownerId !== ownerId) throw notFound(REPORT_TARGET_NOT_FOUND);
  const [reported] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetKind, target.kind), eq(reports.targetId, target.id)))
    .limit(1);
  if (!reported) throw notFound(REPORT_TARGET_NOT_FOUND);
  const now = clock.now();
  const id = randomUUID();
  await db
    .insert(reportAnswers)
    .values({ id, ownerId, targetKind: target.kind, targetId: target.id, answer: input.answer, createdAt: now });
  return { id, createdAt: now.toISOString() };
}
