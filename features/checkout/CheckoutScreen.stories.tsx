import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CreateOrderBody, CurrentUser } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pending, postsInTurn, type Answer } from '../../stories/msw/respond';
import {
  CARD_LABEL,
  CheckoutScreen,
  ESCROW_AGREEMENT_LABEL,
  NO_PRODUCT_TITLE,
  OWN_PRODUCT_TITLE,
  PAYMENT_METHOD_LABEL,
  PRODUCT_UNAVAILABLE_TITLE,
  SOLD_OUT_TITLE,
  WALLET_LABEL,
  WALLET_NOT_ENOUGH,
  WALLET_TOO_LOW,
  walletLabel,
} from './CheckoutScreen';
import {
  campusOnlyProduct,
  checkoutBuyer,
  checkoutProduct,
  checkoutSeller,
  checkoutUniversities,
  coveringWallet,
  inactiveProduct,
  newBuyer,
  paidFromWalletAnswer,
  pickupOnlyProduct,
  placedAnswer,
  shortWallet,
  soldOutProduct,
} from './fixtures';

const productIs = (answer: Answer): HttpHandler => http.get('/v1/products/:slug', answer);
const userIs = (user: CurrentUser): HttpHandler => http.get('/v1/user', () => ok(user));
const walletIs = (answer: Answer): HttpHandler => http.get('/v1/wallet', answer);

/** POST /v1/orders answered by `answers` in turn (the last one from then on), recording each body. */
const ordersAnswer = (...answers: Answer[]) => postsInTurn<CreateOrderBody>('/v1/orders', ...answers);

const url = `/checkout?product=${checkoutProduct.slug}&quantity=2`;

const meta = {
  title: 'Features/Checkout/CheckoutScreen',
  component: CheckoutScreen,
  decorators: [withApp],
  args: { goToPayment: fn() },
  parameters: { signedIn: true, route: { path: '/checkout', url } },
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(checkoutProduct)),
      userIs(checkoutBuyer),
      http.get('/v1/university', () => ok(checkoutUniversities)),
      // Too little to pay ₦900,000 from: card only, unless a story says otherwise.
      walletIs(() => ok(shortWallet)),
    );
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkoutForm = async () => within(await screen.findByRole('form', { name: 'Checkout' }));
const payButton = () => screen.getByRole('button', { name: /^Pay ₦/ });
const agreement = () => screen.getByRole('switch', { name: ESCROW_AGREEMENT_LABEL });

