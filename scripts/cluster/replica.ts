/**
 * One replica: `server/main.ts` as a child process on a fixed port (the balancer's config names
 * it), its output appended to a log file. It can be killed (-9) and started again on the same
 * port; an exit nobody asked for is recorded.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';

export interface ReplicaExit {
  replica: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Whether the harness caused it (kill -9, stop). */
  expected: boolean;
  at: number;
}

export interface Replica {
  index: number;
  port: number;
  url: string;
  logFile: string;
  readonly child: ChildProcess | undefined;
  exits: ReplicaExit[];
  /** Starts the process and resolves once it prints that it listens (rejects if it exits first). */
  start(): Promise<void>;
  /** kill -9, recorded as expected. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

export function createReplica(options: {
  index: number;
  port: number;
  env: NodeJS.ProcessEnv;
  repoRoot: string;
  logFile: string;
  startTimeoutMs?: number;
  onExit?: (exit: ReplicaExit) => void;
}): Replica {
  const { index, port, env, repoRoot, logFile } = options;
  const log: WriteStream = createWriteStream(logFile, { flags: 'a' });
  let child: ChildProcess | undefined;
  let expectExit = false;
  const exits: ReplicaExit[] = [];

  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) return resolve();
      process.once('exit', () => resolve());
    });

  const replica: Replica = {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    logFile,
    get child() {
      return child;
    },
    exits,
    start() {
      expectExit = false;
      const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: repoRoot,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      log.write(`\n=== replica ${index} started (pid ${started.pid}) at ${new Date().toISOString()} ===\n`);
      let output = '';
      return new Promise<void>((resolve, reject) => {
        let listening = false;
        const timer = setTimeout(() => {
          if (!listening)
            reject(new Error(`replica ${index} did not start within ${(options.startTimeoutMs ?? 120_000) / 1000} s`));
        }, options.startTimeoutMs ?? 120_000);
        const onOutput = (chunk: Buffer) => {
          log.write(chunk);
          if (listening) return;
          output += chunk.toString();
          if (/listening on http:\/\//.test(output)) {
            listening = true;
            clearTimeout(timer);
            output = '';
            resolve();
          }
        };
        started.stdout.on('data', onOutput);
        started.stderr.on('data', onOutput);
        started.once('exit', (code, signal) => {
          clearTimeout(timer);
          const exit: ReplicaExit = { replica: index, code, signal, expected: expectExit, at: Date.now() };
          exits.push(exit);
          log.write(`=== replica ${index} exited (code ${code}, signal ${signal}) at ${new Date().toISOString()} ===\n`);
          options.onExit?.(exit);
          if (!listening)
            reject(
              new Error(`replica ${index} exited before listening (code ${code}, signal ${signal}):\n${output.slice(-2000)}`),
            );
        });
      });
    },
    async kill9() {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      expectExit = true;
      current.kill('SIGKILL');
      await exited(current);
    },
    async stop(graceMs = 35_000) {
      const current = child;
      if (!current) return null;
      if (current.exitCode !== null || current.signalCode !== null) return current.exitCode;
      expectExit = true;
      const killer = setTimeout(() => current.kill('SIGKILL'), graceMs);
      current.kill('SIGTERM');
      await exited(current);
      clearTimeout(killer);
      return current.exitCode;
    },
  };
  return replica;
}
