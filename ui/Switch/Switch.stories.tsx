import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Order updates', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'An on/off setting that acts at once: notification settings, the escrow agreement, the KYC attestation.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  parameters: { visual: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Order updates' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Order updates'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Order updates' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'SMS escrow confirmations' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'SMS escrow confirmations' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { children: 'I attest that all information provided are mine an accurate' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'I attest that all information provided are mine an accurate' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
