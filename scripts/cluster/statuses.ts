/**
 * Judges every answer of the run against what was happening when it was given: a replica killed
 * (its requests in flight may be cut: 502 or no answer, for a moment), the database restarting
 * (503 with Retry-After, until the replicas are ready again). Anything else must not be a 5xx.
 */
import type { Exchange } from './http-log';

export interface Window {
  from: number;
  to: number;
}

const within = (exchange: Exchange, window: Window | undefined) =>
  window !== undefined && exchange.endedAt >= window.from && exchange.startedAt <= window.to;

export interface StatusJudgement {
  counts: string;
  serverErrors: Exchange[];
  misplaced503: Exchange[];
  misplacedCuts: Exchange[];
  /** 503s that a replica (not the balancer) gave without Retry-After. */
  without503RetryAfter: Exchange[];
  byReplica: string;
}

export function judgeStatuses(
  exchanges: Exchange[],
  killed: Window | undefined,
  databaseAway: Window | undefined,
): StatusJudgement {
  const tally = new Map<string, number>();
  const replicas = new Map<string, number>();
  for (const exchange of exchanges) {
    const key = exchange.status === 0 ? 'no answer' : String(exchange.status);
    tally.set(key, (tally.get(key) ?? 0) + 1);
    if (exchange.replica) replicas.set(exchange.replica, (replicas.get(exchange.replica) ?? 0) + 1);
  }
  const counts = [...tally.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  return {
    counts,
    byReplica: [...replicas.entries()].map(([name, n]) => `${name}: ${n}`).join(', '),
    serverErrors: exchanges.filter((exchange) => exchange.status === 500),
    misplaced503: exchanges.filter((exchange) => exchange.status === 503 && !within(exchange, databaseAway)),
    misplacedCuts: exchanges.filter(
      (exchange) => (exchange.status === 0 || (exchange.status > 500 && exchange.status !== 503)) && !within(exchange, killed),
    ),
    without503RetryAfter: exchanges.filter((exchange) => exchange.status === 503 && exchange.replica && !exchange.retryAfter),
  };
}

export function describeExchanges(exchanges: Exchange[], start: number, limit = 6): string {
  return (
    exchanges
      .slice(0, limit)
      .map(
        (exchange) =>
          `${exchange.method} ${exchange.route} → ${exchange.status || exchange.error} at +${((exchange.endedAt - start) / 1000).toFixed(1)} s` +
          (exchange.replica ? ` (${exchange.replica})` : ''),
      )
      .join('; ') + (exchanges.length > limit ? ` (+${exchanges.length - limit} more)` : '')
  );
}
