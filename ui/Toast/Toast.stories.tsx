import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { toast } from './toast';
import { withToasts } from './withToasts';

/** `timeout: null` keeps the toasts of screenshot stories up however slow the machine is. */
function ToastDemo({ timeout }: { timeout?: null }) {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="outline" onPress={() => toast.success('Link copied to clipboard', { timeout })}>
        Copy link
      </Button>
      <Button variant="outline" onPress={() => toast.error('Failed to submit KYC information', { timeout })}>
        Submit KYC
      </Button>
      <Button
        variant="outline"
        onPress={() => toast.info('KYC is pending', { description: 'We will email you once it is reviewed.', timeout })}
      >
        Open KYC
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  render: () => <ToastDemo />,
  ...withToasts,
  parameters: {
    docs: {
      description: {
        component:
          "Brief messages after an action. Render `<ToastRegion />` once at the root of the app, then call `toast.success(text)`, `toast.error(text)` or `toast.info(text)` from anywhere (optionally `{ description, timeout, scope }`). Toasts close themselves (5 s, errors 8 s; the timer pauses on hover and focus) and have a 'Close notification' button. At most two show at once: a third closes the oldest. The same text again replaces the toast showing it and restarts its timer. An error closes when the person leaves the screen it was shown on (the app calls `toast.leaveScreen()` on a route change; `scope: 'app'` keeps it). Success and info are announced politely, errors at once. F6 moves focus into the notifications region.",
      },
    },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screenshots must not depend on the pointer or focus left on a button: press it, then click the empty page. */
async function press(button: HTMLElement) {
  await userEvent.click(button);
  await userEvent.click(document.body);
}

async function notifications() {
  return within(await screen.findByRole('region', { name: /notification/ }));
}

export const Success: Story = {
  render: () => <ToastDemo timeout={null} />,
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await press(canvas.getByRole('button', { name: 'Copy link' }));
    const region = await notifications();
    await expect(region.getByRole('alertdialog', { name: 'Link copied to clipboard' })).toBeVisible();
    await expect(region.getByRole('status')).toHaveTextContent('Link copied to clipboard');
  },
};

export const ErrorMessage: Story = {
  name: 'Error',
  play: async ({ canvas }) => {
    await press(canvas.getByRole('button', { name: 'Submit KYC' }));
    const region = await notifications();
    await expect(region.getByRole('alert')).toHaveTextContent('Failed to submit KYC information');
  },
};

export const Info: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open KYC' }));
    const region = await notifications();
    const item = region.getByRole('alertdialog', { name: 'KYC is pending' });
    await expect(item).toHaveAccessibleDescription('We will email you once it is reviewed.');
  },
};

/** Three in a row: the two newest show, so the stack never covers much of a phone. */
export const Stacked: Story = {
  render: () => <ToastDemo timeout={null} />,
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await press(canvas.getByRole('button', { name: 'Copy link' }));
    await press(canvas.getByRole('button', { name: 'Submit KYC' }));
    await press(canvas.getByRole('button', { name: 'Open KYC' }));
    const region = await notifications();
    await waitFor(() => expect(region.getAllByRole('alertdialog')).toHaveLength(2));
    await expect(region.getAllByRole('alertdialog').map((item) => item.textContent)).toEqual([
      expect.stringContaining('KYC is pending'),
      expect.stringContaining('Failed to submit KYC information'),
    ]);
    await expect(region.queryByText('Link copied to clipboard')).not.toBeInTheDocument();
    await expect(screen.getByRole('region', { name: '2 notifications.' })).toBeVisible();
  },
};

/** The same message again is one toast, moved to the top with its timer started over. */
export const Merged: Story = {
  render: () => <ToastDemo timeout={null} />,
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit KYC' });
    await press(submit);
    await press(submit);
    await press(submit);
    const region = await notifications();
    await expect(region.getAllByText('Failed to submit KYC information')).toHaveLength(1);
    await expect(screen.getByRole('region', { name: '1 notification.' })).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Copy link' }));
    await press(submit);
    await waitFor(() =>
      expect(region.getAllByRole('alertdialog').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Failed to submit KYC information'),
        expect.stringContaining('Link copied to clipboard'),
      ]),
    );
  },
};

/** Leaving the screen (the app calls `toast.leaveScreen()` on a route change) closes its errors; success stays. */
export const LeaveScreen: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <ToastDemo timeout={null} />
      <Button variant="outline" onPress={() => toast.leaveScreen()}>
        Leave screen
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await press(canvas.getByRole('button', { name: 'Copy link' }));
    await press(canvas.getByRole('button', { name: 'Submit KYC' }));
    const region = await notifications();
    await expect(region.getAllByRole('alertdialog')).toHaveLength(2);
    await press(canvas.getByRole('button', { name: 'Leave screen' }));
    await waitFor(() => expect(region.queryByText('Failed to submit KYC information')).not.toBeInTheDocument());
    await expect(region.getByRole('alertdialog', { name: 'Link copied to clipboard' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  render: () => <ToastDemo timeout={null} />,
  play: async ({ canvas }) => {
    await press(canvas.getByRole('button', { name: 'Open KYC' }));
    const item = (await notifications()).getByRole('alertdialog', { name: 'KYC is pending' });
    // Across the bottom of the screen, clear of both edges.
    const box = item.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.85);
  },
};

export const DismissByButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    const region = await notifications();
    await userEvent.click(region.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /notification/ })).not.toBeInTheDocument());
  },
};

export const AutoDismiss: Story = {
  render: () => (
    <Button variant="outline" onPress={() => toast.success('Email verified successfully', { timeout: 300 })}>
      Verify email
    </Button>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify email' }));
    await expect(await screen.findByText('Email verified successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Email verified successfully')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** Enter shows a toast; F6 jumps to the notifications, Tab to the toast and its close button; Enter closes it and focus returns. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy link' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await notifications();
    await userEvent.keyboard('{F6}');
    await expect(screen.getByRole('region', { name: '1 notification.' })).toHaveFocus();
    await userEvent.tab();
    await expect(region.getByRole('alertdialog', { name: 'Link copied to clipboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
