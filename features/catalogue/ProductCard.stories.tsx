import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { cardLinkingTo, withCardFrame } from './cardStoryKit';
import { productsWithOddPhotos, productWithLongTitle, productWithoutImage, sampleProductCards } from './fixtures';
import { ListingGrid } from './ListingGrid';
import { ProductCard } from './ProductCard';

const iphone = sampleProductCards[0]!;
const noReviews = sampleProductCards.find((product) => product.rating.average === null)!;
const soldOut = sampleProductCards.find((product) => product.unitsAvailable === 0)!;
const fromUnverifiedSeller = sampleProductCards.find((product) => !product.seller.verified && product.unitsAvailable > 0)!;

const meta = {
  title: 'Features/Catalogue/ProductCard',
  component: ProductCard,
  decorators: [withCardFrame, withApp],
  args: { product: iphone },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = await cardLinkingTo(canvas, iphone.title, `/product/${iphone.slug}`);
    await expect(within(card).getByRole('heading', { level: 3, name: iphone.title })).toBeVisible();
    await expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
    await expect(within(card).getByText('4.6')).toBeVisible();
    await expect(within(card).getByText('₦260,000')).toBeVisible();
    await expect(within(card).getByText(iphone.summary)).toBeInTheDocument();
    await expect(within(card).getByText('Buy Now')).toBeVisible();
    // Who sells it and where, and that their identity is checked.
    await expect(within(card).getByText('Chidi Gadgets')).toBeVisible();
    await expect(within(card).getByText('Sold by')).toBeInTheDocument();
    await expect(within(card).getByRole('img', { name: 'Verified seller' })).toBeVisible();
    await expect(within(card).getByText('University of Lagos')).toBeVisible();
    // No control sits inside another: the card has no button at all, only its title link.
    await expect(within(card).queryByRole('button')).not.toBeInTheDocument();

    const photo = card.querySelector('img')!;
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(
      photo
        .getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['320w', '640w', '1280w']);
    await expect(photo).toHaveAttribute('sizes');
    await expect(photo).toHaveAttribute('width', '1280');
    await expect(photo).toHaveAttribute('height', '960');
  },
};

/** A seller whose identity is not checked: their name and campus, without the verified mark. */
export const UnverifiedSeller: Story = {
  args: { product: fromUnverifiedSeller },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: fromUnverifiedSeller.title });
    await expect(within(card).getByText('Tunde Bakare')).toBeVisible();
    await expect(within(card).getByText('Obafemi Awolowo University')).toBeVisible();
    await expect(within(card).queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();
  },
};

/**
 * A long seller name and university stay on one line each, cut with an ellipsis, and are read
 * whole. They never widen the card: here it sits in a flex box (as on Saved items), whose items
 * are as wide as their content allows.
 */
export const LongSellerName: Story = {
  args: {
    product: {
      ...iphone,
      seller: {
        ...iphone.seller,
        name: 'Chukwuemeka Oluwaseun-Adebayo Gadgets and Accessories',
        university: 'Federal University of Agriculture, Abeokuta',
      },
    },
  },
  parameters: { frameWidth: '11rem' },
  render: (args) => (
    <div style={{ display: 'flex' }}>
      <div>
        <ProductCard {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector('div[style*="display: flex"]')!;
    const card = canvas.getByRole('article');
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(frame.getBoundingClientRect().width);
    const name = canvas.getByText('Chukwuemeka Oluwaseun-Adebayo Gadgets and Accessories');
    const campus = canvas.getByText('Federal University of Agriculture, Abeokuta');
    for (const text of [name, campus]) {
      const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
      await expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
      await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    }
    await expect(canvas.getByRole('img', { name: 'Verified seller' })).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { product: productWithoutImage },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: productWithoutImage.title });
    await expect(within(card).getByRole('img', { name: 'No photo' })).toBeVisible();
    await expect(card.querySelector('img')).toBeNull();
    await expect(within(card).getByRole('link', { name: productWithoutImage.title })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: { product: productWithLongTitle },
  play: async ({ canvas }) => {
    // The title is cut to two lines on screen, but the link keeps the whole title as its name.
    const link = canvas.getByRole('link', { name: productWithLongTitle.title });
    const heading = link.closest('h3')!;
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(canvas.getByText('Buy Now')).toBeVisible();
  },
};

export const NoReviewsYet: Story = {
  args: { product: noReviews },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  },
};

export const SoldOut: Story = {
  args: { product: soldOut },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.queryByText('Buy Now')).not.toBeInTheDocument();
  },
};

export const ListRow: Story = {
  args: { product: iphone, view: 'list' },
  parameters: { frameWidth: '44rem' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: iphone.title });
    const photo = card.querySelector('img')!;
    const title = within(card).getByRole('heading', { name: iphone.title });
    // The photo sits beside the text, not above it.
    await expect(photo.getBoundingClientRect().right).toBeLessThanOrEqual(title.getBoundingClientRect().left);
    await expect(photo).toHaveAttribute('sizes', '(min-width: 768px) 13rem, 8rem');
  },
};

export const InAGrid: Story = {
  parameters: { visual: true, frameWidth: 'none' },
  render: () => (
    <ListingGrid aria-label="Products">
      {[...sampleProductCards.slice(0, 3), productWithoutImage, productWithLongTitle, noReviews, soldOut, iphone].map(
        (product, index) => (
          <ProductCard key={`${product.id}-${index}`} product={product} />
        ),
      )}
    </ListingGrid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    // Four columns at this width: the first four cards share a row.
    const tops = items.slice(0, 5).map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops.slice(0, 4)).size).toBe(1);
    await expect(tops[4]).toBeGreaterThan(tops[0]!);
    await expect(items[0]!.querySelector('img')).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
    );
  },
};

/** Sellers' photos come tall, square, wide or as a panorama: each is cropped to the same 4:3 box. */
export const OddPhotoShapes: Story = {
  parameters: { frameWidth: 'none' },
  render: () => (
    <ListingGrid aria-label="Products">
      {productsWithOddPhotos.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ListingGrid>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const photos = items.map((item) => item.querySelector('img')!);
    for (const photo of photos) {
      await waitFor(() => expect(photo.complete).toBe(true));
      const box = photo.getBoundingClientRect();
      await expect(Math.abs(box.height - (box.width * 3) / 4)).toBeLessThanOrEqual(1);
      await expect(getComputedStyle(photo).objectFit).toBe('cover');
    }
    // One row of cards of one height, their photos and titles level.
    const heights = items.map((item) => Math.round(item.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
    const titleTops = items.map((item) => Math.round(within(item).getByRole('heading').getBoundingClientRect().top));
    await expect(new Set(titleTops).size).toBe(1);
  },
};
