export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The items a pagination bar shows, in order: page numbers and ellipses.
 *
 * With fewer than `2 * siblings + 5` pages every page is shown. Otherwise the first and last
 * pages, the current page with `siblings` pages on each side, and an ellipsis for each gap,
 * always `2 * siblings + 5` items so the bar does not change width as the page changes.
 * `current` is clamped into 1..total; a total below 1 gives no items.
 */
export function pageItems(total: number, current: number, siblings = 1): PageItem[] {
  const pageCount = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  if (pageCount === 0) return [];
  const around = Number.isFinite(siblings) ? Math.max(0, Math.floor(siblings)) : 1;
  const page = Number.isFinite(current) ? Math.min(Math.max(Math.round(current), 1), pageCount) : 1;
  const itemCount = 2 * around + 5;

  if (pageCount < itemCount) return range(1, pageCount);

  const firstSibling = Math.max(page - around, 1);
  const lastSibling = Math.min(page + around, pageCount);
  const gapAtStart = firstSibling > 2;
  const gapAtEnd = lastSibling < pageCount - 2;
  // First/last page, one ellipsis and the current page with its siblings: the run beside the edge.
  const edgeRun = itemCount - 2;

  if (!gapAtStart) return [...range(1, edgeRun), 'end-ellipsis', pageCount];
  if (!gapAtEnd) return [1, 'start-ellipsis', ...range(pageCount - edgeRun + 1, pageCount)];
  return [1, 'start-ellipsis', ...range(firstSibling, lastSibling), 'end-ellipsis', pageCount];
}
