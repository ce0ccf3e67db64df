/**
 * MSW handlers for the payouts stories, built from contract types and the feature's fixtures.
 * Used by story files only (the app never imports this module).
 */
import { delay, http, HttpResponse } from 'msw';
import type { AdminPayout, AdminPayoutList, WithdrawalStatus } from '../../contract';
import { emptyList } from './fixtures';

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

/** GET /v1/admin/payouts?status=: `lists()` of that status (the empty list for any other), or never answering. */
export function payoutsAre(lists: (() => Partial<Record<WithdrawalStatus, AdminPayoutList>>) | 'pending') {
  return http.get('/v1/admin/payouts', ({ request }) => {
    if (lists === 'pending') return never();
    const status = (new URL(request.url).searchParams.get('status') ?? 'failed') as WithdrawalStatus;
    return ok(lists()[status] ?? emptyList);
  });
}

export interface DecisionSeen {
  id: string;
  decision: string;
  body: unknown;
}

/** POST /v1/admin/payouts/{id}/{retry|return}, answered by `reply`, each request recorded in `seen`. */
export function decisionsAnswer(seen: DecisionSeen[], reply: (payout: string, decision: string) => AdminPayout | Response) {
  return http.post('/v1/admin/payouts/:id/:decision', async ({ params, request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    seen.push({ id: String(params.id), decision: String(params.decision), body });
    await delay(50);
    const answer = reply(String(params.id), String(params.decision));
    return answer instanceof Response ? answer : ok(answer);
  });
}
