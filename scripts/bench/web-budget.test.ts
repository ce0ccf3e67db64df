import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  floorRatio,
  GROWTH_TOLERANCE_BYTES,
  judgeFirstVisits,
  judgePage,
  MAX_FLOOR_RATIO,
  readBaseline,
  updatedBaseline,
  verdictLine,
  writeBaseline,
  type WebBaseline,
} from './web-budget';

const floor = 100_000;
const baseline: WebBaseline = { floorBytes: floor, pages: { '/': 130_000, '/explore': 158_000 } };

describe('the JavaScript budget of a first visit, against the floor of the stack', () => {
  it('gives a page its weight as a multiple of the floor', () => {
    expect(floorRatio(139_000, floor)).toBeCloseTo(1.39, 5);
    expect(() => floorRatio(1, 0)).toThrow(/more than 0 bytes/);
  });

  it('lets a page weigh up to 1.35× the floor and fails it above', () => {
    expect(MAX_FLOOR_RATIO).toBe(1.35);
    const at = judgePage('/', 135_000, floor, { floorBytes: floor, pages: { '/': 135_000 } });
    expect(at).toMatchObject({ overFloor: false, failed: false });
    const over = judgePage('/', 135_001, floor, { floorBytes: floor, pages: { '/': 135_001 } });
    expect(over).toMatchObject({ overFloor: true, grew: false, failed: true });
    expect(verdictLine(over)).toContain('OVER 1.35× the floor');
  });

  it('fails a page that grew by more than 0.5 KB over its baseline, even within the ratio', () => {
    expect(GROWTH_TOLERANCE_BYTES).toBe(512);
    const within = judgePage('/', 130_000 + 512, floor, baseline);
    expect(within).toMatchObject({ grew: false, failed: false });
    const grown = judgePage('/', 130_000 + 513, floor, baseline);
    expect(grown).toMatchObject({ overFloor: false, grew: true, failed: true });
    expect(verdictLine(grown)).toContain('GREW over its baseline');
  });

  it('lets a page shrink, and reports the change', () => {
    const smaller = judgePage('/', 120_000, floor, baseline);
    expect(smaller).toMatchObject({ grew: false, failed: false, baselineBytes: 130_000 });
    expect(verdictLine(smaller)).toMatch(/−9\.8 KB +met$/);
  });

  it('fails a page that has no committed figure to compare with', () => {
    const unknown = judgePage('/checkout', 110_000, floor, baseline);
    expect(unknown).toMatchObject({ noBaseline: true, failed: true });
    expect(verdictLine(unknown)).toContain('NO BASELINE');
  });

  it('reports a page over the floor honestly even when it did not grow', () => {
    const explore = judgePage('/explore', 158_000, floor, baseline);
    expect(explore.ratio).toBeCloseTo(1.58, 5);
    expect(explore).toMatchObject({ overFloor: true, grew: false, failed: true });
  });
});

describe('the verdict of a bench run', () => {
  it('fails the run when any page fails, and prints a line a page', () => {
    const judged = judgeFirstVisits({ '/': 130_000, '/explore': 158_000 }, floor, baseline);
    expect(judged.verdicts.map((verdict) => [verdict.page, verdict.failed])).toEqual([
      ['/', false],
      ['/explore', true],
    ]);
    expect(judged.failed).toBe(true);
    expect(judged.lines).toHaveLength(3);
    expect(judgeFirstVisits({ '/': 130_000 }, floor, baseline).failed).toBe(false);
  });

  it('is what bench:web exits on', () => {
    const bench = readFileSync(path.join(import.meta.dirname, 'web.ts'), 'utf8');
    expect(bench).toMatch(/const judged = judgeFirstVisits\(pageBytes, floor\.bytes, baseline\);/);
    expect(bench).toMatch(/if \(judged\.failed\) failed = true;/);
    expect(bench).toMatch(/process\.exit\(failed \? 1 : 0\)/);
  });
});

describe('the committed baseline', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it('is rewritten only for the pages measured, with the floor of that run', () => {
    const next = updatedBaseline(baseline, 101_000, { '/': 131_000 });
    expect(next).toEqual({ floorBytes: 101_000, pages: { '/': 131_000, '/explore': 158_000 } });
    expect(baseline.pages['/']).toBe(130_000);
  });

  it('reads back what was written, and reads a missing file as empty', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'kampus-web-baseline-'));
    const file = path.join(folder, 'web-baseline.json');
    expect(readBaseline(file)).toEqual({ floorBytes: 0, pages: {} });
    writeBaseline(file, baseline);
    expect(readBaseline(file)).toEqual(baseline);
  });
});

describe('the committed web-baseline.json', () => {
  it('holds a figure for each page bench:web measures', () => {
    const committed = readBaseline(path.join(import.meta.dirname, 'web-baseline.json'));
    expect(Object.keys(committed.pages).sort()).toEqual(['/', '/checkout', '/explore', '/login', '/product/{slug}']);
    expect(committed.floorBytes).toBeGreaterThan(0);
  });
});

describe('the floor of the stack', () => {
  it("sets react-router up as its documentation does, with a data router, as the project's brief defines the floor", () => {
    const floorApp = readFileSync(path.join(import.meta.dirname, 'floor/main.tsx'), 'utf8');
    expect(floorApp).toMatch(/createBrowserRouter\(/);
    expect(floorApp).toMatch(/<RouterProvider router=\{router\} \/>/);
    expect(floorApp).not.toMatch(/BrowserRouter>/);
    expect(floorApp).toMatch(/<Button\b/);
  });
});
