/**
 * `npm start`: builds the web app when its build is missing or older than the sources, then
 * serves it. (Until the API server lands, the production build is served by `vite preview`.)
 */
import { spawnSync } from 'node:child_process';
import { ensureWebBuild } from './lib/webBuild';

ensureWebBuild();
const port = process.env.PORT ?? '3000';
const result = spawnSync('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', process.env.HOST ?? '127.0.0.1'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 0);