/** Term → amount of the price breakdown, as shown. */
function breakdown(): Record<string, string> {
  const list = screen.getByRole('heading', { name: 'Price breakdown' }).parentElement?.querySelector('dl');
  const rows: Record<string, string> = {};
  const terms = list ? Array.from(list.querySelectorAll('dt')) : [];
  for (const term of terms) rows[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return rows;
}

async function fillDoorAddress(form: ReturnType<typeof within>) {
  await userEvent.click(form.getByRole('radio', { name: 'Door delivery' }));
  await userEvent.type(await form.findByRole('textbox', { name: 'Specific address in the university' }), 'Room 214, Moremi Hall');
  await userEvent.type(form.getByRole('textbox', { name: 'Closest landmark' }), 'Faculty of Science gate');
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(productIs(pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('Loading the checkout')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  },
};

const productOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    productOutage.begin();
    msw.use(
      productIs(() => {
        return productOutage.isDown() ? fail(400, 'Kampus could not read this address.') : ok(checkoutProduct);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This product could not be loaded')).toBeVisible();
    await expect(canvas.getByText('Kampus could not read this address.')).toBeVisible();
    productOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('form', { name: 'Checkout' })).toBeVisible();
  },
};

/** Prefilled from the profile, pickup (free) chosen, Pay waiting for the escrow agreement. */
export const Filled: Story = {
  parameters: { visual: true },
  play: async () => {
    const form = await checkoutForm();
    await expect(form.getByRole('link', { name: checkoutProduct.title })).toHaveAttribute(
      'href',
      `/product/${checkoutProduct.slug}`,
    );
    await expect(form.getByText('Sold by Chidi Gadgets')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(form.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ada');
    await expect(form.getByRole('textbox', { name: /^Last Name/ })).toHaveValue('Obi');
    await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveValue('ada.obi@unilag.edu.ng');
    await expect(form.getByRole('textbox', { name: /^Phone Number/ })).toHaveValue('+2348031234567');
    await expect(form.getByRole('combobox', { name: /^Campus/ })).toHaveValue('University of Lagos');
    await expect(form.getByRole('radio', { name: 'Item pickup' })).toBeChecked();
    await expect(form.queryByRole('textbox', { name: /Specific address/ })).not.toBeInTheDocument();
    await expect(breakdown()).toEqual({
      'Subtotal (2 × ₦450,000)': '₦900,000',
      Delivery: 'Free',
      'Buyer fee': 'None',
      Total: '₦900,000',
    });
    await expect(payButton()).toHaveAccessibleName('Pay ₦900,000');
    await expect(payButton()).toBeDisabled();
    await userEvent.click(agreement());
    await expect(payButton()).toBeEnabled();
  },
};

/** Door delivery adds its fee, says how long it takes, and asks where on campus. */
export const DoorDelivery: Story = {
  play: async () => {
    const form = await checkoutForm();
    await expect(form.getByText(/You collect the item from the seller on campus, free of charge/)).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Door delivery' }));
    await expect(form.getByText(/within 3–7 days of accepting your order. Door delivery costs ₦2,500./)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Specific address in the university/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Closest landmark/ })).toBeVisible();
    await expect(breakdown()).toMatchObject({ Delivery: '₦2,500', Total: '₦902,500' });
    await userEvent.click(form.getByRole('radio', { name: 'Item pickup' }));
    await expect(breakdown()).toMatchObject({ Delivery: 'Free', Total: '₦900,000' });
  },
};

/** The quantity is bounded by the units available, and the price follows it. */
export const Quantity: Story = {
  play: async () => {
    const form = await checkoutForm();
    const more = form.getByRole('button', { name: /Increase/ });
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(form.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    await expect(more).toBeDisabled();
    await expect(breakdown()).toMatchObject({ 'Subtotal (4 × ₦450,000)': '₦1,800,000', Total: '₦1,800,000' });
    await expect(screen.getByTestId('location').textContent).toBe(`/checkout?product=${checkoutProduct.slug}&quantity=4`);
  },
};

const placing = ordersAnswer(() => ok(placedAnswer, 201));

/** Pay places the order with what the form says, then leaves for the payment page. */
export const Pays: Story = {
  beforeEach({ msw }) {
    placing.bodies.length = 0;
    msw.use(placing.handler);
  },
  play: async ({ args }) => {
    const form = await checkoutForm();
    await fillDoorAddress(form);
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    await waitFor(() => expect(args.goToPayment).toHaveBeenCalledWith(placedAnswer.payment.authorizationUrl));
    await expect(placing.bodies).toEqual([
      {
        productId: checkoutProduct.id,
        quantity: 2,
        escrowAgreement: true,
        delivery: {
          method: 'door',
          firstname: 'Ada',
          lastname: 'Obi',
          email: 'ada.obi@unilag.edu.ng',
          phone: '+2348031234567',
          universityId: 1,
          address: 'Room 214, Moremi Hall',
          landmark: 'Faculty of Science gate',
        },
      },
    ]);
    // Leaving: the button stays busy.
    await expect(payButton()).toHaveAttribute('aria-busy', 'true');
  },
};

const waiting = ordersAnswer(pending);

/** While the order is being placed the button shows progress and a second press sends nothing. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    waiting.bodies.length = 0;
    msw.use(waiting.handler);
  },
  play: async ({ args }) => {
    await checkoutForm();
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    await waitFor(() => expect(payButton()).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(waiting.bodies).toHaveLength(1));
    await userEvent.click(payButton());
    await expect(waiting.bodies).toHaveLength(1);
    await expect(args.goToPayment).not.toHaveBeenCalled();
  },
};

const neverCalled = ordersAnswer(() => ok(placedAnswer, 201));

/** Each field says what is wrong with the order's own messages; nothing is sent. */
export const InvalidFields: Story = {
  beforeEach({ msw }) {
    neverCalled.bodies.length = 0;
    msw.use(userIs(newBuyer), neverCalled.handler);
  },
  play: async () => {
    const form = await checkoutForm();
    await userEvent.clear(form.getByRole('textbox', { name: /^First Name/ }));
    await userEvent.type(form.getByRole('textbox', { name: /^Phone Number/ }), '12');
    await userEvent.click(form.getByRole('radio', { name: 'Door delivery' }));
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    await expect(await form.findByText('First Name is a required field')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^First Name/ })).toHaveFocus();
    await expect(form.getByText('Phone Number must be a valid phone number')).toBeVisible();
    await expect(form.getByText('Campus is a required field')).toBeVisible();
    await expect(form.getByText('Specific address in the university is a required field')).toBeVisible();
    await expect(form.getByText('Closest landmark is a required field')).toBeVisible();
    await expect(neverCalled.bodies).toHaveLength(0);
    // Editing a field clears its message.
    await userEvent.type(form.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await expect(form.queryByText('First Name is a required field')).not.toBeInTheDocument();
  },
};

/** Without the agreement Pay stays disabled, and Enter in a field sends nothing either. */
export const AgreementMissing: Story = {
  beforeEach({ msw }) {
    neverCalled.bodies.length = 0;
    msw.use(neverCalled.handler);
  },
  play: async () => {
    const form = await checkoutForm();
    await userEvent.type(form.getByRole('textbox', { name: /^Last Name/ }), '{Enter}');
    await expect(payButton()).toBeDisabled();
    await expect(payButton()).not.toHaveAttribute('aria-busy');
    await expect(neverCalled.bodies).toHaveLength(0);
    await userEvent.click(agreement());
    await userEvent.type(form.getByRole('textbox', { name: /^Last Name/ }), '{Enter}');
    await waitFor(() => expect(neverCalled.bodies).toHaveLength(1));
  },
};

const refused = ordersAnswer(() =>
  fail(400, 'Phone Number must be a valid phone number', {
    'delivery.phone': 'Phone Number must be a valid phone number',
    'delivery.universityId': 'Campus must be chosen from the list',
  }),
);

/** The server's 400 messages land on their fields. */
export const ServerRefusesFields: Story = {
  beforeEach({ msw }) {
    refused.bodies.length = 0;
    msw.use(refused.handler);
  },
  play: async ({ args }) => {
    const form = await checkoutForm();
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    await expect(await form.findByText('Phone Number must be a valid phone number')).toBeVisible();
    await expect(form.getByText('Campus must be chosen from the list')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Phone Number/ })).toHaveFocus();
    await expect(args.goToPayment).not.toHaveBeenCalled();
  },
};

