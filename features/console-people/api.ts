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

/** GET /v1/admin/people/{id}: their KYC, listings, orders, wallet and sessions. */
export function usePerson(id: string) {
  return useApi(personKey(id), adminPersonSchema);
}

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
    return updated;
  };
}
