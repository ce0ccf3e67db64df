import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import {
  eventCardSchema,
  productCardSchema,
  savedListResponseSchema,
  savedStateSchema,
  type EventCard,
  type ProductCard,
  type SavedItem,
} from '../../contract';
import { api, useApi, useSession } from '../../client';

/** GET /v1/me/saved: the one cache entry the saved-items page and every Save button read. */
export const SAVED_KEY = 'me/saved';

/** The buyer's saved listings, newest save first, unavailable ones included; a guest fetches nothing. */
export function useSavedItems() {
  const session = useSession();
  return useApi(session ? SAVED_KEY : null, savedListResponseSchema.entries.data);
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

/** What a Save button saves: a product or an event (its page's detail will do: only the card's fields are kept). */
export type SaveTarget = { type: 'products'; listing: ProductCard } | { type: 'tickets'; listing: EventCard };

function savedItemOf(target: SaveTarget, savedAt: string): SavedItem {
  return target.type === 'products'
    ? { type: 'products', savedAt, listing: v.parse(productCardSchema, target.listing) }
    : { type: 'tickets', savedAt, listing: v.parse(eventCardSchema, target.listing) };
}

/** The saved list with the listing added (first, as the newest save) or removed. */
export function withSaved(items: readonly SavedItem[], target: SaveTarget, saved: boolean, savedAt: string): SavedItem[] {
  const others = items.filter((item) => item.listing.id !== target.listing.id);
  return saved ? [savedItemOf(target, savedAt), ...others] : others;
}

/**
 * Saves or unsaves a listing (PUT or DELETE /v1/me/saved/{id}). The saved list's cache changes
 * at once, so the button shows the new state while the call is in flight, and goes back if the
 * call fails (the caller tells the buyer).
 */
export function useToggleSaved() {
  const { mutate, cache } = useSWRConfig();
  return async (target: SaveTarget, save: boolean): Promise<void> => {
    const path = `me/saved/${encodeURIComponent(target.listing.id)}`;
    const savedAt = new Date().toISOString();
    // Before the list has arrived the cache cannot be edited in place: fetch it afresh afterwards.
    const listKnown = cache.get(SAVED_KEY)?.data !== undefined;
    await mutate<SavedItem[]>(
      SAVED_KEY,
      async (current) => {
        const state = save ? await api.put(path, savedStateSchema) : await api.delete(path, savedStateSchema);
        return withSaved(current ?? [], target, state.saved, savedAt);
      },
      {
        optimisticData: (current) => withSaved(current ?? [], target, save, savedAt),
        rollbackOnError: true,
        revalidate: !listKnown,
      },
    );
  };
}
