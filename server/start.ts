import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { defaultConfig, paystackConfigFor, rateLimitsFor, sharedDatabaseWithoutSecret } from './config';
import type { Environment } from './config';
import { openPglite, openPostgres } from './db/database';
import type { DatabaseHandle } from './db/database';
import { existingDemoAccounts, seedDemoData } from './db/seed-demo';
import type { DemoAccount } from './db/seed-demo';
import type { Logger } from './logger';
import { consoleLogger } from './logger';
import { DevMailbox } from './dev/mail/mailbox';
import { SmtpMailer } from './mail/mailer';
import { ReadinessState } from './modules/health/readiness';
import { startJobs } from './jobs/schedule';
import { serverJobs } from './jobs/table';
import { drainableServer } from './runtime/http-drain';
import { recordServerUrl } from './modules/payment/provider';
import type { Mailer } from './mail/mailer';
import { acquireLock, releaseLock, updateLock } from './runtime/process-lock';
import { productionRefusal, unsafeProductionRefusal, unsafeProductionSettings } from './runtime/mode';
import { loadSecrets } from './runtime/secrets';
import { storageFromEnvironment } from './storage/storage-from-environment';

export interface RunningServer {
  url: string;
  database: DatabaseHandle['kind'];
  /** The demo accounts this database holds (demo mode only), printed at every start. */
  demoAccounts: DemoAccount[];
  /** True when this start created the database and its demo accounts. */
  demoAccountsCreated: boolean;
  stop(): Promise<void>;
}

/** How long a start waits for a database that cannot be reached yet (one starting beside it). */
const DATABASE_STARTUP_WAIT_MS = 60 * 1000;

/** A URL this machine can call the server at (a wildcard bind is reached over loopback). */
function localUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** STATIC_DIR is served only when it holds a built app; otherwise the API runs alone. */
function usableStaticDir(staticDir: string | undefined, logger: Logger): string | undefined {
  if (staticDir === undefined) return undefined;
  if (existsSync(path.join(staticDir, 'index.html'))) return staticDir;
  logger.warn('STATIC_DIR has no index.html: serving the API only', { staticDir });
  return undefined;
}

/** readEnvironment refuses these already; this holds for an Environment built any other way. */
function refuseUnreadyProduction(env: Environment): void {
  if (env.mode !== 'production') return;
  const settings: Array<[string, string | undefined]> = [
    ['SMTP_URL', env.smtpUrl],
    ['JWT_SECRET', env.jwtSecret],
    ['PUBLIC_ORIGIN', env.publicOrigin],
    ['PAYSTACK_SECRET_KEY', env.paystackSecretKey],
  ];
  const missing = settings.filter(([, value]) => value === undefined).map(([name]) => name);
  if (missing.length > 0) throw productionRefusal(missing);
  const unsafe = unsafeProductionSettings({
    JWT_SECRET: env.jwtSecret,
    PAYSTACK_SECRET_KEY: env.paystackSecretKey,
    RATE_LIMITS: env.rateLimitsRelaxed ? 'relaxed' : 'standard',
  });
  if (unsafe.length > 0) throw unsafeProductionRefusal(unsafe);
}

/** Real mail when SMTP_URL is set; otherwise (demo mode only) the development mailbox. */
function mailerFor(env: Environment): Mailer {
  if (env.smtpUrl) return new SmtpMailer(env.smtpUrl, env.mailFrom);
  if (env.mode === 'production') throw productionRefusal(['SMTP_URL']);
  return new DevMailbox(systemClock);
}

/** Opens the database, migrates it, seeds a new embedded one (demo mode) and listens. */
export async function startServer(env: Environment, logger: Logger = consoleLogger): Promise<RunningServer> {
  refuseUnreadyProduction(env);
  if (env.databaseUrl !== undefined && env.jwtSecret === undefined) throw sharedDatabaseWithoutSecret();
  const mailer = mailerFor(env);
  const storage = storageFromEnvironment(process.env, env.dataDir, logger);
  mkdirSync(env.dataDir, { recursive: true });
  const secrets = loadSecrets(env.dataDir);
  const embedded = env.databaseUrl === undefined;
  if (embedded) acquireLock(env.dataDir, { kind: 'server' });

  let handle: DatabaseHandle | undefined;
  try {
    const readiness = new ReadinessState({ migrated: false });
    handle = env.databaseUrl
      ? await openPostgres(env.databaseUrl, {
          maxConnections: env.databasePoolMax,
          waitForDatabaseMs: DATABASE_STARTUP_WAIT_MS,
          logger,
        })
      : await openPglite(path.join(env.dataDir, 'db'));
    readiness.markMigrated();
    const config = defaultConfig({
      mode: env.mode,
      publicOrigin: env.publicOrigin,
      jwtSecret: env.jwtSecret ?? secrets.jwtSecret,
      internalToken: secrets.internalToken,
      corsOrigins: env.corsOrigins,
      trustProxy: env.trustProxy,
      rateLimits: rateLimitsFor(env),
      rateLimitsRelaxed: env.rateLimitsRelaxed,
      staticDir: usableStaticDir(env.staticDir, logger),
      fileBucket: env.fileBucket,
      paystack: paystackConfigFor(env),
      platformFeeBps: env.platformFeeBps,
      accessLog: env.accessLog,
      metricsToken: env.metricsToken,
    });
    const app = createApp({ db: handle.db, mailer, storage, config, logger, readiness });
    const seedDemo = handle.created && env.mode === 'demo' && env.demoData;
    const demoAccounts = seedDemo ? await seedDemoData(app) : env.mode === 'demo' ? await existingDemoAccounts(handle.db) : [];

    const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const drainable = drainableServer(server as Server, readiness);
    const url = localUrl(server.address() as AddressInfo);
    recordServerUrl(app.services, url);
    if (embedded) updateLock(env.dataDir, { kind: 'server', url });

    const jobs = startJobs(serverJobs(app.services, handle), logger);

    const opened = handle;
    return {
      url,
      database: opened.kind,
      demoAccounts,
      demoAccountsCreated: seedDemo,
      stop: async () => {
        // No job starts from here on; the runs in flight end before the database closes.
        const jobsEnded = jobs.stop();
        const cut = await drainable.drain(env.shutdownGraceMs);
        if (cut > 0) logger.warn('requests still running at the end of SHUTDOWN_GRACE_MS were cut', { cut });
        await app.services.tasks.settle();
        await jobsEnded;
        await opened.close();
        if (embedded) releaseLock(env.dataDir);
      },
    };
  } catch (error) {
    await handle?.close().catch(() => undefined);
    if (embedded) releaseLock(env.dataDir);
    throw error;
  }
}
