import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DevMail, KycStatusResponse, TokenPair, University, UploadResult } from '../../contract';
import { runScript, spawnServer } from '../runtime/spawn-server';
import type { SpawnedServer } from '../runtime/spawn-server';
import { images } from '../test/images';
import { cloneTemplateInto } from '../test/test-database';
import { runAdminCommandLine } from './admin-command-line';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-e2e-'));
const childEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  DEMO_DATA: '0',
  DATABASE_URL: '',
  SMTP_URL: '',
};
let server: SpawnedServer | undefined;

afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run admin` as its own process: what an operator types, exit code and all. */
const spawnAdmin = (...args: string[]) => runScript('server/cli/admin.ts', args, childEnv);

/** The same command line called in this process: what it prints and exits with, without a process start. */
async function runAdmin(...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runAdminCommandLine(args, childEnv, {
    log: (text) => stdout.push(`${text}\n`),
    error: (text) => stderr.push(`${text}\n`),
  });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

async function call<T>(url: string, method: string, route: string, json?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = json === undefined ? {} : { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${url}${route}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return (await response.json()) as T;
}

describe('npm run server + npm run admin, end to end', () => {
  it(
    'approves a KYC submission from the CLI while the server runs, then works directly once it stops',
    { timeout: 240_000 },
    async () => {
      await cloneTemplateInto(path.join(dataDir, 'db'));
      server = await spawnServer(childEnv);
      const { url } = server;
      const email = 'e2e.seller@unilag.edu.ng';
      await call(url, 'POST', '/v1/auth/register', { firstname: 'Ife', lastname: 'Ade', email, password: 'correct-horse' });
      const mails = await call<{ data: DevMail[] }>(url, 'GET', `/v1/dev/mail?to=${email}`);
      await call(url, 'POST', '/v1/auth/verify-email', { email, code: mails.data[0]?.code });
      const { data: session } = await call<{ data: TokenPair }>(url, 'POST', '/v1/auth/login', {
        email,
        password: 'correct-horse',
      });

      const form = new FormData();
      form.append('file', new File([new Uint8Array(images.png)], 'id.png', { type: 'image/png' }));
      const uploaded = await fetch(`${url}/v1/file/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      const { data: upload } = (await uploaded.json()) as { data: UploadResult };
      const { data: universities } = await call<{ data: University[] }>(url, 'GET', '/v1/university');
      const submitted = await call<KycStatusResponse>(
        url,
        'POST',
        '/v1/kyc',
        {
          accountType: 'individual',
          nin: '12345678901',
          firstname: 'Ife',
          lastname: 'Ade',
          universityId: universities[0]?.id,
          documentType: 'Identity Card',
          documentImage: upload.result.key,
        },
        session.accessToken,
      );
      expect(submitted.data.status).toBe('PENDING');

      const approved = await spawnAdmin('kyc-approve', email);
      expect(approved.stderr).toBe('');
      expect(approved.code).toBe(0);
      expect(approved.stdout).toContain(`KYC of ${email} approved`);
      const status = await call<KycStatusResponse>(url, 'GET', '/v1/kyc', undefined, session.accessToken);
      expect(status.data.status).toBe('APPROVED');

      const unknownCommand = await runAdmin('frobnicate');
      expect(unknownCommand.code).toBe(2);
      expect(unknownCommand.stderr).toContain('Usage: npm run admin');
      const failing = await runAdmin('kyc-approve', email);
      expect(failing.code).toBe(1);
      expect(failing.stderr).toContain('Already approved by the command line at ');

      await server.stop();
      const listed = await runAdmin('kyc-list', 'APPROVED');
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain(email);
    },
  );
});
