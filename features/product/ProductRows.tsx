import { Heading, LoadError, Stack, Text, useHydrated } from '../../ui';
import { useEffect, useMemo } from 'react';
import type { ProductDetail } from '../../contract';
import { ListingGrid, ListingGridSkeleton, ProductCard } from '../catalogue';
import { RELATED_COUNT, useProductsById, useRelatedProducts } from './api';
import { readRecentlyViewed, rememberViewed } from './recentlyViewed';

/** Other products of the same category, four across. */
export function RelatedItems({ product }: { product: ProductDetail }) {
  const { data, error, mutate } = useRelatedProducts(product);
  let content;
  if (data && data.length === 0)
    content = (
      <Text size="sm" tone="muted">
        No other {product.category.toLowerCase()} products yet.
      </Text>
    );
  else if (data)
    content = (
      <ListingGrid aria-labelledby="related-items">
        {data.map((card) => (
          <ProductCard key={card.id} product={card} />
        ))}
      </ListingGrid>
    );
  else if (error)
    content = (
      <LoadError
        headingLevel={3}
        title="Related items could not be loaded"
        message={error.message}
        onRetry={() => void mutate()}
      />
    );
  else content = <ListingGridSkeleton label="Loading related items" count={RELATED_COUNT} />;
  return (
    <Stack as="section" space="4" aria-labelledby="related-items">
      <Heading level={2} id="related-items" size="xl" weight="bold">
        Related Items
      </Heading>
      {content}
    </Stack>
  );
}

/**
 * The products this browser viewed before this one, newest first. The ids are read once when
 * the page opens (so this product is not among them), then this product is remembered. A page
 * rendered by the server knows none: they are read once it has been hydrated.
 */
export function RecentlyViewedItems({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const ids = useMemo(() => (hydrated ? readRecentlyViewed().filter((id) => id !== productId) : []), [hydrated, productId]);
  useEffect(() => {
    rememberViewed(productId);
  }, [productId]);
  const { data, error } = useProductsById(ids);
  // Nothing viewed before, or none of it still listed: the section has nothing to say.
  if (ids.length === 0 || error || (data && data.length === 0)) return null;
  return (
    <Stack as="section" space="4" aria-labelledby="recently-viewed">
      <Heading level={2} id="recently-viewed" size="xl" weight="bold">
        Recently Viewed Items
      </Heading>
      {data ? (
        <ListingGrid aria-labelledby="recently-viewed">
          {data.map((card) => (
            <ProductCard key={card.id} product={card} />
          ))}
        </ListingGrid>
      ) : (
        <ListingGridSkeleton label="Loading recently viewed items" count={Math.min(ids.length, RELATED_COUNT)} />
      )}
    </Stack>
  );
}