/** Someone bought units meanwhile (409): the server's message, the units left now, and a retry that goes through. */
export const NotEnoughUnits: Story = {
  beforeEach({ msw }) {
    let productCalls = 0;
    const orders = ordersAnswer(
      () => fail(409, 'Only 1 unit is left'),
      () => ok(placedAnswer, 201),
    );
    msw.use(
      productIs(() => {
        productCalls += 1;
        return ok(productCalls === 1 ? checkoutProduct : { ...checkoutProduct, unitsAvailable: 1 });
      }),
      orders.handler,
    );
  },
  play: async ({ args }) => {
    const form = await checkoutForm();
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Only 1 unit is left');
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1'));
    await expect(form.getByText('1 unit available')).toBeVisible();
    await expect(payButton()).toHaveAccessibleName('Pay ₦450,000');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.goToPayment).toHaveBeenCalledWith(placedAnswer.payment.authorizationUrl));
  },
};

const PROVIDER_DOWN = 'We could not reach the payment service, so your order was not placed. Please try again in a few minutes.';

/** The payment service is down (503): nothing was placed; say so and offer to try again. */
export const PaymentServiceDown: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => fail(503, PROVIDER_DOWN)).handler);
  },
  play: async ({ args }) => {
    await checkoutForm();
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(PROVIDER_DOWN);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(payButton()).not.toHaveAttribute('aria-busy');
    await expect(args.goToPayment).not.toHaveBeenCalled();
  },
};

/** A campus-only product: only the seller's university, and why; door delivery is the only type here. */
export const CampusOnly: Story = {
  beforeEach({ msw }) {
    msw.use(productIs(() => ok(campusOnlyProduct)));
  },
  play: async () => {
    const form = await checkoutForm();
    await expect(
      form.getByText(/Campus only: the seller sells this product to students of University of Lagos only./),
    ).toBeVisible();
    await expect(form.getByRole('combobox', { name: /^Campus/ })).toHaveAccessibleDescription(
      'Only University of Lagos: this product is sold to its students only.',
    );
    await userEvent.click(form.getByRole('button', { name: /Campus/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['University of Lagos']);
    await userEvent.keyboard('{Escape}');
    await expect(form.getByRole('radio', { name: 'Door delivery' })).toBeChecked();
    await expect(form.queryByRole('radio', { name: 'Item pickup' })).not.toBeInTheDocument();
    await expect(form.getByText('This seller offers door delivery only.')).toBeVisible();
    await expect(breakdown()).toMatchObject({ Delivery: '₦1,500' });
  },
};

/** A buyer of another university is told before paying what to do. */
export const CampusOnlyOtherUniversity: Story = {
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(campusOnlyProduct)),
      userIs({ ...checkoutBuyer, university: 'Lagos State University', universityId: 2 }),
    );
  },
  play: async () => {
    const form = await checkoutForm();
    await expect(form.getByText(/Your profile says you study at Lagos State University/)).toBeVisible();
    await expect(form.getByRole('link', { name: 'update your profile' })).toHaveAttribute('href', '/dashboard/profile');
  },
};

