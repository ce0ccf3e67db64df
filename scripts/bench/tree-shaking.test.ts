/**
 * What a page does not run, it must not download: the shared modules a first visit imports keep
 * their heavy parts behind what uses them. Each case bundles a tiny entry with Vite (as the app is
 * bundled) and looks for what must have been left out.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(os.tmpdir(), 'kampus-tree-shaking-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The JavaScript a bundle of `source` (an ES module importing the app's files) ships. */
async function bundle(name: string, source: string): Promise<string> {
  const entry = path.join(folder, `${name}.ts`);
  writeFileSync(entry, source);
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: name },
      rolldownOptions: { external: ['react', 'react/jsx-runtime'] },
    },
  })) as Rolldown.RolldownOutput[];
  return result
    .flatMap((output) => output.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}

describe('a first visit leaves out what the page does not run', () => {
  it("checkout, which reads a placed order, ships the order's schema but not its state machine", async () => {
    const code = await bundle(
      'checkout',
      `export { createOrderResponseSchema } from ${JSON.stringify(path.join(root, 'contract/index.ts'))};`,
    );
    expect(code).toContain('pending_payment');
    // A refusal of any machine (machine.ts) and a guard of the order's (order.ts).
    expect(code).not.toContain('wrong_actor');
    expect(code).not.toContain('so it does not go out for delivery');
  }, 60_000);

  it("a page that renews the session ships the token pair's schema but not the auth forms' rules", async () => {
    const code = await bundle(
      'renew-session',
      `export { tokenPairResponseSchema } from ${JSON.stringify(path.join(root, 'contract/index.ts'))};`,
    );
    expect(code).toContain('accessToken');
    // The sign-up form's body (contract/auth.ts, built with contract/fields.ts's builders).
    expect(code).not.toContain('First name');
    expect(code).not.toContain('must be at least 8 characters');
  }, 60_000);
});
