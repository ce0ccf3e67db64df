import { sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../contract';
import type { PageInfo } from '../../../contract';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageRequest(query: { page?: number; pageSize?: number }): PageRequest {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pageInfo(request: PageRequest, total: number): PageInfo {
  return { page: request.page, pageSize: request.pageSize, total, totalPages: Math.ceil(total / request.pageSize) };
}

/** Every row of a page carries the number of rows it is a page of. */
export const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

/** The select of a count on its own. */
export const countOfRows = { total: sql<number>`count(*)`.mapWith(Number) };

/**
 * The number of rows a page is a page of: its rows carry it (`windowTotal`); past the last page,
 * where no row does, `count` counts on its own so the page numbers stay right.
 */
export async function totalOfPage(
  rows: readonly { total: number }[],
  request: PageRequest,
  count: () => Promise<{ total: number }[]>,
): Promise<number> {
  if (rows.length > 0 || request.offset === 0) return rows[0]?.total ?? 0;
  const [counted] = await count();
  return counted?.total ?? 0;
}
