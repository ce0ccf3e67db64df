/** MSW handlers for the payouts stories (story files only; the app never imports this module). */
import type { AdminPayout, AdminPayoutList, WithdrawalStatus } from '../../contract';
import { getAnswers, postsRecorded, type Reply } from '../../stories/msw/console';
import { fail, ok } from '../../stories/msw/respond';
import { emptyList } from './fixtures';

export { fail, ok };

/** GET /v1/admin/payouts?status=: `lists()` of that status (the empty list for any other), or never answering. */
export function payoutsAre(lists: (() => Partial<Record<WithdrawalStatus, AdminPayoutList>>) | 'pending') {
  return getAnswers(
    '/v1/admin/payouts',
    lists === 'pending' ? lists : (_params, query) => lists()[(query.get('status') ?? 'failed') as WithdrawalStatus] ?? emptyList,
  );
}

export interface DecisionSeen {
  id: string;
  decision: string;
  body: unknown;
}

/** POST /v1/admin/payouts/{id}/{retry|return}, answered by `reply`, each request recorded in `seen`. */
export function decisionsAnswer(seen: DecisionSeen[], reply: (payout: string, decision: string) => Reply<AdminPayout>) {
  return postsRecorded(
    '/v1/admin/payouts/:id/:decision',
    seen,
    (params, body) => ({ id: String(params.id), decision: String(params.decision), body }),
    (request) => reply(request.id, request.decision),
  );
}
