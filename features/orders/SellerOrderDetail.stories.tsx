import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { OrderDetail } from '../../contract';
import { cameraFilming, fakeCamera } from '../../stories/camera';
import { fail } from '../../stories/msw/respond';
import { CAMERA_DENIED_MESSAGE, NO_CAMERA_MESSAGE } from './CodeScanner';
import { SAMPLE_ESCROW_CODE, sampleDisputeQuestion, sampleOrderDetail, samplePickupOrderDetail } from './fixtures';
import { HANDOVER_LOCKED_TEXT } from './OrderForms';
import type { OrderDetailScreen } from './OrderDetailScreen';
import { onOrderDetail, recordedActions } from './orderDetail.storyKit';
import { expectStepTimes, orderIs } from './storyKit';

const meta = {
  title: 'Features/Orders/OrderDetailScreen (seller)',
  ...onOrderDetail('seller', '/seller/dashboard/orders', () => sampleOrderDetail('awaiting_seller', 'seller')),
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { seen, actionsMove } = recordedActions();

export const AwaitingAnswer: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have 47 h to accept or decline')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(canvas.getAllByText('Ada Obi', { selector: 'dd' })).toHaveLength(2);
    // The seller sees the fee on the item subtotal and what they will receive; never the code.
    await expect(canvas.getByText('Platform fee')).toBeVisible();
    await expect(canvas.getByText('-₦7,800')).toBeVisible();
    await expect(canvas.getByText('You will receive')).toBeVisible();
    await expect(canvas.getByText('₦254,700')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show code' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Handover' })).not.toBeInTheDocument();
  },
};

export const Accept: Story = {
  beforeEach({ msw }) {
    msw.use(actionsMove(() => sampleOrderDetail('accepted', 'seller')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await expect(await screen.findByText('Order accepted')).toBeVisible();
    await expect(seen).toEqual([{ action: 'accept', body: {} }]);
    await expect(await canvas.findByRole('button', { name: 'Out for delivery' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Arrived' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Handover' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  },
};

export const AcceptRefused: Story = {
  beforeEach({ msw }) {
    msw.use(actionsMove(() => fail(409, 'This order is cancelled, so it cannot be accepted.')));
  },
  play: async ({ canvas }) => {
    const accept = await canvas.findByRole('button', { name: 'Accept' });
    await userEvent.click(accept);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This order is cancelled, so it cannot be accepted.');
    await expect(seen).toHaveLength(1);
  },
};

export const DeclineNeedsReason: Story = {
  beforeEach({ msw }) {
    msw.use(actionsMove(() => sampleOrderDetail('cancelled', 'seller')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline order' }));
    await expect(await dialog.findByText('Reason is a required field')).toBeVisible();
    await expect(seen).toHaveLength(0);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Sold out in store, sorry.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline order' }));
    await expect(await screen.findByText('Order declined. The buyer is refunded.')).toBeVisible();
    await expect(seen).toEqual([{ action: 'decline', body: { reason: 'Sold out in store, sorry.' } }]);
    await expect(await canvas.findByText('This order was cancelled and the buyer was refunded.')).toBeVisible();
  },
};

export const OutForDelivery: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(sampleOrderDetail('accepted', 'seller')),
      actionsMove(() => sampleOrderDetail('out_for_delivery', 'seller')),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The buyer can cancel in 5 days/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Out for delivery' }));
    await expect(await screen.findByText('Marked as out for delivery')).toBeVisible();
    await expect(seen).toEqual([{ action: 'dispatch', body: {} }]);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Out for delivery' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Arrived' })).toBeVisible();
  },
};

const steps = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');

export const PickupReady: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(samplePickupOrderDetail('accepted', 'seller')),
      actionsMove(() => samplePickupOrderDetail('arrived', 'seller')),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/The buyer can cancel in 5 days/)).toBeVisible();
    await expectStepTimes(steps(canvasElement), [
      ['Completed: Order Placed', 'November 20, 2026, 10:14 AM'],
      ['Completed: Awaiting Confirmation', 'November 20, 2026, 10:14 AM'],
      ['Completed: Order Accepted', 'November 20, 2026, 12:40 PM'],
      ['Next: Ready for Pickup', null],
      ['Upcoming: Order Complete', null],
    ]);
    await expect(steps(canvasElement)[2]).toHaveTextContent('Arrange the pickup with the buyer on campus');
    // A pickup never goes out for delivery: the seller marks it ready, or hands it over with the code.
    await expect(canvas.queryByRole('button', { name: 'Out for delivery' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Escrow code' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ready for pickup' }));
    await expect(await screen.findByText('Marked as ready for pickup')).toBeVisible();
    await expect(seen).toEqual([{ action: 'arrived', body: {} }]);
    await waitFor(() => expect(steps(canvasElement)[3]).toHaveTextContent('Completed: Ready for Pickup'));
    await expect(steps(canvasElement)[3]).toHaveTextContent('November 21, 2026, 1:30 PM');
    await expect(steps(canvasElement)[4]).toHaveAttribute('aria-current', 'step');
  },
};

