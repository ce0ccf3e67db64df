import { readEnvironment } from './config';
import { startServer } from './start';

/** `npm run server`: the API on PORT (default 3001), HOST (default 127.0.0.1). */
async function main(): Promise<void> {
  const env = readEnvironment();
  const server = await startServer(env);
  const where = server.database === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Kampus API listening on ${server.url} (${where})`);
  if (env.rateLimitsRelaxed) console.log('Rate limits are RELAXED (RATE_LIMITS=relaxed): for load tests only.');
  if (!env.smtpUrl) console.log(`Mail: development mailbox (printed here, and at ${server.url}/v1/dev/mail?to=<email>)`);
  if (env.staticDir) console.log(`Web app served from ${env.staticDir}`);
  if (server.demoAccounts.length > 0) {
    console.log('New embedded database: demo accounts created (DEMO_DATA=0 turns this off):');
    for (const account of server.demoAccounts)
      console.log(`  ${account.role.padEnd(22)} ${account.email.padEnd(20)} ${account.password}`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
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
  console.error(`Kampus API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
