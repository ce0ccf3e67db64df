import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Where the counts go for scripts/test/all.ts to add up with the e2e run. */
export const vitestCountsFile = 'test-results/vitest-counts.json';

/**
 * Ends the run with one plain line, 'Tests: N passed, N failed, N skipped', so a run that
 * executed nothing is visible at a glance (and to CI, which reads that line).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      const before = counts.failed;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that failed outside its tests (import error, failing beforeAll) counts once.
      if (module.state() === 'failed' && counts.failed === before) counts.failed += 1;
    }
    counts.failed += unhandledErrors.length;
    mkdirSync('test-results', { recursive: true });
    writeFileSync(vitestCountsFile, JSON.stringify(counts));
    process.stdout.write(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
