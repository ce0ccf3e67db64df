import { useCallback } from 'react';
import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import { useApi } from '../../client';
import { productCardSchema, productDetailSchema, type ProductDetail } from '../../contract';

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