async function typeCode(canvas: ReturnType<typeof within>, code: string) {
  const group = await canvas.findByRole('group', { name: 'Escrow code' });
  await userEvent.click(within(group).getAllByRole('textbox')[0] as HTMLElement);
  await userEvent.keyboard(code);
}

export const HandoverWrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(sampleOrderDetail('arrived', 'seller')),
      actionsMove(() => fail(400, 'That escrow code is wrong. 4 attempts left.')),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Auto-completes in 41 h')).toBeVisible();
    await typeCode(canvas, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete handover' }));
    await expect(await canvas.findByText('That escrow code is wrong. 4 attempts left.')).toBeVisible();
    await expect(seen).toEqual([{ action: 'handover', body: { code: '111111' } }]);
  },
};

export const HandoverIncomplete: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(sampleOrderDetail('arrived', 'seller')),
      actionsMove(() => sampleOrderDetail('completed', 'seller')),
    );
  },
  play: async ({ canvas }) => {
    await typeCode(canvas, '482');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete handover' }));
    await expect(await canvas.findByText('Escrow code must be 6 digits')).toBeVisible();
    await expect(seen).toHaveLength(0);
  },
};

export const HandoverLocked: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(sampleOrderDetail('arrived', 'seller', { handoverLocked: true })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(HANDOVER_LOCKED_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Escrow code' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Scan code' })).not.toBeInTheDocument();
  },
};

export const HandoverComplete: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(sampleOrderDetail('out_for_delivery', 'seller')),
      actionsMove(() => sampleOrderDetail('completed', 'seller')),
    );
  },
  play: async ({ canvas }) => {
    await typeCode(canvas, SAMPLE_ESCROW_CODE);
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Handover complete. The payment is released to you.')).toBeVisible();
    await expect(seen).toEqual([{ action: 'handover', body: { code: SAMPLE_ESCROW_CODE } }]);
    await expect(await canvas.findByText('You received')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Handover' })).not.toBeInTheDocument();
  },
};

export const ScanCode: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(sampleOrderDetail('arrived', 'seller')),
      actionsMove(() => sampleOrderDetail('completed', 'seller')),
    );
    return fakeCamera(() => Promise.resolve(cameraFilming(SAMPLE_ESCROW_CODE)));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan code' }));
    await expect(await screen.findByRole('dialog', { name: "Scan the buyer's code" })).toBeVisible();
    await expect(
      await screen.findByText('Handover complete. The payment is released to you.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(seen).toEqual([{ action: 'handover', body: { code: SAMPLE_ESCROW_CODE } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ScanCameraDenied: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(sampleOrderDetail('arrived', 'seller')),
      actionsMove(() => sampleOrderDetail('completed', 'seller')),
    );
    return fakeCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan code' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Scan the buyer's code" }));
    await expect(await dialog.findByText(CAMERA_DENIED_MESSAGE)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Close/ }));
    // The typed code still works.
    await typeCode(canvas, SAMPLE_ESCROW_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete handover' }));
    await expect(await screen.findByText('Handover complete. The payment is released to you.')).toBeVisible();
  },
};

export const ScanNoCamera: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(sampleOrderDetail('arrived', 'seller')));
    return fakeCamera(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan code' }));
    await expect(await screen.findByText(NO_CAMERA_MESSAGE)).toBeVisible();
  },
};

