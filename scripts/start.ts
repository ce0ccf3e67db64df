/**
 * `npm start`: the whole product on one port. Builds the web app when its build is missing
 * or older than the sources, then runs the API server, which also serves dist/web (embedded
 * database in ./data with demo accounts unless DATABASE_URL is set).
 */
import { ensureWebBuild } from './lib/webBuild';

ensureWebBuild();
process.env.PORT ??= '3000';
process.env.STATIC_DIR ??= 'dist/web';
await import('../server/main');
