/**
 * Helpers for tests that pay through the sandbox: serve a test app over real HTTP (the adapter
 * reaches the sandbox the way it reaches Paystack), receive webhooks, and pay or decline on the
 * hosted page as a browser would.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { relaxedRateLimits } from '../../config';
import type { Database } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import type { Services } from '../../services';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { recordServerUrl } from './provider';

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serves a test app on a free loopback port and tells the payment adapter where it is. */
export async function serveTestApp(app: Hono<AppEnv> & { services: Services }): Promise<Served> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  recordServerUrl(app.services, url);
  return { url, close: () => closeServer(server) };
}

export interface ServedTestApp {
  t: TestApp;
  served: Served;
}

/**
 * The file's app, served over HTTP so that the sandbox's payment page and webhooks reach it: made
 * before the file's tests and handed to `ready` (which may set up more), its background tasks
 * settled and its server closed after them. Demo mode and relaxed rate limits unless told: such
 * files sign many users up from one address.
 */
export function useServedTestApp(
  db: () => Database,
  ready: (app: ServedTestApp) => unknown,
  options: Parameters<typeof createTestApp>[1] = { config: { mode: 'demo', rateLimits: relaxedRateLimits() } },
): void {
  let app: ServedTestApp | undefined;
  beforeAll(async () => {
    const t = createTestApp(db(), options);
    app = { t, served: await serveTestApp(t.app) };
    await ready(app);
  });
  afterAll(async () => {
    await app?.t.tasks.settle();
    await app?.served.close();
  });
}

export interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
  event: string;
  reference: string | undefined;
}

/**
 * A stand-in webhook endpoint that records what arrives and answers `status` (200 unless told),
 * or, given a list, the list's statuses in turn and then its last one.
 */
export async function webhookReceiver(
  status: number | readonly number[] = 200,
): Promise<Served & { received: ReceivedWebhook[] }> {
  const statusOf = (index: number) => (typeof status === 'number' ? status : (status[Math.min(index, status.length - 1)] ?? 200));
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event = '';
      let reference: string | undefined;
      try {
        const parsed = JSON.parse(body) as { event?: string; data?: { reference?: string; transaction_reference?: string } };
        event = parsed.event ?? '';
        reference = parsed.data?.reference ?? parsed.data?.transaction_reference;
      } catch {
        event = '(not JSON)';
      }
      received.push({ body, headers: request.headers, event, reference });
      response.writeHead(statusOf(received.length - 1), { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  return { url, received, close: () => closeServer(server) };
}

/** Presses Pay or Decline on the hosted page; answers where the page sends the browser. */
export async function submitPaymentPage(
  authorizationUrl: string,
  choice: 'pay' | 'decline',
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(authorizationUrl, {
    method: 'POST',
    body: new URLSearchParams({ choice }),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

function closeServer(server: { close(callback: () => void): unknown; closeAllConnections?: () => void }): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
