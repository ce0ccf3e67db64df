import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EscrowTimeline } from './EscrowTimeline';
import { sampleSteps, stepIndex } from './sampleSteps';

/** Written as a feature writes them (formatLongDate and formatTime of contract/format.ts, Lagos time). */
const timestamps = {
  placed: { dateTime: '2026-01-05T08:12:00.000Z', text: 'January 5, 2026, 9:12 AM' },
  awaitingConfirmation: { dateTime: '2026-01-05T08:12:00.000Z', text: 'January 5, 2026, 9:12 AM' },
  accepted: { dateTime: '2026-01-05T10:40:00.000Z', text: 'January 5, 2026, 11:40 AM' },
  outForDelivery: { dateTime: '2026-01-06T13:05:00.000Z', text: 'January 6, 2026, 2:05 PM' },
  delivered: { dateTime: '2026-01-06T15:30:00.000Z', text: 'January 6, 2026, 4:30 PM' },
  complete: { dateTime: '2026-01-06T15:45:00.000Z', text: 'January 6, 2026, 4:45 PM' },
};

const markDelivered = fn();
const dispute = fn();

const deliveryActions = (
  <>
    <Button size="sm" onPress={markDelivered}>
      Mark as delivered
    </Button>
    <Button size="sm" variant="outline" onPress={dispute}>
      Dispute
    </Button>
  </>
);

const meta = {
  title: 'UI/EscrowTimeline',
  component: EscrowTimeline,
  args: { steps: sampleSteps, currentStep: 0 },
  parameters: {
    docs: {
      description: {
        component:
          "A process's steps, here an order's from 'Order Placed' to 'Order Complete'. The feature that owns the process passes its `steps` (`{ id, title, description }`) and `currentStep`, the index of the step that comes next (`steps.length` completes all): earlier steps show as completed, later ones as upcoming, each with its own icon and screen-reader words, and the next step has `aria-current=\"step\"`. `timestamps` (by step id, each `{ dateTime, text }` as the feature wrote it) adds when each step happened; `actions` (Mark as delivered, Dispute) shows under the next step, and the feature passes them only when they apply. Compact when the timeline is narrower than 768 px.",
      },
    },
  },
} satisfies Meta<typeof EscrowTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list items and what a screen reader hears for each. */
function readSteps(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Order progress' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({ item, text: item.textContent ?? '' }));
}

async function expectStatuses(canvasElement: HTMLElement, nextIndex: number) {
  const steps = readSteps(canvasElement);
  await expect(steps).toHaveLength(sampleSteps.length);
  for (const [index, { item, text }] of steps.entries()) {
    const title = sampleSteps[index]?.title ?? '';
    const prefix = index < nextIndex ? 'Completed: ' : index === nextIndex ? 'Next: ' : 'Upcoming: ';
    await expect(text.startsWith(`${prefix}${title}`)).toBe(true);
    if (index === nextIndex) await expect(item).toHaveAttribute('aria-current', 'step');
    else await expect(item).not.toHaveAttribute('aria-current');
  }
}

export const OrderPlaced: Story = {
  play: async ({ canvasElement }) => expectStatuses(canvasElement, 0),
};

export const AwaitingConfirmation: Story = {
  args: { currentStep: stepIndex('awaitingConfirmation'), timestamps: { placed: timestamps.placed } },
  play: async ({ canvasElement, canvas }) => {
    await expectStatuses(canvasElement, 1);
    const time = canvas.getByText('January 5, 2026, 9:12 AM');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', '2026-01-05T08:12:00.000Z');
  },
};

export const OrderAccepted: Story = {
  args: { currentStep: 2 },
  play: async ({ canvasElement }) => expectStatuses(canvasElement, 2),
};

export const OutForDelivery: Story = {
  args: {
    currentStep: stepIndex('outForDelivery'),
    timestamps: {
      placed: timestamps.placed,
      awaitingConfirmation: timestamps.awaitingConfirmation,
      accepted: timestamps.accepted,
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expectStatuses(canvasElement, 3);
    await expect(canvas.getByText('January 5, 2026, 11:40 AM')).toBeVisible();
  },
};

export const DeliveryArrived: Story = {
  args: {
    currentStep: stepIndex('delivered'),
    actions: deliveryActions,
    timestamps: {
      placed: timestamps.placed,
      awaitingConfirmation: timestamps.awaitingConfirmation,
      accepted: timestamps.accepted,
      outForDelivery: timestamps.outForDelivery,
    },
  },
  parameters: { visual: true },
  play: async ({ canvasElement, canvas }) => {
    await expectStatuses(canvasElement, 4);
    await expect(canvas.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dispute' })).toBeVisible();
  },
};

export const PressDeliveryActions: Story = {
  args: { currentStep: stepIndex('delivered'), actions: deliveryActions },
  play: async ({ canvas }) => {
    markDelivered.mockClear();
    dispute.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as delivered' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dispute' }));
    await expect(markDelivered).toHaveBeenCalledTimes(1);
    await expect(dispute).toHaveBeenCalledTimes(1);
  },
};

/** The actions belong to the step that comes next: they show inside its list item. */
export const ActionsUnderTheNextStep: Story = {
  args: { currentStep: stepIndex('delivered'), actions: deliveryActions },
  play: async ({ canvasElement, canvas }) => {
    const next = readSteps(canvasElement).find(({ item }) => item.getAttribute('aria-current') === 'step');
    await expect(next?.text.startsWith('Next: Delivery arrived')).toBe(true);
    await expect(within(next?.item ?? canvasElement).getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** Every step completed: there is no next step, so no actions show. */
export const NoActionsWhenComplete: Story = {
  args: { currentStep: sampleSteps.length, actions: deliveryActions },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Mark as delivered' })).not.toBeInTheDocument();
  },
};

export const Complete: Story = {
  args: { currentStep: sampleSteps.length, timestamps },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    await expectStatuses(canvasElement, sampleSteps.length);
  },
};

export const Narrow: Story = {
  args: {
    currentStep: stepIndex('delivered'),
    actions: deliveryActions,
    timestamps: { placed: timestamps.placed, accepted: timestamps.accepted },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    // Compact: the description sits under its title.
    const title = canvas.getByText('Order Accepted').getBoundingClientRect();
    const description = canvas.getByText('Awaiting delivery by seller').getBoundingClientRect();
    await expect(description.top).toBeGreaterThanOrEqual(title.bottom - 1);
    await expect(canvas.getByRole('button', { name: 'Dispute' })).toBeVisible();
  },
};

export const Wide: Story = {
  args: { currentStep: stepIndex('accepted'), timestamps: { placed: timestamps.placed } },
  play: async ({ canvas }) => {
    // Wide: the description sits beside its title.
    const title = canvas.getByText('Order Accepted').getBoundingClientRect();
    const description = canvas.getByText('Awaiting delivery by seller').getBoundingClientRect();
    await expect(description.left).toBeGreaterThan(title.right);
  },
};

/** The timeline itself is read, not operated: Tab goes straight to the delivery buttons, and Enter presses them. */
export const Keyboard: Story = {
  args: { currentStep: stepIndex('delivered'), actions: deliveryActions },
  play: async ({ canvas }) => {
    markDelivered.mockClear();
    dispute.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark as delivered' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dispute' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(markDelivered).toHaveBeenCalledTimes(1);
    await expect(dispute).toHaveBeenCalledTimes(1);
  },
};
