import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { RequestRecord } from '../http/access-log';
import type { Logger } from '../logger';
import { describeError } from '../logger';
import { oldestDueTimerAgeSeconds, outboxBacklog } from './backlog';
import { LedgerStatus } from './ledger-status';

type Deps = { db: Database; clock: Clock; logger: Logger };

/** Request durations from a few milliseconds (a cached catalogue page) to a slow upload. */
const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's metrics in Prometheus' text format, in a registry of its own (tests build many apps
 * in one process; prom-client's global registry would mix them). Requests are counted as they
 * are answered; everything else is read when /metrics is scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  private processMetricsStarted = false;

  constructor(private readonly deps: Deps) {
    const registers = [this.registry];
    const labelNames = ['method', 'route', 'status'] as const;
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames,
      registers,
    });
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer being ready, by method, route pattern and status.',
      labelNames,
      buckets: DURATION_BUCKETS_SECONDS,
      registers,
    });
    this.registerDatabaseGauges(registers);
    this.registerPoolGauges(registers);
  }

  observeRequest(request: RequestRecord): void {
    const labels = { method: request.method, route: request.route, status: String(request.status) };
    this.requests.inc(labels);
    this.durations.observe(labels, request.durationMs / 1000);
  }

  /** The text for a scrape. */
  async render(): Promise<string> {
    // Started by the first scrape: their event-loop and GC observers would cost every test app.
    if (!this.processMetricsStarted) {
      collectDefaultMetrics({ register: this.registry });
      this.processMetricsStarted = true;
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Read at each scrape; a reading the database could not give is NaN (unknown), never a made-up 0. */
  private registerDatabaseGauges(registers: Registry[]): void {
    const { db, clock, logger } = this.deps;
    const unknownOnFailure = async (metric: string, gauge: Gauge, read: () => Promise<void>) => {
      try {
        await read();
      } catch (error) {
        gauge.reset();
        gauge.set(Number.NaN);
        logger.warn('a /metrics reading failed', { metric, ...describeError(error) });
      }
    };
    new Gauge({
      name: 'kampus_oldest_due_timer_age_seconds',
      help: 'Seconds since the oldest order or ticket-order timer that is due but not applied fell due (0: none).',
      registers,
      async collect() {
        await unknownOnFailure('kampus_oldest_due_timer_age_seconds', this, async () =>
          this.set(await oldestDueTimerAgeSeconds(db, clock.now())),
        );
      },
    });
    new Gauge({
      name: 'kampus_outbox_backlog',
      help: 'Work waiting in an outbox: notification e-mails not yet sent, withdrawals not yet accepted by the provider.',
      labelNames: ['outbox'],
      registers,
      async collect() {
        await unknownOnFailure('kampus_outbox_backlog', this, async () => {
          const backlog = await outboxBacklog(db);
          this.set({ outbox: 'notification_emails' }, backlog.notificationEmails);
          this.set({ outbox: 'withdrawal_transfers' }, backlog.withdrawalTransfers);
        });
      },
    });
    // Both gauges ask for the current result; the second joins the check the first started.
    const ledger = new LedgerStatus(db, clock, logger);
    new Gauge({
      name: 'kampus_ledger_check_ok',
      help: 'The last ledger check: 1 balanced, 0 differences found (npm run admin -- ledger-check). Run every 5 minutes while scraped.',
      registers,
      async collect() {
        const result = await ledger.current();
        this.set(result ? Number(result.ok) : Number.NaN);
      },
    });
    new Gauge({
      name: 'kampus_ledger_check_timestamp_seconds',
      help: 'When the last ledger check that ran to the end read the ledger (Unix time).',
      registers,
      async collect() {
        const result = await ledger.current();
        this.set(result ? result.at.getTime() / 1000 : Number.NaN);
      },
    });
  }

  /** PostgreSQL's connection pool; the embedded database has none, and no such gauges. */
  private registerPoolGauges(registers: Registry[]): void {
    // Drizzle keeps its driver's client on the instance; the shared Database type does not name it.
    const pool = (this.deps.db as { $client?: unknown }).$client;
    if (!(pool instanceof pg.Pool)) return;
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    gauge(
      'kampus_db_pool_in_use',
      'Database connections running a query or transaction.',
      () => pool.totalCount - pool.idleCount,
    );
    gauge('kampus_db_pool_idle', 'Open database connections waiting for work.', () => pool.idleCount);
    gauge('kampus_db_pool_waiting', 'Queries waiting for a free database connection.', () => pool.waitingCount);
    gauge('kampus_db_pool_max', 'The most connections the pool opens (DATABASE_POOL_MAX).', () => pool.options.max ?? 10);
  }
}
