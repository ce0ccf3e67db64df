/**
 * MSW handlers for the ledger stories, built from contract types and the feature's fixtures.
 * Used by story files only (the app never imports this module).
 */
import { delay, http, HttpResponse } from 'msw';
import type { LedgerCheckRunView, PlatformFeesMonth, ProviderClearing } from '../../contract';

export function ok<T>(payload: T, status = 200) {
  return HttpResponse.json({ data: payload }, { status });
}

export function fail(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

async function never(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

type Source<T> = (() => T) | 'pending';
const answer = <T>(source: Source<T>) => (source === 'pending' ? never() : ok(source()));

/** The three reads of the ledger screen. */
export function ledgerIs(data: {
  checks: Source<LedgerCheckRunView[]>;
  clearing: Source<ProviderClearing>;
  fees: Source<PlatformFeesMonth[]>;
}) {
  return [
    http.get('/v1/admin/ledger/checks', () => answer(data.checks)),
    http.get('/v1/admin/ledger/clearing', () => answer(data.clearing)),
    http.get('/v1/admin/ledger/fees', () => answer(data.fees)),
  ];
}

/** POST /v1/admin/ledger/checks answering `run()` (201) or a refusal. */
export function runCheckAnswers(run: () => LedgerCheckRunView | Response) {
  return http.post('/v1/admin/ledger/checks', async () => {
    await delay(50);
    const result = run();
    return result instanceof Response ? result : ok(result, 201);
  });
}
