import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Logger } from '../logger';

/** Where staff reach the operator console. */
export const CONSOLE_BASE = '/admin';
/** The console's own build, inside the web app's folder (vite.console.config.ts). */
export const CONSOLE_DIR = 'admin';
/** The console's hashed scripts, styles and fonts (served by the static files, a year's cache). */
export const CONSOLE_ASSETS = `${CONSOLE_BASE}/assets/`;

/** /admin and every address below it. */
export function isConsolePath(requestPath: string): boolean {
  return requestPath === CONSOLE_BASE || requestPath.startsWith(`${CONSOLE_BASE}/`);
}

/**
 * Answers /admin and every console address but its assets with the console's page (an empty
 * shell: its own app routes in the browser), never cached, since a new build names new scripts.
 * A web app built without the console answers 404 there: never the student app's page.
 */
export function mountConsolePage(app: Hono<AppEnv>, root: string, logger: Logger): void {
  const file = path.join(root, CONSOLE_DIR, 'index.html');
  const page = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (!page) logger.warn(`STATIC_DIR has no ${CONSOLE_DIR}/index.html: /admin is not served (npm run build)`, { root });
  app.get('*', (c, next) => {
    if (!isConsolePath(c.req.path) || c.req.path.startsWith(CONSOLE_ASSETS)) return next();
    if (!page) return c.text('The operator console is not part of this build.', 404);
    return c.html(page, 200, { 'Cache-Control': 'no-store' });
  });
}
