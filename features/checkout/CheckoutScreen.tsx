import { AlertTriangle, ImageOff, Info, PackageX, School, ShieldCheck, ShoppingBag } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage, paths, useCurrentUser, useForm, useSession, useUniversities } from '../../client';
import type { CreateOrderResponse, CurrentUser, OrderDeliveryMethod, ProductDetail, University } from '../../contract';
import {
  Button,
  DeferredSearchableSelect,
  EmptyState,
  formatKobo,
  Link,
  LinkButton,
  LoadError,
  Price,
  QuantityStepper,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonRegion,
  Switch,
  TextField,
  useHydrated,
} from '../../ui';
import { useCheckoutProduct, usePayFromWallet, usePlaceOrder, useWalletBalances } from './api';
import {
  campusOptions,
  defaultMethod,
  deliveryFields,
  deliveryFormSchema,
  initialDeliveryValues,
  maxQuantity,
  offeredMethods,
  priceBreakdown,
  quantityFromParam,
  splitOrderFieldErrors,
} from './checkout';
import * as styles from './checkout.css';

export const ESCROW_AGREEMENT_LABEL = 'I agree to the escrow and refund policy';
export const CAMPUS_PLACEHOLDER = '-- Select your campus --';
export const PRODUCT_UNAVAILABLE_TITLE = 'This product is not available';
export const OWN_PRODUCT_TITLE = 'You cannot buy your own product';
export const SOLD_OUT_TITLE = 'This product is sold out';
export const NO_PRODUCT_TITLE = 'Choose a product to buy';
export const PAYMENT_METHOD_LABEL = 'Payment method';
export const CARD_LABEL = 'Card';
export const WALLET_NOT_ENOUGH = 'Your wallet balance no longer covers this order. Pay by card instead.';

/** The choice offered when the wallet covers the total: "Pay from wallet (₦12,500 available)". */
export function walletLabel(availableKobo: number): string {
  return `Pay from wallet (${formatKobo(availableKobo)} available)`;
}

export const WALLET_LABEL = 'Pay from wallet';
export const WALLET_TOO_LOW = 'Not enough for this order';

/** Under the wallet choice: why it is not available, or what it does. */
function walletNote(availableKobo: number | undefined, failed: boolean, covers: boolean): string {
  if (covers) return 'Paid at once from your available balance';
  if (availableKobo !== undefined) return WALLET_TOO_LOW;
  return failed ? 'Your balance could not be read' : 'Checking your balance…';
}

type PaymentMethod = 'card' | 'wallet';

const methodNames: Record<OrderDeliveryMethod, string> = { door: 'Door delivery', pickup: 'Item pickup' };

function daysText(minDays: number, maxDays: number): string {
  return minDays === maxDays ? `${minDays} ${minDays === 1 ? 'day' : 'days'}` : `${minDays}–${maxDays} days`;
}

/** What a delivery type means for this product: shown under the choice, and changed as it changes. */
function methodInformation(method: OrderDeliveryMethod, product: ProductDetail): string {
  const door = product.delivery.door;
  if (method === 'door' && door) {
    return (
      `The seller brings the item to your address in the university within ${daysText(door.minDays, door.maxDays)} ` +
      `of accepting your order. Door delivery costs ${formatKobo(door.feeKobo)}.`
    );
  }
  return 'You collect the item from the seller on campus, free of charge. You agree the time and place with the seller once they accept your order.';
}

function methodSummary(method: OrderDeliveryMethod, product: ProductDetail): string {
  const door = product.delivery.door;
  if (method === 'door' && door) return `${formatKobo(door.feeKobo)} · ${daysText(door.minDays, door.maxDays)}`;
  return 'Free · on campus';
}

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

interface Problem {
  message: string;
  /** The same order may go through when sent again (stock, the payment service). */
  canRetry: boolean;
  /** Placed but not paid from the wallet: it can still be paid, from the wallet again or by card. */
  unpaid?: CreateOrderResponse['data'];
}

