import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading, Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Paid into escrow on 12 March' },
  parameters: {
    docs: {
      description: {
        component:
          'Type in the theme\'s sizes, weights and tones. `Text` renders a `p` (or the element `as` names) and `Heading` an `h1`–`h4` whose size follows its level. An unset prop adds nothing, so text inside a badge or a button keeps what its parent says. Use `tone="muted"` for secondary facts, `tone="critical"` for errors, `numeric` for amounts and times in columns. Features style type through these instead of their own stylesheets.',
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  parameters: { visual: true },
  render: () => (
    <Stack space="3">
      <Heading level={1}>Your orders</Heading>
      <Heading level={2}>Delivery</Heading>
      <Heading level={3}>Seller</Heading>
      <Text>Pay into escrow; the seller is paid when you confirm delivery.</Text>
      <Text size="sm" tone="muted">
        Placed 12 March 2026, 14:05
      </Text>
      <Text size="sm" tone="critical" role="alert">
        Enter a valid phone number
      </Text>
      <Text as="span" weight="bold" numeric>
        ₦15,000.00
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Your orders' });
    const section = canvas.getByRole('heading', { level: 2, name: 'Delivery' });
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(section).fontSize));
    await expect(getComputedStyle(title).fontWeight).toBe('600');
    const note = canvas.getByText('Placed 12 March 2026, 14:05');
    await expect(note.tagName).toBe('P');
    await expect(getComputedStyle(note).fontSize).toBe('14px');
    await expect(getComputedStyle(note).color).not.toBe(getComputedStyle(canvas.getByText(/^Pay into escrow/)).color);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid phone number');
    await expect(getComputedStyle(canvas.getByText('₦15,000.00')).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const InheritsWhatIsUnset: Story = {
  render: () => (
    <div style={{ fontSize: '20px', color: 'rgb(168, 34, 26)' }}>
      <Text as="span">Inside a parent that sets size and colour</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText('Inside a parent that sets size and colour');
    await expect(text.className).toBe('');
    await expect(getComputedStyle(text).fontSize).toBe('20px');
    await expect(getComputedStyle(text).color).toBe('rgb(168, 34, 26)');
  },
};

export const Truncated: Story = {
  render: () => (
    <div style={{ width: '12rem' }}>
      <Text truncate>Infinix Hot 40i, 128 GB, barely used, with charger and case</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^Infinix Hot 40i/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text.getBoundingClientRect().height).toBeLessThan(30);
  },
};
