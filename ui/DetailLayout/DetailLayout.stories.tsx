import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DetailSection } from '../DetailSection';
import { Fact, FactList } from '../FactList';
import { DetailLayout, DetailLayoutSkeleton } from './DetailLayout';
import { DetailPage } from './DetailPage';

const onRetry = fn();

const meta = {
  title: 'UI/DetailLayout',
  component: DetailLayout,
  args: {
    title: 'Wireless earbuds',
    badge: { tone: 'info', label: 'Out for delivery' },
    main: (
      <DetailSection title="Order progress">
        <p>The seller is on the way with your item.</p>
      </DetailSection>
    ),
    aside: (
      <DetailSection title="Delivery">
        <FactList>
          <Fact term="Method">Door delivery</Fact>
          <Fact term="Phone">+2348031234567</Fact>
        </FactList>
      </DetailSection>
    ),
    footer: (
      <DetailSection title="History">
        <p>Placed, accepted, out for delivery.</p>
      </DetailSection>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A detail page: its title (the h1) with a badge, then a wider column of what is happening and what can be done and a narrower one of facts, side by side from the desktop breakpoint and one under the other below it; an optional footer across both. `DetailLayoutSkeleton` stands in while it loads.',
      },
    },
  },
} satisfies Meta<typeof DetailLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wireless earbuds' })).toBeVisible();
    await expect(canvas.getByText('Out for delivery')).toBeVisible();
    const progress = canvas.getByRole('region', { name: 'Order progress' }).getBoundingClientRect();
    const delivery = canvas.getByRole('region', { name: 'Delivery' }).getBoundingClientRect();
    // Tests run at 1024px wide: the facts sit beside the progress, in the narrower column.
    await expect(delivery.top).toBe(progress.top);
    await expect(delivery.width).toBeLessThan(progress.width);
    const history = canvas.getByRole('region', { name: 'History' }).getBoundingClientRect();
    await expect(history.top).toBeGreaterThan(progress.bottom);
  },
};

export const Loading: Story = {
  render: () => <DetailLayoutSkeleton label="Loading the order" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the order');
  },
};

const back = { href: '/dashboard/orders', label: 'Back to orders' };

export const PageNotFound: Story = {
  render: () => <DetailPage noun="order" back={back} error={{ status: 404, message: 'Order not found' }} onRetry={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(canvas.getByText('This order does not exist, or it is not one of yours.')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to orders' })).toHaveLength(2);
  },
};

export const PageLoadFailed: Story = {
  render: () => (
    <DetailPage noun="ticket order" back={back} error={{ status: 0, message: 'Could not reach the server.' }} onRetry={onRetry} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This ticket order could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const PageLoading: Story = {
  render: () => <DetailPage noun="order" back={back} onRetry={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the order');
  },
};
