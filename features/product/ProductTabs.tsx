import { Bike, MapPin } from 'lucide-react';
import { paths, useCurrentUser } from '../../client';
import { productConditionLabels, type ProductDetail, formatKobo, formatLongDate } from '../../contract';
import { Avatar, Badge, Inline, Link, LinkButton, RatingStars, RichText, Tab, TabList, TabPanel, Tabs } from '../../ui';
import * as styles from './ProductScreen.css';

export const NO_REVIEWS_TEXT = 'No reviews available.';

export const sellerTypeLabels = { individual: 'Individual seller', brand: 'Brand' } as const;

function Description({ product }: { product: ProductDetail }) {
  return (
    <div className={styles.panelBody}>
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
    </div>
  );
}

function days(min: number, max: number): string {
  if (min === max) return `${min} ${min === 1 ? 'day' : 'days'}`;
  return `${min}–${max} days`;
}

function Delivery({ product }: { product: ProductDetail }) {
  const { pickup, door } = product.delivery;
  const where = product.seller.university ?? "the seller's campus";
  return (
    <div className={styles.panelBody}>
      <ul className={styles.plainList} aria-label="Delivery options">
        {pickup && (
          <li className={styles.option}>
            <MapPin className={styles.optionIcon} aria-hidden="true" />
            <div>
              <p className={styles.optionTitle}>Pickup on campus</p>
              <p className={styles.muted}>Free. Meet the seller at {where}.</p>
            </div>
          </li>
        )}
        {door && (
          <li className={styles.option}>
            <Bike className={styles.optionIcon} aria-hidden="true" />
            <div>
              <p className={styles.optionTitle}>Door delivery</p>
              <p className={styles.muted}>
                {door.feeKobo === 0 ? 'Free' : formatKobo(door.feeKobo)}, arrives in {days(door.minDays, door.maxDays)}.
              </p>
            </div>
          </li>
        )}
      </ul>
      {product.campusOnly && <p className={styles.muted}>Only students of {where} can buy this product.</p>}
    </div>
  );
}

function Reviews({ product }: { product: ProductDetail }) {
  if (product.reviews.length === 0) return <p className={styles.muted}>{NO_REVIEWS_TEXT}</p>;
  return (
    <div className={styles.panelBody}>
      {product.rating.count > product.reviews.length && (
        <p className={styles.muted}>
          The latest {product.reviews.length} of {product.rating.count.toLocaleString('en-US')} reviews.
        </p>
      )}
      <ul className={styles.plainList} aria-label="Reviews">
        {product.reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <Inline space="3">
              <Avatar name={review.authorName} photo={review.authorAvatar} size="sm" />
              <span className={styles.reviewAuthor}>{review.authorName}</span>
              <RatingStars value={review.rating} size="sm" showValue={false} />
              <span className={styles.muted}>{formatLongDate(review.createdAt)}</span>
            </Inline>
            <p>{review.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SellerInfo({ product }: { product: ProductDetail }) {
  const { seller } = product;
  // A guest is sent to log in first and comes back to the conversation; a seller cannot message themselves.
  const { data: me } = useCurrentUser();
  return (
    <div className={styles.panelBody}>
      <Inline space="4">
        <Avatar name={seller.name} photo={seller.avatar} size="xl" />
        <div className={styles.sellerText}>
          <span className={styles.sellerName}>{seller.name}</span>
          {seller.university && <span className={styles.muted}>{seller.university}</span>}
          <span>
            <Badge tone={seller.sellerType === 'brand' ? 'info' : 'neutral'}>{sellerTypeLabels[seller.sellerType]}</Badge>
          </span>
        </div>
      </Inline>
      <Link href={paths.sellerProfile(seller.id)}>View full seller info</Link>
      {me?.id !== seller.id && (
        <span>
          <LinkButton variant="outline" href={`${paths.dashboard.chat('new')}?to=${seller.id}&listing=${product.id}`}>
            Message seller
          </LinkButton>
        </span>
      )}
    </div>
  );
}

/** Description, Delivery, Reviews and Seller Info, one at a time. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  return (
    <div className={styles.tabs}>
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
    </div>
  );
}
