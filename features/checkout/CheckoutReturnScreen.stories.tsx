import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Order } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { byReference, fail, listPage, pending, type Answer } from '../../stories/msw/respond';
import {
  CheckoutReturnScreen,
  EXPIRED_TITLE,
  PLACED_TITLE,
  STILL_PENDING_TITLE,
  UNKNOWN_TITLE,
  WAITING_TITLE,
} from './CheckoutReturnScreen';
import { expiredOrder, placedOrder, sampleReference, unpaidOrder } from './fixtures';

/** GET /v1/orders as the server sends a page of orders. */
const page = (orders: Order[]) => listPage(orders);

/** GET /v1/orders?reference=… answered by `answers` in turn (the last one from then on); counts the calls. */
const ordersAnswer = (...answers: Answer[]) => byReference('/v1/orders', sampleReference, ...answers);

const meta = {
  title: 'Features/Checkout/CheckoutReturnScreen',
  component: CheckoutReturnScreen,
  decorators: [withApp],
  // Short waits, so that each state arrives within a story.
  args: { pollMs: 60, waitMs: 5_000 },
  parameters: {
    signedIn: true,
    route: { path: '/checkout/return', url: `/checkout/return?trxref=${sampleReference}&reference=${sampleReference}` },
  },
} satisfies Meta<typeof CheckoutReturnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(pending).handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: WAITING_TITLE })).toBeVisible();
    await expect(canvas.getByText('Waiting for the payment')).toBeInTheDocument();
  },
};

/** The payment is not confirmed yet: the page keeps asking. */
export const Waiting: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([unpaidOrder])).handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: WAITING_TITLE })).toBeVisible();
    await expect(canvas.getByText('This usually takes a few seconds. Please keep this page open.')).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The verified payment moved the order on while the page asked: 'Your order has been placed!'. */
export const Placed: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      ordersAnswer(
        () => page([unpaidOrder]),
        () => page([unpaidOrder]),
        () => page([placedOrder]),
      ).handler,
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: PLACED_TITLE }, { timeout: 4_000 });
    await expect(within(dialog).getByText('HP EliteBook 840 G5 × 2, ₦902,500')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Track your order' })).toBeVisible();
  },
};

export const TrackYourOrder: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([placedOrder])).handler);
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: PLACED_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Track your order' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dashboard/orders/${placedOrder.id}`));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Closing the modal leaves the confirmation on the page, with the same way to the order. */
export const PlacedModalClosed: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([placedOrder])).handler);
  },
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: PLACED_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      `/dashboard/orders/${placedOrder.id}`,
    );
  },
};

/** Whether the story's payment has been confirmed (set by the play, read by the handler). */
let confirmed = false;

/** Still unconfirmed after the wait: say so, and 'Check again' asks once more and waits again. */
export const StillPending: Story = {
  args: { waitMs: 300 },
  beforeEach({ msw }) {
    confirmed = false;
    msw.use(http.get('/v1/orders', () => page([confirmed ? placedOrder : unpaidOrder])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: STILL_PENDING_TITLE })).toBeVisible();
    await expect(canvas.getByText(/If you did not finish paying, the order expires at/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/dashboard/orders');
    // The payment is confirmed meanwhile; the page no longer asks by itself.
    confirmed = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(await screen.findByRole('dialog', { name: PLACED_TITLE })).toBeVisible();
  },
};

/** Nobody paid within the payment window: nothing charged, and a way to try again. */
export const Expired: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([expiredOrder])).handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: EXPIRED_TITLE })).toBeVisible();
    await expect(canvas.getByText(/nothing was charged/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try paying again' })).toHaveAttribute(
      'href',
      `/checkout?product=${expiredOrder.product.slug}&quantity=2`,
    );
  },
};

/** No order of this buyer has the reference. */
export const UnknownReference: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([])).handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: UNKNOWN_TITLE })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`None of your orders has the payment reference ${sampleReference}.`))).toBeVisible();
  },
};

/** An answer listing other orders (a server that ignores the filter) never shows the wrong one. */
export const OtherOrdersOnly: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([{ ...placedOrder, paymentReference: 'kmp_other' }])).handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: UNKNOWN_TITLE })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const NoReference: Story = {
  parameters: { route: { path: '/checkout/return', url: '/checkout/return' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: UNKNOWN_TITLE })).toBeVisible();
    await expect(canvas.getByText('This address names no payment. Your orders list every order you placed.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      ordersAnswer(
        () => fail(400, 'Reference must be at most 100 characters'),
        () => page([placedOrder]),
      ).handler,
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your order could not be loaded')).toBeVisible();
    await expect(canvas.getByText('Reference must be at most 100 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('dialog', { name: PLACED_TITLE })).toBeVisible();
  },
};
