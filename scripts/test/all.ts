/**
 * `npm test`: every check, in order of cost — types, lint + layering, all Vitest projects
 * (unit, server, every story), the e2e journeys, then the cluster test (scripts/cluster/
 * cluster-test.ts: two replicas behind haproxy on PostgreSQL, each of its assertions counted as a
 * test) — ending with one summary line over all the tests that ran: 'Tests: N passed, N failed,
 * N skipped'.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import { vitestCountsFile, type TestCounts, type VitestSummary } from './summary-reporter';

const e2eReport = 'test-results/e2e.json';
const clusterReport = 'test-results/cluster.json';

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function failedSpecs(suites: JSONReportSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...suite.specs.filter((spec) => !spec.ok).map((spec) => `${spec.file} › ${spec.title}`),
    ...failedSpecs(suite.suites),
  ]);
}

rmSync('test-results', { recursive: true, force: true });
const statics =
  run('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) && run('lint and layering', 'npm', ['run', '--silent', 'lint']);
const vitestOk = statics && run('unit, server and story tests', 'npx', ['vitest', 'run']);
const e2eOk = statics && run('end-to-end journeys', 'npx', ['playwright', 'test']);
const clusterOk =
  statics && run('cluster: 2 replicas, haproxy, PostgreSQL', 'node', ['--import', 'tsx', 'scripts/cluster/cluster-test.ts']);

const total: TestCounts = { passed: 0, failed: statics ? 0 : 1, skipped: 0 };
const vitest = readJson<VitestSummary>(vitestCountsFile);
if (vitest) {
  total.passed += vitest.passed;
  total.failed += vitest.failed;
  total.skipped += vitest.skipped;
}
const playwrightReport = readJson<JSONReport>(e2eReport);
const e2e = playwrightReport?.stats;
if (e2e) {
  total.passed += e2e.expected + e2e.flaky;
  total.failed += e2e.unexpected;
  total.skipped += e2e.skipped;
}
const cluster = readJson<TestCounts & { failures: string[] }>(clusterReport);
if (cluster) {
  total.passed += cluster.passed;
  total.failed += cluster.failed;
  total.skipped += cluster.skipped;
}
// A runner that left no counts is a failure, never a silent zero.
const countsMissing = statics && (!vitest || !e2e || !cluster);
if (statics && !vitest) console.error(`Vitest left no counts in ${vitestCountsFile}.`);
if (statics && !e2e) console.error(`Playwright left no report in ${e2eReport}.`);
if (statics && !cluster) console.error(`The cluster test left no counts in ${clusterReport}.`);
if (countsMissing) total.failed += 1;
// A runner that failed without a failing test (its setup broke, e.g. the e2e server's port
// was taken) still fails the closing line.
if (statics && vitest && !vitestOk && vitest.failed === 0) total.failed += 1;
if (statics && e2e && !e2eOk && e2e.unexpected === 0) total.failed += 1;
if (statics && cluster && !clusterOk && cluster.failed === 0) total.failed += 1;

// The names of what failed, repeated here because a CI log is often read from its end.
const failures = [...(vitest?.failures ?? []), ...failedSpecs(playwrightReport?.suites), ...(cluster?.failures ?? [])];
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);

const ok = statics && vitestOk && e2eOk && clusterOk && !countsMissing;
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
