import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { e2eDataDir } from './environment';

/** A new address per test run, so journeys never meet an account an earlier run made. */
export function freshEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@students.kampus.test`;
}

interface DevMail {
  to: string;
  subject: string;
  code: string | null;
}

/** The mails sent to `email`, newest first, from the server's development mailbox. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<DevMail[]> {
  const response = await request.get(`/v1/dev/mail?to=${encodeURIComponent(email)}`);
  if (!response.ok()) throw new Error(`The dev mailbox answered ${response.status()}`);
  return ((await response.json()) as { data: DevMail[] }).data;
}

/** The newest code mailed to `email`. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const code = (await mailsTo(request, email)).find((mail) => mail.code)?.code;
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** `npm run admin -- <args>` against the e2e server's data folder, as an operator would run it. */
export function admin(...args: string[]): string {
  const run = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`npm run admin -- ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * An access token for the same user that expired a minute ago, signed with the server's own
 * secret (kept in its data folder): what a browser holds after 15 idle minutes.
 */
export function expiredTwinOf(accessToken: string): string {
  const secrets = JSON.parse(readFileSync(path.join(e2eDataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const body = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ ...claims, iat: now - 960, exp: now - 60 }))}`;
  return `${body}.${createHmac('sha256', secrets.jwtSecret).update(body).digest('base64url')}`;
}
