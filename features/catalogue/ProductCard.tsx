import type { ProductCard as ProductCardData } from '../../contract';
import { paths } from '../../client';
import { Badge, buttonRecipe, Price, RatingStars, Text } from '../../ui';
import * as styles from './cards.css';
import { ListingCard, type ListingCardOptions } from './ListingCard';
import { SellerByline } from './SellerByline';
import { formatKobo } from '../../contract';

export interface ProductCardProps extends ListingCardOptions {
  product: ProductCardData;
}

/**
 * A product as explore, featured and related lists show it: photo, title, rating, who sells it and
 * where (with the verified mark), summary, price and Buy Now. The title is the card's one link (to
 * the product page) and its hit area is the whole card, so 'Buy Now' is drawn as a button inside
 * that area rather than being a second control: pressing it opens the product page, where the
 * buyer chooses delivery and pays.
 */
export function ProductCard({ product, ...options }: ProductCardProps) {
  const soldOut = product.unitsAvailable <= 0;
  return (
    <ListingCard
      {...options}
      title={product.title}
      href={paths.product(product.slug)}
      image={product.image}
      footer={
        <>
          <Price amount={formatKobo(product.priceKobo)} size="lg" weight="bold" />
          {soldOut ? (
            <Badge tone="neutral">Sold out</Badge>
          ) : (
            <span aria-hidden="true" className={buttonRecipe({ variant: 'solid', size: 'sm' })}>
              Buy Now
            </span>
          )}
        </>
      }
    >
      {product.rating.average === null ? (
        <Text as="span" size="sm" tone="subtle">
          No reviews yet
        </Text>
      ) : (
        <RatingStars variant="compact" size="sm" value={product.rating.average} reviewCount={product.rating.count} />
      )}
      <SellerByline seller={product.seller} />
      <p className={styles.summary}>{product.summary}</p>
    </ListingCard>
  );
}
