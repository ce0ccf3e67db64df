import { readEnvironment } from './config';
import type { Environment } from './config';
import { consoleLogger } from './logger';
import { ConfigurationError } from './runtime/mode';
import { guardProcess } from './runtime/process-guards';
import { startServer } from './start';

/** Printed at every start in demo mode, so nobody mistakes a demo for the real thing. */
function demoBanner(env: Environment): string {
  return [
    '',
    '  WARNING: Kampus is running in DEMO mode (KAMPUS_MODE=demo). Not for real money or real users.',
    env.demoData ? '  - A new database gets demo accounts whose passwords are published (below).' : undefined,
    env.smtpUrl ? undefined : '  - Mail is not sent: codes are readable on this machine (this console, /v1/dev/mail).',
    '  - Payments go to the sandbox at /sandbox/paystack: no real money moves.',
    '  - For real use set KAMPUS_MODE=production with SMTP_URL, JWT_SECRET, PUBLIC_ORIGIN and PAYSTACK_SECRET_KEY (server/README.md).',
    '',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}

function describeMode(env: Environment): string {
  return env.mode === 'production' ? 'production mode' : 'DEMO mode';
}

/** `npm run server`: the API on PORT (default 3001), HOST (default 127.0.0.1). */
async function main(): Promise<void> {
  const env = readEnvironment();
  guardProcess(consoleLogger);
  const server = await startServer(env);
  const where = server.database === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Kampus API listening on ${server.url} (${describeMode(env)}, ${where})`);
  if (env.mode === 'demo') console.log(demoBanner(env));
  if (env.publicOrigin) console.log(`Public origin: ${env.publicOrigin}`);
  if (env.rateLimitsRelaxed) console.log('Rate limits are RELAXED (RATE_LIMITS=relaxed): for load tests only.');
  if (env.mode === 'demo' && !env.smtpUrl)
    console.log(`Mail: development mailbox (printed here, and at ${server.url}/v1/dev/mail?to=<email> from this machine)`);
  if (env.staticDir) console.log(`Web app served from ${env.staticDir}`);
  if (server.demoAccounts.length > 0) {
    console.log(
      server.demoAccountsCreated
        ? 'New embedded database: demo accounts created (DEMO_DATA=0 turns this off):'
        : 'Demo accounts (their seeded passwords, unless changed since):',
    );
    for (const account of server.demoAccounts)
      console.log(`  ${account.role.padEnd(22)} ${account.email.padEnd(20)} ${account.password}`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // The sequence (http-drain.ts): not ready, stop accepting, finish what is in flight, exit 0.
    console.log(
      `${signal}: shutting down: not ready, no new connections, finishing requests in flight (up to ${env.shutdownGraceMs / 1000} s)`,
    );
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A configuration problem is told as is: it names what to set.
  if (error instanceof ConfigurationError) console.error(error.message);
  else console.error(`Kampus API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
