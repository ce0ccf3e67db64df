import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pending } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { sampleSavedItems } from './fixtures';
import { SavedItemsScreen } from './SavedItemsScreen';

const meta = {
  title: 'Features/Saved/SavedItemsScreen',
  component: SavedItemsScreen,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/dashboard/saved-items', url: '/dashboard/saved-items' } },
  beforeEach({ msw }) {
    toast.clear();
    msw.use(http.get('/v1/me/saved', () => ok(sampleSavedItems)));
    return () => toast.clear();
  },
} satisfies Meta<typeof SavedItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have 3 saved items')).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Saved items' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('link', { name: 'iPhone 12 Pro 128GB (UK used)' })).toHaveAttribute(
      'href',
      '/product/iphone-12-pro-128gb',
    );
    await expect(list.getByRole('link', { name: 'UNILAG Tech Week 2026' })).toHaveAttribute(
      'href',
      '/ticket/unilag-tech-week-2026',
    );
    // The tote bag was hidden by its seller: it stays, marked.
    await expect(list.getAllByText('No longer available')).toHaveLength(1);
  },
};

export const OneItem: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/saved', () => ok(sampleSavedItems.slice(0, 1))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have 1 saved item')).toBeVisible();
  },
};

export const Remove: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('/v1/me/saved/:id', ({ params }) => ok({ listingId: String(params.id), saved: false })));
  },
  play: async ({ canvas }) => {
    await canvas.findByText('You have 3 saved items');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Handmade Ankara tote bag from saved items' }));
    await expect(await screen.findByText('Removed from your saved items')).toBeVisible();
    await expect(await canvas.findByText('You have 2 saved items')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Handmade Ankara tote bag' })).not.toBeInTheDocument();
  },
};

export const RemoveFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('/v1/me/saved/:id', () => fail(503, 'Kampus is down for maintenance.')));
  },
  play: async ({ canvas }) => {
    await canvas.findByText('You have 3 saved items');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Handmade Ankara tote bag from saved items' }));
    await expect(await screen.findByText('Kampus is down for maintenance.')).toBeVisible();
    await expect(canvas.getByText('You have 3 saved items')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/saved', () => ok([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You have no saved items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore products and events' })).toHaveAttribute('href', '/explore');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/saved', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your saved items')).toBeInTheDocument();
  },
};

const savedOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    savedOutage.begin();
    msw.use(http.get('/v1/me/saved', () => (savedOutage.isDown() ? fail(500, 'Something went wrong') : undefined)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your saved items could not be loaded' })).toBeVisible();
    savedOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByText('You have 3 saved items')).toBeVisible(), { timeout: 5000 });
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have 3 saved items')).toBeVisible();
  },
};
