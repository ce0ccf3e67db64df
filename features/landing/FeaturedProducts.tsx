import { CloudOff, PackageOpen } from 'lucide-react';
import { paths } from '../../client';
import { Button, EmptyState, Link, Stack } from '../../ui';
import { FEATURED_COUNT, ListingGrid, ListingGridSkeleton, ProductCard, useFeaturedProducts } from '../catalogue';
import * as styles from './LandingScreen.css';

/**
 * The newest products, two rows of four, with 'See All' to /explore. The page is rendered at
 * build time without data, so it starts with placeholders and fills in once it runs.
 */
export function FeaturedProducts() {
  const { data, error, mutate } = useFeaturedProducts();
  let body;
  if (error) {
    body = (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={<CloudOff aria-hidden="true" />}
        title="Featured products could not be loaded"
        description={error.message}
        action={
          <Button variant="outline" onPress={() => void mutate()}>
            Try again
          </Button>
        }
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
      <div className={styles.sectionHeader}>
        <h2 id="featured-title" className={styles.sectionTitle}>
          Featured Products
        </h2>
        <Link href={paths.explore()} weight="semibold">
          See All
        </Link>
      </div>
      {body}
    </Stack>
  );
}
