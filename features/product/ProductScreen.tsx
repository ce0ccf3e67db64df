import { PackageSearch, School } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { paths, useCurrentUser } from '../../client';
import type { ProductDetail } from '../../contract';
import {
  Badge,
  type GalleryImage,
  ImageGallery,
  Inline,
  LoadedPage,
  type Missing,
  Price,
  QuantityStepper,
  RatingStars,
  Showcase,
  ShowcaseSkeleton,
  Text,
  useHydrated,
} from '../../ui';
import { useCurrentSlug } from '../catalogue';
import { ReportButton } from '../safety';
import { usePrimeProduct, useProduct } from './api';
import { ProductSeller } from './ProductSeller';
import { RecentlyViewedItems, RelatedItems } from './ProductRows';
import * as styles from './ProductScreen.css';
import { ProductTabs } from './ProductTabs';
import { SaveButton } from './SaveButton';
import { formatKobo } from '../../contract';

export const PRODUCT_NOT_FOUND_TITLE = 'This product could not be found';

/** What the page says of a product that does not exist, and where it sends the reader. */
const missingProduct: Missing = {
  icon: <PackageSearch aria-hidden="true" />,
  title: PRODUCT_NOT_FOUND_TITLE,
  description: 'It may have been sold out and removed, or the link is mistyped.',
  action: { href: paths.explore({ type: 'products' }), label: 'Browse products' },
};

function galleryImages(product: ProductDetail): GalleryImage[] {
  return product.images.map((image) => {
    const variants = [...image.variants].sort((a, b) => a.width - b.width);
    return {
      src: image.url,
      alt: image.alt,
      srcSet: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') || undefined,
      sizes: styles.GALLERY_SIZES,
      width: image.width,
      height: image.height,
    };
  });
}

function unitsText(units: number): string {
  return `${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'} available`;
}

function ProductView({ product }: { product: ProductDetail }) {
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.unitsAvailable <= 0;
  const { average, count } = product.rating;
  // A page rendered on the server: its controls wait for their handlers (a press before would be lost).
  const hydrated = useHydrated();
  const { data: me } = useCurrentUser();
  return (
    <>
      <Showcase
        crumbs={[
          { label: 'Home', href: paths.explore() },
          { label: 'Products', href: paths.explore({ type: 'products' }) },
          { label: product.category },
          { label: product.title },
        ]}
        media={<ImageGallery images={galleryImages(product)} label="Product photos" emptyLabel="No photos" />}
        tags={
          <span>
            <Badge tone="accent">{product.category}</Badge>
          </span>
        }
        title={product.title}
        about={
          <>
            <ProductSeller seller={product.seller} />
            {average === null ? (
              <Text as="span" size="sm" tone="muted">
                No reviews yet
              </Text>
            ) : (
              <RatingStars value={average} reviewCount={count} />
            )}
            <Text tone="muted">{product.summary}</Text>
            <Inline space="3">
              <Price amount={formatKobo(product.priceKobo)} size="xl" weight="bold" />
              {soldOut ? (
                <Badge tone="critical">Out of stock</Badge>
              ) : (
                <Text as="span" size="sm" tone="muted">
                  {unitsText(product.unitsAvailable)}
                </Text>
              )}
            </Inline>
            {product.campusOnly && (
              <p className={styles.notice}>
                <School size={18} aria-hidden="true" />
                <span>Campus only: students of {product.seller.university ?? "the seller's university"} can buy this.</span>
              </p>
            )}
          </>
        }
        beforeAction={
          <div className={styles.stepper}>
            <QuantityStepper
              label="Quantity"
              minValue={1}
              maxValue={Math.max(1, product.unitsAvailable)}
              value={quantity}
              onChange={setQuantity}
              isDisabled={soldOut || !hydrated}
            />
          </div>
        }
        action={{ label: 'Buy Product Now', href: soldOut ? undefined : paths.productCheckout(product.slug, quantity) }}
        secondaryAction={<SaveButton product={product} isDisabled={!hydrated} />}
        afterAction={
          me?.id !== product.seller.id && (
            <span>
              <ReportButton target={{ kind: 'product', id: product.id, label: product.title }} isDisabled={!hydrated}>
                Report listing
              </ReportButton>
            </span>
          )
        }
        sharePath={paths.product(product.slug)}
      />
      <ProductTabs product={product} />
      <RelatedItems product={product} />
      <RecentlyViewedItems key={product.id} productId={product.id} />
    </>
  );
}

export interface ProductScreenProps {
  /** What a product that does not exist shows: the app passes its 404 page. */
  notFound?: ReactNode;
}

/**
 * /product/{slug}: photos, the buying panel (who sells it and where, price, quantity, Buy Product
 * Now, Save, share), the details tabs, related items and recently viewed items. An old slug is
 * answered with the product under its current slug: the address is then replaced with the
 * current one.
 */
export function ProductScreen({ notFound }: ProductScreenProps) {
  const { slug = '' } = useParams();
  const query = useProduct(slug);
  useCurrentSlug(slug, query.data, usePrimeProduct(), paths.product);
  return (
    <LoadedPage
      query={query}
      notFound={notFound}
      missing={missingProduct}
      loadErrorTitle="This product could not be loaded"
      loading={<ShowcaseSkeleton label="Loading the product" mediaRatio="square" />}
    >
      {(product) => <ProductView key={product.id} product={product} />}
    </LoadedPage>
  );
}
