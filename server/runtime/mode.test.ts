import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paystackConfigFor, rateLimitsFor, readEnvironment } from '../config';
import type { Environment } from '../config';
import { silentLogger } from '../logger';
import { startServer } from '../start';
import type { RunningServer } from '../start';
import { DEMO_PAYSTACK_SECRET_KEY } from '../modules/payment/settings';
import { randomToken } from '../crypto/tokens';
import { estimatedEntropyBits } from './secrets';
import { runScript } from './spawn-server';
import { configurationRefusal } from '../test/configuration-refusal';
import { cloneTemplateInto } from '../test/test-database';

const SECRET = 'a-production-secret-of-at-least-32-characters';
// Nothing listens on port 1: a mail that is sent fails at once instead of waiting on the network.
const production = {
  SMTP_URL: 'smtp://127.0.0.1:1',
  JWT_SECRET: SECRET,
  PUBLIC_ORIGIN: 'https://kampus.ng',
  PAYSTACK_SECRET_KEY: 'sk_live_kampus_test_key',
};

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kampus-mode-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const refusal = (env: NodeJS.ProcessEnv): string => configurationRefusal(() => readEnvironment(env));

describe('KAMPUS_MODE', () => {
  it('is demo on a machine with nothing set, with demo data and no public origin', () => {
    expect(readEnvironment({})).toMatchObject({ mode: 'demo', demoData: true, publicOrigin: undefined });
    expect(readEnvironment({ NODE_ENV: 'development' }).mode).toBe('demo');
  });

  it('defaults to production when NODE_ENV=production', () => {
    expect(refusal({ NODE_ENV: 'production' })).toBe(
      'Kampus refuses to start in production mode: set SMTP_URL, JWT_SECRET, PUBLIC_ORIGIN, PAYSTACK_SECRET_KEY (see server/README.md)',
    );
    expect(readEnvironment({ NODE_ENV: 'production', ...production }).mode).toBe('production');
    expect(readEnvironment({ NODE_ENV: 'production', KAMPUS_MODE: 'demo' }).mode).toBe('demo');
  });

  it('rejects any other value', () => {
    expect(refusal({ KAMPUS_MODE: 'staging' })).toBe("KAMPUS_MODE must be 'demo' or 'production', got 'staging'");
    expect(refusal({ KAMPUS_MODE: 'Production' })).toContain("got 'Production'");
  });

  it('production names everything missing in one message (blank counts as missing)', () => {
    expect(refusal({ KAMPUS_MODE: 'production', JWT_SECRET: SECRET })).toBe(
      'Kampus refuses to start in production mode: set SMTP_URL, PUBLIC_ORIGIN, PAYSTACK_SECRET_KEY (see server/README.md)',
    );
    expect(refusal({ KAMPUS_MODE: 'production', ...production, PAYSTACK_SECRET_KEY: ' ' })).toBe(
      'Kampus refuses to start in production mode: set PAYSTACK_SECRET_KEY (see server/README.md)',
    );
    expect(refusal({ KAMPUS_MODE: 'production', ...production, SMTP_URL: '  ' })).toBe(
      'Kampus refuses to start in production mode: set SMTP_URL (see server/README.md)',
    );
  });

  it('production with all four set is accepted and never seeds demo data, whatever DEMO_DATA says', () => {
    const env = readEnvironment({ KAMPUS_MODE: 'production', DEMO_DATA: '1', ...production });
    expect(env).toMatchObject({ mode: 'production', demoData: false, publicOrigin: 'https://kampus.ng', jwtSecret: SECRET });
  });

  it('production pays through api.paystack.co with PAYSTACK_SECRET_KEY; demo through the sandbox with its published key', () => {
    expect(paystackConfigFor(readEnvironment({ KAMPUS_MODE: 'production', ...production }))).toEqual({
      secretKey: 'sk_live_kampus_test_key',
      baseUrl: 'https://api.paystack.co',
    });
    const demo = paystackConfigFor(readEnvironment({ PAYSTACK_SECRET_KEY: 'sk_live_never_in_a_demo' }));
    expect(demo).toEqual({ secretKey: 'sk_test_kampus_demo_sandbox_0000000000000000', baseUrl: undefined });
  });

  it('keeps DEMO_DATA=0 working in demo mode', () => {
    expect(readEnvironment({ DEMO_DATA: '0' })).toMatchObject({ mode: 'demo', demoData: false });
  });
});

