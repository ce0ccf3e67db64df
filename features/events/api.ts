import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../client';
import { eventDetailSchema, type EventDetail } from '../../contract';

/** GET /v1/events/{slug}. An old slug is redirected by the server; the answer carries the current one. */
export const eventKey = (slug: string) => ['events', slug] as const;

export function useEvent(slug: string) {
  return useApi(eventKey(slug), eventDetailSchema);
}

/** Puts an event in the cache under its current slug, so following a redirect fetches nothing again. */
export function usePrimeEvent() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (event: EventDetail) => {
      void mutate(eventKey(event.slug), event, { revalidate: false });
    },
    [mutate],
  );
}
