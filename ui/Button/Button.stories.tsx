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
          "The one button. `variant` is its prominence: `solid` for the main action of a screen, `soft` or `outline` beside it, `transparent` in toolbars. `tone` is its colour and meaning: `brandAccent`, `neutral`, or `critical` for destructive actions; left out, it is the variant's own (`brandAccent` for solid and soft, `neutral` for outline and transparent). `isPending` shows a spinner, sets `aria-busy` and ignores presses.",
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
      <Button {...args} variant="solid">
        Primary
      </Button>
      <Button {...args} variant="soft">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="transparent">
        Ghost
      </Button>
      <Button {...args} tone="critical">
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

const variantNames = ['solid', 'soft', 'outline', 'transparent'] as const;
const toneNames = ['brandAccent', 'neutral', 'critical'] as const;

/** Every prominence in every tone. */
export const VariantsByTone: Story = {
  parameters: { visual: true },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 12 }}>
      {toneNames.flatMap((tone) =>
        variantNames.map((variant) => (
          <Button key={`${variant}-${tone}`} {...args} variant={variant} tone={tone}>
            {`${variant} ${tone}`}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const style = (name: string) => getComputedStyle(canvas.getByRole('button', { name }));
    // The destructive button is the theme's critical fill with its own text colour.
    await expect(style('solid critical').backgroundColor).toBe('rgb(192, 39, 27)');
    await expect(style('solid critical').color).toBe('rgb(255, 255, 255)');
    await expect(style('outline critical').borderColor).toBe('rgb(192, 39, 27)');
    await expect(style('transparent brandAccent').color).toBe('rgb(8, 97, 52)');
    // Every variant keeps a 1px border (transparent when unseen), which forced-colors mode draws.
    for (const variant of variantNames) {
      await expect(style(`${variant} neutral`).borderTopWidth).toBe('1px');
      await expect(style(`${variant} neutral`).borderTopStyle).toBe('solid');
    }
  },
};

/** Left out, the tone is the variant's own: accent for solid and soft, neutral for outline and transparent. */
export const DefaultTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {variantNames.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colour = (name: string) => getComputedStyle(canvas.getByRole('button', { name })).color;
    await expect(colour('solid')).toBe('rgb(255, 255, 255)');
    await expect(colour('soft')).toBe('rgb(8, 97, 52)');
    await expect(colour('outline')).toBe('rgb(18, 32, 26)');
    await expect(colour('transparent')).toBe('rgb(18, 32, 26)');
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
