import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { listItems } from '../../stories/expect';
import { fail, outage, pending } from '../../stories/msw/respond';
import { ordersPage, sampleOrders } from './fixtures';
import { OrdersScreen } from './OrdersScreen';
import { cleanUp, location } from './storyKit';

/** GET /v1/orders answering with the queries it saw recorded. */
function ordersAnswer(seen: URLSearchParams[], answer: (query: URLSearchParams) => Response) {
  return http.get('/v1/orders', ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    return answer(query);
  });
}

const meta = {
  title: 'Features/Orders/OrdersScreen',
  component: OrdersScreen,
  decorators: [withApp],
  args: { role: 'buyer' },
  parameters: { signedIn: true, route: { path: '/dashboard/orders', url: '/dashboard/orders' } },
  beforeEach({ msw }) {
    cleanUp();
    msw.use(
      http.get('/v1/orders', ({ request }) => {
        const role = new URL(request.url).searchParams.get('role') === 'seller' ? 'seller' : 'buyer';
        return HttpResponse.json(ordersPage(sampleOrders(role)));
      }),
    );
    return cleanUp;
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async () => within(await screen.findByRole('list', { name: 'Orders' }));

export const Filled: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const item = await listItems('Orders', 4);
    const first = item(0);
    await expect(first.getByRole('link', { name: 'iPhone 12 Pro 128GB (UK used)' })).toHaveAttribute(
      'href',
      '/dashboard/orders/a1b2c3d4-0000-4000-8000-000000000001',
    );
    await expect(first.getByText('Sold by Chidi Gadgets')).toBeVisible();
    await expect(first.getByText('₦262,500')).toBeVisible();
    await expect(first.getByText('Delivery arrived')).toBeVisible();
    await expect(first.getByText('Ordered November 20, 2026')).toBeVisible();
    await expect(item(1).getByText('Awaiting Confirmation')).toBeVisible();
    await expect(item(1).getByText(/2 units/)).toBeVisible();
    await expect(item(2).getByText('Order Complete')).toBeVisible();
    await expect(item(3).getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText('4 orders')).toBeVisible();
  },
};

export const SellerOrders: Story = {
  args: { role: 'seller' },
  parameters: { route: { path: '/seller/dashboard/orders', url: '/seller/dashboard/orders' } },
  beforeEach({ msw }) {
    const seen: URLSearchParams[] = [];
    msw.use(ordersAnswer(seen, () => HttpResponse.json(ordersPage(sampleOrders('seller')))));
    return () => void expect(seen[0]?.get('role')).toBe('seller');
  },
  play: async ({ canvas }) => {
    const list = await rows();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(list.getByText('Bought by Tunde Bakare · 2 units')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Handmade Ankara tote bag' })).toHaveAttribute(
      'href',
      '/seller/dashboard/orders/a1b2c3d4-0000-4000-8000-000000000002',
    );
  },
};

export const FilteredByStatus: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/orders', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const all = sampleOrders('buyer');
        return HttpResponse.json(ordersPage(status ? all.filter((order) => order.status === status) : all));
      }),
    );
  },
  play: async ({ canvas }) => {
    await rows();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Order Complete' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/orders?status=completed'));
    await waitFor(async () => expect((await rows()).getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText('1 order')).toBeVisible();
    await expect((await rows()).getByRole('link', { name: 'Rechargeable reading lamp' })).toBeVisible();
  },
};

export const FilterFindsNothing: Story = {
  parameters: { route: { path: '/dashboard/orders', url: '/dashboard/orders?status=disputed' } },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/orders', () => HttpResponse.json(ordersPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders with this status' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('In Dispute');
  },
};

export const Pages: Story = {
  beforeEach({ msw }) {
    const seen: URLSearchParams[] = [];
    msw.use(
      ordersAnswer(seen, (query) => HttpResponse.json(ordersPage(sampleOrders('buyer'), Number(query.get('page') ?? 1), 3))),
    );
  },
  play: async ({ canvas }) => {
    await rows();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/orders?page=2'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/orders', () => HttpResponse.json(ordersPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore products' })).toHaveAttribute('href', '/explore');
  },
};

export const SellerEmpty: Story = {
  args: { role: 'seller' },
  parameters: { route: { path: '/seller/dashboard/orders', url: '/seller/dashboard/orders' } },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/orders', () => HttpResponse.json(ordersPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'List a product' })).toHaveAttribute(
      'href',
      '/seller/dashboard/listings/create?type=products',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/orders', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your orders')).toBeInTheDocument();
  },
};

const ordersOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    ordersOutage.begin();
    msw.use(http.get('/v1/orders', () => (ordersOutage.isDown() ? fail(500, 'Something went wrong') : undefined)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your orders could not be loaded' })).toBeVisible();
    ordersOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await rows()).toBeTruthy();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expect((await rows()).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Given the buyer's ticket orders (the app passes the tickets list), 'Tickets' shows them instead of the products. */
export const ProductsOrTickets: Story = {
  args: { ticketOrders: <p>The ticket orders</p> },
  beforeEach({ msw }) {
    const seen: URLSearchParams[] = [];
    msw.use(ordersAnswer(seen, () => HttpResponse.json(ordersPage(sampleOrders('buyer')))));
    // The products are asked for once, on the first visit of 'Products', and not while the tickets show.
    return () => void expect(seen).toHaveLength(1);
  },
  play: async ({ canvas }) => {
    await rows();
    const products = canvas.getByRole('radio', { name: 'Products' });
    const tickets = canvas.getByRole('radio', { name: 'Tickets' });
    await expect(products).toBeChecked();
    await userEvent.click(tickets);
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/orders?type=tickets'));
    await expect(canvas.getByText('The ticket orders')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Status/ })).not.toBeInTheDocument();
  },
};

/** /dashboard/orders?type=tickets opens on the tickets. */
export const TicketsFromTheAddress: Story = {
  args: { ticketOrders: <p>The ticket orders</p> },
  parameters: { route: { path: '/dashboard/orders', url: '/dashboard/orders?type=tickets&status=completed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The ticket orders')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Tickets' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Products' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/orders$/));
    await expect(await rows()).toBeTruthy();
  },
};
