import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pending } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { notificationList, sampleNotifications } from './fixtures';
import { EMPTY_TITLE, LOAD_ERROR_TITLE, NotificationsMenu } from './NotificationsMenu';

const meta = {
  title: 'Features/Notifications/NotificationsMenu',
  component: NotificationsMenu,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/', url: '/' } },
  beforeEach({ msw }) {
    toast.clear();
    msw.use(http.get('/v1/notifications', () => HttpResponse.json(notificationList(sampleNotifications()))));
    return () => toast.clear();
  },
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');
const panel = async () => within(await screen.findByRole('dialog', { name: 'Notifications' }));

export const Unread: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await panel();
    const items = within(dialog.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Newest first; the unread ones say so, the read one does not.
    await expect(dialog.getByRole('link', { name: 'Order accepted (unread)' })).toHaveAttribute(
      'href',
      '/dashboard/orders/3f0c9b8e-2a44-4d1b-8f57-6c1d2e3f4a51',
    );
    await expect(dialog.getByRole('link', { name: 'New order (unread)' })).toBeVisible();
    await expect(within(items[2]!).getByText('Escrow released')).toBeVisible();
    await expect(within(items[2]!).queryByText(/unread/)).not.toBeInTheDocument();
    await expect(within(items[0]!).getByText('2 hours ago')).toBeVisible();
    await expect(within(items[1]!).getByText('yesterday')).toBeVisible();
    await expect(within(items[2]!).getByText('3 days ago')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/notifications', pending));
  },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    const dialog = await panel();
    await expect(dialog.getByText('Loading notifications')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/notifications', () => HttpResponse.json(notificationList([]))));
  },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Notifications'));
    await userEvent.click(bell);
    const dialog = await panel();
    await expect(await dialog.findByRole('heading', { name: EMPTY_TITLE })).toBeVisible();
    await expect(dialog.queryByRole('list')).not.toBeInTheDocument();
  },
};

const notificationsOutage = outage();

export const LoadFailsThenRetry: Story = {
  beforeEach({ msw }) {
    notificationsOutage.begin();
    msw.use(
      http.get('/v1/notifications', () =>
        notificationsOutage.isDown() ? fail(500, 'Kampus is down for maintenance.') : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }));
    const dialog = await panel();
    await expect(await dialog.findByRole('heading', { name: LOAD_ERROR_TITLE })).toBeVisible();
    await expect(dialog.getByText('Kampus is down for maintenance.')).toBeVisible();
    notificationsOutage.end();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(await dialog.findByRole('link', { name: 'Order accepted (unread)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  },
};

export const MarkAllAsRead: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/notifications/read-all', () => ok({ unreadCount: 0 })));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await panel();
    await expect(await dialog.findByRole('link', { name: 'Order accepted (unread)' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark all as read' }));
    await expect(dialog.queryByText(/\(unread\)/)).not.toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Order accepted' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // Focus stays in the panel, so Escape still closes it and returns focus to the bell.
    await expect(dialog.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  },
};

export const MarkAllAsReadFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/notifications/read-all', () => fail(503, 'Kampus is down for maintenance.')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await panel();
    await dialog.findByRole('link', { name: 'Order accepted (unread)' });
    await userEvent.click(dialog.getByRole('button', { name: 'Mark all as read' }));
    await expect(await screen.findByText('Kampus is down for maintenance.')).toBeVisible();
    // The list goes back as it was.
    await expect(await dialog.findByRole('link', { name: 'Order accepted (unread)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  },
};

export const OpenMarksRead: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/notifications/:id/read', () => ok({ unreadCount: 1 })));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await panel();
    await userEvent.click(await dialog.findByRole('link', { name: 'Order accepted (unread)' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/orders/3f0c9b8e-2a44-4d1b-8f57-6c1d2e3f4a51'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  },
};

export const KeyboardOpensAndCloses: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await panel();
    await expect(dialog.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('link', { name: 'Order accepted (unread)' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
  },
};
