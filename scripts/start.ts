/**
 * `npm start`: the whole product on one port. Builds the web app when its build is missing
 * or older than the sources, then runs the API server, which also serves dist/web (and the
 * operator console at /admin, from dist/web/admin). On a fresh machine that is demo mode:
 * embedded database in ./data with demo accounts, and the development mailbox.
 * KAMPUS_MODE=production (or NODE_ENV=production) runs it for real (server/README.md).
 */
import { ensureWebBuild } from './lib/webBuild';

await ensureWebBuild();
process.env.PORT ??= '3000';
process.env.STATIC_DIR ??= 'dist/web';
await import('../server/main');
