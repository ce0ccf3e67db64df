import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { OrderDetail } from '../../contract';
import { fail, outage, pending } from '../../stories/msw/respond';
import { SAMPLE_ESCROW_CODE, sampleOrderDetail, samplePickupOrderDetail } from './fixtures';
import type { OrderDetailScreen } from './OrderDetailScreen';
import { onOrderDetail, recordedActions } from './orderDetail.storyKit';
import { expectStepTimes, orderIs, uploadHandler, uploadInto, type UploadSeen } from './storyKit';

const meta = {
  title: 'Features/Orders/OrderDetailScreen (buyer)',
  ...onOrderDetail('buyer', '/dashboard/orders', () => sampleOrderDetail('arrived')),
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { seen, actionsMove } = recordedActions();

const steps = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');

export const DeliveryArrived: Story = {
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'iPhone 12 Pro 128GB (UK used)' })).toBeVisible();
    const items = steps(canvasElement);
    await expect(items).toHaveLength(6);
    await expectStepTimes(items, [
      ['Completed: Order Placed', 'November 20, 2026, 10:14 AM'],
      ['Completed: Awaiting Confirmation', 'November 20, 2026, 10:14 AM'],
      ['Completed: Order Accepted', 'November 20, 2026, 12:40 PM'],
      ['Completed: Out for Delivery', 'November 21, 2026, 3:05 PM'],
      ['Completed: Delivery arrived', 'November 21, 2026, 5:30 PM'],
      ['Next: Order Complete', null],
    ]);
    await expect(items[5]).toHaveAttribute('aria-current', 'step');
    const timers = within(canvas.getByRole('list', { name: 'Time left' }));
    await expect(timers.getByText('Auto-completes in 41 h')).toBeVisible();
    await expect(timers.getByText('We remind you to confirm in 17 h')).toBeVisible();
    await expect(within(items[5] as HTMLElement).getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    await expect(within(items[5] as HTMLElement).getByRole('button', { name: 'Dispute' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // The buyer sees what they paid, never the fee.
    await expect(canvas.getByText('Total')).toBeVisible();
    await expect(canvas.getByText('₦262,500')).toBeVisible();
    await expect(canvas.queryByText('Platform fee')).not.toBeInTheDocument();
    await expect(canvas.getByText('Opposite the Faculty of Law')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chidi Gadgets' })).toHaveAttribute(
      'href',
      '/seller/5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a01',
    );
    const history = within(canvas.getByRole('list', { name: 'Order history' })).getAllByRole('listitem');
    await expect(history[0]).toHaveTextContent('Marked as arrived by the seller');
    await expect(canvas.getByText('••••••')).toBeVisible();
  },
};

/** The delivery's steps, to show that a pickup never reads them. */
const doorOnlyTitles = /Out for Delivery|Delivery arrived/;

export const PickupAwaitingSeller: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(samplePickupOrderDetail('awaiting_seller')));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The seller has 47 h to accept')).toBeVisible();
    await expectStepTimes(steps(canvasElement), [
      ['Completed: Order Placed', 'November 20, 2026, 10:14 AM'],
      ['Completed: Awaiting Confirmation', 'November 20, 2026, 10:14 AM'],
      ['Next: Order Accepted', null],
      ['Upcoming: Ready for Pickup', null],
      ['Upcoming: Order Complete', null],
    ]);
    await expect(canvas.getByText('Pickup on campus')).toBeVisible();
  },
};

export const PickupAccepted: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(samplePickupOrderDetail('accepted')));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/you can cancel in 5 days/)).toBeVisible();
    const items = steps(canvasElement);
    await expectStepTimes(items, [
      ['Completed: Order Placed', 'November 20, 2026, 10:14 AM'],
      ['Completed: Awaiting Confirmation', 'November 20, 2026, 10:14 AM'],
      ['Completed: Order Accepted', 'November 20, 2026, 12:40 PM'],
      ['Next: Ready for Pickup', null],
      ['Upcoming: Order Complete', null],
    ]);
    await expect(items[2]).toHaveTextContent('Awaiting pickup on campus');
    await expect(items[3]).toHaveTextContent('Give the seller your escrow code when you collect it');
    await expect(canvas.getByRole('button', { name: 'Show code' })).toBeVisible();
  },
};

