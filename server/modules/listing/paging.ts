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
