import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { listItems } from '../../stories/expect';
import { fail, outage, pending } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { ChatsScreen } from './ChatsScreen';
import { chatsPage, sampleChat } from './fixtures';

const meta = {
  title: 'Features/Chats/ChatsScreen',
  component: ChatsScreen,
  decorators: [withApp],
  args: { dashboard: 'buyer' },
  parameters: { signedIn: true, route: { path: '/dashboard/chats', url: '/dashboard/chats' } },
  beforeEach({ msw }) {
    toast.clear();
    msw.use(http.get('/v1/chats', () => HttpResponse.json(chatsPage())));
    return () => toast.clear();
  },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async () => within(await screen.findByRole('list', { name: 'Conversations' }));

export const Filled: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const item = await listItems('Conversations', 4);
    const first = item(0);
    await expect(first.getByRole('link', { name: 'Ngozi Crafts' })).toHaveAttribute('href', '/dashboard/chats/c-tote');
    await expect(first.getByText('Handmade Ankara tote bag')).toBeVisible();
    await expect(first.getByText('I have the blue one in stock, and the red one next week.')).toBeVisible();
    await expect(first.getByLabelText('2 unread messages')).toHaveTextContent('2');
    await expect(first.getByText('November 21, 2026')).toBeVisible();
    await expect(item(1).getByText('You: Thank you!')).toBeVisible();
    await expect(item(2).getByText('You: Photo')).toBeVisible();
    const closed = item(3);
    await expect(closed.getByText('CLOSED')).toBeVisible();
    await expect(closed.queryByText(/unread/)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(canvas.getByText('2 unread messages')).toBeVisible();
  },
};

export const SellerDashboard: Story = {
  args: { dashboard: 'seller' },
  parameters: { route: { path: '/seller/dashboard/chats', url: '/seller/dashboard/chats' } },
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/chats', () =>
        HttpResponse.json(
          chatsPage([{ ...sampleChat, iAmSeller: true, otherParty: { id: 'u-t', name: 'Tunde Bakare', avatar: null } }]),
        ),
      ),
    );
  },
  play: async () => {
    const list = await rows();
    await expect(list.getByRole('link', { name: 'Tunde Bakare' })).toHaveAttribute('href', '/seller/dashboard/chats/c-iphone');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/chats', pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your messages')).toBeInTheDocument();
  },
};

const chatsOutage = outage();

export const LoadFailedThenRetried: Story = {
  beforeEach({ msw }) {
    chatsOutage.begin();
    msw.use(
      http.get('/v1/chats', () => {
        return chatsOutage.isDown() ? fail(403, 'Your session cannot read messages.') : HttpResponse.json(chatsPage());
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your messages could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Your session cannot read messages.')).toBeVisible();
    chatsOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((await rows()).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/chats', () => HttpResponse.json(chatsPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await expect(canvas.getByText(/press 'Message seller'/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore products' })).toHaveAttribute('href', '/explore');
  },
};

export const EmptyForASeller: Story = {
  args: { dashboard: 'seller' },
  parameters: { route: { path: '/seller/dashboard/chats', url: '/seller/dashboard/chats' } },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/chats', () => HttpResponse.json(chatsPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your listings' })).toHaveAttribute('href', '/seller/dashboard/listings');
  },
};

export const Pages: Story = {
  beforeEach({ msw }) {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...sampleChat,
      id: `c-${index + 1}`,
      otherParty: { id: `u-${index + 1}`, name: `Seller ${index + 1}`, avatar: null },
    }));
    msw.use(
      http.get('/v1/chats', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        return HttpResponse.json(chatsPage(many, page));
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect((await rows()).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect((await rows()).getAllByRole('listitem')).toHaveLength(5));
    await expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/chats?page=2');
  },
};
