import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { lampImage } from '../ImageGallery/galleryFixtures';
import { Inline } from '../Inline';
import { Price } from '../Price';
import { Tiles } from '../Tiles';
import { Card, CardLink } from './Card';

const navigate = fn();
const onSave = fn();

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    header: <h3>Delivery details</h3>,
    children: <p>Door delivery within 3 - 7 days. Your payment stays in escrow until you confirm delivery.</p>,
    footer: (
      <Inline align="right">
        <Button variant="outline" size="sm">
          Change address
        </Button>
      </Inline>
    ),
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Box maxWidth="sm">
          <Story />
        </Box>
      </RouterProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A surface that groups content: optional full-bleed `media`, a `header`, the body and a `footer` under a divider; `tone`, `elevation` and `padding` set its look. A card is never a button: to make a product card open the product, put its title in a `CardLink`, whose hit area stretches over the whole card while screen readers hear one link. Other controls inside (a favourite button) stay clickable above it.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Delivery details' })).toBeVisible();
    await expect(canvas.getByText(/Door delivery within 3 - 7 days/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change address' })).toBeVisible();
  },
};

const productCard = {
  as: 'article',
  'aria-labelledby': 'desk-lamp-title',
  media: <img src={lampImage.src} alt={lampImage.alt} />,
  header: (
    <h3 id="desk-lamp-title">
      <CardLink href="/product/desk-lamp">Desk lamp</CardLink>
    </h3>
  ),
  children: <Price amount="₦24,500" size="lg" />,
  footer: (
    <Inline align="spaceBetween">
      <span>University of Lagos</span>
      <Button variant="transparent" size="sm" aria-label="Save Desk lamp" onPress={onSave}>
        <Heart size={18} aria-hidden="true" />
      </Button>
    </Inline>
  ),
} satisfies Story['args'];

function pointAtCentre(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

export const ProductCard: Story = {
  args: productCard,
  parameters: { visual: true },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Desk lamp' });
    await expect(canvas.getByRole('article', { name: 'Desk lamp' })).toBeVisible();
    await expect(canvas.getByText('₦24,500')).toBeVisible();
    // A square picture is cropped to the 4:3 media box (object-fit: cover); it never stretches the box.
    const media = canvas.getByRole('img', { name: lampImage.alt }).parentElement!.getBoundingClientRect();
    await expect(Math.abs(media.height - (media.width * 3) / 4)).toBeLessThanOrEqual(1);
    // The picture and the price are part of the link's hit area; the save button is not.
    await expect(pointAtCentre(canvas.getByRole('img', { name: lampImage.alt }))).toBe(link);
    await expect(pointAtCentre(canvas.getByText('₦24,500'))).toBe(link);
    const save = canvas.getByRole('button', { name: 'Save Desk lamp' });
    await expect(save.contains(pointAtCentre(save))).toBe(true);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/product/desk-lamp', undefined);
    await userEvent.unhover(link);
  },
};

export const Muted: Story = {
  args: { tone: 'muted', padding: 'lg', footer: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Delivery details' }).closest('div')?.parentElement;
    await expect(getComputedStyle(card as Element).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

export const Elevations: Story = {
  render: () => (
    <Tiles columns={{ mobile: 1, tablet: 3 }}>
      {(['flat', 'raised', 'floating'] as const).map((elevation) => (
        <Card key={elevation} elevation={elevation} header={<h3>{elevation}</h3>}>
          <p>Surface</p>
        </Card>
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const shadow = (name: string) =>
      getComputedStyle(canvas.getByRole('heading', { name }).closest('div')?.parentElement as Element).boxShadow;
    await expect(shadow('flat')).toBe('none');
    await expect(shadow('raised')).not.toBe('none');
    await expect(shadow('floating')).not.toBe('none');
  },
};

export const Keyboard: Story = {
  args: productCard,
  play: async ({ canvas }) => {
    navigate.mockClear();
    onSave.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Desk lamp' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/product/desk-lamp', undefined);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Desk lamp' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};