describe('production refuses unsafe settings', () => {
  const weakSecrets = [
    'a'.repeat(32),
    'a'.repeat(200),
    'ab'.repeat(32),
    'abcd'.repeat(16),
    'password'.repeat(4),
    '0123456789abcdef'.repeat(2),
    '11111111111111112222222222222222',
  ];

  it.each(weakSecrets)('a JWT_SECRET with too little entropy: %s', (secret) => {
    const message = refusal({ KAMPUS_MODE: 'production', ...production, JWT_SECRET: secret });
    expect(message).toMatch(
      /^Kampus refuses to start in production mode: JWT_SECRET is too easy to guess \(about \d+ bits of entropy, at least 128 needed\): use a long random value, e\.g\. the output of 'openssl rand -base64 48' \(see server\/README\.md\)$/,
    );
  });

  it('accepts a random secret: 48 bytes in base64, 32 in hex, and the one a demo generates', () => {
    for (const secret of [randomBytes(48).toString('base64'), randomBytes(32).toString('hex'), randomToken(48)]) {
      expect(readEnvironment({ KAMPUS_MODE: 'production', ...production, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    }
    expect(estimatedEntropyBits('a'.repeat(32))).toBe(0);
    expect(estimatedEntropyBits('ab'.repeat(16))).toBe(2);
    expect(estimatedEntropyBits(randomBytes(48).toString('base64'))).toBeGreaterThan(300);
  });

  it("the demo sandbox's published Paystack key", () => {
    expect(refusal({ KAMPUS_MODE: 'production', ...production, PAYSTACK_SECRET_KEY: DEMO_PAYSTACK_SECRET_KEY })).toBe(
      "Kampus refuses to start in production mode: PAYSTACK_SECRET_KEY is the demo sandbox's published key, which anyone can use to forge payments: set the secret key of your own Paystack account (see server/README.md)",
    );
  });

  it('RATE_LIMITS=relaxed', () => {
    expect(refusal({ KAMPUS_MODE: 'production', ...production, RATE_LIMITS: 'relaxed' })).toBe(
      'Kampus refuses to start in production mode: RATE_LIMITS=relaxed lifts the login and code-mail limits, for load tests only: unset it in production (see server/README.md)',
    );
    expect(readEnvironment({ KAMPUS_MODE: 'production', ...production, RATE_LIMITS: 'standard' }).rateLimitsRelaxed).toBe(false);
  });

  it('names every problem in one message', () => {
    const message = refusal({
      KAMPUS_MODE: 'production',
      ...production,
      JWT_SECRET: 'a'.repeat(32),
      PAYSTACK_SECRET_KEY: DEMO_PAYSTACK_SECRET_KEY,
      RATE_LIMITS: 'relaxed',
    });
    expect(message).toContain('JWT_SECRET is too easy to guess (about 0 bits');
    expect(message).toContain("PAYSTACK_SECRET_KEY is the demo sandbox's published key");
    expect(message).toContain('RATE_LIMITS=relaxed lifts');
  });

  it('demo mode keeps all three (a demo moves no real money, and load tests run on it)', () => {
    const env = readEnvironment({
      JWT_SECRET: 'a'.repeat(32),
      PAYSTACK_SECRET_KEY: DEMO_PAYSTACK_SECRET_KEY,
      RATE_LIMITS: 'relaxed',
    });
    expect(env).toMatchObject({ mode: 'demo', rateLimitsRelaxed: true });
  });

  it('startServer refuses them too, in an Environment built any other way', async () => {
    const env = readEnvironment({
      KAMPUS_MODE: 'production',
      DATA_DIR: path.join(tempDir(), 'never-created'),
      PORT: '0',
      ...production,
    });
    for (const unsafe of [
      { ...env, jwtSecret: 'a'.repeat(32) },
      { ...env, paystackSecretKey: DEMO_PAYSTACK_SECRET_KEY },
      { ...env, rateLimitsRelaxed: true },
    ]) {
      await expect(startServer(unsafe, silentLogger)).rejects.toThrow('Kampus refuses to start in production mode: ');
    }
    expect(existsSync(env.dataDir)).toBe(false);
  });

  it('the server process refuses 32 x a as JWT_SECRET with the message and a non-zero exit', async () => {
    const { code, stderr } = await runScript('server/main.ts', [], {
      ...process.env,
      KAMPUS_MODE: 'production',
      ...production,
      JWT_SECRET: 'a'.repeat(32),
      DATA_DIR: path.join(tempDir(), 'never-created'),
      PORT: '0',
    });
    expect(code).not.toBe(0);
    expect(stderr.trim()).toMatch(/^Kampus refuses to start in production mode: JWT_SECRET is too easy to guess \(about 0 bits/);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it.each([
    ['https://kampus.ng', 'https://kampus.ng'],
    ['https://kampus.ng/', 'https://kampus.ng'],
    ['HTTPS://Kampus.NG', 'https://kampus.ng'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('accepts %s as %s', (value, origin) => {
    expect(readEnvironment({ PUBLIC_ORIGIN: value }).publicOrigin).toBe(origin);
  });

  it.each([
    'kampus.ng',
    'https://kampus.ng/app',
    'https://kampus.ng?next=/',
    'https://kampus.ng#top',
    'https://admin:secret@kampus.ng',
    'ftp://kampus.ng',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(refusal({ PUBLIC_ORIGIN: value })).toBe(
      `PUBLIC_ORIGIN must be an origin such as https://kampus.ng (no path), got '${value}'`,
    );
  });
});

describe('starting in production mode', () => {
  it('the server process refuses with one message and a non-zero exit, before touching its data folder', async () => {
    const dataDir = path.join(tempDir(), 'never-created');
    const { code, stdout, stderr } = await runScript('server/main.ts', [], {
      ...process.env,
      KAMPUS_MODE: 'production',
      SMTP_URL: '',
      JWT_SECRET: '',
      PUBLIC_ORIGIN: 'https://kampus.ng',
      PAYSTACK_SECRET_KEY: '',
      DATA_DIR: dataDir,
      PORT: '0',
    });
    expect(code).not.toBe(0);
    expect(stderr.trim()).toBe(
      'Kampus refuses to start in production mode: set SMTP_URL, JWT_SECRET, PAYSTACK_SECRET_KEY (see server/README.md)',
    );
    expect(stdout).not.toContain('listening');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('startServer refuses an Environment built without the production settings', async () => {
    const env = readEnvironment({ DATA_DIR: path.join(tempDir(), 'never-created'), PORT: '0' });
    const unready: Environment = { ...env, mode: 'production', demoData: true };
    await expect(startServer(unready, silentLogger)).rejects.toThrow(
      'Kampus refuses to start in production mode: set SMTP_URL, JWT_SECRET, PUBLIC_ORIGIN, PAYSTACK_SECRET_KEY (see server/README.md)',
    );
    expect(existsSync(unready.dataDir)).toBe(false);
  });

  it(
    'a new database gets no demo accounts, /v1/dev and the payment sandbox are absent, even when asked for demo data, and for a local caller',
    { timeout: 120_000 },
    async () => {
      const read = readEnvironment({ KAMPUS_MODE: 'production', DATA_DIR: tempDir(), PORT: '0', ...production });
      // Asked for demo data anyway (readEnvironment already says no): startServer must refuse on its own.
      const env: Environment = { ...read, demoData: true };
      let server: RunningServer | undefined;
      try {
        server = await startServer(env, silentLogger);
        expect(server.demoAccounts).toEqual([]);
        const mail = await fetch(`${server.url}/v1/dev/mail?to=buyer@kampus.ng`);
        expect(mail.status).toBe(404);
        for (const sandboxPath of ['/sandbox/paystack/bank', '/sandbox/paystack/checkout/abc']) {
          const sandbox = await fetch(`${server.url}${sandboxPath}`, {
            headers: { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}` },
          });
          expect(sandbox.status).toBe(404);
        }
        // The demo buyer's address is free: registering it is not a duplicate.
        const register = await fetch(`${server.url}/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstname: 'Ada', lastname: 'Buyer', email: 'buyer@kampus.ng', password: 'correct-horse' }),
        });
        expect(register.status).toBe(201);
        const health = await fetch(`${server.url}/v1/health`);
        expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      } finally {
        await server?.stop();
      }
    },
  );
});

describe('starting in demo mode', () => {
  it('mounts the payment sandbox, which the server reaches on its own listening address', { timeout: 120_000 }, async () => {
    // Whether the database is new does not matter here: a migrated clone spares initdb's seconds.
    const dataDir = tempDir();
    await cloneTemplateInto(path.join(dataDir, 'db'));
    const env = readEnvironment({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: '0' });
    const server = await startServer(env, silentLogger);
    try {
      const headers = { authorization: `Bearer ${DEMO_PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' };
      const banks = await fetch(`${server.url}/sandbox/paystack/bank`, { headers });
      expect(banks.status).toBe(200);
      const initialized = await fetch(`${server.url}/sandbox/paystack/transaction/initialize`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'a@unilag.edu.ng', amount: 10000 }),
      });
      const { data } = (await initialized.json()) as { data: { authorization_url: string } };
      expect(data.authorization_url.startsWith(`${server.url}/sandbox/paystack/checkout/`)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

describe('UPLOADS_PER_10_MINUTES', () => {
  it('sets the uploads one person may make in 10 minutes, and refuses anything but a whole number', () => {
    expect(readEnvironment({}).uploadsPer10Minutes).toBeUndefined();
    expect(rateLimitsFor(readEnvironment({})).uploadsPerUser.limit).toBe(30);
    expect(rateLimitsFor(readEnvironment({ UPLOADS_PER_10_MINUTES: '1000' })).uploadsPerUser.limit).toBe(1000);
    expect(() => readEnvironment({ UPLOADS_PER_10_MINUTES: 'lots' })).toThrow('UPLOADS_PER_10_MINUTES must be a whole number');
    expect(() => readEnvironment({ UPLOADS_PER_10_MINUTES: '0' })).toThrow('UPLOADS_PER_10_MINUTES must be a whole number');
  });
});
