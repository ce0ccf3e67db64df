/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const root = path.dirname(fileURLToPath(import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium flags that keep a headless browser quiet on a closed network. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
];

/** Vitest mutates a browser config's `instances`, so each project builds its own. */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    // The page is exactly the story viewport, so the tester never scales the story's iframe:
    // a scaled frame rasterises edges differently from run to run under load.
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      contextOptions: { viewport: { width: 1024, height: 768 } },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1024, height: 768 },
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // A stable frame can take a while on a busy 2-core machine.
        timeout: 20_000,
        // Strict on colour (threshold 0): a changed token repaints thousands of pixels. Left
        // out: pixels pixelmatch classifies as anti-aliasing, and up to 100 stray pixels of
        // shadow and corner rasterisation that flicker on a loaded 2-core machine.
        comparatorOptions: { threshold: 0, allowedMismatchedPixels: 100, includeAA: false },
        screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const, scale: 'css' as const },
        resolveScreenshotPath: ({
          arg,
          ext,
          testFileDirectory,
          testFileName,
        }: {
          arg: string;
          ext: string;
          testFileDirectory: string;
          testFileName: string;
        }) => path.join(root, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
      },
    },
  };
}

/**
 * Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser and
 * the story file being imported at that moment fails.
 */
const prebundled = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-aria-components',
  'react-easy-crop',
  'lucide-react',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  'storybook/test',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  '@tiptap/react',
  '@tiptap/starter-kit',
  'swr',
  'ky',
  'valibot',
  'react-router',
  'qr',
  'qr/decode.js',
];

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The API's integration tests, on in-memory PGlite ('' ) or on the PostgreSQL at `databaseUrl`.
 * Files share one worker's modules (`isolate: false`): importing the server afresh for each file
 * cost more CPU than the tests themselves (docs/testing.md). Each file still opens its own
 * database, app, clock and mailbox, so nothing a test sees is left by another file.
 */
function serverProject(name: string, databaseUrl: string) {
  return {
    test: {
      name,
      environment: 'node' as const,
      include: ['server/**/*.test.ts'],
      env: { TEST_DATABASE_URL: databaseUrl },
      isolate: false,
      setupFiles: ['./server/test/per-file-reset.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * The modules of the `common` chunk (see the build's `codeSplitting` below): what every page
 * loads beside the entry (the layout primitives and Text, Link, the stroke icon, the API client),
 * and what every form field is built of (react-aria-components' Text, its slots, the visually
 * hidden helper, the field's classes).
 */
const commonModules = new RegExp(
  [
    String.raw`[\\/]ui[\\/](Stack|Inline|Tiles|Text|Link)[\\/]`,
    String.raw`[\\/]ui[\\/]Icon[\\/]StrokeIcon\.tsx$`,
    String.raw`[\\/]client[\\/]http\.ts$`,
    String.raw`[\\/]react-aria-components[\\/]dist[\\/]private[\\/]Text\.mjs$`,
    String.raw`[\\/]react-aria[\\/]dist[\\/]private[\\/](utils[\\/]useSlot\.mjs|visually-hidden[\\/])`,
    String.raw`[\\/]ui[\\/]Field[\\/]Field\.css\.ts$`,
  ].join('|'),
);

/**
 * react-router's package entry is its development build (warnings, no minification); builds
 * take the production one, as react-router's own Vite plugin does.
 */
const productionReactRouter = {
  find: /^react-router$/,
  replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
};

/**
 * The operator console is a build of its own (vite.console.config.ts): in `npm run dev`, /admin
 * and every address below it is the console's page, as the server sends it in production.
 */
const consoleDevPage: Plugin = {
  name: 'kampus-console-dev-page',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.method === 'GET' && /^\/admin(?:[/?#]|$)/.test(req.url ?? '')) req.url = '/app/console/index.html';
      next();
    });
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), consoleDevPage],
  resolve: { alias: command === 'build' ? [productionReactRouter] : [] },
  optimizeDeps: { include: prebundled },
  // Every browser the app supports has modulepreload: no polyfill in the entry.
  // The manifest tells scripts/build/prerender.ts which files each prerendered page needs.
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // Fonts stay files, fetched only by a page that uses their glyphs (ui/theme/fonts/naira.css's
    // faces are under 1 KB: inlined, every page's CSS would carry them).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    manifest: true,
    rolldownOptions: {
      output: {
        // A script's name is its content hash alone: every import of a chunk and every entry of the
        // preload lists names it, and readable names cost a first visit 0.6–2.4 KB gzipped
        // (docs/performance.md). The manifest says which chunk each file is (`bench:web --files`
        // prints it). The server-side bundle keeps its names: the prerenderer loads it by name.
        ...(isSsrBuild ? {} : { entryFileNames: 'assets/[hash].js', chunkFileNames: 'assets/[hash].js' }),
        codeSplitting: {
          // What the entry imports statically (React, the router, react-aria's interaction hooks,
          // the app's frame) is downloaded by every page: one file rather than eight, which
          // compresses better and costs one request.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What every page loads beside the entry, and the parts of every form field: each a
            // few hundred bytes to 3 KB, one file instead of ten is 0.3–1.0 KB smaller on every
            // page measured but the landing page, which has no field and downloads 0.3 KB more
            // (docs/performance.md).
            { name: 'common', test: commonModules },
          ],
        },
      },
    },
  },
  // The API, and in demo mode the payment sandbox's page it mounts, both behind the dev server's origin.
  server: {
    proxy: {
      '/v1': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/sandbox': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
  test: {
    reporters: ['default', './scripts/test/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{ui,features,app,client,contract}/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/test/unit.setup.ts'],
          // One jsdom for every file: a new one per file cost ten times the tests' own time. The
          // setup file puts back timers, spies, storage, cookies and the address after each file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
      serverProject('server', ''),
      // The same suite again on a real PostgreSQL when one is given (CI starts one).
      ...(postgresUrl ? [serverProject('server-postgres', postgresUrl)] : []),
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: chromiumBrowser(),
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
