import { defineConfig } from '@playwright/test';
import { e2ePort } from './e2e/support/environment';

/**
 * Journeys in Debian's Chromium against the production build served by the real server on a
 * fresh embedded database (see e2e/support/serve.ts). Playwright never downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Its own folder: Playwright empties outputDir at start, and test-results/ also holds
  // Vitest's counts, which npm test adds to the closing line.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    url: `http://127.0.0.1:${e2ePort}/v1/health`,
    // A fresh clone builds the student app and the console first (two Vite builds, prerendering).
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
