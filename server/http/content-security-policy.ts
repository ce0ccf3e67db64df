import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the build (scripts/build/prerender.ts) beside the web app, read by the server. */
export const WEB_CSP_FILE = 'csp.json';

export interface WebCspManifest {
  /** CSP sources ('sha256-…') of every inline script in index.html and the prerendered pages. */
  scriptHashes: string[];
}

/** Every `<script>` without a `src` in `html`, as the CSP hash source that lets it run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The hashes the build recorded, or none when the build predates csp.json. */
export function readWebCspManifest(root: string): WebCspManifest | undefined {
  const file = path.join(root, WEB_CSP_FILE);
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<WebCspManifest>;
  const hashes = manifest.scriptHashes;
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash))) {
    throw new Error(`${file} must be {"scriptHashes": ["'sha256-…'", …]}`);
  }
  return { scriptHashes: hashes };
}

/**
 * The policy of the web app's HTML. Scripts: our own files and the inline scripts the build
 * hashed, never 'unsafe-inline'. Styles allow 'unsafe-inline': react-aria positions overlays
 * through style attributes, and the prerendered pages carry their CSS in <style> elements;
 * CSS cannot run script, so the cost is limited to what injected markup could restyle.
 */
export function webAppContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data: nothing in them may run or be framed, even if a browser renders one. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
