import { useSWRConfig } from 'swr';
import { savedListResponseSchema, savedStateSchema, type SavedItem } from '../../contract';
import { api, useApi } from '../../client';

export const SAVED_KEY = 'me/saved';

/** GET /v1/me/saved: the buyer's saved listings, newest save first, unavailable ones included. */
export function useSavedItems() {
  return useApi(SAVED_KEY, savedListResponseSchema.entries.data);
}

/** DELETE /v1/me/saved/{listingId}, then drops the item from the list everyone reads. */
export function useRemoveSaved(): (listingId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (listingId) => {
    await api.delete(['me/saved', listingId], savedStateSchema);
    await mutate(SAVED_KEY, (items: SavedItem[] | undefined) => items?.filter((item) => item.listing.id !== listingId), {
      revalidate: false,
    });
  };
}
