import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { TicketOrder } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { byReference, fail, listPage, failingGet, ok, pending, type Answer } from '../../stories/msw/respond';
import { cancelledTicketOrder, expiredTicketOrder, paidTicketOrder, pendingTicketOrder, summaryOf } from './ticketFixtures';
import {
  CANCELLED_TITLE,
  EXPIRED_TITLE,
  READY_TITLE,
  STILL_PENDING_TITLE,
  TicketPurchaseReturnScreen,
  UNKNOWN_TITLE,
  WAITING_TITLE,
} from './TicketPurchaseReturnScreen';

const reference = 'KPT-7F3K2M9Q';

/** GET /v1/ticket-orders as the server sends a page of them. */
const page = (orders: TicketOrder[]) => listPage(orders);

/** An order of this story under the story's payment reference. */
const withReference = (order: TicketOrder): TicketOrder => ({ ...order, paymentReference: reference });

/** GET /v1/ticket-orders?reference=… answered by `answers` in turn (the last one from then on). */
const ordersAnswer = (...answers: Answer[]) => byReference('/v1/ticket-orders', reference, ...answers).handler;

const unpaid = pendingTicketOrder();

const meta = {
  title: 'Features/Checkout/TicketPurchaseReturnScreen',
  component: TicketPurchaseReturnScreen,
  decorators: [withApp],
  // Short waits, so that each state arrives within a story.
  args: { pollMs: 60, waitMs: 5_000, goToPayment: fn() },
  parameters: {
    signedIn: true,
    route: { path: '/ticket/purchase/return', url: `/ticket/purchase/return?trxref=${reference}&reference=${reference}` },
  },
} satisfies Meta<typeof TicketPurchaseReturnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: WAITING_TITLE })).toBeVisible();
    await expect(canvas.getByText('Waiting for the payment')).toBeInTheDocument();
  },
};

/** The payment is not confirmed yet: the page keeps asking. */
export const Waiting: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([withReference(summaryOf(unpaid))])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: WAITING_TITLE })).toBeVisible();
    await expect(canvas.getByText('This usually takes a few seconds. Please keep this page open.')).toBeVisible();
  },
};

/** The verified payment issued the tickets while the page asked: 'Your tickets are ready!'. */
export const Ready: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      ordersAnswer(
        () => page([withReference(summaryOf(unpaid))]),
        () => page([withReference(summaryOf(paidTicketOrder))]),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: READY_TITLE }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText('UNILAG Freshers’ Night: Regular × 2, Table For 8 × 1 (₦229,000)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your tickets' })).toHaveAttribute(
      'href',
      `/dashboard/tickets/${paidTicketOrder.id}`,
    );
  },
};

/** Not confirmed within the wait (a declined or abandoned payment): pay again while the window is open, or choose again. */
export const StillPending: Story = {
  args: { waitMs: 300 },
  beforeEach({ msw }) {
    msw.use(
      ordersAnswer(() => page([withReference(summaryOf(unpaid))])),
      http.get('/v1/ticket-orders/:id', () => ok(unpaid)),
    );
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: STILL_PENDING_TITLE }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText(/you can pay again until/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose again' })).toHaveAttribute(
      'href',
      `/ticket/purchase?event=${unpaid.event.slug}`,
    );
    const pay = await canvas.findByRole('button', { name: 'Pay now' });
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'));
    await userEvent.click(pay);
    await expect(args.goToPayment).toHaveBeenCalledWith(unpaid.authorizationUrl);
  },
};

export const Expired: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([withReference(summaryOf(expiredTicketOrder))])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: EXPIRED_TITLE })).toBeVisible();
    await expect(canvas.getByText(/nothing was charged and the tickets went back on sale/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My tickets' })).toHaveAttribute('href', '/dashboard/orders?type=tickets');
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  },
};

export const EventCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([withReference(summaryOf(cancelledTicketOrder))])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: CANCELLED_TITLE })).toBeVisible();
    await expect(canvas.getByText(/refunded in full/)).toBeVisible();
  },
};

export const UnknownReference: Story = {
  beforeEach({ msw }) {
    msw.use(ordersAnswer(() => page([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: UNKNOWN_TITLE })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`payment reference ${reference}`))).toBeVisible();
  },
};

export const NoReference: Story = {
  parameters: { route: { path: '/ticket/purchase/return', url: '/ticket/purchase/return' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: UNKNOWN_TITLE })).toBeVisible();
    await expect(canvas.getByText(/This address names no payment/)).toBeVisible();
  },
};

const ordersDown = failingGet(
  '/v1/ticket-orders',
  () => fail(503, 'Kampus is busy. Try again in a moment.'),
  () => page([withReference(summaryOf(paidTicketOrder))]),
);

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => ordersDown.install(msw),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your ticket order could not be loaded')).toBeVisible();
    ordersDown.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: READY_TITLE })).toBeVisible();
  },
};
