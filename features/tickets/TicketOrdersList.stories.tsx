import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, failingGet, pending } from '../../stories/msw/respond';
import { paidTicketOrder, sampleTicketOrders, ticketOrdersPage } from './fixtures';
import { TicketOrdersList } from './TicketOrdersList';

const meta = {
  title: 'Features/Tickets/TicketOrdersList',
  component: TicketOrdersList,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/dashboard/orders', url: '/dashboard/orders?type=tickets' } },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/ticket-orders', () => HttpResponse.json(ticketOrdersPage(sampleTicketOrders()))));
  },
} satisfies Meta<typeof TicketOrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async () => within(await screen.findByRole('list', { name: 'Ticket orders' }));

/** Each order with its event, date, tiers, total and status, linking to its tickets. */
export const Filled: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const list = await rows();
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(canvas.getByText('5 ticket orders')).toBeVisible();
    const paid = within(items[1] as HTMLElement);
    await expect(paid.getByRole('link', { name: paidTicketOrder.event.title })).toHaveAttribute(
      'href',
      `/dashboard/tickets/${paidTicketOrder.id}`,
    );
    await expect(paid.getByText('Regular × 2, Table For 8 × 1')).toBeVisible();
    await expect(paid.getByText('Event on December 5, 2030')).toBeVisible();
    await expect(paid.getByText('₦229,000')).toBeVisible();
    await expect(paid.getByText('Tickets issued')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText('Awaiting payment')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('Free')).toBeVisible();
    await expect(within(items[3] as HTMLElement).getByText('Payment expired')).toBeVisible();
    await expect(within(items[4] as HTMLElement).getByText('Event cancelled')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/ticket-orders', () => HttpResponse.json(ticketOrdersPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No tickets yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find events' })).toHaveAttribute('href', '/explore?type=tickets');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/ticket-orders', pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your tickets')).toBeInTheDocument();
  },
};

const ordersDown = failingGet(
  '/v1/ticket-orders',
  () => fail(400, 'Page must be a whole number from 1 to 10000'),
  () => HttpResponse.json(ticketOrdersPage(sampleTicketOrders())),
);

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => ordersDown.install(msw),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your tickets could not be loaded')).toBeVisible();
    ordersDown.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((await rows()).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Pages of ten: the next page is asked for with its number, and kept in the address. */
export const Pages: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/ticket-orders', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const orders = sampleTicketOrders();
        return HttpResponse.json(ticketOrdersPage(page === 1 ? orders : orders.slice(0, 1), page, 3));
      }),
    );
  },
  play: async ({ canvas }) => {
    await rows();
    await expect(canvas.getByText('30 ticket orders')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Page 2|^2$/ }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard/orders?type=tickets&page=2'));
    await waitFor(async () => expect((await rows()).getAllByRole('listitem')).toHaveLength(1));
  },
};
