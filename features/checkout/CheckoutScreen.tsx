import { PackageX, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, goToPaymentPage, paths } from '../../client';
import type { ProductDetail } from '../../contract';
import { EmptyState, LinkButton, LoadError, PageBlock, PageTitle, Skeleton, SkeletonRegion, Stack } from '../../ui';
import { useCheckoutProduct, useWalletBalances } from './api';
import * as styles from './checkout.css';
import { CheckoutForm } from './product/CheckoutForm';
import { useBuyer, type LeavesForPayment } from './purchase/useBuyer';

export { WALLET_NOT_ENOUGH } from './product/CheckoutForm';
export { CAMPUS_PLACEHOLDER } from './product/DeliverySection';
export { ESCROW_AGREEMENT_LABEL } from './product/PaySection';
export { CARD_LABEL, PAYMENT_METHOD_LABEL, WALLET_LABEL, WALLET_TOO_LOW, walletLabel } from './product/PaymentChoice';

export const PRODUCT_UNAVAILABLE_TITLE = 'This product is not available';
export const OWN_PRODUCT_TITLE = 'You cannot buy your own product';
export const SOLD_OUT_TITLE = 'This product is sold out';
export const NO_PRODUCT_TITLE = 'Choose a product to buy';

function CheckoutSkeleton() {
  return (
    <SkeletonRegion label="Loading the checkout">
      <div className={styles.layout}>
        <div className={styles.itemArea}>
          <Skeleton lines={3} />
        </div>
        <div className={styles.deliveryArea}>
          <Skeleton lines={2} />
          <Skeleton lines={2} />
          <Skeleton lines={2} />
        </div>
        <div className={styles.payArea}>
          <Skeleton shape="rect" aspectRatio="wide" />
        </div>
      </div>
    </SkeletonRegion>
  );
}

const browseProducts = <LinkButton href={paths.explore({ type: 'products' })}>Browse products</LinkButton>;

type ProductBlock = 'none chosen' | 'not found' | 'not for sale' | 'own' | 'sold out';

/** Why this buyer cannot buy the loaded product, or null. */
function productBlock(product: ProductDetail, userId: string): ProductBlock | null {
  if (product.status !== 'active') return 'not for sale';
  if (product.seller.id === userId) return 'own';
  if (product.unitsAvailable <= 0) return 'sold out';
  return null;
}

/** Why this product cannot be bought, and where to go instead. */
function Blocked({ block, slug }: { block: ProductBlock; slug: string }) {
  const notices: Record<ProductBlock, [LucideIcon, string, string, ReactNode]> = {
    'none chosen': [ShoppingBag, NO_PRODUCT_TITLE, "Open a product and press 'Buy Product Now' to check out.", browseProducts],
    'not found': [
      PackageX,
      PRODUCT_UNAVAILABLE_TITLE,
      'It may have been sold out and removed, or the link is mistyped.',
      browseProducts,
    ],
    'not for sale': [PackageX, PRODUCT_UNAVAILABLE_TITLE, 'The seller is not selling it at the moment.', browseProducts],
    own: [
      ShoppingBag,
      OWN_PRODUCT_TITLE,
      'This is one of your listings. Buyers check out here; you can edit it from your seller dashboard.',
      <LinkButton href={paths.sellerDashboard.editListing('products', slug)}>Edit listing</LinkButton>,
    ],
    'sold out': [
      PackageX,
      SOLD_OUT_TITLE,
      'Every unit has been bought or is reserved by a buyer who is paying now. Check back later.',
      <LinkButton href={paths.product(slug)}>Back to the product</LinkButton>,
    ],
  };
  const [Icon, title, description, action] = notices[block];
  return <EmptyState icon={<Icon aria-hidden="true" />} title={title} description={description} action={action} />;
}

/**
 * /checkout?product={slug}&quantity={n} (signed in): the item with its quantity, the delivery
 * details prefilled from the profile, the delivery type, the price, and the escrow and refund
 * policy that enables Pay. Pay places the order (POST /v1/orders), which reserves the units,
 * then sends the browser to the payment page; or, when the buyer chose to pay from a wallet that
 * covers the total, pays it from the wallet (POST /v1/wallet/payments) and goes to the return page.
 */
export function CheckoutScreen({ goToPayment = goToPaymentPage }: LeavesForPayment) {
  const [params, setParams] = useSearchParams();
  const slug = params.get('product');
  const product = useCheckoutProduct(slug);
  const { session, user, universities, detailsError } = useBuyer();
  // Asked at once, beside the product, so the wallet choice is usually known as the form shows.
  const wallet = useWalletBalances(session !== null);

  let content: ReactNode;
  if (!slug) {
    content = <Blocked block="none chosen" slug="" />;
  } else if (product.error instanceof ApiError && product.error.status === 404) {
    content = <Blocked block="not found" slug={slug} />;
  } else if (product.error) {
    content = (
      <LoadError title="This product could not be loaded" message={product.error.message} onRetry={() => void product.mutate()} />
    );
  } else if (detailsError) {
    content = detailsError;
  } else if (!product.data || !user.data || (!universities.data && !universities.error)) {
    content = <CheckoutSkeleton />;
  } else {
    const block = productBlock(product.data, user.data.id);
    content = block ? (
      <Blocked block={block} slug={product.data.slug} />
    ) : (
      <CheckoutForm
        key={product.data.id}
        product={product.data}
        user={user.data}
        universities={universities}
        quantityParam={params.get('quantity')}
        onQuantityChange={(quantity) => setParams(paramsWith(slug, quantity), { replace: true })}
        refreshProduct={() => void product.mutate()}
        goToPayment={goToPayment}
        walletAvailableKobo={wallet.data?.availableKobo}
        walletFailed={wallet.error !== undefined}
      />
    );
  }

  return (
    <PageBlock>
      <Stack space="6">
        <PageTitle>Checkout</PageTitle>
        {content}
      </Stack>
    </PageBlock>
  );
}

function paramsWith(slug: string, quantity: number): URLSearchParams {
  return new URLSearchParams({ product: slug, quantity: String(quantity) });
}
