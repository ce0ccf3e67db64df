import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePostgresUnderLock } from '../db/migrate-postgres';
import { createScratchDatabase } from '../db/scratch-database';
import type { ScratchDatabase } from '../db/scratch-database';
import { startTcpProxy } from '../test/tcp-proxy';
import type { TcpProxy } from '../test/tcp-proxy';
import { spawnServer } from './spawn-server';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('SIGTERM', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let dataDir: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl ?? '', 'kampus_sigterm');
    await migratePostgresUnderLock(scratch.url, 5000);
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-sigterm-'));
  });

  afterAll(async () => {
    await proxy?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes the request in flight (Connection: close), refuses new connections meanwhile, and exits 0',
    { timeout: 120_000 },
    async () => {
      const server = await spawnServer({
        PATH: process.env.PATH,
        DATABASE_URL: proxy.urlFor(scratch.url),
        JWT_SECRET: 'a-shared-secret-for-every-replica-0123456789',
        DATA_DIR: dataDir,
        PORT: '0',
        DEMO_DATA: '0',
        SHUTDOWN_GRACE_MS: '20000',
      });
      let output = '';
      server.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      try {
        const lookup = `${server.url}/v1/events/slug-availability?slug=freshers-night`;
        expect((await fetch(lookup)).status).toBe(200);

        // The database stops answering, so this request stays in flight until it does again.
        proxy.hang();
        const inFlight = fetch(lookup);
        await new Promise((resolve) => setTimeout(resolve, 300));
        server.child.kill('SIGTERM');
        await waitFor(() => output.includes('SIGTERM: shutting down'));
        await expect(fetch(`${server.url}/v1/health/live`)).rejects.toThrow();

        proxy.restore();
        const response = await inFlight;
        expect(response.status).toBe(200);
        expect(response.headers.get('connection')).toBe('close');
        expect(await exited).toBe(0);
        expect(output).toContain('not ready, no new connections, finishing requests in flight (up to 20 s)');
      } finally {
        proxy.restore();
        await server.stop();
      }
    },
  );
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
