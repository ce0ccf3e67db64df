import { useCallback, useState } from 'react';
import useSWR, { type useSWRConfig } from 'swr';
import { auditListResponseSchema, type AdminAuditQuery, type AuditEntry, type AuditListResponse } from '../../contract';
import { api, errorMessage, type ApiError } from '../../client';

export const AUDIT_PATH = 'admin/audit';

/** The filters of GET /v1/admin/audit without the page cursor. */
export type AuditQuery = Omit<AdminAuditQuery, 'before'>;

/** The SWR key (and path) of one page: `admin/audit?targetType=kyc&targetId=…&before=…`. */
export function auditPageKey(query: AuditQuery, before?: string): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  if (before) search.set('before', before);
  const text = search.toString();
  return text ? `${AUDIT_PATH}?${text}` : AUDIT_PATH;
}

/**
 * Reads every audit page on screen again: a staff action writes an entry, and the case's trail
 * beside the action must show it without a reload.
 */
export function refreshAudit(mutate: ReturnType<typeof useSWRConfig>['mutate']) {
  return mutate((key) => typeof key === 'string' && (key === AUDIT_PATH || key.startsWith(`${AUDIT_PATH}?`)));
}

const fetchPage = (key: string) => api.getPage(key, auditListResponseSchema);

interface Older {
  entries: AuditEntry[];
  nextBefore: string | null | undefined;
  loading: boolean;
  error: string | null;
}

/**
 * The audit's entries for `query`, newest first: the first page through SWR (read again after an
 * action elsewhere), older pages added by `loadOlder`. Mount it again (a `key`) for a new query.
 */
export function useAuditEntries(query: AuditQuery) {
  const first = useSWR<AuditListResponse, ApiError>(auditPageKey(query), fetchPage);
  const [older, setOlder] = useState<Older>({ entries: [], nextBefore: undefined, loading: false, error: null });
  const nextBefore = older.nextBefore === undefined ? first.data?.nextBefore : older.nextBefore;

  const loadOlder = useCallback(async () => {
    if (!nextBefore) return;
    setOlder((current) => ({ ...current, loading: true, error: null }));
    try {
      const page = await fetchPage(auditPageKey(query, nextBefore));
      setOlder((current) => ({
        entries: [...current.entries, ...page.data],
        nextBefore: page.nextBefore,
        loading: false,
        error: null,
      }));
    } catch (error) {
      setOlder((current) => ({ ...current, loading: false, error: errorMessage(error) }));
    }
  }, [nextBefore, query]);

  const seen = new Set(first.data?.data.map((entry) => entry.id));
  return {
    entries: first.data ? [...first.data.data, ...older.entries.filter((entry) => !seen.has(entry.id))] : undefined,
    error: first.error,
    retry: () => void first.mutate(),
    hasMore: Boolean(nextBefore),
    loadOlder,
    loadingOlder: older.loading,
    olderError: older.error,
  };
}
