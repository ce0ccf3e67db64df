// Starts the local S3-compatible server (@20minutes/s3rver, scripts/lib/local-s3.ts) on
// 127.0.0.1 in the background and prints
//   export TEST_S3_ENDPOINT=... TEST_S3_BUCKET=... (and the keys and region)
// so that CI can run:  eval "$(node --import tsx scripts/ci/start-s3.ts)"
// The server outlives this script (as scripts/ci/start-postgres.sh's PostgreSQL does); how to
// stop it goes to stderr. `--port N` picks the port (any free one otherwise).
// Run with `--serve DIR` it is that background server itself.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalS3 } from '../lib/local-s3';
import type { LocalS3 } from '../lib/local-s3';

const READY_FILE = 'ready.json';
const LOG_FILE = 'server.log';
const START_TIMEOUT_MS = 30_000;

type Ready = Omit<LocalS3, 'stop' | 'env'> & { pid: number };

const log = (message: string) => process.stderr.write(`start-s3: ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portArgument(args: string[]): number | undefined {
  const index = args.indexOf('--port');
  if (index === -1) return undefined;
  const port = Number(args[index + 1]);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port needs a port number, got '${args[index + 1]}'`);
  return port;
}

/** The background server: runs until SIGTERM or SIGINT, then stops cleanly. */
async function serve(dir: string, port: number | undefined): Promise<void> {
  const s3 = await startLocalS3({ dataDir: path.join(dir, 'objects'), port });
  const ready: Ready = {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    pid: process.pid,
  };
  // Written whole, then renamed: the launcher never reads half a file.
  writeFileSync(path.join(dir, `${READY_FILE}.tmp`), JSON.stringify(ready));
  renameSync(path.join(dir, `${READY_FILE}.tmp`), path.join(dir, READY_FILE));
  console.log(`local S3 listening on ${s3.endpoint}, bucket ${s3.bucket}`);
  const stop = () => void s3.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function launch(port: number | undefined): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kampus-s3.'));
  const logPath = path.join(dir, LOG_FILE);
  const logFd = openSync(logPath, 'a');
  const script = fileURLToPath(import.meta.url);
  const root = path.resolve(path.dirname(script), '../..');
  const args = ['--import', 'tsx', script, '--serve', dir, ...(port === undefined ? [] : ['--port', String(port)])];
  // Its own process group, no terminal, output to a file: it lives on after this script.
  const child = spawn(process.execPath, args, { cwd: root, detached: true, stdio: ['ignore', logFd, logFd] });
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  child.unref();

  const deadline = Date.now() + START_TIMEOUT_MS;
  const readyPath = path.join(dir, READY_FILE);
  while (!existsSync(readyPath)) {
    if (exited !== undefined || Date.now() > deadline) {
      process.stderr.write(readFileSync(logPath, 'utf8'));
      if (exited === undefined) child.kill();
      throw new Error(exited !== undefined ? `the server exited (${exited})` : 'the server did not start in time');
    }
    await sleep(100);
  }
  const ready = JSON.parse(readFileSync(readyPath, 'utf8')) as Ready;
  const probe = await fetch(`${ready.endpoint}/${ready.bucket}`, { method: 'HEAD' });
  if (!probe.ok) throw new Error(`the bucket ${ready.bucket} answers ${probe.status}`);

  log(
    `local S3 (@20minutes/s3rver) on ${ready.endpoint}, bucket ${ready.bucket} (objects and log in ${dir}; stop: kill ${ready.pid})`,
  );
  const quote = (value: string) => `'${value.replace(/'/g, () => `'\\''`)}'`;
  const exports = {
    TEST_S3_ENDPOINT: ready.endpoint,
    TEST_S3_BUCKET: ready.bucket,
    TEST_S3_ACCESS_KEY_ID: ready.accessKeyId,
    TEST_S3_SECRET_ACCESS_KEY: ready.secretAccessKey,
    TEST_S3_REGION: ready.region,
  };
  for (const [name, value] of Object.entries(exports)) console.log(`export ${name}=${quote(value)}`);
}

const args = process.argv.slice(2);
const serveIndex = args.indexOf('--serve');
const serveDir = serveIndex === -1 ? undefined : args[serveIndex + 1];
const run = serveDir
  ? serve(serveDir, portArgument(args))
  : // The probe's keep-alive socket would hold this process a few seconds more.
    launch(portArgument(args)).then(() => process.exit(0));
run.catch((error: unknown) => {
  log(`failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
