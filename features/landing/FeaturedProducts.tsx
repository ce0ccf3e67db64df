import { PackageOpen } from 'lucide-react';
import { paths } from '../../client';
import { EmptyState, Heading, Inline, Link, LoadError, Stack } from '../../ui';
import { FEATURED_COUNT, ListingGrid, ListingGridSkeleton, ProductCard, useFeaturedProducts } from '../catalogue';

/**
 * The newest products, two rows of four, with 'See All' to /explore. The page is rendered at
 * build time without data, so it starts with placeholders and fills in once it runs.
 */
export function FeaturedProducts() {
  const { data, error, mutate } = useFeaturedProducts();
  let body;
  if (error) {
    body = (
      <LoadError
        headingLevel={3}
        title="Featured products could not be loaded"
        message={error.message}
        onRetry={() => void mutate()}
      />
    );
  } else if (!data) {
    body = <ListingGridSkeleton label="Loading featured products" count={FEATURED_COUNT} />;
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={<PackageOpen aria-hidden="true" />}
        title="No products yet"
        description="The first listings will show here."
      />
    );
  } else {
    body = (
      <ListingGrid aria-labelledby="featured-title">
        {data.data.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ListingGrid>
    );
  }
  return (
    <Stack as="section" space="6" aria-labelledby="featured-title">
      <Inline align="spaceBetween" alignY="baseline" space="4">
        <Heading level={2} id="featured-title" size="2xl" weight="bold">
          Featured Products
        </Heading>
        <Link href={paths.explore()} weight="semibold">
          See All
        </Link>
      </Inline>
      {body}
    </Stack>
  );
}
