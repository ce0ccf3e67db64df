import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import * as v from 'valibot';
import { ApiError } from './errors';
import { api } from './http';
import { useInitialData } from './initialData';
import { toApiPath, type ApiKey } from './path';

/** The default fetcher: GETs the key's path and resolves to the answer's `data` (unchecked). */
export function apiFetcher(key: ApiKey): Promise<unknown> {
  return api.get(key, v.unknown());
}

/** Retry network failures and server faults, not answers about the request itself (401, 404 ...). */
function shouldRetryOnError(error: Error): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** For `<SWRConfig value={swrConfig}>`. */
export const swrConfig = {
  fetcher: apiFetcher,
  revalidateOnFocus: false,
  shouldRetryOnError,
} satisfies SWRConfiguration;

/**
 * `useSWR` over the API, its `data` parsed with the contract's payload schema:
 * `useApi('user', currentUserSchema)`. A null key fetches nothing (e.g. while signed out).
 * A payload the page arrived with for the key's path (`initialData.ts`) is its first data.
 */
export function useApi<S extends v.GenericSchema>(
  key: ApiKey | null,
  schema: S,
  config?: SWRConfiguration<v.InferOutput<S>, ApiError>,
): SWRResponse<v.InferOutput<S>, ApiError> {
  const initial = useInitialData(key === null ? null : toApiPath(key));
  const parsed = useMemo(() => (initial === undefined ? undefined : v.safeParse(schema, initial)), [initial, schema]);
  const withInitial = parsed?.success ? { fallbackData: parsed.output as v.InferOutput<S>, ...config } : config;
  return useSWR(key, (path: ApiKey) => api.get(path, schema), withInitial);
}
