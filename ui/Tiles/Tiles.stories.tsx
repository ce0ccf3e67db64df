import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Link } from '../Link';
import { Tiles } from './Tiles';

const products = [
  'Wireless earbuds',
  'Desk lamp',
  'Ankara tote',
  'Scientific calculator',
  'Mini fridge',
  'Hoodie',
  'Textbook bundle',
  'Ring light',
];

const cells = products.map((name) => (
  <Box key={name} as="li" padding="4" background="surfaceMuted" borderRadius="md">
    <Link href="#" tone="neutral">
      {name}
    </Link>
  </Box>
));

const meta = {
  title: 'UI/Tiles',
  component: Tiles,
  args: { as: 'ul', 'aria-label': 'Products', columns: { mobile: 1, tablet: 2, desktop: 4 }, children: cells },
  parameters: {
    docs: {
      description: {
        component:
          'Equal tiles in columns with `space` between them. `columns` is a number (1–4) or `auto`, and can change per breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }` (tablet from 768px, desktop from 1024px). Reading and tab order follow the source order, row by row.',
      },
    },
  },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

function columnCount(grid: HTMLElement) {
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
}

export const Responsive: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    // Tests run at 1024px wide: the desktop value applies.
    await expect(columnCount(canvas.getByRole('list', { name: 'Products' }))).toBe(4);
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('list', { name: 'Products' }))).toBe(2);
  },
};

export const AutoFill: Story = {
  args: { columns: 'auto' },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: 'Products' });
    const minimumCell = 14 * 16;
    await expect(columnCount(grid)).toBe(Math.floor((grid.clientWidth + 16) / (minimumCell + 16)));
  },
};

/** On a 320px phone the mobile value applies: one tile a row. */
export const OnPhone: Story = {
  args: { space: '2' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('list', { name: 'Products' }))).toBe(1);
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).toBe(8);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    for (const name of products.slice(0, 5)) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};
