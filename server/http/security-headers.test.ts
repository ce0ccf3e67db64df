import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { createTestApp, useTestDatabase } from '../test/test-app';
import { inlineScriptHashes } from './content-security-policy';

const db = useTestDatabase();

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A built web app in miniature: a shell and a prerendered page, each with an inline script, and the console's page. */
function fakeWebBuild(options: { cspFile: boolean }): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kampus-csp-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'prerendered'));
  mkdirSync(path.join(root, 'admin'));
  writeFileSync(path.join(root, 'admin', 'index.html'), '<!doctype html><title>Kampus Console</title><div id="root"></div>');
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>Kampus</title><script>window.shell = 1</script><script type="module" src="/assets/main-abc.js"></script><div id="root"></div>',
  );
  const login = '<!doctype html><title>Kampus</title><script>window.login = 1</script><div id="root"><h1>Welcome back</h1></div>';
  writeFileSync(path.join(root, 'prerendered', 'login.html'), login);
  writeFileSync(path.join(root, 'prerendered', 'login.html.br'), brotliCompressSync(login));
  writeFileSync(path.join(root, 'prerendered', 'routes.json'), JSON.stringify({ '/login': 'login.html' }));
  writeFileSync(path.join(root, 'assets', 'main-abc.js'), 'console.log("hi")');
  if (options.cspFile) {
    const scriptHashes = [sha256('window.shell = 1'), sha256('window.login = 1')];
    writeFileSync(path.join(root, 'csp.json'), JSON.stringify({ scriptHashes }));
  }
  return root;
}

const builds: string[] = [];
afterAll(() => builds.forEach((root) => rmSync(root, { recursive: true, force: true })));

function appWith(config: Partial<ServerConfig> = {}, logger?: Logger) {
  const staticDir = fakeWebBuild({ cspFile: true });
  builds.push(staticDir);
  return createTestApp(db(), { config: { staticDir, trustProxy: 0, ...config }, logger });
}

// Spelled out as a browser receives it, not built the way the server builds it.
const expectedHtmlPolicy =
  `default-src 'self'; script-src 'self' ${sha256('window.shell = 1')} ${sha256('window.login = 1')}; ` +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function expectEveryResponseHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-frame-options')).toBe('DENY');
  const permissions = headers.get('permissions-policy')?.split(', ') ?? [];
  expect(permissions).toContain('camera=(self)');
  expect(permissions).toEqual(expect.arrayContaining(['microphone=()', 'geolocation=()', 'payment=()']));
  expect(permissions.filter((rule) => !rule.endsWith('=()'))).toEqual(['camera=(self)']);
}

describe('security headers', () => {
  it('on an API answer: the common set, no-store and a policy that lets nothing run', async () => {
    const t = appWith();
    for (const url of ['/v1/health', '/v1/nothing-here']) {
      const res = await t.app.request(url);
      expectEveryResponseHeaders(res.headers);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("on the HTML shell: the app's policy with the build's script hashes, never 'unsafe-inline' for scripts", async () => {
    const t = appWith();
    for (const url of ['/', '/seller/dashboard', '/index.html']) {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectEveryResponseHeaders(res.headers);
      expect(res.headers.get('content-security-policy')).toBe(expectedHtmlPolicy);
    }
    const scriptSrc = expectedHtmlPolicy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe');
  });

  it('on a prerendered page, plain and precompressed', async () => {
    const t = appWith();
    const plain = await t.app.request('/login');
    expect(await plain.text()).toContain('Welcome back');
    expect(plain.headers.get('content-security-policy')).toBe(expectedHtmlPolicy);
    const compressed = await t.app.request('/login', { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-security-policy')).toBe(expectedHtmlPolicy);
    expectEveryResponseHeaders(compressed.headers);
  });

  it('leaves scripts and other files without an HTML policy, and keeps a policy a route set itself', async () => {
    const t = appWith();
    const own = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    t.app.get('/v1/test-own-policy', (c) =>
      c.body('<svg/>', 200, { 'Content-Type': 'image/svg+xml', 'Content-Security-Policy': own }),
    );
    const asset = await t.app.request('/assets/main-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expectEveryResponseHeaders(asset.headers);
    const file = await t.app.request('/v1/test-own-policy');
    expect(file.headers.get('content-security-policy')).toBe(own);
  });

  it('without csp.json (an older build) allows no inline script and says so', async () => {
    const warnings: string[] = [];
    const logger: Logger = { info: () => {}, error: () => {}, warn: (message) => warnings.push(message) };
    const staticDir = fakeWebBuild({ cspFile: false });
    builds.push(staticDir);
    const t = createTestApp(db(), { config: { staticDir }, logger });
    const res = await t.app.request('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'; ");
    expect(warnings).toEqual([expect.stringContaining('csp.json')]);
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = 'max-age=31536000; includeSubDomains';

  it('is sent on every response when PUBLIC_ORIGIN is https', async () => {
    const t = appWith({ publicOrigin: 'https://kampus.ng' });
    expect((await t.app.request('/v1/health')).headers.get('strict-transport-security')).toBe(hsts);
    expect((await t.app.request('/login')).headers.get('strict-transport-security')).toBe(hsts);
  });

  it('is sent when the request itself came over https', async () => {
    const t = appWith();
    expect((await t.app.request('https://kampus.ng/v1/health')).headers.get('strict-transport-security')).toBe(hsts);
  });

  it('believes X-Forwarded-Proto only with TRUST_PROXY', async () => {
    const trusting = appWith({ trustProxy: 1 });
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await trusting.app.request('/v1/health', forwarded)).headers.get('strict-transport-security')).toBe(hsts);
    const untrusting = appWith({ trustProxy: 0 });
    expect((await untrusting.app.request('/v1/health', forwarded)).headers.get('strict-transport-security')).toBeNull();
  });

  it('is never sent over plain http', async () => {
    for (const t of [appWith(), appWith({ publicOrigin: 'http://localhost:3000' }), appWith({ trustProxy: 1 })]) {
      const api = await t.app.request('http://localhost/v1/health', { headers: { 'x-forwarded-proto': 'http' } });
      expect(api.headers.get('strict-transport-security')).toBeNull();
      expect((await t.app.request('http://localhost/')).headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and skips scripts with a src', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script>',
      '</script>',
      '<SCRIPT type="module">import("/a.js")</SCRIPT>',
      '<script>import("/a.js")</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
      sha256('import("/a.js")'),
    ]);
    expect(inlineScriptHashes('<div>no scripts</div>')).toEqual([]);
  });
});
