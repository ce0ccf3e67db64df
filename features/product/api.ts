import { useCallback } from 'react';
import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import { api, useApi, useSession } from '../../client';
import {
  productCardSchema,
  productDetailSchema,
  savedItemSchema,
  savedStateSchema,
  type ProductCard,
  type ProductDetail,
  type SavedItem,
} from '../../contract';

/** GET /v1/products/{slug}. An old slug is redirected by the server; the answer carries the current one. */
export const productKey = (slug: string) => ['products', slug] as const;

export function useProduct(slug: string) {
  return useApi(productKey(slug), productDetailSchema);
}

const productCardsSchema = v.array(productCardSchema);

/** How many related products the page shows: one row of four. */
export const RELATED_COUNT = 4;

/** Other active products of the same category: GET /v1/products?category=…&exclude={id}&pageSize=4. */
export function useRelatedProducts(product: Pick<ProductDetail, 'id' | 'category'> | undefined) {
  const key = product
    ? `products?${new URLSearchParams({ category: product.category, exclude: product.id, pageSize: String(RELATED_COUNT) })}`
    : null;
  return useApi(key, productCardsSchema);
}

/** The given products, in the order given (GET /v1/products?ids=…); nothing is fetched for no ids. */
export function useProductsById(ids: readonly string[]) {
  const key = ids.length > 0 ? `products?${new URLSearchParams({ ids: ids.join(',') })}` : null;
  return useApi(key, productCardsSchema);
}

/** GET /v1/me/saved: the signed-in buyer's saved listings (the saved-items page reads the same entry). */
export const SAVED_ITEMS_KEY = 'me/saved';
const savedItemsSchema = v.array(savedItemSchema);

/** The saved listings while signed in; a guest fetches nothing. */
export function useSavedItems() {
  const session = useSession();
  return useApi(session ? SAVED_ITEMS_KEY : null, savedItemsSchema);
}

/** The card a product shows as in the saved list, from its detail. */
function cardOf(product: ProductDetail): ProductCard {
  return v.parse(productCardSchema, product);
}

/** The saved list with the product added (first, as the newest save) or removed. */
export function withSaved(items: readonly SavedItem[], product: ProductDetail, saved: boolean, savedAt: string): SavedItem[] {
  const others = items.filter((item) => item.listing.id !== product.id);
  return saved ? [{ type: 'products', savedAt, listing: cardOf(product) }, ...others] : others;
}

/**
 * Saves or unsaves a product (PUT or DELETE /v1/me/saved/{id}). The saved list's cache changes
 * at once, so the button shows the new state while the call is in flight, and goes back if the
 * call fails (the caller tells the buyer).
 */
export function useToggleSaved() {
  const { mutate, cache } = useSWRConfig();
  return async (product: ProductDetail, save: boolean): Promise<void> => {
    const path = `me/saved/${encodeURIComponent(product.id)}`;
    const savedAt = new Date().toISOString();
    // Before the list has arrived the cache cannot be edited in place: fetch it afresh afterwards.
    const listKnown = cache.get(SAVED_ITEMS_KEY)?.data !== undefined;
    await mutate<SavedItem[]>(
      SAVED_ITEMS_KEY,
      async (current) => {
        const state = save ? await api.put(path, savedStateSchema) : await api.delete(path, savedStateSchema);
        return withSaved(current ?? [], product, state.saved, savedAt);
      },
      {
        optimisticData: (current) => withSaved(current ?? [], product, save, savedAt),
        rollbackOnError: true,
        revalidate: !listKnown,
      },
    );
  };
}

/** Puts a product in the cache under its current slug, so following a redirect fetches nothing again. */
export function usePrimeProduct() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (product: ProductDetail) => {
      void mutate(productKey(product.slug), product, { revalidate: false });
    },
    [mutate],
  );
}
