import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Column, Columns } from '../Columns';
import { Skeleton } from '../Skeleton';
import { SkeletonCards } from './SkeletonCards';

const meta = {
  title: 'UI/SkeletonCards',
  component: SkeletonCards,
  args: { label: 'Loading your transactions' },
  parameters: {
    docs: {
      description: {
        component:
          'What a list of cards shows while it loads: grey cards in the shape of its rows (three lines of text unless `children` draws the row), in a busy region whose `label` says what is loading.',
      },
    },
  },
} satisfies Meta<typeof SkeletonCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your transactions');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Rows with a picture beside their text, as a list of orders has. */
export const ShapedRows: Story = {
  args: {
    label: 'Loading your orders',
    count: 2,
    children: (
      <Columns space="4">
        <Column width="1/4">
          <Skeleton shape="rect" />
        </Column>
        <Skeleton lines={3} />
      </Columns>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
  },
};
