import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withConsole } from '../../stories/decorators/withConsole';
import { fail, failingGet, pending } from '../../stories/msw/respond';
import { sampleInbox } from './fixtures';
import { inboxHandler } from './handlers.storyKit';
import { SupportInboxScreen } from './SupportInboxScreen';

const seen: URLSearchParams[] = [];

const meta = {
  title: 'Features/ConsoleSupport/SupportInboxScreen',
  component: SupportInboxScreen,
  decorators: [withConsole],
  parameters: { staffRole: 'support', route: { path: '/admin/support', url: '/admin/support' } },
  beforeEach({ msw }) {
    seen.length = 0;
    msw.use(inboxHandler(sampleInbox, seen));
  },
} satisfies Meta<typeof SupportInboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Support requests' }));
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    await expect(first.getByRole('link', { name: 'KS-5A5A5A5A · Chidi Okafor' })).toHaveAttribute(
      'href',
      '/admin/support/5a5a5a5a-0000-4000-8000-000000000001',
    );
    await expect(first.getByText('Open')).toBeVisible();
    await expect(first.getByText('My order says delivered but I never got it.')).toBeVisible();
    await expect(
      first.getByText(/Contact form · chidi.okafor@gmail.com · received Fri, 27 Nov 2026, 19:00 · 0 replies/),
    ).toBeVisible();
    await expect(within(rows[1]!).getByText(/Help centre .* 1 reply$/)).toBeVisible();
    await expect(within(rows[2]!).getByText('Closed')).toBeVisible();
  },
};

export const OnlyClosed: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Support requests' });
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/admin/support?status=closed');
    const list = within(await canvas.findByRole('list', { name: 'Support requests' }));
    await expect(await list.findAllByRole('listitem')).toHaveLength(1);
    await expect(seen.at(-1)?.get('status')).toBe('closed');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(inboxHandler([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No requests waiting' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/support', pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the inbox')).toBeInTheDocument();
  },
};

const outage = failingGet(
  '/v1/admin/support',
  () => fail(500, 'The server had a problem.'),
  () => HttpResponse.json({ data: sampleInbox }),
);

export const Failed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The inbox could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Support requests' })).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: { staffRole: 'finance' },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/support', () => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your staff role may not do this.')).toBeVisible();
  },
};
