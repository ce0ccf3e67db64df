import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from '../build/steps';

const root = path.resolve(import.meta.dirname, '../..');
// The last file the build writes: a build that stopped half-way counts as stale.
const buildMarker = path.join(root, 'dist/web/prerendered/routes.json');
const sourceDirs = ['app', 'features', 'ui', 'client', 'contract', 'public', 'scripts/build'];
// The CSP hashes of dist/web/csp.json are computed by server code the build imports.
const sourceFiles = [
  'index.html',
  'vite.config.ts',
  'vite.console.config.ts',
  'package-lock.json',
  'server/http/content-security-policy.ts',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === '__screenshots__' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when dist/web is missing or a source file changed after it was built. */
export function webBuildIsStale(): boolean {
  if (!existsSync(buildMarker)) return true;
  const built = statSync(buildMarker).mtimeMs;
  return [...sourceDirs, ...sourceFiles].some((entry) => newestMtime(path.join(root, entry)) > built);
}

/** Builds the web app into dist/web when it is stale; exits the process if the build fails. */
export async function ensureWebBuild(): Promise<void> {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (dist/web), once after each change of its sources:');
  if (!(await runBuild())) process.exit(1);
}
