/**
 * `npm run bench:api -- --cluster`: the same catalogue search and checkout as the API bench, on
 * PostgreSQL, through haproxy in front of one replica and then in front of two (the cluster of
 * scripts/cluster/), reported side by side with their ratio. On 2 cores two replicas share the
 * same CPUs as one: the point is that nothing is lost by running several, not a gain.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import type { Request as AutocannonRequest } from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { productionArgon2 } from '../../server/config';
import { PasswordHasher } from '../../server/crypto/passwords';
import type { Database } from '../../server/db/database';
import { createScratchDatabase } from '../../server/db/scratch-database';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import { startCluster } from '../cluster/cluster';
import { startHaproxy } from '../cluster/haproxy';
import { freePort } from '../cluster/net';
import { placeOrderRequests, searchRequests } from './bench-requests';
import { seedCatalogue } from './catalogue-seed';
import { BENCH_ORDER_BUYER_PASSWORD, seedOrders } from './order-seed';

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function measure(url: string, requests: AutocannonRequest[], connections: number, duration: number): Promise<Measured> {
  const result = await autocannon({ url, requests, connections, duration });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

export async function benchCluster(options: {
  durationS: number;
  connections: number;
  adminUrl: string | undefined;
}): Promise<boolean> {
  const { durationS, connections } = options;
  const progress = (line: string) => console.error(`[cluster] ${line}`);
  const scratch: ScratchDatabase | undefined = options.adminUrl
    ? await createScratchDatabase(options.adminUrl, 'kampus_bench_cluster')
    : undefined;
  const cluster = await startCluster({
    replicas: 2,
    databaseUrl: scratch?.url,
    demoData: false,
    env: { RATE_LIMITS: 'relaxed' },
    progress,
  });
  const stopAll: Array<() => Promise<void>> = [];
  try {
    const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    const db = drizzle({ client: pool }) as unknown as Database;
    progress('seeding 10,000 products and the order bench products...');
    await seedCatalogue(db);
    const ordersSeed = await seedOrders(db, await new PasswordHasher(productionArgon2).hash(BENCH_ORDER_BUYER_PASSWORD), 0);
    await pool.end();

    const [first] = cluster.replicas;
    if (!first) throw new Error('the cluster has no replica');
    const single = await startHaproxy(cluster.workDir, await freePort(), [{ name: 'replica1', port: first.port }]);
    stopAll.push(() => single.stop());
    const login = await fetch(`${cluster.balancer.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ordersSeed.buyer),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const headers = { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' };

    const endpoints = [
      { name: 'GET /v1/products?search=…', requests: searchRequests() },
      { name: 'POST /v1/orders', requests: placeOrderRequests(ordersSeed, headers) },
    ];
    const rows: string[][] = [];
    let failures = 0;
    for (const endpoint of endpoints) {
      await autocannon({ url: cluster.balancer.url, requests: endpoint.requests, connections: 2, duration: 3 }); // warm-up, both replicas
      progress(`${endpoint.name}: one replica behind haproxy, ${connections} connections, ${durationS} s`);
      const one = await measure(single.url, endpoint.requests, connections, durationS);
      progress(`${endpoint.name}: two replicas behind haproxy, ${connections} connections, ${durationS} s`);
      const two = await measure(cluster.balancer.url, endpoint.requests, connections, durationS);
      failures += one.failed + two.failed;
      rows.push([
        endpoint.name,
        String(one.rps),
        String(two.rps),
        one.rps > 0 ? (two.rps / one.rps).toFixed(2) : '-',
        `${one.p50} / ${one.p99}`,
        `${two.p50} / ${two.p99}`,
        String(one.failed + two.failed),
      ]);
    }
    const header = [
      'endpoint',
      '1 replica req/s',
      '2 replicas req/s',
      'ratio',
      '1 replica p50/p99 ms',
      '2 replicas p50/p99 ms',
      'failed',
    ];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
    const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
    console.log(
      `\nCluster bench on PostgreSQL: haproxy in front of 1, then 2 replicas, ${connections} connections, ${durationS} s each, ` +
        `${os.availableParallelism()} CPUs (ratio = 2 replicas / 1 replica; on 2 cores, near 1 means nothing lost)`,
    );
    console.log(format(header));
    console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    for (const row of rows) console.log(format(row));
    if (failures > 0)
      console.log('\nSome requests failed (non-2xx or connection errors): the figures above are not trustworthy.');
    return failures === 0;
  } finally {
    for (const stop of stopAll) await stop();
    await cluster.stop();
    await scratch?.drop();
  }
}
