import { Bike, MapPin } from 'lucide-react';
import { paths, useCurrentUser } from '../../client';
import { productConditionLabels, type ProductDetail, formatKobo, formatLongDate } from '../../contract';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  Avatar,
  Badge,
  Card,
  Column,
  Columns,
  Inline,
  Link,
  LinkButton,
  ReviewList,
  RichText,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '../../ui';
import * as styles from './ProductScreen.css';

const SellerRecord = lazy(async () => ({ default: (await import('./SellerRecord')).SellerRecord }));

export const NO_REVIEWS_TEXT = 'No reviews available.';

export const sellerTypeLabels = { individual: 'Individual seller', brand: 'Brand' } as const;

/** A tab's content, a little below the tabs. */
function TabBody({ children }: { children: ReactNode }) {
  return (
    <div className={styles.tabBody}>
      <Stack space="5">{children}</Stack>
    </div>
  );
}

function Description({ product }: { product: ProductDetail }) {
  return (
    <TabBody>
      <dl className={styles.facts}>
        <dt className={styles.factName}>Category</dt>
        <dd className={styles.factValue}>{product.category}</dd>
        <dt className={styles.factName}>Units available</dt>
        <dd className={styles.factValue}>{product.unitsAvailable.toLocaleString('en-US')}</dd>
        <dt className={styles.factName}>Brand</dt>
        <dd className={styles.factValue}>{product.brand ?? 'Not stated'}</dd>
        <dt className={styles.factName}>Condition</dt>
        <dd className={styles.factValue}>{productConditionLabels[product.condition]}</dd>
      </dl>
      <RichText html={product.descriptionHtml} headingLevel={2} />
    </TabBody>
  );
}

function days(min: number, max: number): string {
  if (min === max) return `${min} ${min === 1 ? 'day' : 'days'}`;
  return `${min}–${max} days`;
}

function DeliveryOption({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card as="li" padding="md">
      <Columns space="3">
        <Column width="content">
          <Text as="span" tone="brand">
            {icon}
          </Text>
        </Column>
        <div>
          <Text weight="semibold">{title}</Text>
          <Text size="sm" tone="muted">
            {children}
          </Text>
        </div>
      </Columns>
    </Card>
  );
}

function Delivery({ product }: { product: ProductDetail }) {
  const { pickup, door } = product.delivery;
  const where = product.seller.university ?? "the seller's campus";
  return (
    <TabBody>
      <Stack as="ul" space="4" aria-label="Delivery options">
        {pickup && (
          <DeliveryOption icon={<MapPin aria-hidden="true" />} title="Pickup on campus">
            Free. Meet the seller at {where}.
          </DeliveryOption>
        )}
        {door && (
          <DeliveryOption icon={<Bike aria-hidden="true" />} title="Door delivery">
            {door.feeKobo === 0 ? 'Free' : formatKobo(door.feeKobo)}, arrives in {days(door.minDays, door.maxDays)}.
          </DeliveryOption>
        )}
      </Stack>
      {product.campusOnly && (
        <Text size="sm" tone="muted">
          Only students of {where} can buy this product.
        </Text>
      )}
    </TabBody>
  );
}

function Reviews({ product }: { product: ProductDetail }) {
  if (product.reviews.length === 0)
    return (
      <Text size="sm" tone="muted">
        {NO_REVIEWS_TEXT}
      </Text>
    );
  return (
    <TabBody>
      {product.rating.count > product.reviews.length && (
        <Text size="sm" tone="muted">
          The latest {product.reviews.length} of {product.rating.count.toLocaleString('en-US')} reviews.
        </Text>
      )}
      <ReviewList
        aria-label="Reviews"
        reviews={product.reviews.map((review) => ({ ...review, date: formatLongDate(review.createdAt) }))}
      />
    </TabBody>
  );
}

function SellerInfo({ product }: { product: ProductDetail }) {
  const { seller } = product;
  // A guest is sent to log in first and comes back to the conversation; a seller cannot message themselves.
  const { data: me } = useCurrentUser();
  return (
    <TabBody>
      <Inline space="4">
        <Avatar name={seller.name} photo={seller.avatar} size="xl" />
        <Stack space="1">
          <Text as="span" size="lg" weight="semibold">
            {seller.name}
          </Text>
          {seller.university && (
            <Text as="span" size="sm" tone="muted">
              {seller.university}
            </Text>
          )}
          <span>
            <Badge tone={seller.sellerType === 'brand' ? 'info' : 'neutral'}>{sellerTypeLabels[seller.sellerType]}</Badge>
          </span>
        </Stack>
      </Inline>
      <Suspense fallback={null}>
        <SellerRecord trust={product.sellerTrust} />
      </Suspense>
      <Link href={paths.sellerProfile(seller.id)}>View full seller info</Link>
      {me?.id !== seller.id && (
        <span>
          <LinkButton variant="outline" href={`${paths.dashboard.chat('new')}?to=${seller.id}&listing=${product.id}`}>
            Message seller
          </LinkButton>
        </span>
      )}
    </TabBody>
  );
}

/** Description, Delivery, Reviews and Seller Info, one at a time. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  return (
    <Tabs>
      <TabList aria-label="Product details">
        <Tab id="description">Description</Tab>
        <Tab id="delivery">Delivery</Tab>
        <Tab id="reviews">Reviews</Tab>
        <Tab id="seller">Seller Info</Tab>
      </TabList>
      <TabPanel id="description">
        <Description product={product} />
      </TabPanel>
      <TabPanel id="delivery">
        <Delivery product={product} />
      </TabPanel>
      <TabPanel id="reviews">
        <Reviews product={product} />
      </TabPanel>
      <TabPanel id="seller">
        <SellerInfo product={product} />
      </TabPanel>
    </Tabs>
  );
}
