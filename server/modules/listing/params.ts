import { SLUG_PATTERN } from '../../../contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path parameter can be a listing or user id (anything else is simply not found). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Whether a path parameter can be a slug: checked before any query, so NUL or 100,000 characters never reach SQL. */
export function isSlug(value: string): boolean {
  return value.length <= 80 && SLUG_PATTERN.test(value);
}
