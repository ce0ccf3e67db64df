import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import { withWidth } from '../storyDecorators/frames';

const productTrail = [
  { label: 'Home', href: '/explore' },
  { label: 'Products', href: '/explore?type=products' },
  { label: 'Laptops', href: '/explore?type=products&category=laptops' },
  { label: 'HP EliteBook 840 G5, 16GB RAM, 512GB SSD' },
];

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: productTrail },
  parameters: {
    docs: {
      description: {
        component:
          'The trail to the current page inside a `nav` landmark ("Breadcrumb"). Items go from the top level down; each has a `label` and an `href`, and the last item is the current page: plain text with `aria-current="page"`, not a link. The trail stays on one line on a narrow screen: the name of the current page is cut with an ellipsis (the heading of the page says it in full), so the trail never changes height when the web font arrives.',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Product: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/explore',
      '/explore?type=products',
      '/explore?type=products&category=laptops',
    ]);
    const current = canvas.getByText('HP EliteBook 840 G5, 16GB RAM, 512GB SSD');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
  },
};

export const Event: Story = {
  args: {
    items: [
      { label: 'Home', href: '/explore' },
      { label: 'Ticket', href: '/explore?type=tickets' },
      { label: 'Parties', href: '/explore?type=tickets&category=parties' },
      { label: 'UNILAG Freshers Night 2025' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ticket' })).toHaveAttribute('href', '/explore?type=tickets');
    await expect(canvas.getByText('UNILAG Freshers Night 2025')).toHaveAttribute('aria-current', 'page');
  },
};

export const Narrow: Story = {
  parameters: { visual: true },
  decorators: [withWidth(343)],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    const current = canvas.getByText('HP EliteBook 840 G5, 16GB RAM, 512GB SSD');
    await expect(current).toBeVisible();
    // One line: the trail is as high as a crumb, and the current page's name is cut, not wrapped.
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(nav.getBoundingClientRect().height).toBeLessThan(home.getBoundingClientRect().height * 1.5);
    await expect(current.scrollWidth).toBeGreaterThan(current.clientWidth);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Laptops' })).toHaveFocus();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
