/**
 * `npm run cluster -- --replicas N` (default 2): Kampus as it runs on several machines, on this
 * one. PostgreSQL (a throwaway cluster, or DATABASE_URL when set), the local S3-compatible store,
 * N replicas of the API (demo mode, one JWT_SECRET, TRUST_PROXY=1) started at once, and haproxy
 * health-checking them on /v1/health/ready. Serves the built web app (dist/web) when there is
 * one. Prints one line per piece on stdout; progress and each replica's log file on stderr.
 * Ctrl+C stops all of it. Options: --replicas N, --port P (the balancer's; default: a free one).
 */
import { startCluster } from './cluster';
import type { Cluster } from './cluster';
import { postgresAvailable, commandExists } from './postgres';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(name);
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : index >= 0 ? args[index + 1] : undefined;
}

function positiveInteger(name: string, fallback: number | undefined, max: number): number | undefined {
  const value = option(name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    console.error(`${name} must be a whole number from 1 to ${max}, got '${value}'`);
    process.exit(2);
  }
  return number;
}

const replicas = positiveInteger('--replicas', 2, 16) ?? 2;
const balancerPort = positiveInteger('--port', undefined, 65535);
const databaseUrl = process.env.DATABASE_URL || undefined;

if (!commandExists('haproxy')) {
  console.error('haproxy is not installed: apt-get install -y haproxy (Debian), then run this again.');
  process.exit(1);
}
if (!databaseUrl && !postgresAvailable()) {
  console.error('PostgreSQL is not installed (and installing it needs root): install it, or set DATABASE_URL.');
  process.exit(1);
}

const progress = (line: string) => console.error(`cluster: ${line}`);
let cluster: Cluster | undefined;
let stopping = false;

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  progress(`${signal}: stopping the replicas (drained), haproxy, the object store and PostgreSQL...`);
  try {
    await cluster?.stop();
    process.exit(0);
  } catch (error) {
    console.error(error);
    cluster?.killNow();
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGHUP', () => void stop('SIGHUP'));
// Whatever happens, nothing started here outlives this process.
process.on('exit', () => cluster?.killNow());

try {
  cluster = await startCluster({
    replicas,
    databaseUrl,
    balancerPort,
    demoData: true,
    progress,
    onReplicaExit: (exit) => {
      if (!exit.expected && !stopping)
        progress(`replica ${exit.replica} exited by itself (code ${exit.code}, signal ${exit.signal})`);
    },
  });
} catch (error) {
  console.error(`cluster: could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (stopping) await new Promise(() => undefined);

for (const failure of cluster.startFailures) progress(`started again after failing at the first start: ${failure}`);
for (const replica of cluster.replicas) progress(`replica ${replica.index} log: ${replica.logFile}`);
progress(`files: local S3-compatible store at ${cluster.objectStore.endpoint}, bucket ${cluster.objectStore.bucket}`);
if (cluster.staticDir) progress(`web app served from ${cluster.staticDir}`);
else progress('no web build in dist/web (npm run build): the API only');
for (const replica of cluster.replicas) console.log(`replica ${replica.index}: ${replica.url}`);
console.log(`balancer: ${cluster.balancer.url}`);
console.log(`database: ${cluster.databaseUrl}`);
progress('Ctrl+C stops everything.');
