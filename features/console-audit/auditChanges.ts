/** One field an action changed: its name and its value before and after, as text. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What an entry changed, field by field: the fields of `before` and `after` whose values
 * differ. Values that are not objects (or one side missing) count as one field, `value`.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (before === null && after === null) return [];
  if (!isRecord(before) && !isRecord(after)) {
    return show(before) === show(after) ? [] : [{ field: 'value', before: show(before), after: show(after) }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .map((field) => ({ field, before: show(was[field]), after: show(is[field]) }))
    .filter((change) => change.before !== change.after);
}
