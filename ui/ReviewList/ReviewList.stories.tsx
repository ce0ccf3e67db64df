import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewList } from './ReviewList';

const meta = {
  title: 'UI/ReviewList',
  component: ReviewList,
  args: {
    'aria-label': 'Reviews',
    reviews: [
      {
        id: 'r1',
        authorName: 'Amaka Obi',
        authorAvatar: null,
        rating: 5,
        date: 'December 5, 2030',
        text: 'Exactly as described, and the seller met me at the faculty gate.',
      },
      {
        id: 'r2',
        authorName: 'Tunde Bakare',
        authorAvatar: null,
        rating: 3,
        date: 'November 28, 2030',
        text: 'Works, a little scratched.',
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'What buyers wrote, newest first: each review with its author, stars and date above the text. The caller formats the date.',
      },
    },
  },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByText('Amaka Obi')).toBeVisible();
    await expect(within(items[0]!).getByText('December 5, 2030')).toBeVisible();
  },
};
