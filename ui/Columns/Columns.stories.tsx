import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Column, Columns } from './Columns';

const panel = (text: string) => (
  <Box padding="4" background="accentSubtle" color="accentText" borderRadius="md">
    {text}
  </Box>
);

const meta = {
  title: 'UI/Columns',
  component: Columns,
  args: {
    space: '4',
    children: [
      <Column key="photos" width="7/12">
        {panel('Photos')}
      </Column>,
      <Column key="buy" width="5/12">
        {panel('Price and buy')}
      </Column>,
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Columns side by side with `space` between them. A child is a fluid column (it shares what is left); wrap it in `<Column width>` to give it a share (`1/2`, `1/3`, `2/3`, `1/4`, `3/4`, `2/5`, `3/5`, `5/12`, `7/12`) or `content` (as wide as its content). `collapseBelow="tablet"` or `"desktop"` puts them one under another, `space` apart, below that breakpoint (tablet from 768px, desktop from 1024px). `alignY` aligns columns of different heights (default `top`).',
      },
    },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (text: string, canvas: { getByText: (text: string) => HTMLElement }) =>
  canvas.getByText(text).getBoundingClientRect();

export const Shares: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const photos = box('Photos', canvas);
    const buy = box('Price and buy', canvas);
    await expect(photos.top).toBe(buy.top);
    await expect(buy.left - photos.right).toBe(16);
    await expect(photos.width / buy.width).toBeCloseTo(7 / 5, 2);
  },
};

export const FluidAndContent: Story = {
  args: {
    alignY: 'center',
    children: [
      <strong key="title">Order #1042</strong>,
      <Column key="action" width="content">
        <Button variant="outline" size="sm">
          View
        </Button>
      </Column>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const row = canvasElement.querySelector('strong')!.parentElement!.getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'View' }).getBoundingClientRect();
    await expect(Math.round(button.right)).toBe(Math.round(row.right));
    await expect(button.width).toBeLessThan(row.width / 4);
  },
};

/** On a 320px phone, columns that collapse below tablet are one under another, `space` apart. */
export const CollapsedOnPhone: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const photos = box('Photos', canvas);
    const buy = box('Price and buy', canvas);
    await expect(buy.left).toBe(photos.left);
    await expect(buy.width).toBe(photos.width);
    await expect(buy.top - photos.bottom).toBe(16);
  },
};

/** At 1024px (the test viewport) the same columns are side by side. */
export const SideBySideFromTablet: Story = {
  args: { collapseBelow: 'tablet' },
  play: async ({ canvas }) => {
    await expect(box('Price and buy', canvas).top).toBe(box('Photos', canvas).top);
  },
};

export const Keyboard: Story = {
  args: {
    collapseBelow: 'desktop',
    children: [<Button key="first">Accept order</Button>, <Button key="second">Decline order</Button>],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept order' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decline order' })).toHaveFocus();
  },
};
