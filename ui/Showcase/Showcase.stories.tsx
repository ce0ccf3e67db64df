import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Showcase } from './Showcase';

const meta = {
  title: 'UI/Showcase',
  component: Showcase,
  args: {
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Products', href: '/explore' }, { label: 'HP EliteBook 840 G5' }],
    media: <div role="img" aria-label="Laptop photo" style={{ aspectRatio: '1 / 1', background: '#dde' }} />,
    tags: (
      <span>
        <Badge tone="accent">Gadgets</Badge>
      </span>
    ),
    title: 'HP EliteBook 840 G5',
    about: <p>Core i5, 8GB RAM, 256GB SSD. Great for coding classes.</p>,
    action: { label: 'Buy Product Now', href: '/product/hp-elitebook-840-g5/checkout' },
    secondaryAction: <Button variant="outline">Save</Button>,
    sharePath: '/product/hp-elitebook-840-g5',
  },
  parameters: {
    docs: {
      description: {
        component:
          'One thing on offer (a product, an event): its picture and, beside it (under it on narrow screens), its badges, title, what it is, the way to get it with Save beside it, and sharing.',
      },
    },
  },
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'HP EliteBook 840 G5' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy Product Now' })).toHaveAttribute(
      'href',
      '/product/hp-elitebook-840-g5/checkout',
    );
  },
};

/** Without an address the action cannot be taken (sold out, ended). */
export const Unavailable: Story = {
  args: { action: { label: 'Buy Product Now' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buy Product Now' })).toBeDisabled();
  },
};
