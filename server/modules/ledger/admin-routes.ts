import { Hono } from 'hono';
import type {
  LedgerCheckListResponse,
  LedgerCheckRunResponse,
  LedgerCheckRunView,
  PlatformFeesResponse,
  ProviderClearingResponse,
} from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import type { Services } from '../../services';
import { requirePermission, staffActor } from '../staff/guard';
import { runAndRecordLedgerCheck } from './check';
import type { LedgerCheckRun } from './check';
import { recentLedgerChecks } from './check-runs';
import { platformFeesByMonth, providerClearing } from './provider-clearing';

function runView(run: LedgerCheckRun): LedgerCheckRunView {
  const { report } = run;
  return {
    id: run.id,
    ranAt: run.ranAt.toISOString(),
    ranBy: run.actorEmail,
    ok: run.ok,
    accounts: report.accounts,
    transactions: report.transactions,
    entries: report.entries,
    balanceDifferences: report.balanceDifferences,
    unbalancedTransactions: report.unbalancedTransactions,
    negativeBalances: report.negativeBalances,
  };
}

/** /v1/admin/ledger: check runs (and running one), provider clearing against the provider's balance, fees by month. */
export function ledgerAdminRoutes(services: Services) {
  const { db, clock } = services;
  return new Hono<AppEnv>()
    .get('/checks', requirePermission('ledger.read'), async (c) => {
      const body: LedgerCheckListResponse = { data: (await recentLedgerChecks(db)).map(runView) };
      return c.json(body);
    })
    .post('/checks', requirePermission('ledger.check'), async (c) => {
      const run = await runAndRecordLedgerCheck(db, staffActor(c), clock.now());
      const body: LedgerCheckRunResponse = { data: runView(run) };
      return c.json(body, 201);
    })
    .get('/clearing', requirePermission('ledger.read'), async (c) => {
      const body: ProviderClearingResponse = { data: await providerClearing(services) };
      return c.json(body);
    })
    .get('/fees', requirePermission('ledger.read'), async (c) => {
      const body: PlatformFeesResponse = { data: await platformFeesByMonth(db) };
      return c.json(body);
    });
}
