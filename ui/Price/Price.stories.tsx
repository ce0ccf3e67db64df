import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Price } from './Price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: 24500 },
  parameters: {
    docs: {
      description: {
        component:
          'An amount in naira: the sign followed by the grouped number (`formatNaira` from the format helpers), kobo only when there are any. `size`, `tone` and `weight` fit it to a card, a product page or a summary line. For text, call `formatNaira(amount)` directly.',
      },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦24,500')).toBeVisible();
  },
};

export const WithKobo: Story = {
  args: { amount: 1250.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1,250.50')).toBeVisible();
  },
};

export const Refund: Story = {
  args: { amount: -2500, tone: 'critical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-₦2,500')).toBeVisible();
  },
};

export const Sizes: Story = {
  parameters: { visual: true },
  render: () => (
    <Stack gap="3" align="flex-start">
      <Price amount={10000} size="sm" tone="muted" weight="regular" />
      <Price amount={24500} size="md" />
      <Price amount={180000} size="lg" tone="accent" />
      <Price amount={260000} size="xl" weight="bold" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByText('₦10,000').getBoundingClientRect().height;
    const large = canvas.getByText('₦260,000').getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const Keyboard: Story = {
  render: () => (
    <Inline gap="4">
      <Price amount={40000} size="lg" />
      <Button>Buy Product Now</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    // A price is text, not a stop in the tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Buy Product Now' })).toHaveFocus();
  },
};
