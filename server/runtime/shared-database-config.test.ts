import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnvironment } from '../config';
import type { Environment } from '../config';
import { silentLogger } from '../logger';
import { startServer } from '../start';
import { runScript } from './spawn-server';
import { configurationRefusal } from '../test/configuration-refusal';

const SECRET = 'a-production-secret-of-at-least-32-characters';
const REFUSAL =
  "Kampus refuses to start: DATABASE_URL is set but JWT_SECRET is not. Every server on one database must sign sessions with the same secret: set JWT_SECRET to the same long random value on each (e.g. the output of 'openssl rand -base64 48'; see server/README.md)";
// Nothing listens on port 1: were it ever asked, the database would fail at once.
const DATABASE_URL = 'postgres://kampus@127.0.0.1:1/kampus';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const refusal = (env: NodeJS.ProcessEnv): string => configurationRefusal(() => readEnvironment(env));

describe('a shared DATABASE_URL without JWT_SECRET', () => {
  it('is refused in demo mode as in production, with a message that says what to set', () => {
    expect(refusal({ DATABASE_URL })).toBe(REFUSAL);
    expect(refusal({ DATABASE_URL, JWT_SECRET: '  ' })).toBe(REFUSAL);
    expect(refusal({ DATABASE_URL, KAMPUS_MODE: 'demo', NODE_ENV: 'production' })).toBe(REFUSAL);
    expect(readEnvironment({ DATABASE_URL, JWT_SECRET: SECRET })).toMatchObject({ databaseUrl: DATABASE_URL, jwtSecret: SECRET });
    // The embedded database is one process: its generated secret is shared with nobody.
    expect(readEnvironment({}).jwtSecret).toBeUndefined();
  });

  it('startServer refuses an Environment built without it, before touching DATA_DIR or the database', async () => {
    const env: Environment = { ...readEnvironment({ DATA_DIR: path.join(os.tmpdir(), 'kampus-never-created'), PORT: '0' }) };
    await expect(startServer({ ...env, databaseUrl: DATABASE_URL }, silentLogger)).rejects.toThrow(REFUSAL);
  });

  it('the server process prints the refusal and exits 1', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-shared-'));
    tempDirs.push(dataDir);
    const { code, stdout, stderr } = await runScript('server/main.ts', [], {
      PATH: process.env.PATH,
      DATABASE_URL,
      DATA_DIR: dataDir,
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(REFUSAL);
    expect(stdout).not.toContain('listening');
  });
});

describe('DATABASE_POOL_MAX and SHUTDOWN_GRACE_MS', () => {
  it('default to 10 connections and 30 s', () => {
    expect(readEnvironment({})).toMatchObject({ databasePoolMax: 10, shutdownGraceMs: 30_000 });
  });

  it('take whole numbers in range and refuse anything else', () => {
    expect(readEnvironment({ DATABASE_POOL_MAX: '25', SHUTDOWN_GRACE_MS: '5000' })).toMatchObject({
      databasePoolMax: 25,
      shutdownGraceMs: 5000,
    });
    expect(refusal({ DATABASE_POOL_MAX: '0' })).toBe("DATABASE_POOL_MAX must be a whole number from 1 to 1000, got '0'");
    expect(refusal({ DATABASE_POOL_MAX: 'lots' })).toBe("DATABASE_POOL_MAX must be a whole number from 1 to 1000, got 'lots'");
    expect(refusal({ SHUTDOWN_GRACE_MS: '1.5' })).toBe("SHUTDOWN_GRACE_MS must be a whole number from 0 to 600000, got '1.5'");
  });
});
