import { useSWRConfig } from 'swr';
import {
  adminListingSchema,
  adminPeopleSearchResponseSchema,
  adminPersonSchema,
  type AdminListing,
  type AdminListingKind,
  type AdminPerson,
} from '../../contract';
import { api, useApi } from '../../client';
import { refreshAudit } from '../console-audit';

const PEOPLE_PATH = 'admin/people';
const searchSchema = adminPeopleSearchResponseSchema.entries.data;

/** The SWR key (and path) of a search: `admin/people?q=…`. */
export function searchKey(q: string): string {
  return `${PEOPLE_PATH}?${new URLSearchParams({ q })}`;
}

/** The SWR key (and path) of a person's page: GET /v1/admin/people/{id}. */
export function personKey(id: string) {
  return [PEOPLE_PATH, id] as const;
}

/** GET /v1/admin/people?q=: people by name or e-mail, orders by id or payment reference (no request while `q` is empty). */
export function usePeopleSearch(q: string) {
  return useApi(q ? searchKey(q) : null, searchSchema);
}

/** The SWR key (and path) of a person's page with another month of their wallet's history. */
function personMonthKey(id: string, month: string | undefined) {
  return month ? `${PEOPLE_PATH}/${encodeURIComponent(id)}?${new URLSearchParams({ month })}` : personKey(id);
}

/**
 * GET /v1/admin/people/{id}(?month=): their KYC, listings, orders, wallet (the history of
 * `month`, the current month when left out) and sessions. The page stays while another month is read.
 */
export function usePerson(id: string, month?: string) {
  return useApi(personMonthKey(id, month), adminPersonSchema, { keepPreviousData: true });
}

/** Reads every month of the person's page that is cached again but the current one. */
const otherMonthsOf = (id: string) => (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${PEOPLE_PATH}/${encodeURIComponent(id)}?`);

export type PersonAction = 'suspend' | 'restore' | 'end-sessions';

/**
 * POST /v1/admin/people/{id}/<action> with the reason: the person as they are now replaces the
 * page. Rejects with the server's ApiError (403 the role may not, 409 done already).
 */
export function usePersonAction(id: string) {
  const { mutate } = useSWRConfig();
  return async (action: PersonAction, reason: string, signal?: AbortSignal): Promise<AdminPerson> => {
    const updated = await api.post([...personKey(id), action], adminPersonSchema, { reason }, { signal });
    await mutate(personKey(id), updated, { revalidate: false });
    void mutate(otherMonthsOf(id));
    void refreshAudit(mutate);
    return updated;
  };
}

/** POST /v1/admin/listings/{kind}/{id}/hide|restore with the reason; the person's page is read again. */
export function useListingAction(personId: string) {
  const { mutate } = useSWRConfig();
  return async (
    listing: { kind: AdminListingKind; id: string },
    action: 'hide' | 'restore',
    reason: string,
    signal?: AbortSignal,
  ): Promise<AdminListing> => {
    const updated = await api.post(
      ['admin/listings', listing.kind, listing.id, action],
      adminListingSchema,
      { reason },
      { signal },
    );
    await mutate(personKey(personId));
    void mutate(otherMonthsOf(personId));
    void refreshAudit(mutate);
    return updated;
  };
}