export const PickupReady: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(orderIs(samplePickupOrderDetail('arrived')));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Auto-completes in 41 h')).toBeVisible();
    // The status badge beside the title tells the same story.
    const header = canvas.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await expect(within(header).getByText('Ready for Pickup')).toBeVisible();
    const items = steps(canvasElement);
    await expectStepTimes(items, [
      ['Completed: Order Placed', 'November 20, 2026, 10:14 AM'],
      ['Completed: Awaiting Confirmation', 'November 20, 2026, 10:14 AM'],
      ['Completed: Order Accepted', 'November 20, 2026, 12:40 PM'],
      ['Completed: Ready for Pickup', 'November 21, 2026, 1:30 PM'],
      ['Next: Order Complete', null],
    ]);
    await expect(within(canvas.getByRole('list', { name: 'Order progress' })).queryByText(doorOnlyTitles)).toBeNull();
    await expect(within(items[4] as HTMLElement).getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    await expect(within(items[4] as HTMLElement).getByRole('button', { name: 'Dispute' })).toBeVisible();
  },
};

export const PickupCompleted: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(samplePickupOrderDetail('completed', 'buyer', { allowedTransitions: ['review'] })));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Review this order' })).toBeVisible();
    await expectStepTimes(steps(canvasElement), [
      ['Completed: Order Placed', 'November 20, 2026, 10:14 AM'],
      ['Completed: Awaiting Confirmation', 'November 20, 2026, 10:14 AM'],
      ['Completed: Order Accepted', 'November 20, 2026, 12:40 PM'],
      ['Completed: Ready for Pickup', 'November 21, 2026, 1:30 PM'],
      ['Completed: Order Complete', 'November 21, 2026, 1:52 PM'],
    ]);
    const history = within(canvas.getByRole('list', { name: 'Order history' })).getAllByRole('listitem');
    await expect(history[0]).toHaveTextContent('Handed over with the escrow code');
  },
};

export const PickupOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(orderIs(samplePickupOrderDetail('arrived')));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Auto-completes in 41 h')).toBeVisible();
    const ready = steps(canvasElement)[3] as HTMLElement;
    await expect(ready).toHaveTextContent('Completed: Ready for Pickup');
    await expect(within(ready).getByText('November 21, 2026, 1:30 PM')).toBeVisible();
  },
};

export const CodeRevealed: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: 'Show code' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByText(SAMPLE_ESCROW_CODE)).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(SAMPLE_ESCROW_CODE)).toBeVisible();
    await expect(canvas.getByText('Escrow code shown: 4 8 2 9 1 6')).toBeInTheDocument();
    const qr = await canvas.findByRole('img', { name: 'QR code of your escrow code 4 8 2 9 1 6' });
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByText(SAMPLE_ESCROW_CODE)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  },
};

export const MarkAsDelivered: Story = {
  beforeEach({ msw }) {
    msw.use(actionsMove(() => sampleOrderDetail('completed', 'buyer', { allowedTransitions: ['review'] })));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as delivered' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Mark as delivered?' }));
    await expect(dialog.getByText(/₦262,500 is then released to Chidi Gadgets/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, mark as delivered' }));
    await expect(await screen.findByText('Marked as delivered. The payment is released to the seller.')).toBeVisible();
    await expect(seen).toEqual([{ action: 'confirm', body: {} }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getAllByText('Order Complete').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: 'Review this order' })).toBeVisible();
    // The code has done its work: it is no longer shown.
    await expect(canvas.queryByRole('button', { name: 'Show code' })).not.toBeInTheDocument();
  },
};

export const ActionRefused: Story = {
  beforeEach({ msw }) {
    msw.use(actionsMove(() => fail(409, 'This order is complete, so it cannot be marked as delivered.')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as delivered' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, mark as delivered' }));
    await expect(await dialog.findByText('This order is complete, so it cannot be marked as delivered.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes, mark as delivered' })).toBeEnabled();
  },
};

