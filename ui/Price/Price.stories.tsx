import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Price } from './Price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amountKobo: 2_450_000 },
  parameters: {
    docs: {
      description: {
        component:
          'An amount of money, given as a whole number of kobo in `amountKobo` (₦1 = 100 kobo) and written in naira: the sign followed by the grouped number (`formatKobo` from the format helpers), kobo only when there are any. `size`, `tone` and `weight` fit it to a card, a product page or a summary line. For text, call `formatKobo(kobo)` directly.',
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
  args: { amountKobo: 125_050 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1,250.50')).toBeVisible();
  },
};

export const Refund: Story = {
  args: { amountKobo: -250_000, tone: 'critical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-₦2,500')).toBeVisible();
  },
};

export const Sizes: Story = {
  parameters: { visual: true },
  render: () => (
    <Stack gap="3" align="flex-start">
      <Price amountKobo={1_000_000} size="sm" tone="muted" weight="regular" />
      <Price amountKobo={2_450_000} size="md" />
      <Price amountKobo={18_000_000} size="lg" tone="accent" />
      <Price amountKobo={26_000_000} size="xl" weight="bold" />
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
      <Price amountKobo={4_000_000} size="lg" />
      <Button>Buy Product Now</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    // A price is text, not a stop in the tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Buy Product Now' })).toHaveFocus();
  },
};
