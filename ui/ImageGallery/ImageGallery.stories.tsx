import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { earbudImages } from './galleryFixtures';
import { ImageGallery } from './ImageGallery';

const meta = {
  title: 'UI/ImageGallery',
  component: ImageGallery,
  args: { images: earbudImages, label: 'Product images', onSelectedIndexChange: fn() },
  decorators: [
    (Story) => (
      <Box maxWidth="md">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The product page gallery: a main image and a row of thumbnails, the shown one highlighted. Every image needs an `alt` that says what it shows; it names both the main image and its thumbnail. The thumbnails are a horizontal listbox (arrow keys move, Enter/Space show). Controlled with `selectedIndex` or uncontrolled with `defaultSelectedIndex`; with no images it shows an empty frame.',
      },
    },
  },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Wireless earbuds, front view' })).toBeVisible();
    const thumbnails = canvas.getByRole('listbox', { name: 'Product images' });
    await expect(thumbnails).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await expect(canvas.getByRole('option', { name: 'Wireless earbuds, front view' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const PickByPointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('option', { name: 'Wireless earbuds in their charging case' }));
    await expect(canvas.getByRole('img', { name: 'Wireless earbuds in their charging case' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Wireless earbuds in their charging case' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('option', { name: 'Wireless earbuds, front view' })).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(1);
  },
};

export const StartsAtAnotherImage: Story = {
  args: { defaultSelectedIndex: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Wireless earbuds, side view' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Wireless earbuds, side view' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SingleImage: Story = {
  args: { images: earbudImages.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Wireless earbuds, front view' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { images: [] },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No images' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Wireless earbuds, front view' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const side = canvas.getByRole('option', { name: 'Wireless earbuds, side view' });
    await expect(side).toHaveFocus();
    // Moving does not change the picture; Enter or Space does.
    await expect(canvas.getByRole('img', { name: 'Wireless earbuds, front view' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img', { name: 'Wireless earbuds, side view' })).toBeVisible();
    await expect(side).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End} ');
    await expect(canvas.getByRole('img', { name: 'Wireless earbuds, retail box' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(canvas.getByRole('img', { name: 'Wireless earbuds, side view' })).toBeVisible();
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(2);
  },
};

/** Photos in several widths: the main image and the thumbnails let the browser choose the width it needs. */
export const ResponsivePhotos: Story = {
  args: {
    images: earbudImages.slice(0, 2).map((image) => ({
      ...image,
      srcSet: `${image.src} 480w`,
      sizes: '(min-width: 1024px) 560px, 100vw',
      width: 480,
      height: 480,
    })),
  },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('img', { name: 'Wireless earbuds, front view' });
    await expect(main).toHaveAttribute('srcset');
    await expect(main).toHaveAttribute('sizes', '(min-width: 1024px) 560px, 100vw');
    const thumbnail = canvas.getByRole('option', { name: 'Wireless earbuds in their charging case' }).querySelector('img');
    await expect(thumbnail).toHaveAttribute('sizes', '64px');
  },
};
