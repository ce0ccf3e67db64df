/**
 * The JavaScript budget of a first visit, judged against the floor of Kampus's own stack: the
 * smallest app built from React, react-router and one react-aria-components Button (./floor/),
 * built by the same Vite with the same settings in the same run: a fixed figure in KB cannot
 * tell a page's own weight from the stack's (docs/decisions/0020-web-budget-against-the-floor.md).
 * Two checks, both on gzipped bytes:
 *   - a page may weigh at most `MAX_FLOOR_RATIO` times the floor;
 *   - a page may not grow by more than `GROWTH_TOLERANCE_BYTES` over its committed baseline
 *     (./web-baseline.json), which changes only when `bench:web` is run with `--update-baseline`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const MAX_FLOOR_RATIO = 1.35;
/** Gzip output moves by a few bytes when a chunk's hash or order changes: not growth. */
export const GROWTH_TOLERANCE_BYTES = 512;

/** The committed figures a page may not outgrow, in gzipped bytes. */
export interface WebBaseline {
  floorBytes: number;
  pages: Record<string, number>;
}

export interface PageVerdict {
  page: string;
  bytes: number;
  /** The page's bytes over the floor's. */
  ratio: number;
  baselineBytes: number | undefined;
  overFloor: boolean;
  grew: boolean;
  /** No committed figure to compare with: the page fails until the baseline is updated. */
  noBaseline: boolean;
  failed: boolean;
}

export function floorRatio(bytes: number, floorBytes: number): number {
  if (!(floorBytes > 0)) throw new Error(`The floor's JavaScript must be more than 0 bytes, not ${floorBytes}`);
  return bytes / floorBytes;
}

export function judgePage(page: string, bytes: number, floorBytes: number, baseline: WebBaseline): PageVerdict {
  const ratio = floorRatio(bytes, floorBytes);
  const baselineBytes = baseline.pages[page];
  const overFloor = ratio > MAX_FLOOR_RATIO;
  const noBaseline = baselineBytes === undefined;
  const grew = baselineBytes !== undefined && bytes > baselineBytes + GROWTH_TOLERANCE_BYTES;
  return { page, bytes, ratio, baselineBytes, overFloor, grew, noBaseline, failed: overFloor || grew || noBaseline };
}

/** The baseline with these pages' figures and the floor replaced; pages not measured keep theirs. */
export function updatedBaseline(baseline: WebBaseline, floorBytes: number, pages: Record<string, number>): WebBaseline {
  return { floorBytes, pages: { ...baseline.pages, ...pages } };
}

export function readBaseline(file: string): WebBaseline {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as WebBaseline;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { floorBytes: 0, pages: {} };
    throw error;
  }
}

export function writeBaseline(file: string, baseline: WebBaseline): void {
  writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line of the bench's verdict table. */
export function verdictLine(verdict: PageVerdict): string {
  const change =
    verdict.baselineBytes === undefined
      ? '—'
      : `${verdict.bytes >= verdict.baselineBytes ? '+' : '−'}${kb(Math.abs(verdict.bytes - verdict.baselineBytes))}`;
  const reasons = [
    verdict.overFloor ? `OVER ${MAX_FLOOR_RATIO}× the floor` : '',
    verdict.grew ? `GREW over its baseline by more than ${GROWTH_TOLERANCE_BYTES} B` : '',
    verdict.noBaseline ? 'NO BASELINE (run with --update-baseline)' : '',
  ].filter(Boolean);
  return [
    verdict.page.padEnd(18),
    kb(verdict.bytes).padStart(9),
    `${verdict.ratio.toFixed(2)}×`.padStart(7),
    (verdict.baselineBytes === undefined ? '—' : kb(verdict.baselineBytes)).padStart(10),
    change.padStart(9),
    ` ${reasons.length > 0 ? reasons.join('; ') : 'met'}`,
  ].join(' ');
}

export const verdictHeader = `${'page'.padEnd(18)} ${'JS gzipped'.padStart(9)} ${'× floor'.padStart(7)} ${'baseline'.padStart(10)} ${'change'.padStart(9)}  verdict`;

/** Every measured page judged, with the table `bench:web` prints; `failed` when any page fails. */
export function judgeFirstVisits(
  pageBytes: Record<string, number>,
  floorBytes: number,
  baseline: WebBaseline,
): { verdicts: PageVerdict[]; lines: string[]; failed: boolean } {
  const verdicts = Object.entries(pageBytes).map(([page, bytes]) => judgePage(page, bytes, floorBytes, baseline));
  return {
    verdicts,
    lines: [verdictHeader, ...verdicts.map(verdictLine)],
    failed: verdicts.some((verdict) => verdict.failed),
  };
}