interface CheckoutFormProps {
  product: ProductDetail;
  user: CurrentUser;
  universities: { data?: University[]; error?: Error };
  quantityParam: string | null;
  onQuantityChange: (quantity: number) => void;
  /** The product changed on the server (units sold): fetch it again. */
  refreshProduct: () => void;
  goToPayment: (url: string) => void;
  /** The buyer's available wallet balance, undefined while it loads or when it could not be read. */
  walletAvailableKobo: number | undefined;
  /** The balance could not be read. */
  walletFailed: boolean;
}

function CheckoutForm({
  product,
  user,
  universities,
  quantityParam,
  onQuantityChange,
  refreshProduct,
  goToPayment,
  walletAvailableKobo,
  walletFailed,
}: CheckoutFormProps) {
  // Rendered by the server, the form waits for its handlers: nothing typed or tapped is lost.
  const inert = !useHydrated();
  const max = maxQuantity(product.unitsAvailable);
  const [chosenQuantity, setQuantity] = useState(() => quantityFromParam(quantityParam, max));
  // Fewer units may be left after the product is fetched again.
  const quantity = Math.min(chosenQuantity, max);
  const methods = offeredMethods(product.delivery);
  const campuses = campusOptions(universities.data ?? [], product);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [paying, setPaying] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const placeOrder = usePlaceOrder();
  const payFromWallet = usePayFromWallet();
  const navigate = useNavigate();
  const [chosenPayment, setPayment] = useState<PaymentMethod>('card');

  const form = useForm({
    schema: deliveryFormSchema,
    fields: deliveryFields,
    initialValues: initialDeliveryValues(user, defaultMethod(product.delivery), campuses),
    onValid: async (delivery, signal) => {
      // Pay is disabled until then, and a form whose submit button is disabled is not sent by Enter either.
      if (!agreed) return;
      setProblem(null);
      let placed: CreateOrderResponse['data'];
      try {
        placed = await placeOrder({ productId: product.id, quantity, delivery, escrowAgreement: true });
      } catch (error) {
        if (signal.aborted) return;
        showFailure(error);
        return;
      }
      if (signal.aborted) return;
      if (payment === 'wallet') {
        await payPlacedFromWallet(placed, signal);
        return;
      }
      // The page is leaving for the payment page: the button stays busy until it has gone.
      setLeaving(true);
      goToPayment(placed.payment.authorizationUrl);
    },
  });

  /** Pays the placed order from the wallet, then waits for it on the return page as a card payment would. */
  async function payPlacedFromWallet(placed: CreateOrderResponse['data'], signal?: AbortSignal) {
    setProblem(null);
    setPaying(true);
    try {
      await payFromWallet(placed.order.id);
      if (signal?.aborted) return;
      setLeaving(true);
      void navigate(paths.checkoutReturn(placed.order.paymentReference));
    } catch (error) {
      if (signal?.aborted) return;
      const status = error instanceof ApiError ? error.status : 0;
      // The balance went down meanwhile (422): the order waits for a card payment instead.
      if (status === 422) setPayment('card');
      setProblem({
        message: status === 422 ? WALLET_NOT_ENOUGH : errorMessage(error),
        canRetry: status === 0 || status >= 500,
        unpaid: status === 409 ? undefined : placed,
      });
    } finally {
      setPaying(false);
    }
  }

  function showFailure(error: unknown) {
    if (error instanceof ApiError && error.status === 400) {
      const { fields, other } = splitOrderFieldErrors(error.fieldErrors);
      if (Object.keys(fields).length > 0) form.showErrors(fields);
      const message = other[0] ?? (Object.keys(fields).length === 0 ? error.message : undefined);
      if (message) setProblem({ message, canRetry: false });
      return;
    }
    const status = error instanceof ApiError ? error.status : 0;
    // Sold out or fewer units left (409), gone (404): show what is left now.
    if (status === 409 || status === 404) refreshProduct();
    setProblem({ message: errorMessage(error), canRetry: status === 409 || status === 0 || status >= 500 });
  }

  const method: OrderDeliveryMethod = form.values.method === 'door' ? 'door' : 'pickup';
  const price = priceBreakdown(product, quantity, method);
  // The wallet is offered only while its available balance covers the total; card otherwise.
  const walletCovers = walletAvailableKobo !== undefined && walletAvailableKobo >= price.totalKobo;
  const payment: PaymentMethod = walletCovers ? chosenPayment : 'card';
  const unpaid = problem?.unpaid;
  const busy = form.isPending || leaving || paying;
  const door = product.delivery.door;
  const sellerCampus = product.seller.university ?? "the seller's university";
  const otherCampus = product.campusOnly && user.university !== product.seller.university;

  return (
    <form ref={formRef} {...form.formProps} className={styles.layout} aria-label="Checkout">
      <section className={styles.itemArea} aria-labelledby="checkout-item">
        <h2 id="checkout-item" className={styles.sectionTitle}>
          Your item
        </h2>
        <div className={styles.item}>
          <ItemPhoto product={product} />
          <div className={styles.itemText}>
            <Link href={paths.product(product.slug)} weight="semibold">
              {product.title}
            </Link>
            <span className={styles.muted}>Sold by {product.seller.name}</span>
            <span>
              <Price amountKobo={product.priceKobo} weight="bold" /> <span className={styles.muted}>each</span>
            </span>
          </div>
        </div>
        <div className={styles.stepperRow}>
          <div className={styles.stepper}>
            <QuantityStepper
              label="Quantity"
              minValue={1}
              maxValue={max}
              value={quantity}
              isDisabled={inert}
              onChange={(next) => {
                setQuantity(next);
                onQuantityChange(next);
              }}
            />
          </div>
          <span className={styles.muted}>
            {product.unitsAvailable.toLocaleString('en-US')} {product.unitsAvailable === 1 ? 'unit' : 'units'} available
          </span>
        </div>
        {product.campusOnly && (
          <p className={otherCampus ? styles.warning : styles.info}>
            <School size={18} aria-hidden="true" className={styles.boxIcon} />
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
      </section>

      <section className={styles.deliveryArea} aria-labelledby="checkout-delivery">
        <h2 id="checkout-delivery" className={styles.sectionTitle}>
          Delivery details
        </h2>
        <div className={styles.fields}>
          <TextField {...form.field('firstname')} isDisabled={inert} label="First Name" autoComplete="given-name" isRequired />
          <TextField {...form.field('lastname')} isDisabled={inert} label="Last Name" autoComplete="family-name" isRequired />
          <TextField
            {...form.field('email')}
            isDisabled={inert}
            label="Email Address"
            type="email"
            autoComplete="email"
            description="Order updates go here."
          />
          <TextField
            {...form.field('phone')}
            isDisabled={inert}
            label="Phone Number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="08012345678"
            isRequired
          />
          <div className={styles.wide}>
            <DeferredSearchableSelect
              label="Campus"
              name="universityId"
              placeholder={CAMPUS_PLACEHOLDER}
              items={campuses}
              selectedKey={form.values.universityId === '' ? null : Number(form.values.universityId)}
              onSelectionChange={(key) => form.setValue('universityId', key === null ? '' : String(key))}
              description={
                universities.error
                  ? `The list of campuses could not be loaded: ${universities.error.message}`
                  : product.campusOnly
                    ? `Only ${sellerCampus}: this product is sold to its students only.`
                    : undefined
              }
              validationError={form.errors.universityId}
              isRequired
              isDisabled={inert}
            />
          </div>
          <div className={styles.wide}>
            <RadioGroup
              label="Delivery type"
              name="method"
              variant="card"
              value={method}
              onChange={(value) => form.setValue('method', value)}
              validationError={form.errors.method}
              isDisabled={inert}
              description={
                methods.length === 1 ? `This seller offers ${methodNames[methods[0] ?? 'pickup'].toLowerCase()} only.` : undefined
              }
            >
              {methods.map((option) => (
                <Radio key={option} value={option} description={methodSummary(option, product)}>
                  {methodNames[option]}
                </Radio>
              ))}
            </RadioGroup>
          </div>
          <p className={`${styles.info} ${styles.wide}`} aria-live="polite">
            <Info size={18} aria-hidden="true" className={styles.boxIcon} />
            <span>{methodInformation(method, product)}</span>
          </p>
          {method === 'door' && door && (
            <>
              <div className={styles.wide}>
                <TextField
                  {...form.field('address')}
                  isDisabled={inert}
                  label="Specific address in the university"
                  placeholder="Hall, block and room, or department"
                  autoComplete="off"
                  isRequired
                />
              </div>
              <div className={styles.wide}>
                <TextField
                  {...form.field('landmark')}
                  isDisabled={inert}
                  label="Closest landmark"
                  placeholder="e.g. Opposite the Faculty of Science gate"
                  autoComplete="off"
                  isRequired
                />
              </div>
            </>
          )}
        </div>
      </section>

      <section className={styles.payArea} aria-labelledby="checkout-price">
        <h2 id="checkout-price" className={styles.sectionTitle}>
          Price breakdown
        </h2>
        <dl className={styles.breakdown}>
          <dt className={styles.term}>
            Subtotal ({quantity} × {formatKobo(product.priceKobo)})
          </dt>
          <dd className={styles.amount}>{formatKobo(price.subtotalKobo)}</dd>
          <dt className={styles.term}>Delivery</dt>
          <dd className={styles.amount}>{price.deliveryKobo === 0 ? 'Free' : formatKobo(price.deliveryKobo)}</dd>
          <dt className={styles.term}>Buyer fee</dt>
          <dd className={styles.amount}>None</dd>
          <dt className={styles.totalTerm}>Total</dt>
          <dd className={styles.totalAmount}>{formatKobo(price.totalKobo)}</dd>
        </dl>
        <p className={styles.policy}>
          <ShieldCheck size={18} aria-hidden="true" className={styles.boxIcon} />
          <span>
            Kampus holds your payment in escrow. The seller is paid only when you confirm you have the item, or give them your
            escrow code at the handover. If the seller declines, does not answer within 48 hours or does not deliver, you get a
            full refund.
          </span>
        </p>
        <Switch isSelected={agreed} onChange={setAgreed} isDisabled={inert}>
          {ESCROW_AGREEMENT_LABEL}
        </Switch>
        {problem && (
          <div className={styles.problem} role="alert">
            <span className={styles.problemLine}>
              <AlertTriangle size={18} aria-hidden="true" className={styles.boxIcon} />
              <span>{problem.message}</span>
            </span>
            {(problem.canRetry || unpaid) && (
              <span className={styles.problemActions}>
                {problem.canRetry && (
                  <Button
                    variant="outline"
                    size="sm"
                    isDisabled={!agreed || busy}
                    onPress={() => (unpaid ? void payPlacedFromWallet(unpaid) : formRef.current?.requestSubmit())}
                  >
                    Try again
                  </Button>
                )}
                {unpaid && (
                  <Button
                    variant="outline"
                    size="sm"
                    isDisabled={busy}
                    onPress={() => {
                      setLeaving(true);
                      goToPayment(unpaid.payment.authorizationUrl);
                    }}
                  >
                    Pay by card
                  </Button>
                )}
              </span>
            )}
          </div>
        )}
        {/* Both choices are always there, so the balance arriving changes words, never the layout. */}
        <RadioGroup
          label={PAYMENT_METHOD_LABEL}
          name="payment"
          variant="card"
          value={payment}
          onChange={(value) => setPayment(value === 'wallet' ? 'wallet' : 'card')}
          isDisabled={inert}
        >
          <Radio value="card" description="On Paystack's secure page">
            {CARD_LABEL}
          </Radio>
          <Radio
            value="wallet"
            isDisabled={!walletCovers}
            description={walletNote(walletAvailableKobo, walletFailed, walletCovers)}
          >
            {walletAvailableKobo === undefined ? WALLET_LABEL : walletLabel(walletAvailableKobo)}
          </Radio>
        </RadioGroup>
        <Button type="submit" size="lg" fullWidth isDisabled={!agreed} isPending={busy}>
          Pay {formatKobo(price.totalKobo)}
        </Button>
        <p className={styles.muted}>
          {payment === 'wallet'
            ? 'The total moves from your wallet into escrow at once.'
            : "You pay on Paystack's secure page, then come back here."}
        </p>
      </section>
    </form>
  );
}

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

function Blocked({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return <EmptyState icon={icon} title={title} description={description} action={action} />;
}

const browseProducts = <LinkButton href={paths.explore({ type: 'products' })}>Browse products</LinkButton>;

function goToPaymentPage(url: string) {
  window.location.assign(url);
}

export interface CheckoutScreenProps {
  /** Sends the browser to the payment page (stories pass a stand-in). */
  goToPayment?: (url: string) => void;
}

/**
 * /checkout?product={slug}&quantity={n} (signed in): the item with its quantity, the delivery
 * details prefilled from the profile, the delivery type, the price, and the escrow and refund
 * policy that enables Pay. Pay places the order (POST /v1/orders), which reserves the units,
 * then sends the browser to the payment page; or, when the buyer chose to pay from a wallet that
 * covers the total, pays it from the wallet (POST /v1/wallet/payments) and goes to the return page.
 */
export function CheckoutScreen({ goToPayment = goToPaymentPage }: CheckoutScreenProps) {
  const [params, setParams] = useSearchParams();
  const slug = params.get('product');
  const product = useCheckoutProduct(slug);
  const user = useCurrentUser();
  const universities = useUniversities();
  const session = useSession();
  // Asked at once, beside the product, so the wallet choice is usually known as the form shows.
  const wallet = useWalletBalances(session !== null);

  let content: ReactNode;
  if (!slug) {
    content = (
      <Blocked
        icon={<ShoppingBag aria-hidden="true" />}
        title={NO_PRODUCT_TITLE}
        description="Open a product and press 'Buy Product Now' to check out."
        action={browseProducts}
      />
    );
  } else if (product.error instanceof ApiError && product.error.status === 404) {
    content = (
      <Blocked
        icon={<PackageX aria-hidden="true" />}
        title={PRODUCT_UNAVAILABLE_TITLE}
        description="It may have been sold out and removed, or the link is mistyped."
        action={browseProducts}
      />
    );
  } else if (product.error) {
    content = (
      <LoadError title="This product could not be loaded" message={product.error.message} onRetry={() => void product.mutate()} />
    );
  } else if (user.error) {
    content = (
      <LoadError title="Your details could not be loaded" message={user.error.message} onRetry={() => void user.mutate()} />
    );
  } else if (!product.data || !user.data || (!universities.data && !universities.error)) {
    content = <CheckoutSkeleton />;
  } else if (product.data.status !== 'active') {
    content = (
      <Blocked
        icon={<PackageX aria-hidden="true" />}
        title={PRODUCT_UNAVAILABLE_TITLE}
        description="The seller is not selling it at the moment."
        action={browseProducts}
      />
    );
  } else if (product.data.seller.id === user.data.id) {
    content = (
      <Blocked
        icon={<ShoppingBag aria-hidden="true" />}
        title={OWN_PRODUCT_TITLE}
        description="This is one of your listings. Buyers check out here; you can edit it from your seller dashboard."
        action={<LinkButton href={paths.sellerDashboard.editListing('products', product.data.slug)}>Edit listing</LinkButton>}
      />
    );
  } else if (product.data.unitsAvailable <= 0) {
    content = (
      <Blocked
        icon={<PackageX aria-hidden="true" />}
        title={SOLD_OUT_TITLE}
        description="Every unit has been bought or is reserved by a buyer who is paying now. Check back later."
        action={<LinkButton href={paths.product(product.data.slug)}>Back to the product</LinkButton>}
      />
    );
  } else {
    content = (
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
    <div className={styles.page}>
      <h1 className={styles.heading}>Checkout</h1>
      {content}
    </div>
  );
}

function paramsWith(slug: string, quantity: number): URLSearchParams {
  return new URLSearchParams({ product: slug, quantity: String(quantity) });
}
