import { ImageOff, School } from 'lucide-react';
import { paths } from '../../../client';
import { formatKobo, type CurrentUser, type ProductDetail } from '../../../contract';
import { Link, Price, QuantityStepper, Text } from '../../../ui';
import * as styles from '../checkout.css';
import * as shared from '../purchase/purchase.css';
import { CheckoutPanel } from './CheckoutPanel';

function ItemPhoto({ product }: { product: ProductDetail }) {
  const image = product.image;
  if (!image) {
    return (
      <span className={styles.photoPlaceholder} role="img" aria-label="No photo">
        <ImageOff aria-hidden="true" />
      </span>
    );
  }
  const srcSet = [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
  return (
    <img
      className={styles.photo}
      src={image.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? '88px' : undefined}
      width={88}
      height={88}
      alt={image.alt.trim() === product.title.trim() ? '' : image.alt}
    />
  );
}

interface ItemSectionProps {
  product: ProductDetail;
  user: CurrentUser;
  quantity: number;
  maxQuantity: number;
  onQuantityChange: (quantity: number) => void;
  inert: boolean;
}

/** The item with its quantity, and for a campus-only product, whose students may buy it. */
export function ItemSection({ product, user, quantity, maxQuantity, onQuantityChange, inert }: ItemSectionProps) {
  const sellerCampus = product.seller.university ?? "the seller's university";
  const otherCampus = product.campusOnly && user.university !== product.seller.university;
  return (
    <CheckoutPanel className={styles.itemArea} id="checkout-item" title="Your item">
      <div className={styles.item}>
        <ItemPhoto product={product} />
        <div className={styles.itemText}>
          <Link href={paths.product(product.slug)} weight="semibold">
            {product.title}
          </Link>
          <Text as="span" size="sm" tone="muted">
            Sold by {product.seller.name}
          </Text>
          <span>
            <Price amount={formatKobo(product.priceKobo)} weight="bold" />{' '}
            <Text as="span" size="sm" tone="muted">
              each
            </Text>
          </span>
        </div>
      </div>
      <div className={styles.stepperRow}>
        <div className={styles.stepper}>
          <QuantityStepper
            label="Quantity"
            minValue={1}
            maxValue={maxQuantity}
            value={quantity}
            isDisabled={inert}
            onChange={onQuantityChange}
          />
        </div>
        <Text as="span" size="sm" tone="muted">
          {product.unitsAvailable.toLocaleString('en-US')} {product.unitsAvailable === 1 ? 'unit' : 'units'} available
        </Text>
      </div>
      {product.campusOnly && (
        <p className={otherCampus ? shared.warning : shared.info}>
          <School size={18} aria-hidden="true" className={shared.boxIcon} />
          <span>
            Campus only: the seller sells this product to students of {sellerCampus} only.
            {otherCampus && (
              <>
                {' '}
                Your profile says you study {user.university ? `at ${user.university}` : 'nowhere yet'}: if you study at{' '}
                {sellerCampus}, <Link href={paths.dashboard.profile}>update your profile</Link> first.
              </>
            )}
          </span>
        </p>
      )}
    </CheckoutPanel>
  );
}
