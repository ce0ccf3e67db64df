import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A story that fails only the first request lets the screen's next request (an SWR retry or
 * revalidation) succeed before the error is asserted: it passes on a quiet machine and fails on
 * a busy one. Failure stories use `outage()` from stories/msw/respond.ts, which stays down until
 * the story's person retries.
 */
const failsOnlyOnce = [/calls\s*===\s*1\s*\?\s*fail\(/, /\(\)\s*=>\s*fail\([^)]*\)\s*,\s*\{\s*once:\s*true\s*\}/];

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

describe('failure stories', () => {
  it('never fail only the first request', () => {
    const offenders = ['ui', 'features', 'app', 'stories'].flatMap(storyFiles).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return failsOnlyOnce.some((pattern) => pattern.test(text));
    });
    expect(offenders).toEqual([]);
  });
});
