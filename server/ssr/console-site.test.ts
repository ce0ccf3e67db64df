/**
 * /admin is the operator console's own build (dist/web/admin), served by the same static site
 * as the student app; no database is needed, so the site is mounted on a bare app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { mountStaticSite } from './static-site';

const STUDENT_PAGE = '<!doctype html><title>Kampus</title><div id="root"></div>';
const CONSOLE_PAGE = '<!doctype html><title>Kampus Console</title><script type="module" src="/admin/assets/c1.js"></script>';

function webBuild({ withConsole }: { withConsole: boolean }): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kampus-console-site-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), STUDENT_PAGE);
  writeFileSync(path.join(root, 'assets', 's1.js'), 'student()');
  if (withConsole) {
    mkdirSync(path.join(root, 'admin', 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'admin', 'index.html'), CONSOLE_PAGE);
    writeFileSync(path.join(root, 'admin', 'assets', 'c1.js'), 'console()');
  }
  return root;
}

function site(root: string, logger: Logger = silentLogger) {
  const app = new Hono<AppEnv>();
  mountStaticSite(app, root, logger);
  return app;
}

const built = webBuild({ withConsole: true });
const withoutConsole = webBuild({ withConsole: false });
afterAll(() => [built, withoutConsole].forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('the operator console at /admin', () => {
  it('is the console’s own page at /admin and every address below it, never cached, with the app’s CSP', async () => {
    const app = site(built);
    for (const address of ['/admin', '/admin/', '/admin/sign-in', '/admin/disputes/order/42', '/admin/x/y?tab=open']) {
      const res = await app.request(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-type'), address).toBe('text/html; charset=UTF-8');
      expect(res.headers.get('cache-control'), address).toBe('no-store');
      expect(res.headers.get('content-security-policy'), address).toContain("script-src 'self'");
      expect(await res.text(), address).toBe(CONSOLE_PAGE);
    }
  });

  it('serves its hashed assets for a year, and a missing one is a 404, never a page', async () => {
    const app = site(built);
    const asset = await app.request('/admin/assets/c1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console()');
    const missing = await app.request('/admin/assets/gone.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>');
  });

  it('leaves every other address to the student app', async () => {
    const app = site(built);
    for (const address of ['/', '/login', '/administrator', '/seller/admin']) {
      expect(await (await app.request(address)).text(), address).toBe(STUDENT_PAGE);
    }
    expect(await (await app.request('/assets/s1.js')).text()).toBe('student()');
  });

  it('is a 404, not the student app, when the build has no console, and the server says why', async () => {
    const warnings: string[] = [];
    const app = site(withoutConsole, { ...silentLogger, warn: (message) => warnings.push(message) });
    for (const address of ['/admin', '/admin/sign-in']) {
      const res = await app.request(address);
      expect(res.status, address).toBe(404);
      expect(await res.text(), address).not.toContain('<title>Kampus</title>');
    }
    expect(warnings).toContainEqual(expect.stringContaining('admin/index.html'));
  });
});
