/**
 * A Kampus cluster on this machine: PostgreSQL (a throwaway one, or DATABASE_URL), the local
 * S3-compatible store, N replicas of server/main.ts started all at once, and haproxy in front.
 * Used by `npm run cluster` (main.ts) and the cluster test (cluster-test.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHaproxy } from './haproxy';
import type { Balancer } from './haproxy';
import { freePort, waitForStatus } from './net';
import { startObjectStore } from './object-store';
import type { ObjectStore } from './object-store';
import { startThrowawayPostgres } from './postgres';
import type { ThrowawayPostgres } from './postgres';
import { createReplica } from './replica';
import type { Replica, ReplicaExit } from './replica';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ClusterOptions {
  replicas: number;
  /** Use this database instead of starting a throwaway PostgreSQL. */
  databaseUrl?: string;
  balancerPort?: number;
  /** DEMO_DATA for the replicas (the first to create the database seeds the demo accounts). */
  demoData: boolean;
  /** More environment for every replica. */
  env?: Record<string, string>;
  /** Progress lines (the CLI prints them to stderr). */
  progress?: (line: string) => void;
  onReplicaExit?: (exit: ReplicaExit) => void;
}

export interface Cluster {
  workDir: string;
  databaseUrl: string;
  /** Present when the cluster started its own PostgreSQL (it can then be restarted). */
  postgres: ThrowawayPostgres | undefined;
  objectStore: ObjectStore;
  replicas: Replica[];
  balancer: Balancer;
  staticDir: string | undefined;
  /** Replicas that did not come up when all were started at once (each was then started again). */
  startFailures: string[];
  /** Stops everything: replicas (SIGTERM, drained), balancer, object store, PostgreSQL. */
  stop(): Promise<void>;
  /** Last resort on process exit: SIGKILL to every child, PostgreSQL stopped at once. */
  killNow(): void;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const progress = options.progress ?? (() => undefined);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-cluster-'));
  let postgres: ThrowawayPostgres | undefined;
  let objectStore: ObjectStore | undefined;
  let balancer: Balancer | undefined;
  const replicas: Replica[] = [];

  const killNow = () => {
    for (const replica of replicas) replica.child?.kill('SIGKILL');
    balancer?.child.kill('SIGKILL');
    postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      progress('starting PostgreSQL (scripts/ci/start-postgres.sh)...');
      postgres = await startThrowawayPostgres(repoRoot);
      databaseUrl = postgres.url;
    }
    progress('starting the local S3-compatible store...');
    objectStore = await startObjectStore(path.join(workDir, 's3'));

    const staticDir = existsSync(path.join(repoRoot, 'dist/web/index.html')) ? path.join(repoRoot, 'dist/web') : undefined;
    const balancerPort = options.balancerPort ?? (await freePort());
    const ports: number[] = [];
    for (let index = 0; index < options.replicas; index += 1) ports.push(await freePort());
    const balancerUrl = `http://127.0.0.1:${balancerPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      KAMPUS_MODE: 'demo',
      NODE_ENV: '',
      JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      // Links in mails and the sandbox's payment page lead through the balancer.
      PUBLIC_ORIGIN: balancerUrl,
      DEMO_DATA: options.demoData ? '1' : '0',
      SMTP_URL: '',
      STATIC_DIR: staticDir ?? '',
      ...objectStore.env,
      ...options.env,
    };
    for (const [index, port] of ports.entries()) {
      const dataDir = path.join(workDir, `replica-${index + 1}`);
      mkdirSync(dataDir, { recursive: true });
      replicas.push(
        createReplica({
          index: index + 1,
          port,
          env: { ...env, DATA_DIR: dataDir },
          repoRoot,
          logFile: path.join(workDir, `replica-${index + 1}.log`),
          onExit: options.onReplicaExit,
        }),
      );
    }

    progress(`starting haproxy on ${balancerUrl}...`);
    balancer = await startHaproxy(
      workDir,
      balancerPort,
      replicas.map((replica) => ({ name: `replica${replica.index}`, port: replica.port })),
    );

    progress(`starting ${replicas.length} replicas at once...`);
    const results = await Promise.allSettled(replicas.map((replica) => replica.start()));
    const startFailures: string[] = [];
    for (const [index, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      const message = result.reason instanceof Error ? result.reason.message : String(result.reason);
      startFailures.push(`replica ${index + 1}: ${message.split('\n').slice(0, 8).join('\n')}`);
      progress(`replica ${index + 1} did not come up with the others; starting it again`);
      await replicas[index]?.start();
    }

    // haproxy sends traffic to a replica after two good health checks: the URLs printed work.
    await waitForStatus(`${balancer.url}/v1/health/ready`, 30_000).catch((error: unknown) =>
      progress(`the balancer is not ready yet: ${error instanceof Error ? error.message : String(error)}`),
    );
    const started = { balancer, objectStore, postgres };
    return {
      workDir,
      databaseUrl,
      postgres,
      objectStore,
      replicas,
      balancer,
      staticDir,
      startFailures,
      killNow,
      stop: async () => {
        await Promise.all(replicas.map((replica) => replica.stop()));
        await started.balancer.stop();
        await started.objectStore.stop();
        started.postgres?.stop();
        rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await objectStore?.stop().catch(() => undefined);
    killNow();
    throw error;
  }
}
