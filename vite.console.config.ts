/**
 * The operator console's build (`vite build --config vite.console.config.ts`): the student app's
 * settings (plugins, the production router, chunk names, code splitting) with the console's own
 * page (app/console/index.html) as the entry, written to dist/web/admin and served under
 * /admin/ (server/ssr/console-site.ts). A second build, so that Rollup never sees the console
 * beside the student app and no student page's chunks change because of it.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfigFnObject } from 'vite';
import studentConfig from './vite.config';

const root = path.dirname(fileURLToPath(import.meta.url));
const page = 'app/console/index.html';
// Inside the student build's folder: the server, the compressor and the cluster find it there.
const outDir = path.join(root, 'dist/web/admin');

/** Vite writes an HTML entry at its path below the root (admin/app/console/index.html): moved to admin/index.html. */
const pageAtItsRoot: Plugin = {
  name: 'kampus-console-page-at-root',
  apply: 'build',
  writeBundle() {
    mkdirSync(outDir, { recursive: true });
    renameSync(path.join(outDir, page), path.join(outDir, 'index.html'));
    rmSync(path.join(outDir, 'app'), { recursive: true, force: true });
  },
};

export default defineConfig((env) => {
  const { plugins = [], resolve, build = {} } = (studentConfig as UserConfigFnObject)(env);
  return {
    plugins: [...plugins, pageAtItsRoot],
    resolve,
    base: '/admin/',
    // The student build's public files (the favicon) are already at the root, beside it.
    publicDir: false,
    build: {
      ...build,
      outDir,
      emptyOutDir: true,
      // Nothing of the console is prerendered: no manifest to read.
      manifest: false,
      rolldownOptions: { ...build.rolldownOptions, input: path.join(root, page) },
    },
  };
});
