import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createApp } from '../../app';
import { DevMailbox } from '../../dev/mail/mailbox';
import { ManualClock } from '../../clock';
import { silentLogger } from '../../logger';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { createTestApp, testConfig, useTestDatabase } from '../../test/test-app';
import { ReadinessState } from './readiness';

const db = useTestDatabase();

/** A database whose every query waits forever, as a frozen server does. */
const hung = (): Database => Object.create(db(), { execute: { value: () => new Promise(() => undefined) } }) as Database;

describe('GET /v1/health/live and /v1/health/ready', () => {
  it('live answers ok; ready answers ready while the database answers', async () => {
    const t = createTestApp(db());
    expect(await t.request('GET', '/v1/health/live')).toMatchObject({ status: 200, body: { data: { status: 'ok' } } });
    expect(await t.request('GET', '/v1/health/ready')).toMatchObject({
      status: 200,
      body: { data: { status: 'ready', reason: null, database: 'ok' } },
    });
  });

  it('ready answers 503 draining once the server shuts down, without asking the database; live stays 200', async () => {
    const t = createTestApp(db());
    t.app.services.readiness.beginDraining();
    expect(await t.request('GET', '/v1/health/ready')).toMatchObject({
      status: 503,
      body: { data: { status: 'unavailable', reason: 'draining', database: 'unchecked' } },
    });
    expect((await t.request('GET', '/v1/health/live')).status).toBe(200);
  });

  it('ready answers 503 until the migrations are applied', async () => {
    const readiness = new ReadinessState({ migrated: false });
    const app = createApp({
      db: db(),
      mailer: new DevMailbox(new ManualClock(), () => undefined),
      storage: new LocalDiskStorage('/nonexistent-uploads'),
      config: testConfig(),
      logger: silentLogger,
      readiness,
    });
    expect((await app.request('/v1/health/ready')).status).toBe(503);
    readiness.markMigrated();
    expect((await app.request('/v1/health/ready')).status).toBe(200);
  });

  it('a hung database: ready and /v1/health answer 503 within their 1 s deadline, live at once', async () => {
    const t = createTestApp(hung());
    const started = performance.now();
    const [ready, health, live] = await Promise.all([
      t.request('GET', '/v1/health/ready'),
      t.request('GET', '/v1/health'),
      t.request('GET', '/v1/health/live'),
    ]);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(ready).toMatchObject({ status: 503, body: { data: { reason: 'database', database: 'unreachable' } } });
    expect(health).toMatchObject({ status: 503, body: { data: { status: 'degraded', database: 'unreachable' } } });
    expect(live.status).toBe(200);
  });
});
