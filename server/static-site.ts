import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/app-env';

const HASHED_ASSETS = '/assets/';

/**
 * Serves the built web app (STATIC_DIR) beside /v1: files as they are, hashed assets with a
 * year-long cache, and index.html (never cached) for any other GET, so client routes work.
 */
export function mountStaticSite(app: Hono<AppEnv>, root: string): void {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`STATIC_DIR has no index.html: ${root}`);
  const cacheHeader = (requestPath: string) =>
    requestPath.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache';

  const isApi = (requestPath: string) => requestPath === '/v1' || requestPath.startsWith('/v1/');
  const files = serveStatic<AppEnv>({ root });
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
