import { MINUTE } from '../clock';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { describeError } from '../logger';
import { ledgerCheck } from '../modules/ledger/check';

export interface LedgerCheckResult {
  ok: boolean;
  /** When the check's snapshot was read (the clock's time). */
  at: Date;
}

/** A check older than this is run again at the next scrape. */
export const LEDGER_CHECK_EVERY_MS = 5 * MINUTE;
/** How long a scrape waits for a check it started; a slower one finishes for the scrape after. */
const SCRAPE_WAITS_MS = 3000;

/**
 * The ledger check (server/modules/ledger/check.ts) for /metrics: run when a scrape finds the
 * last result older than `LEDGER_CHECK_EVERY_MS`, one at a time, so a replica nobody watches
 * checks nothing and one scraped every 15 s checks every 5 minutes. A failed check (the database
 * away) keeps the last result, whose time then shows how old it is.
 */
export class LedgerStatus {
  private last: LedgerCheckResult | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly waitMs = SCRAPE_WAITS_MS,
  ) {}

  async current(): Promise<LedgerCheckResult | undefined> {
    const stale = !this.last || this.clock.now().getTime() - this.last.at.getTime() >= LEDGER_CHECK_EVERY_MS;
    if (stale && !this.running) {
      this.running = this.check().finally(() => {
        this.running = undefined;
      });
    }
    if (this.running) await waitAtMost(this.running, this.waitMs);
    return this.last;
  }

  private async check(): Promise<void> {
    const at = this.clock.now();
    try {
      const report = await ledgerCheck(this.db);
      this.last = { ok: report.ok, at };
      if (!report.ok) this.logger.error('ledger check found differences: run `npm run admin -- ledger-check`');
    } catch (error) {
      this.logger.warn('ledger check for /metrics failed', describeError(error));
    }
  }
}

async function waitAtMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}
