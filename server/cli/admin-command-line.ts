import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { systemClock } from '../clock';
import { defaultConfig, readEnvironment } from '../config';
import type { Environment } from '../config';
import { openPglite, openPostgres } from '../db/database';
import { ApiError } from '../http/api-error';
import { consoleLogger } from '../logger';
import { DevMailbox } from '../dev/mail/mailbox';
import { SmtpMailer } from '../mail/mailer';
import { adminUsage, isAdminCommand, runAdminCommand, UsageError } from '../modules/admin/commands';
import { ADMIN_COMMAND_PATH, INTERNAL_TOKEN_HEADER } from '../modules/admin/internal-routes';
import { acquireLock, readLock, releaseLock } from '../runtime/process-lock';
import { loadSecrets } from '../runtime/secrets';
import { createServices } from '../services';
import { storageFromEnvironment } from '../storage/storage-from-environment';

class CommandFailed extends Error {}

async function viaServer(url: string, internalToken: string, command: string, args: string[]): Promise<string> {
  const response = await fetch(`${url}${ADMIN_COMMAND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken },
    body: JSON.stringify({ command, args }),
  });
  const body = (await response.json()) as { data?: { output: string }; message?: string };
  if (!response.ok || !body.data) throw new CommandFailed(body.message ?? `The server answered ${response.status}`);
  return body.data.output;
}

async function directly(env: Environment, processEnv: NodeJS.ProcessEnv, command: string, args: string[]): Promise<string> {
  const embedded = env.databaseUrl === undefined;
  mkdirSync(env.dataDir, { recursive: true });
  const secrets = loadSecrets(env.dataDir);
  if (embedded) acquireLock(env.dataDir, { kind: 'cli' });
  try {
    const handle = env.databaseUrl ? await openPostgres(env.databaseUrl, 2) : await openPglite(path.join(env.dataDir, 'db'));
    try {
      const services = createServices({
        db: handle.db,
        mailer: env.smtpUrl ? new SmtpMailer(env.smtpUrl, env.mailFrom) : new DevMailbox(systemClock),
        storage: storageFromEnvironment(processEnv, env.dataDir),
        config: defaultConfig({ jwtSecret: env.jwtSecret ?? secrets.jwtSecret, platformFeeBps: env.platformFeeBps }),
        logger: consoleLogger,
      });
      const output = await runAdminCommand(services, command, args);
      await services.tasks.settle();
      return output;
    } finally {
      await handle.close();
    }
  } finally {
    if (embedded) releaseLock(env.dataDir);
  }
}

/** Where the command line writes: the terminal, or a test's buffers. */
export interface CommandLineOutput {
  log(text: string): void;
  error(text: string): void;
}

/**
 * `npm run admin -- <command>`, answering the exit code. With the embedded database and a server
 * running on the same DATA_DIR, the command runs inside that server (PGlite is single-process);
 * otherwise it opens the database itself.
 */
export async function runAdminCommandLine(
  argv: string[],
  processEnv: NodeJS.ProcessEnv = process.env,
  out: CommandLineOutput = console,
): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    out.log(adminUsage);
    return command === undefined ? 2 : 0;
  }
  if (!isAdminCommand(command)) {
    out.error(`Unknown command '${command}'.\n\n${adminUsage}`);
    return 2;
  }
  const env = readEnvironment(processEnv);
  try {
    const server = env.databaseUrl === undefined ? readLock(env.dataDir) : undefined;
    const output =
      server?.kind === 'server' && server.url
        ? await viaServer(server.url, loadSecrets(env.dataDir).internalToken, command, args)
        : await directly(env, processEnv, command, args);
    out.log(output);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`${error.message}.\n\n${adminUsage}`);
      return 2;
    }
    if (error instanceof ApiError || error instanceof CommandFailed) {
      out.error(error.message);
      return 1;
    }
    out.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
