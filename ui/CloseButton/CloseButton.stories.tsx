import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseButton } from './CloseButton';

const meta = {
  title: 'UI/CloseButton',
  component: CloseButton,
  args: { onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The × of dialogs, drawers and toasts, with an accessible name (\'Close\' unless `label` says more). Inside a RAC Dialog or Toast pass `slot="close"` so the container closes itself.',
      },
    },
  },
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  args: { size: 'sm', label: 'Close notification' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close notification' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(40);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