export const DisputeInvalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dispute' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dispute this order' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Open dispute' }));
    await expect(await dialog.findByText('Reason is a required field')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

const uploads: UploadSeen[] = [];

export const DisputeWithPhotos: Story = {
  beforeEach({ msw }) {
    uploads.length = 0;
    msw.use(
      uploadHandler(uploads),
      actionsMove((_, body) =>
        sampleOrderDetail('disputed', 'buyer', {
          dispute: {
            ...(sampleOrderDetail('disputed').dispute as NonNullable<OrderDetail['dispute']>),
            reason: (body as { reason: string }).reason,
          },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dispute' }));
    const box = await screen.findByRole('dialog', { name: 'Dispute this order' });
    const dialog = within(box);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The screen is cracked.');
    await uploadInto(box, 'Photos', ['crack-1.png', 'crack-2.png']);
    await userEvent.click(dialog.getByRole('button', { name: 'Open dispute' }));
    await expect(await screen.findByText('Dispute opened. The money stays in escrow until it is decided.')).toBeVisible();
    await expect(uploads.map((upload) => upload.visibility)).toEqual(['private', 'private']);
    // Each photo is named by its upload key (they may finish uploading in either order).
    await expect(seen).toHaveLength(1);
    const sent = seen[0]?.body as { reason: string; photoKeys: string[] };
    await expect(seen[0]?.action).toBe('dispute');
    await expect(sent.reason).toBe('The screen is cracked.');
    await expect([...sent.photoKeys].sort()).toEqual(['crack-1.png', 'crack-2.png']);
    await expect(await canvas.findByText('Your dispute is open. The money stays in escrow until it is decided.')).toBeVisible();
    await expect(canvas.getByText('The screen is cracked.')).toBeVisible();
    await expect(canvas.getByText('The seller has 71 h to answer the dispute')).toBeVisible();
  },
};

export const AwaitingSellerCancel: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(sampleOrderDetail('awaiting_seller')),
      actionsMove(() => sampleOrderDetail('cancelled', 'buyer', { escrowCode: null })),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The seller has 47 h to accept')).toBeVisible();
    await expect(steps(canvasElement)[2]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this order?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'Found one closer to me');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(await screen.findByText('Order cancelled. Your money is back in your wallet.')).toBeVisible();
    await expect(seen).toEqual([{ action: 'cancel', body: { reason: 'Found one closer to me' } }]);
    await expect(await canvas.findByText(/This order was cancelled/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
  },
};

export const PaymentWindow: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(sampleOrderDetail('pending_payment')));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Payment window closes in 12 min')).toBeVisible();
    await expect(steps(canvasElement)[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('button', { name: 'Show code' })).not.toBeInTheDocument();
  },
};

export const ReviewInvalid: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(sampleOrderDetail('completed', 'buyer', { allowedTransitions: ['review'] })));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Post review' }));
    await expect(await canvas.findByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await expect(canvas.getByText('Review is a required field')).toBeVisible();
  },
};

export const ReviewPosted: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(sampleOrderDetail('completed', 'buyer', { allowedTransitions: ['review'] })),
      actionsMove((_, body) =>
        sampleOrderDetail('completed', 'buyer', {
          review: { ...(body as { rating: number; text: string }), createdAt: '2026-11-22T09:00:00.000Z' },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const rating = within(await canvas.findByRole('radiogroup', { name: 'Rating' }));
    await userEvent.click(rating.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Review/ }), 'Works like new. Fast handover.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(await screen.findByText('Thanks for your review')).toBeVisible();
    await expect(seen).toEqual([{ action: 'review', body: { rating: 4, text: 'Works like new. Fast handover.' } }]);
    await expect(await canvas.findByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  },
};

export const WrittenReview: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(
        sampleOrderDetail('completed', 'buyer', {
          review: { rating: 5, text: 'Perfect, as described.', createdAt: '2026-11-22T09:00:00.000Z' },
        }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(canvas.getByText('Perfect, as described.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    await expect(steps(canvasElement)[5]).toHaveTextContent('Completed: Order Complete');
  },
};

export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(sampleOrderDetail('cancelled')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This order was cancelled/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Declined by the seller')).toBeVisible();
    await expect(canvas.getByText('“Sold out in store, sorry.”')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Time left' })).not.toBeInTheDocument();
  },
};

export const Resolved: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(sampleOrderDetail('resolved')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Kampus decided this dispute/)).toBeVisible();
    await expect(canvas.getByText(/Split: ₦50,000 to the buyer, ₦212,500 to the seller/)).toBeVisible();
    await expect(canvas.getByText('The phone left in perfect condition; I have a video of it.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Dispute photo 1' })).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/orders/:id', () => fail(404, 'Order not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to orders' })[0]).toHaveAttribute('href', '/dashboard/orders');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/orders/:id', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the order')).toBeInTheDocument();
  },
};

const orderOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    orderOutage.begin();
    msw.use(http.get('/v1/orders/:id', () => (orderOutage.isDown() ? fail(500, 'Something went wrong') : undefined)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This order could not be loaded' })).toBeVisible();
    orderOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'iPhone 12 Pro 128GB (UK used)' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/orders/:id', () => HttpResponse.json({ data: sampleOrderDetail('accepted') })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/you can cancel in 5 days/)).toBeVisible();
  },
};
