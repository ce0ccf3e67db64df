import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MediaItem } from './MediaItem';

const poster =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#365"/></svg>',
  );

const meta = {
  title: 'UI/MediaItem',
  component: MediaItem,
  args: {
    media: <img src={poster} alt="" width={160} height={120} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />,
    title: <strong>UNILAG Freshers’ Night</strong>,
    details: ['December 5, 2030, 6:00 PM – 11:30 PM', 'Lagoon Front, University of Lagos, Akoka'],
  },
  parameters: {
    docs: {
      description: {
        component:
          "A thing named with its picture beside it: a 5rem 4:3 picture (the feature's photo or banner) and, beside it, its name (`title`) and a line or two (`details`, muted), one under another. For the item of an order or the event of a ticket order.",
      },
    },
  },
} satisfies Meta<typeof MediaItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByText('UNILAG Freshers’ Night');
    const when = canvas.getByText(/December 5, 2030/);
    // The lines stand one under another, beside the picture.
    await expect(when.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().top);
    const picture = canvas.getByRole('presentation').getBoundingClientRect();
    await expect(name.getBoundingClientRect().left).toBeGreaterThan(picture.right);
    await expect(picture.width).toBe(80);
  },
};
