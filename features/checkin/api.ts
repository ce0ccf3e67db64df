import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, useApi } from '../../client';
import { checkInResponseSchema, checkInSummaryResponseSchema, type CheckInSummaryResponse } from '../../contract';
import type { CheckInAnswer } from './checkIn';

/** How often the gate's counts are read again, for the other phones checking guests in. */
export const CHECK_IN_REFRESH_MS = 15_000;

export type CheckInSummary = CheckInSummaryResponse['data'];

/** The SWR key (and path) of an event's check-in summary: /v1/events/{id}/check-in. */
export const checkInKey = (eventId: string) => ['events', eventId, 'check-in'] as const;

/** GET /v1/events/{id}/check-in: the event and its live counts (its organiser only; 404 for anyone else). */
export function useCheckInSummary(eventId: string) {
  return useApi(checkInKey(eventId), checkInSummaryResponseSchema.entries.data, { refreshInterval: CHECK_IN_REFRESH_MS });
}

/** POST /v1/events/{id}/check-in: one code checked; the counts on screen take the answer's at once. */
export function useCheckIn(eventId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (code: string): Promise<CheckInAnswer> => {
      const answer = await api.post(checkInKey(eventId), checkInResponseSchema.entries.data, { code });
      await mutate(
        checkInKey(eventId),
        (current: CheckInSummary | undefined) => current && { ...current, counts: answer.counts },
        { revalidate: false },
      );
      return answer;
    },
    [eventId, mutate],
  );
}
