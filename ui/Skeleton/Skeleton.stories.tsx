import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Column, Columns } from '../Columns';
import { Stack } from '../Stack';
import { Tiles } from '../Tiles';
import { Skeleton, SkeletonRegion } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component:
          'Grey shapes where content is loading: `text` lines, a `rect` with an aspect ratio, a `circle`. Skeletons are `aria-hidden`; wrap them in `<SkeletonRegion label="Loading products">`, which marks the area `aria-busy` and gives screen readers a status to read, then render the real content in its place.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(group?.children).toHaveLength(3);
    const [first, , last] = Array.from(group?.children ?? []);
    await expect(last?.getBoundingClientRect().width).toBeLessThan(first?.getBoundingClientRect().width ?? 0);
  },
};

export const Rect: Story = {
  args: { shape: 'rect', aspectRatio: 'wide' },
  render: (args) => (
    <Box maxWidth="sm">
      <Skeleton {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector('[aria-hidden="true"]')?.getBoundingClientRect();
    await expect(Math.round(((rect?.width ?? 0) / (rect?.height ?? 1)) * 9)).toBe(16);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', size: 'lg' },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(circle).toBeInTheDocument();
    await expect(getComputedStyle(circle as Element).width).toBe('48px');
  },
};

/** Cards loading in a grid: the region is busy and says what is loading; the shapes are hidden. */
export const LoadingProducts: Story = {
  parameters: { visual: true },
  render: () => (
    <SkeletonRegion label="Loading products">
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {[1, 2, 3].map((card) => (
          <Stack key={card} space="3">
            <Skeleton shape="rect" aspectRatio="landscape" />
            <Skeleton lines={2} />
            <Columns space="2" alignY="center">
              <Column width="content">
                <Skeleton shape="circle" size="sm" />
              </Column>
              <Skeleton />
            </Columns>
          </Stack>
        ))}
      </Tiles>
    </SkeletonRegion>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  render: () => (
    <Stack space="3" align="left">
      <SkeletonRegion label="Loading orders">
        <Skeleton lines={2} />
      </SkeletonRegion>
      <Button>Refresh</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  },
};
