import { PackageSearch, School } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, paths } from '../../client';
import type { ProductDetail } from '../../contract';
import {
  Badge,
  Breadcrumbs,
  Button,
  Column,
  Columns,
  EmptyState,
  type GalleryImage,
  ImageGallery,
  Inline,
  LinkButton,
  LoadError,
  PageBlock,
  Price,
  QuantityStepper,
  RatingStars,
  ShareLinks,
  Skeleton,
  SkeletonRegion,
  Stack,
  useHydrated,
} from '../../ui';
import { usePrimeProduct, useProduct } from './api';
import { ProductSeller } from './ProductSeller';
import { RecentlyViewedItems, RelatedItems } from './ProductRows';
import * as styles from './ProductScreen.css';
import { ProductTabs } from './ProductTabs';
import { SaveButton } from './SaveButton';
import { formatKobo } from '../../contract';

export const PRODUCT_NOT_FOUND_TITLE = 'This product could not be found';

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

function BuyingPanel({ product }: { product: ProductDetail }) {
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.unitsAvailable <= 0;
  const { average, count } = product.rating;
  // A page rendered on the server: its controls wait for their handlers (a press before would be
  // lost), and the share address, whose origin the server does not know, is completed then.
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : '';
  const shareUrl = `${origin}${paths.product(product.slug)}`;
  return (
    <div className={styles.panel}>
      <span>
        <Badge tone="accent">{product.category}</Badge>
      </span>
      <h1 className={styles.title}>{product.title}</h1>
      <ProductSeller seller={product.seller} />
      {average === null ? (
        <span className={styles.muted}>No reviews yet</span>
      ) : (
        <RatingStars value={average} reviewCount={count} />
      )}
      <p className={styles.summary}>{product.summary}</p>
      <Inline space="3">
        <Price amount={formatKobo(product.priceKobo)} size="xl" weight="bold" />
        {soldOut ? (
          <Badge tone="critical">Out of stock</Badge>
        ) : (
          <span className={styles.muted}>{unitsText(product.unitsAvailable)}</span>
        )}
      </Inline>
      {product.campusOnly && (
        <p className={styles.notice}>
          <School size={18} aria-hidden="true" />
          <span>Campus only: students of {product.seller.university ?? "the seller's university"} can buy this.</span>
        </p>
      )}
      <hr className={styles.divider} />
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
      <Columns collapseBelow="tablet" space="3" alignY="stretch">
        <Column width="2/3">
          {soldOut ? (
            <Button size="lg" fullWidth isDisabled>
              Buy Product Now
            </Button>
          ) : (
            <LinkButton size="lg" fullWidth href={paths.productCheckout(product.slug, quantity)}>
              Buy Product Now
            </LinkButton>
          )}
        </Column>
        <Column width="1/3">
          <SaveButton product={product} isDisabled={!hydrated} />
        </Column>
      </Columns>
      <ShareLinks url={shareUrl} title={product.title} />
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const crumbs = [
    { label: 'Home', href: paths.explore() },
    { label: 'Products', href: paths.explore({ type: 'products' }) },
    { label: product.category },
    { label: product.title },
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <Columns collapseBelow="desktop" space={{ mobile: '6', desktop: '10' }}>
        <ImageGallery images={galleryImages(product)} label="Product photos" emptyLabel="No photos" />
        <BuyingPanel product={product} />
      </Columns>
      <ProductTabs product={product} />
      <RelatedItems product={product} />
      <RecentlyViewedItems key={product.id} productId={product.id} />
    </>
  );
}

function ProductSkeleton() {
  return (
    <SkeletonRegion label="Loading the product">
      <Columns collapseBelow="desktop" space={{ mobile: '6', desktop: '10' }}>
        <Skeleton shape="rect" aspectRatio="square" />
        <Stack space="4">
          <Skeleton />
          <Skeleton lines={2} />
          <Skeleton lines={3} />
          <Skeleton shape="rect" aspectRatio="wide" />
        </Stack>
      </Columns>
    </SkeletonRegion>
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
  const navigate = useNavigate();
  const location = useLocation();
  const { data: product, error, mutate } = useProduct(slug);
  const prime = usePrimeProduct();

  const currentSlug = product?.slug;
  useEffect(() => {
    if (!product || currentSlug === undefined || currentSlug === slug) return;
    prime(product);
    void navigate(`${paths.product(currentSlug)}${location.search}${location.hash}`, { replace: true });
  }, [product, currentSlug, slug, prime, navigate, location.search, location.hash]);

  let content;
  if (product) content = <ProductView key={product.id} product={product} />;
  else if (error instanceof ApiError && error.status === 404)
    content = notFound ?? (
      <EmptyState
        icon={<PackageSearch aria-hidden="true" />}
        title={PRODUCT_NOT_FOUND_TITLE}
        description="It may have been sold out and removed, or the link is mistyped."
        action={<LinkButton href={paths.explore({ type: 'products' })}>Browse products</LinkButton>}
      />
    );
  else if (error)
    content = <LoadError title="This product could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  else content = <ProductSkeleton />;

  return (
    <PageBlock>
      <Stack space={{ mobile: '8', tablet: '10' }}>{content}</Stack>
    </PageBlock>
  );
}
