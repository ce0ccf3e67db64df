import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Price } from './Price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: '₦24,500' },
  parameters: {
    docs: {
      description: {
        component:
          'An amount of money as its feature wrote it in `amount` (`formatKobo` from contract/format.ts turns kobo into naira: the sign followed by the grouped number, kobo only when there are any), set as a price. `size`, `tone` and `weight` fit it to a card, a product page or a summary line.',
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
  args: { amount: '₦1,250.50' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1,250.50')).toBeVisible();
  },
};

export const Refund: Story = {
  args: { amount: '-₦2,500', tone: 'critical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-₦2,500')).toBeVisible();
  },
};

export const Sizes: Story = {
  parameters: { visual: true },
  render: () => (
    <Stack space="3" align="left">
      <Price amount="₦10,000" size="sm" tone="muted" weight="regular" />
      <Price amount="₦24,500" size="md" />
      <Price amount="₦180,000" size="lg" tone="accent" />
      <Price amount="₦260,000" size="xl" weight="bold" />
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
    <Inline space="4">
      <Price amount="₦40,000" size="lg" />
      <Button>Buy Product Now</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    // A price is text, not a stop in the tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Buy Product Now' })).toHaveFocus();
  },
};
