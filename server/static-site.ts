import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/app-env';

const HASHED_ASSETS = '/assets/';

/** Pages rendered at build time (scripts/build/prerender.ts): route -> file under STATIC_DIR. */
function readPrerendered(root: string): Map<string, string> {
  const list = path.join(root, 'prerendered', 'routes.json');
  if (!existsSync(list)) return new Map();
  const routes = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(routes).map(([route, file]) => [route, path.join(root, 'prerendered', file)]));
}

/**
 * Serves the built web app (STATIC_DIR) beside /v1: a page rendered at build time for its
 * exact route, files as they are, hashed assets with a year-long cache, and index.html (the
 * empty app shell, never cached) for any other GET, so client routes work.
 */
export function mountStaticSite(app: Hono<AppEnv>, root: string): void {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`STATIC_DIR has no index.html: ${root}`);
  const prerendered = readPrerendered(root);
  app.get('*', async (c, next) => {
    const file = prerendered.get(c.req.path);
    if (!file) return next();
    // The page inlines its CSS, so it is worth sending compressed (the build wrote the copies).
    const accepted = c.req.header('Accept-Encoding') ?? '';
    const encoding = [['br', '.br'], ['gzip', '.gz']].find(([name, ext]) => accepted.includes(name ?? '') && existsSync(`${file}${ext}`));
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding' };
    if (!encoding) return c.body(await readFile(file), 200, headers);
    return c.body(await readFile(`${file}${encoding[1]}`), 200, { ...headers, 'Content-Encoding': encoding[0] ?? '' });
  });
  const cacheHeader = (requestPath: string) =>
    requestPath.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache';

  const isApi = (requestPath: string) => requestPath === '/v1' || requestPath.startsWith('/v1/');
  // Assets go out as the .br or .gz copy the build wrote beside them (scripts/build/compress.ts).
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  app.use('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    const found = await files(c, next);
    if (found instanceof Response) c.res = found;
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', cacheHeader(c.req.path));
  });
  app.get('*', async (c, next) => {
    if (isApi(c.req.path) || c.req.path.startsWith(HASHED_ASSETS)) return next();
    const html = await readFile(indexFile, 'utf8');
    return c.html(html, 200, { 'Cache-Control': 'no-cache' });
  });
}
