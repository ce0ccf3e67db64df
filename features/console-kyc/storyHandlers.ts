/**
 * MSW handlers for the KYC queue's stories, built from contract types and the feature's fixtures.
 * Used by story files only (the app never imports this module).
 */
import { delay, http, HttpResponse } from 'msw';
import type { AdminKycCase, AdminKycSubmission, AuditEntry } from '../../contract';

export function ok<T>(payload: T, status = 200) {
  return HttpResponse.json({ data: payload }, { status });
}

export function fail(status: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

async function never(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

/** GET /v1/admin/kyc: `queue()`, or never answering. */
export function queueIs(queue: (() => AdminKycSubmission[] | Response) | 'pending') {
  return http.get('/v1/admin/kyc', () => {
    if (queue === 'pending') return never();
    const answer = queue();
    return answer instanceof Response ? answer : ok(answer);
  });
}

/** GET /v1/admin/kyc/{id}: `kase(id)`, or never answering. */
export function caseIs(kase: ((id: string) => AdminKycCase | Response) | 'pending') {
  return http.get('/v1/admin/kyc/:id', ({ params }) => {
    if (kase === 'pending') return never();
    const answer = kase(String(params.id));
    return answer instanceof Response ? answer : ok(answer);
  });
}

export interface DecisionSeen {
  id: string;
  decision: string;
  body: unknown;
}

/** POST /v1/admin/kyc/{id}/{approve|reject}, answered by `reply`, each request recorded in `seen`. */
export function decisionsAnswer(
  seen: DecisionSeen[],
  reply: (id: string, decision: string, body: unknown) => AdminKycSubmission | Response,
) {
  return http.post('/v1/admin/kyc/:id/:decision', async ({ params, request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    seen.push({ id: String(params.id), decision: String(params.decision), body });
    await delay(50);
    const answer = reply(String(params.id), String(params.decision), body);
    return answer instanceof Response ? answer : ok(answer);
  });
}

/** GET /v1/admin/audit (the case's trail): `entries`, one page. */
export function auditIs(entries: AuditEntry[]) {
  return http.get('/v1/admin/audit', () => HttpResponse.json({ data: entries, nextBefore: null }));
}
