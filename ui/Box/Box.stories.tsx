import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Box } from './Box';

const meta = {
  title: 'UI/Box',
  component: Box,
  args: {
    padding: '6',
    background: 'surfaceMuted',
    borderRadius: 'lg',
    children: 'Funds are held in escrow until you confirm delivery.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'An element with theme sprinkles as props (padding, background, radius, display...), each one value or per breakpoint (`padding={{ mobile: "4", desktop: "8" }}`), for stories and fixtures. `as` picks a semantic element. It carries the sprinkles runtime and class map (about 3.7 KB gzipped), so screens use Stack, Inline, Columns, Tiles, Card and Text, whose classes are static.',
      },
    },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('Funds are held in escrow until you confirm delivery.');
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
    await expect(box.tagName).toBe('DIV');
  },
};

export const SemanticElement: Story = {
  args: { as: 'section', 'aria-label': 'Escrow', children: 'Your payment is safe with Kampus.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Escrow' })).toHaveTextContent('Your payment is safe with Kampus.');
  },
};

export const ResponsivePadding: Story = {
  args: { padding: { mobile: '2', desktop: '8' }, children: 'More room on wide screens.' },
  play: async ({ canvas }) => {
    // Tests run at 1024px wide: the desktop value applies.
    await expect(getComputedStyle(canvas.getByText('More room on wide screens.')).paddingLeft).toBe('32px');
  },
};

export const Keyboard: Story = {
  args: {
    children: (
      <>
        <Button variant="outline">Cancel</Button> <Button>Confirm delivery</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Confirm delivery' })).toHaveFocus();
  },
};
