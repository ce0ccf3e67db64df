import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending } from '../../stories/msw/respond';
import { listingsPage, sampleMyProducts, sampleMyTickets } from './fixtures';
import { ListingsScreen } from './ListingsScreen';
import { cleanUp, location } from './storyKit';

const meta = {
  title: 'Features/Listings/ListingsScreen',
  component: ListingsScreen,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/seller/dashboard/listings', url: '/seller/dashboard/listings' } },
  beforeEach({ msw }) {
    cleanUp();
    msw.use(
      http.get('/v1/me/listings', ({ request }) => {
        const type = new URL(request.url).searchParams.get('type');
        return new Response(JSON.stringify(listingsPage(type === 'tickets' ? sampleMyTickets : sampleMyProducts)), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return cleanUp;
  },
} satisfies Meta<typeof ListingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async () => within(await screen.findByRole('list', { name: 'Your products' }));

export const Filled: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const list = await rows();
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('heading', { name: 'iPhone 12 Pro 128GB (UK used)' })).toBeVisible();
    await expect(list.getByText('₦260,000')).toBeVisible();
    await expect(list.getByRole('switch', { name: 'iPhone 12 Pro 128GB (UK used) active' })).toBeChecked();
    await expect(list.getByRole('switch', { name: 'Handmade Ankara tote bag active' })).not.toBeChecked();
    await expect(list.getByRole('link', { name: 'Edit iPhone 12 Pro 128GB (UK used)' })).toHaveAttribute(
      'href',
      '/seller/dashboard/listings/iphone-12-pro-128gb/edit?type=products',
    );
    await expect(canvas.getByRole('link', { name: 'Create New product Listing' })).toHaveAttribute(
      'href',
      '/seller/dashboard/listings/create?type=products',
    );
  },
};

export const Tickets: Story = {
  play: async ({ canvas }) => {
    await rows();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tickets' }));
    await waitFor(() => expect(location()).toHaveTextContent('/seller/dashboard/listings?type=tickets'));
    const list = within(await screen.findByRole('list', { name: 'Your tickets' }));
    await expect(list.getByText('Free')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create New ticket Listing' })).toHaveAttribute(
      'href',
      '/seller/dashboard/listings/create?type=tickets',
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/listings', () => new Response(JSON.stringify(listingsPage([])))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You have no product listings yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/listings', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your listings')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/listings', () => fail(403, 'Only sellers with approved KYC can list items'), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your listings could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Only sellers with approved KYC can list items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await rows()).toBeTruthy();
  },
};

export const ToggleFailsAndRollsBack: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('/v1/products/:id', () => fail(409, 'This listing is archived')));
  },
  play: async () => {
    const list = await rows();
    const toggle = list.getByRole('switch', { name: 'Handmade Ankara tote bag active' });
    await userEvent.click(toggle);
    await expect(
      await screen.findByText("'Handmade Ankara tote bag' could not be activated. This listing is archived"),
    ).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

export const ToggleSucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('/v1/products/:id', () => ok({})));
  },
  play: async () => {
    const list = await rows();
    const toggle = list.getByRole('switch', { name: 'iPhone 12 Pro 128GB (UK used) active' });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(list.getAllByText('Inactive')).toHaveLength(2);
  },
};

export const DeleteConfirm: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('/v1/products/:id', () => ok({ outcome: 'archived' })));
  },
  play: async () => {
    const list = await rows();
    await userEvent.click(list.getByRole('button', { name: 'Delete Handmade Ankara tote bag' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Handmade Ankara tote bag'?" });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const DeleteArchives: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('/v1/products/:id', () => ok({ outcome: 'archived' })));
  },
  play: async () => {
    const list = await rows();
    await userEvent.click(list.getByRole('button', { name: 'Delete Handmade Ankara tote bag' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await screen.findByText(
        "'Handmade Ankara tote bag' has orders, so it was archived instead of deleted: buyers no longer see it",
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Paginated: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/me/listings', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return new Response(
          JSON.stringify(listingsPage(page === 2 ? sampleMyProducts.slice(2) : sampleMyProducts.slice(0, 2), page, 2)),
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    await rows();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toHaveTextContent('/seller/dashboard/listings?type=products&page=2'));
    await expect(await canvas.findByRole('heading', { name: 'Rechargeable reading lamp' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  play: async () => {
    await rows();
  },
};