export const PickupOnly: Story = {
  beforeEach({ msw }) {
    msw.use(productIs(() => ok(pickupOnlyProduct)));
  },
  play: async () => {
    const form = await checkoutForm();
    await expect(form.getByRole('radio', { name: 'Item pickup' })).toBeChecked();
    await expect(form.queryByRole('radio', { name: 'Door delivery' })).not.toBeInTheDocument();
    await expect(form.getByText('This seller offers item pickup only.')).toBeVisible();
  },
};

export const OwnProduct: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(checkoutSeller));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: OWN_PRODUCT_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit listing' })).toHaveAttribute(
      'href',
      `/seller/dashboard/listings/${checkoutProduct.slug}/edit?type=products`,
    );
    await expect(canvas.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(productIs(() => fail(404, 'Product not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: PRODUCT_UNAVAILABLE_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/explore?type=products');
  },
};

export const Inactive: Story = {
  beforeEach({ msw }) {
    msw.use(productIs(() => ok(inactiveProduct)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: PRODUCT_UNAVAILABLE_TITLE })).toBeVisible();
    await expect(canvas.getByText('The seller is not selling it at the moment.')).toBeVisible();
  },
};

export const SoldOut: Story = {
  beforeEach({ msw }) {
    msw.use(productIs(() => ok(soldOutProduct)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: SOLD_OUT_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the product' })).toHaveAttribute(
      'href',
      `/product/${checkoutProduct.slug}`,
    );
  },
};

export const NoProductChosen: Story = {
  parameters: { route: { path: '/checkout', url: '/checkout' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: NO_PRODUCT_TITLE })).toBeVisible();
  },
};

const paymentMethods = () => screen.getByRole('radiogroup', { name: PAYMENT_METHOD_LABEL });
const walletChoice = () => screen.getByRole('radio', { name: walletLabel(coveringWallet.availableKobo) });
/** The wallet choice whatever its balance says: there, but not choosable, unless the balance covers the total. */
const anyWalletChoice = () => screen.getByRole('radio', { name: /^Pay from wallet/ });

