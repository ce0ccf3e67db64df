/**
 * The load balancer: Debian's haproxy in front of the replicas, round robin, each replica
 * health-checked on /v1/health/ready, the client's address passed on in X-Forwarded-For (the
 * replicas run with TRUST_PROXY=1). Every answer names its replica in X-Kampus-Replica.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './net';

export interface Balancer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface BalancedServer {
  name: string;
  port: number;
}

export function haproxyConfig(port: number, servers: BalancedServer[]): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # A connection refused (a replica just killed, not yet marked down) is tried on another one.
  # A request already sent is never sent twice: a replica that dies mid-request answers 502.
  retries 3
  option redispatch 1
  # One connection per request to a replica: no race with a replica closing an idle keep-alive.
  option http-server-close
  option forwardfor

frontend kampus
  bind 127.0.0.1:${port}
  default_backend replicas

backend replicas
  balance roundrobin
  option httpchk
  http-check send meth GET uri /v1/health/ready
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 1s rise 2 fall 2
  http-response set-header X-Kampus-Replica %[srv_name]
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}

async function waitForPort(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.body?.cancel();
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`haproxy did not listen on ${url} within ${timeoutMs / 1000} s`);
}

export async function startHaproxy(workDir: string, port: number, servers: BalancedServer[]): Promise<Balancer> {
  const configFile = path.join(workDir, `haproxy-${port}.cfg`);
  writeFileSync(configFile, haproxyConfig(port, servers));
  let output = '';
  const child = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForPort(url, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
