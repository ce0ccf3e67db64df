/**
 * A throwaway PostgreSQL for the cluster (scripts/ci/start-postgres.sh), which this machine may
 * restart (`pg_ctl restart -m fast`, as the cluster test does) and removes when it stops.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface ThrowawayPostgres {
  /** The cluster's own database on it (`kampus`), empty at first. */
  url: string;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when this resolves. */
  restartFast(): Promise<void>;
  /** Stops the server at once and deletes its data. */
  stop(): void;
}

/** Whether start-postgres.sh can work here: PostgreSQL's binaries, or root to install them. */
export function postgresAvailable(): boolean {
  if (process.getuid?.() === 0) return true;
  const installed = existsSync('/usr/lib/postgresql') || commandExists('initdb');
  return installed;
}

export function commandExists(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // The postmaster that pg_ctl starts must not hold our pipes open: its output goes to -l.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${stderr}`)),
    );
  });
}

export async function startThrowawayPostgres(repoRoot: string): Promise<ThrowawayPostgres> {
  const script = path.join(repoRoot, 'scripts/ci/start-postgres.sh');
  let stderr = '';
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn('bash', [script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`start-postgres.sh failed (${code}): ${stderr}`)),
    );
  });
  const adminUrl = /TEST_DATABASE_URL=(\S+)/.exec(stdout)?.[1];
  const bindir = /using (\S+)/.exec(stderr)?.[1];
  const dataDir = /data in (\S+);/.exec(stderr)?.[1];
  if (!adminUrl || !bindir || !dataDir) throw new Error(`could not read start-postgres.sh's output:\n${stdout}\n${stderr}`);
  // As root the cluster belongs to 'postgres' (initdb refuses root): pg_ctl runs as that user too.
  const runAs = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const pgCtl = (...args: string[]) => {
    const [command = '', ...rest] = [...runAs, path.join(bindir, 'pg_ctl'), '-D', dataDir, ...args];
    return run(command, rest);
  };

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE kampus');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/kampus';

  let stopped = false;
  return {
    url: url.toString(),
    restartFast: () => pgCtl('-m', 'fast', '-w', '-t', '60', '-l', path.join(dataDir, '..', 'server.log'), 'restart'),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        const [command = '', ...rest] = [...runAs, path.join(bindir, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop'];
        execFileSync(command, rest, { stdio: 'ignore' });
      } catch {
        // Already stopped: nothing to do.
      }
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}
