import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { TokenPair, UploadResult } from '../../contract';
import { createApp } from '../app';
import { ManualClock } from '../clock';
import { defaultConfig } from '../config';
import type { ServerConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/database';
import { silentLogger } from '../logger';
import type { Logger } from '../logger';
import { DevMailbox } from '../dev/mail/mailbox';
import type { Mailer } from '../mail/mailer';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import type { FileStorage } from '../storage/storage';
import { BackgroundTasks } from '../tasks';
import { openTestDatabase } from './test-database';

export const TEST_INTERNAL_TOKEN = 'internal-token-for-tests-0123456789';

/** Cheap argon2 for speed; production uses m=19456 t=2 p=1. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return defaultConfig({
    jwtSecret: 'test-jwt-secret-that-is-long-enough-0123456789',
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    trustProxy: 1,
    internalToken: TEST_INTERNAL_TOKEN,
    ...overrides,
  });
}

/** One database per test file (fresh schema or database), opened before its tests. */
export function useTestDatabase(): () => Database {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
    for (const dir of uploadDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!handle) throw new Error('the test database is not open yet');
    return handle.db;
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A 400 that refuses one field: the message, and the same message under that field. */
export function expectFieldRefused(res: ApiResponse, field: string, message: string): void {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message, errors: { [field]: message } });
}

export interface RequestOptions {
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Upload folders of this file's test apps, removed after its tests. */
const uploadDirs: string[] = [];

let emailCounter = 0;
/** An email no other test in this file uses. */
export function uniqueEmail(prefix = 'student'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}@unilag.edu.ng`;
}

let limitScopeCounter = 0;

/**
 * A fresh app (own clock, mailbox, rate limits) on the file's database. Apps given the same
 * `limitScope` share their rate limits on PostgreSQL, as replicas do.
 */
export function createTestApp(
  db: Database,
  options: { config?: Partial<ServerConfig>; mailer?: Mailer; logger?: Logger; storage?: FileStorage; limitScope?: string } = {},
) {
  const clock = new ManualClock();
  const mailbox = new DevMailbox(clock, () => {});
  const tasks = new BackgroundTasks(silentLogger);
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-uploads-'));
  uploadDirs.push(uploadsDir);
  const storage = options.storage ?? new LocalDiskStorage(uploadsDir);
  const config = testConfig(options.config);
  const app = createApp({
    db,
    mailer: options.mailer ?? mailbox,
    storage,
    config,
    clock,
    logger: options.logger ?? silentLogger,
    tasks,
    limitScope: options.limitScope ?? `test-app-${process.pid}-${(limitScopeCounter += 1)}:`,
  });

  async function request<T = Record<string, unknown>>(
    method: string,
    url: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
      headers['content-length'] ??= String(Buffer.byteLength(body));
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.request(url, { method, headers, body });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      body: (type.includes('json') && text ? JSON.parse(text) : text) as T,
      headers: response.headers,
    };
  }

  /** The code in the newest mail to `email` (after background mail has gone out). */
  async function lastCode(email: string): Promise<string> {
    await tasks.settle();
    const code = mailbox.list(email)[0]?.code;
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  /** Uploads bytes as the multipart field `file`. */
  async function upload(token: string | undefined, bytes: Uint8Array, name = 'photo.png', type = 'image/png') {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    const response = await app.request('/v1/file/upload', {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: response.status,
      body: (await response.json()) as { data: UploadResult } & { message?: string },
      headers: response.headers,
    };
  }

  /** Registers, verifies and logs in a new account. */
  async function signUp(overrides: { email?: string; password?: string; firstname?: string } = {}) {
    const email = overrides.email ?? uniqueEmail();
    const password = overrides.password ?? 'correct-horse-battery';
    const registered = await request('POST', '/v1/auth/register', {
      json: { firstname: overrides.firstname ?? 'Ada', lastname: 'Obi', email, password },
    });
    if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
    await request('POST', '/v1/auth/verify-email', { json: { email, code: await lastCode(email) } });
    const login = await request<{ data: TokenPair }>('POST', '/v1/auth/login', { json: { email, password } });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return { email, password, ...login.body.data };
  }

  /**
   * Moves the app's clock and, in a test that faked Date (`vi.useFakeTimers({ toFake: ['Date'] })`),
   * the system time too: rate limits run on Date.now (server/http/rate-limiter.ts).
   */
  function advance(ms: number) {
    clock.advance(ms);
    if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + ms);
  }

  return { app, services: app.services, clock, advance, mailbox, tasks, storage, config, request, lastCode, signUp, upload };
}

export type TestApp = ReturnType<typeof createTestApp>;
