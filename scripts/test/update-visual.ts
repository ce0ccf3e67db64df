/**
 * Refreshes the screenshot baselines of visual stories and records the Chromium build they
 * were made with (.storybook/visual-baseline.json), so a later mismatch can say why.
 * Usage: npm run test:visual:update [-- <story file filter>]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const version = /(\d+\.\d+\.\d+\.\d+)/.exec(execFileSync(chromium, ['--version'], { encoding: 'utf8' }))?.[1];
if (!version) throw new Error(`Could not read the version of ${chromium}`);

// Filters go before --update: in Vitest 4 the flag takes an optional value and would swallow a path.
const run = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2), '--project', 'storybook', '--update'], {
  stdio: 'inherit',
  env: { ...process.env, CI: '' },
});
writeFileSync(
  new URL('../../.storybook/visual-baseline.json', import.meta.url),
  `${JSON.stringify({ chromium: version }, null, 2)}\n`,
);
console.log(`Baselines refreshed with Chromium ${version}. Review the PNGs (git diff --stat) and commit them.`);
process.exit(run.status ?? 1);
