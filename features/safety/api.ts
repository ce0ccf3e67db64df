import { useSWRConfig } from 'swr';
import {
  blockedPeopleResponseSchema,
  blockedPersonResponseSchema,
  ownerAnswerResponseSchema,
  reportResponseSchema,
  type BlockedPerson,
  type OwnerAnswerBody,
  type Report,
  type ReportBody,
} from '../../contract';
import { api, http, toApiPath, useApi, useSession } from '../../client';

/** GET /v1/blocks: the one cache entry the settings list and every Block button read. */
export const BLOCKS_KEY = 'blocks';

/** POST /v1/reports: one report of a listing, an event, a person or a chat message. */
export function sendReport(body: ReportBody, signal?: AbortSignal): Promise<Report> {
  return api.post('reports', reportResponseSchema.entries.data, body, { signal });
}

/** POST /v1/reports/answer: the owner of a hidden listing tells Kampus their side. */
export function sendOwnerAnswer(body: OwnerAnswerBody, signal?: AbortSignal) {
  return api.post('reports/answer', ownerAnswerResponseSchema.entries.data, body, { signal });
}

/** The people the signed-in student blocked, newest first; a guest fetches nothing. */
export function useBlockedPeople() {
  const session = useSession();
  return useApi(session ? BLOCKS_KEY : null, blockedPeopleResponseSchema.entries.data);
}

/** POST /v1/blocks, then refreshes the blocked list everyone reads. */
export function useBlock(): (userId: string, signal?: AbortSignal) => Promise<BlockedPerson> {
  const { mutate } = useSWRConfig();
  return async (userId, signal) => {
    const blocked = await api.post(BLOCKS_KEY, blockedPersonResponseSchema.entries.data, { userId }, { signal });
    await mutate(BLOCKS_KEY);
    return blocked;
  };
}

/**
 * DELETE /v1/blocks/{userId} (204, no body: sent through the ky instance rather than `api`, which
 * reads a `{ data }` body), then drops the person from the blocked list.
 */
export function useUnblock(): (userId: string, signal?: AbortSignal) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (userId, signal) => {
    const request = await http();
    await request(toApiPath([BLOCKS_KEY, userId]), { method: 'delete', signal });
    await mutate(BLOCKS_KEY, (people: BlockedPerson[] | undefined) => people?.filter((person) => person.userId !== userId), {
      revalidate: false,
    });
  };
}