export const AnswerDispute: Story = {
  beforeEach({ msw }) {
    const disputed = sampleOrderDetail('disputed', 'seller');
    msw.use(
      orderIs(disputed),
      actionsMove((_, body) =>
        sampleOrderDetail('disputed', 'seller', {
          allowedTransitions: [],
          dispute: {
            ...(disputed.dispute as NonNullable<OrderDetail['dispute']>),
            answer: (body as { answer: string }).answer,
            answeredAt: '2026-11-22T08:00:00.000Z',
          },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have 71 h to answer the dispute')).toBeVisible();
    await expect(canvas.getByText('The screen has a crack that was not in the photos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByText('Answer is a required field')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your answer/ }), 'It left in perfect condition.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(await screen.findByText('Your answer was sent')).toBeVisible();
    await expect(seen).toEqual([{ action: 'dispute/answer', body: { answer: 'It left in perfect condition.' } }]);
    await expect(await canvas.findByText('It left in perfect condition.', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  },
};

/** The seller answered the dispute already; Kampus asks them a question, answered once on the order's page. */
function questioned(answered: boolean): OrderDetail {
  const disputed = sampleOrderDetail('disputed', 'seller');
  return {
    ...disputed,
    allowedTransitions: [],
    timers: [],
    dispute: {
      ...(disputed.dispute as NonNullable<OrderDetail['dispute']>),
      answer: 'It left in perfect condition.',
      answeredAt: '2026-11-22T08:00:00.000Z',
      questions: [sampleDisputeQuestion(answered)],
    },
  };
}

export const AnswerKampusQuestion: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    let current = questioned(false);
    msw.use(
      orderIs(() => current),
      actionsMove((_, body) => {
        const answered = questioned(true);
        const [question] = answered.dispute?.questions ?? [];
        if (question) question.answer = (body as { answer: string }).answer;
        current = answered;
        return answered;
      }),
    );
  },
  play: async ({ canvas }) => {
    const questions = within(await canvas.findByRole('region', { name: 'Questions from Kampus' }));
    await expect(questions.getByText(sampleDisputeQuestion().text)).toBeVisible();
    await userEvent.click(questions.getByRole('button', { name: 'Answer Kampus' }));
    await expect(await questions.findByText('Answer is a required field')).toBeVisible();
    await userEvent.type(questions.getByRole('textbox', { name: /^Your answer to Kampus/ }), 'Yes, in front of the buyer.');
    await userEvent.click(questions.getByRole('button', { name: 'Answer Kampus' }));
    await expect(await screen.findByText('Your answer was sent to Kampus')).toBeVisible();
    await expect(seen).toEqual([
      { action: `dispute-questions/${sampleDisputeQuestion().id}/answer`, body: { answer: 'Yes, in front of the buyer.' } },
    ]);
    await waitFor(() => expect(questions.queryByRole('textbox')).not.toBeInTheDocument());
    await expect(questions.getByText('Yes, in front of the buyer.', { selector: 'dd' })).toBeVisible();
  },
};

export const AnswerKampusQuestionRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(questioned(false)),
      actionsMove(() => fail(409, 'You have already answered this question.')),
    );
  },
  play: async ({ canvas }) => {
    const questions = within(await canvas.findByRole('region', { name: 'Questions from Kampus' }));
    await userEvent.type(questions.getByRole('textbox', { name: /^Your answer to Kampus/ }), 'Yes.');
    await userEvent.click(questions.getByRole('button', { name: 'Answer Kampus' }));
    await expect(await questions.findByRole('alert')).toHaveTextContent('You have already answered this question.');
  },
};

/** A question the dispute's decision overtook: shown, with no form. */
export const KampusQuestionAfterDecision: Story = {
  beforeEach({ msw }) {
    const resolved = sampleOrderDetail('resolved', 'seller');
    msw.use(
      orderIs({
        ...resolved,
        dispute: resolved.dispute && { ...resolved.dispute, questions: [sampleDisputeQuestion(false)] },
      }),
    );
  },
  play: async ({ canvas }) => {
    const questions = within(await canvas.findByRole('region', { name: 'Questions from Kampus' }));
    await expect(questions.getByText('The dispute was decided before you answered.')).toBeVisible();
    await expect(questions.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