/** POST /v1/wallet/payments answered by `answer`, recording each body. */
function walletPaymentsAnswer(answer: Answer) {
  const bodies: unknown[] = [];
  const handler = http.post('/v1/wallet/payments', async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
  return { handler, bodies };
}

/** The wallet covers the total: it is offered beside the card (still the default), with its balance. */
export const WalletOffered: Story = {
  beforeEach({ msw }) {
    msw.use(walletIs(() => ok(coveringWallet)));
  },
  play: async () => {
    await checkoutForm();
    await expect(paymentMethods()).toBeVisible();
    await expect(await screen.findByRole('radio', { name: 'Pay from wallet (₦1,250,000 available)' })).not.toBeChecked();
    await expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(screen.getByText("You pay on Paystack's secure page, then come back here.")).toBeVisible();
    await userEvent.click(walletChoice());
    await expect(walletChoice()).toBeChecked();
    await expect(screen.getByText('The total moves from your wallet into escrow at once.')).toBeVisible();
  },
};

/** A bigger quantity than the wallet covers disables the choice: card again. */
export const WalletNoLongerCovers: Story = {
  beforeEach({ msw }) {
    msw.use(walletIs(() => ok(coveringWallet)));
  },
  play: async () => {
    await checkoutForm();
    await userEvent.click(await screen.findByRole('radio', { name: walletLabel(coveringWallet.availableKobo) }));
    // Three laptops (₦1,350,000) are more than the wallet holds.
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    await expect(walletChoice()).toBeDisabled();
    await expect(screen.getByRole('radio', { name: CARD_LABEL })).toBeChecked();
    await expect(screen.getByText(WALLET_TOO_LOW)).toBeVisible();
    await expect(payButton()).toHaveAccessibleName('Pay ₦1,350,000');
    await expect(screen.getByText("You pay on Paystack's secure page, then come back here.")).toBeVisible();
  },
};

const walletOrders = ordersAnswer(() => ok(placedAnswer, 201));
const walletPaid = walletPaymentsAnswer(() => ok(paidFromWalletAnswer));

/** Paid from the wallet: the order is placed, paid from the balance, and the return page waits for it. */
export const PaysFromWallet: Story = {
  beforeEach({ msw }) {
    walletOrders.bodies.length = 0;
    walletPaid.bodies.length = 0;
    msw.use(
      walletIs(() => ok(coveringWallet)),
      walletOrders.handler,
      walletPaid.handler,
    );
  },
  play: async ({ args }) => {
    await checkoutForm();
    await userEvent.click(await screen.findByRole('radio', { name: walletLabel(coveringWallet.availableKobo) }));
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/checkout/return?reference=${placedAnswer.order.paymentReference}`,
      ),
    );
    await expect(walletOrders.bodies).toHaveLength(1);
    await expect(walletOrders.bodies[0]).toMatchObject({ productId: checkoutProduct.id, quantity: 2, escrowAgreement: true });
    await expect(walletPaid.bodies).toEqual([{ orderId: placedAnswer.order.id }]);
    await expect(args.goToPayment).not.toHaveBeenCalled();
  },
};

/** The balance does not cover the total: the wallet choice says so and cannot be chosen; the card as always. */
export const WalletTooLow: Story = {
  play: async () => {
    await checkoutForm();
    await expect(await screen.findByText("You pay on Paystack's secure page, then come back here.")).toBeVisible();
    await expect(await screen.findByText(WALLET_TOO_LOW)).toBeVisible();
    await expect(anyWalletChoice()).toBeDisabled();
    await expect(screen.getByRole('radio', { name: CARD_LABEL })).toBeChecked();
  },
};

/** While the balance loads (or when it cannot be read) the wallet choice waits, disabled, and Pay works by card as always. */
export const WalletLoading: Story = {
  beforeEach({ msw }) {
    msw.use(walletIs(pending), placing.handler);
  },
  play: async ({ args }) => {
    await checkoutForm();
    await expect(screen.getByRole('radio', { name: WALLET_LABEL })).toBeDisabled();
    await expect(screen.getByText('Checking your balance…')).toBeVisible();
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    await waitFor(() => expect(args.goToPayment).toHaveBeenCalledWith(placedAnswer.payment.authorizationUrl));
  },
};

export const WalletLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(walletIs(() => fail(500, 'Something went wrong')));
  },
  play: async () => {
    await checkoutForm();
    await expect(await screen.findByText("You pay on Paystack's secure page, then come back here.")).toBeVisible();
    await expect(await screen.findByText('Your balance could not be read')).toBeVisible();
    await expect(screen.getByRole('radio', { name: WALLET_LABEL })).toBeDisabled();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * The balance went down between showing the choice and paying (422): the order waits, unpaid; the
 * buyer is told and can pay it by card, and the wallet can no longer be chosen.
 */
export const WalletPaymentRefused: Story = {
  beforeEach({ msw }) {
    let walletCalls = 0;
    msw.use(
      walletIs(() => {
        walletCalls += 1;
        return ok(walletCalls === 1 ? coveringWallet : shortWallet);
      }),
      ordersAnswer(() => ok(placedAnswer, 201)).handler,
      walletPaymentsAnswer(() => fail(422, 'Your wallet balance does not cover this order')).handler,
    );
  },
  play: async ({ args }) => {
    await checkoutForm();
    await userEvent.click(await screen.findByRole('radio', { name: walletLabel(coveringWallet.availableKobo) }));
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(WALLET_NOT_ENOUGH);
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(anyWalletChoice()).toBeDisabled());
    await expect(screen.getByTestId('location').textContent).toBe(url);
    await userEvent.click(within(alert).getByRole('button', { name: 'Pay by card' }));
    await expect(args.goToPayment).toHaveBeenCalledWith(placedAnswer.payment.authorizationUrl);
  },
};

/** The wallet payment fails on the server's side (503): Try again pays the same order, without placing another. */
export const WalletPaymentRetried: Story = {
  beforeEach({ msw }) {
    let payments = 0;
    // A second order would be refused: Try again must pay the one already placed.
    const orders = ordersAnswer(
      () => ok(placedAnswer, 201),
      () => fail(500, 'A second order must not be placed'),
    );
    msw.use(
      walletIs(() => ok(coveringWallet)),
      orders.handler,
      http.post('/v1/wallet/payments', () => {
        payments += 1;
        return payments === 1 ? fail(503, 'The wallet is unavailable right now.') : ok(paidFromWalletAnswer);
      }),
    );
  },
  play: async () => {
    await checkoutForm();
    await userEvent.click(await screen.findByRole('radio', { name: walletLabel(coveringWallet.availableKobo) }));
    await userEvent.click(agreement());
    await userEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The wallet is unavailable right now.');
    await expect(within(alert).getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/checkout/return?reference=${placedAnswer.order.paymentReference}`,
      ),
    );
  },
};
