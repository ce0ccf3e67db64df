import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The counts, and a line per failure so the end of a long CI log says what failed. */
export interface VitestSummary extends TestCounts {
  failures: string[];
}

function firstLine(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return (String(message ?? error).split('\n')[0] ?? '').slice(0, 300);
}

/** Where the counts go for scripts/test/all.ts to add up with the e2e run. */
export const vitestCountsFile = 'test-results/vitest-counts.json';

/**
 * Ends the run with one plain line, 'Tests: N passed, N failed, N skipped', so a run that
 * executed nothing is visible at a glance (and to CI, which reads that line).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const counts: VitestSummary = { passed: 0, failed: 0, skipped: 0, failures: [] };
    for (const module of testModules) {
      const before = counts.failed;
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') counts.passed += 1;
        else if (result.state === 'failed') {
          counts.failed += 1;
          counts.failures.push(
            `${relative(process.cwd(), module.moduleId)} › ${test.fullName}: ${firstLine(result.errors?.[0])}`,
          );
        } else counts.skipped += 1;
      }
      // A file that failed outside its tests (import error, failing beforeAll) counts once.
      if (module.state() === 'failed' && counts.failed === before) {
        counts.failed += 1;
        counts.failures.push(`${relative(process.cwd(), module.moduleId)}: ${firstLine(module.errors()[0])}`);
      }
    }
    counts.failed += unhandledErrors.length;
    for (const error of unhandledErrors) counts.failures.push(`unhandled error: ${firstLine(error)}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(vitestCountsFile, JSON.stringify(counts));
    process.stdout.write(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
