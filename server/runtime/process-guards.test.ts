import { describe, expect, it } from 'vitest';
import { runScript } from './spawn-server';

describe('the server process', () => {
  it(
    'survives a rejection nobody awaited and a database error outside a request, but not a bug',
    { timeout: 60_000 },
    async () => {
      const { code, stdout, stderr } = await runScript('server/runtime/process-guards.fixture.ts', [], {
        PATH: process.env.PATH,
      });
      expect(stdout).toContain('survived');
      expect(stdout).not.toContain('never printed');
      expect(stderr).toContain('a promise failed and nobody awaited it');
      expect(stderr).toContain('the database connection failed outside a request: carrying on');
      expect(stderr).toContain('uncaught exception: exiting');
      expect(code).toBe(1);
    },
  );
});
