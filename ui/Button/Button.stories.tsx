import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Buy Product Now', onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The one button. Use `primary` for the main action of a screen, `secondary`/`outline` beside it, `ghost` in toolbars and `danger` for destructive actions. `isPending` shows a spinner, sets `aria-busy` and ignores presses.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  parameters: { visual: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Buy Product Now' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  parameters: { visual: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete Account Data
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Primary', 'Secondary', 'Outline', 'Ghost', 'Delete Account Data']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const WithIcon: Story = {
  args: { children: 'Continue', iconEnd: <ArrowRight size={18} aria-hidden="true" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Register' },
  parameters: { visual: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Register' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Login' },
  parameters: { visual: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Login/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { children: 'Proceed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Proceed' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
