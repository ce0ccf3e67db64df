import type { ProductCard as ProductCardData } from '../../contract';
import { paths } from '../../client';
import { Badge, buttonRecipe, Card, CardLink, Price, RatingStars } from '../../ui';
import * as styles from './cards.css';
import { ListingPhoto, type PhotoLoading } from './ListingPhoto';
import { SellerByline } from './SellerByline';
import { photoSizes, useListingView, type ListingView } from './listingView';
import { formatKobo } from '../../contract';

export interface ProductCardProps {
  product: ProductCardData;
  /** Grid card or list row; inside a ListingGrid, its view. */
  view?: ListingView;
  /** The title's heading level, to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** `eager` for cards in the first screenful. Default `lazy`. */
  imageLoading?: PhotoLoading;
}

/**
 * A product as explore, featured and related lists show it: photo, title, rating, who sells it and
 * where (with the verified mark), summary, price and Buy Now. The title is the card's one link (to
 * the product page) and its hit area is the whole card, so 'Buy Now' is drawn as a button inside
 * that area rather than being a second control: pressing it opens the product page, where the
 * buyer chooses delivery and pays.
 */
export function ProductCard({ product, view: explicitView, headingLevel = 3, imageLoading }: ProductCardProps) {
  const view = useListingView(explicitView);
  const Heading = `h${headingLevel}` as const;
  const soldOut = product.unitsAvailable <= 0;
  const photo = <ListingPhoto image={product.image} sizes={photoSizes(view)} loading={imageLoading} title={product.title} />;
  const text = (
    <div className={styles.body}>
      <Heading className={styles.title}>
        <CardLink href={paths.product(product.slug)}>{product.title}</CardLink>
      </Heading>
      {product.rating.average === null ? (
        <span className={styles.muted}>No reviews yet</span>
      ) : (
        <RatingStars variant="compact" size="sm" value={product.rating.average} reviewCount={product.rating.count} />
      )}
      <SellerByline seller={product.seller} />
      <p className={styles.summary}>{product.summary}</p>
      <div className={styles.footerRow}>
        <Price amount={formatKobo(product.priceKobo)} size="lg" weight="bold" />
        {soldOut ? (
          <Badge tone="neutral">Sold out</Badge>
        ) : (
          <span aria-hidden="true" className={buttonRecipe({ variant: 'solid', size: 'sm' })}>
            Buy Now
          </span>
        )}
      </div>
    </div>
  );

  if (view === 'list') {
    return (
      <Card as="article" padding="sm" aria-label={product.title}>
        <div className={styles.listRow}>
          <div className={styles.listMedia}>{photo}</div>
          {text}
        </div>
      </Card>
    );
  }
  return (
    <Card as="article" padding="sm" media={photo} aria-label={product.title}>
      {text}
    </Card>
  );
}
