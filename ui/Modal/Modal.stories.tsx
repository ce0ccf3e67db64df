import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { withToasts } from '../Toast/withToasts';
import { Modal, ModalTrigger, type ModalProps } from './Modal';

/** The checkout's pay button and the success modal it opens (controlled). */
function OrderPlacedDemo({ onTrack }: { onTrack: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Pay ₦12,500</Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        size="sm"
        icon={<CircleCheck size={56} strokeWidth={1.5} />}
        title="Your order has been placed!"
        actions={
          <Button
            fullWidth
            onPress={() => {
              setOpen(false);
              onTrack();
            }}
          >
            Track your order
          </Button>
        }
      >
        The seller has been notified. Your payment is held in escrow until you confirm delivery.
      </Modal>
    </>
  );
}

/** The wallet's 'Add funds' button and the deposit modal (trigger-based). */
function DepositDemo({ onClose, onProceed }: Pick<ModalProps, 'onClose'> & { onProceed: () => void }) {
  return (
    <ModalTrigger>
      <Button>Add funds</Button>
      <Modal
        title="Enter amount to deposit"
        onClose={onClose}
        actions={(close) => (
          <>
            <Button variant="outline" onPress={close}>
              Go Back
            </Button>
            <Button onPress={onProceed}>Proceed to payment</Button>
          </>
        )}
      >
        <TextField label="Amount (₦)" inputMode="numeric" placeholder="5,000" />
      </Modal>
    </ModalTrigger>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { title: 'Enter amount to deposit', onClose: fn() },
  ...withToasts,
  parameters: {
    docs: {
      // Open overlays would cover the whole docs page: each story gets its own frame there.
      story: { inline: false, height: '480px' },
      description: {
        component:
          "A modal dialog: title, body, actions. Controlled with `isOpen` + `onClose`, or placed in a `ModalTrigger` beside the button that opens it. Focus is trapped inside and returns to the opener; Escape and the close button close it, and so does a click outside when `isDismissable`. A modal given no `onClose` stays open and shows the toast 'Function not implemented' (render `<ToastRegion />` once in the app).",
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The dimmed backdrop around a dialog: where an outside click lands. */
function backdropOf(dialog: HTMLElement): HTMLElement {
  return dialog.parentElement?.parentElement ?? document.body;
}

export const OrderPlaced: Story = {
  parameters: { visual: true },
  render: () => <OrderPlacedDemo onTrack={fn()} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₦12,500' }));
    const dialog = await page().findByRole('dialog', { name: 'Your order has been placed!' });
    await expect(within(dialog).getByRole('button', { name: 'Track your order' })).toBeVisible();
  },
};

const trackOrder = fn();

export const TrackYourOrder: Story = {
  render: () => <OrderPlacedDemo onTrack={trackOrder} />,
  play: async ({ canvas }) => {
    trackOrder.mockClear();
    const pay = canvas.getByRole('button', { name: 'Pay ₦12,500' });
    await userEvent.click(pay);
    const dialog = await page().findByRole('dialog', { name: 'Your order has been placed!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Track your order' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trackOrder).toHaveBeenCalledTimes(1);
    await expect(pay).toHaveFocus();
  },
};

export const Deposit: Story = {
  parameters: { visual: true },
  render: (args) => <DepositDemo onClose={args.onClose} onProceed={fn()} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add funds' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Enter amount to deposit' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (₦)' }), '5000');
    await expect(dialog.getByRole('textbox', { name: 'Amount (₦)' })).toHaveValue('5000');
    await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Proceed to payment' })).toBeVisible();
  },
};

export const DepositOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  render: (args) => <DepositDemo onClose={args.onClose} onProceed={fn()} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add funds' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Enter amount to deposit' }));
    const goBack = dialog.getByRole('button', { name: 'Go Back' }).getBoundingClientRect();
    const proceed = dialog.getByRole('button', { name: 'Proceed to payment' }).getBoundingClientRect();
    // Stacked full width, the main action on top.
    await expect(proceed.bottom).toBeLessThanOrEqual(goBack.top);
    await expect(Math.round(proceed.width)).toBe(Math.round(goBack.width));
  },
};

export const GoBack: Story = {
  render: (args) => <DepositDemo onClose={args.onClose} onProceed={fn()} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Add funds' });
    await userEvent.click(trigger);
    const dialog = within(await page().findByRole('dialog', { name: 'Enter amount to deposit' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const MissingCloseHandler: Story = {
  args: { isOpen: true, onClose: undefined, title: 'Transaction details', children: 'Transaction ID: TXN-0001' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Transaction details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const notice = await page().findByRole('alertdialog', { name: 'Function not implemented' });
    await expect(notice).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page().getByRole('dialog', { name: 'Transaction details' })).toBeVisible();
    await expect(page().getAllByRole('alertdialog', { name: 'Function not implemented' })).toHaveLength(1);
  },
};

export const DismissOnOutsideClick: Story = {
  args: { isOpen: true, isDismissable: true, title: 'Transaction details', children: 'Transaction ID: TXN-0001' },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Transaction details' });
    await userEvent.click(backdropOf(dialog));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const StaysOpenOnOutsideClick: Story = {
  args: { isOpen: true, title: 'Transaction details', children: 'Transaction ID: TXN-0001' },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Transaction details' });
    // Fully shown first (its entry fades in), so the last check is about the click alone.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(backdropOf(dialog));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** Enter opens it, Tab cycles inside (close, amount, Go Back, Proceed, close), Escape closes it and focus returns. */
export const Keyboard: Story = {
  render: (args) => <DepositDemo onClose={args.onClose} onProceed={fn()} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Add funds' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await page().findByRole('dialog', { name: 'Enter amount to deposit' }));
    const order = [
      dialog.getByRole('button', { name: 'Close' }),
      dialog.getByRole('textbox', { name: 'Amount (₦)' }),
      dialog.getByRole('button', { name: 'Go Back' }),
      dialog.getByRole('button', { name: 'Proceed to payment' }),
      dialog.getByRole('button', { name: 'Close' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};
