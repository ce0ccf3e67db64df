import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevMail } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { isLoopbackAddress } from '../../http/client-address';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import type { TestApp } from '../../test/test-app';
import { createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app';

const db = useTestDatabase();

// The 1-minute cooldown between code mails runs on Date.now (rate-limiter-flexible), not on the
// app's clock: t.advance moves a fake Date along with it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])('accepts %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([
    '10.0.0.5',
    '192.168.1.2',
    '::ffff:192.168.1.2',
    '128.0.0.1',
    '::2',
    'fe80::1',
    'unknown',
    '',
    '127.0.0.1.evil',
    'localhost',
  ])('refuses %j', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });

  it('refuses a missing address', () => {
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});

/** A request as if its TCP connection came from `remoteAddress` (the node server's bindings). */
function fromAddress(remoteAddress: string): AppEnv['Bindings'] {
  return { incoming: { socket: { remoteAddress } } } as unknown as AppEnv['Bindings'];
}

function recordingLogger(): Logger & { warnings: Array<Record<string, unknown>> } {
  const warnings: Array<Record<string, unknown>> = [];
  return { warnings, info: () => {}, error: () => {}, warn: (message, fields) => warnings.push({ message, ...fields }) };
}

const servers: ServerType[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** The test app on a real socket at 127.0.0.1 on a free port: the mailbox sees a loopback peer. */
async function listenOnLoopback(t: TestApp): Promise<string> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function registerTwice(t: TestApp, email: string): Promise<void> {
  const registered = await t.request('POST', '/v1/auth/register', {
    json: { firstname: 'Ada', lastname: 'Obi', email, password: 'correct-horse' },
  });
  expect(registered.status).toBe(201);
  // Mail goes out in the background: let the first one be sent before the clock moves on.
  await t.tasks.settle();
  t.advance(60_000);
  expect((await t.request('POST', '/v1/auth/resend-code', { json: { email } })).status).toBe(200);
  await t.tasks.settle();
}

describe('GET /v1/dev/mail in demo mode', () => {
  it("answers a caller on this machine with one recipient's mails, newest first", async () => {
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    const email = uniqueEmail();
    await registerTwice(t, email);
    await registerTwice(t, uniqueEmail('someone.else'));
    const url = await listenOnLoopback(t);

    const res = await fetch(`${url}/v1/dev/mail?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: DevMail[] };
    expect(data).toHaveLength(2);
    expect(data.every((mail) => mail.to === email)).toBe(true);
    expect(data[0]).toEqual({
      to: email,
      subject: expect.any(String),
      text: expect.any(String),
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    });
    expect(data[0]!.sentAt > data[1]!.sentAt).toBe(true);
  });

  it('requires `to`: there is no list of everyone', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    await registerTwice(t, uniqueEmail());
    const url = await listenOnLoopback(t);
    const missing = await fetch(`${url}/v1/dev/mail`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'To is a required field', errors: { to: 'To is a required field' } });
    const blank = await fetch(`${url}/v1/dev/mail?to=`);
    expect(blank.status).toBe(400);
    const stranger = await fetch(`${url}/v1/dev/mail?to=${encodeURIComponent(uniqueEmail('nobody'))}`);
    expect(await stranger.json()).toEqual({ data: [] });
  });

  it('looks absent to any other address, and logs the refusal', async () => {
    const logger = recordingLogger();
    const t = createTestApp(db(), { config: { mode: 'demo' }, logger });
    const email = uniqueEmail();
    await registerTwice(t, email);

    for (const address of ['10.0.0.5', '::ffff:192.168.1.2', '203.0.113.9']) {
      const res = await t.app.request(`/v1/dev/mail?to=${encodeURIComponent(email)}`, {}, fromAddress(address));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'There is nothing at GET /v1/dev/mail' });
    }
    expect(logger.warnings).toEqual([
      expect.objectContaining({ message: 'security', event: 'dev_mailbox_refused', address: '10.0.0.5' }),
      expect.objectContaining({ message: 'security', event: 'dev_mailbox_refused', address: '::ffff:192.168.1.2' }),
      expect.objectContaining({ message: 'security', event: 'dev_mailbox_refused', address: '203.0.113.9' }),
    ]);
    expect(JSON.stringify(logger.warnings)).not.toContain(email);
  });

  it('refuses a request without a socket (no address is not loopback)', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    expect((await t.request('GET', `/v1/dev/mail?to=${encodeURIComponent(uniqueEmail())}`)).status).toBe(404);
  });

  it('never believes a forwarded address, even with TRUST_PROXY on', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo', trustProxy: 1 } });
    const email = uniqueEmail();
    await registerTwice(t, email);
    const spoofed = await t.app.request(
      `/v1/dev/mail?to=${encodeURIComponent(email)}`,
      { headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } },
      fromAddress('198.51.100.7'),
    );
    expect(spoofed.status).toBe(404);
  });

  it('refuses what a proxy on this machine forwards: the socket is loopback, the caller is not', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo', trustProxy: 1 } });
    const email = uniqueEmail();
    await registerTwice(t, email);
    const url = await listenOnLoopback(t);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await fetch(`${url}/v1/dev/mail?to=${encodeURIComponent(email)}`, { headers: { [header]: '198.51.100.7' } });
      expect(res.status).toBe(404);
    }
    expect((await fetch(`${url}/v1/dev/mail?to=${encodeURIComponent(email)}`)).status).toBe(200);
  });

  it('does not exist when real mail is configured', async () => {
    const smtpLike: Mailer = { send: async () => {} };
    const t = createTestApp(db(), { config: { mode: 'demo' }, mailer: smtpLike });
    const url = await listenOnLoopback(t);
    expect((await fetch(`${url}/v1/dev/mail?to=${encodeURIComponent(uniqueEmail())}`)).status).toBe(404);
  });
});

describe('GET /v1/dev/mail in production mode', () => {
  it('is never mounted, even with the development mailbox and a caller on this machine', async () => {
    const t = createTestApp(db(), { config: { mode: 'production' } });
    const email = uniqueEmail();
    await registerTwice(t, email);
    expect(t.mailbox.list(email)).toHaveLength(2);
    const url = await listenOnLoopback(t);
    const res = await fetch(`${url}/v1/dev/mail?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'There is nothing at GET /v1/dev/mail' });
  });
});
