/** MSW handlers for the ledger stories (story files only; the app never imports this module). */
import type { LedgerCheckRunView, PlatformFeesMonth, ProviderClearing } from '../../contract';
import { getAnswers, postsRecorded, type Reply, type Source } from '../../stories/msw/console';
import { fail, ok } from '../../stories/msw/respond';

export { fail, ok };

/** The three reads of the ledger screen. */
export function ledgerIs(data: {
  checks: Source<LedgerCheckRunView[]>;
  clearing: Source<ProviderClearing>;
  fees: Source<PlatformFeesMonth[]>;
}) {
  return [
    getAnswers('/v1/admin/ledger/checks', data.checks),
    getAnswers('/v1/admin/ledger/clearing', data.clearing),
    getAnswers('/v1/admin/ledger/fees', data.fees),
  ];
}

/** POST /v1/admin/ledger/checks answering `run()` (201) or a refusal. */
export function runCheckAnswers(run: () => Reply<LedgerCheckRunView>) {
  return postsRecorded(
    '/v1/admin/ledger/checks',
    [],
    () => null,
    run,
    () => 201,
  );
}
