import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { EventDetail } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending } from '../../stories/msw/respond';
import { cancelledEvent, endedEvent, freeEvent, sampleEvent } from './fixtures';
import { EVENT_CANCELLED_TEXT, EVENT_ENDED_TEXT, EVENT_NOT_FOUND_TITLE, EventScreen } from './EventScreen';

const url = `/ticket/${sampleEvent.slug}`;

const meta = {
  title: 'Features/Events/EventScreen',
  component: EventScreen,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/ticket/:slug', url } },
} satisfies Meta<typeof EventScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const eventIs = (answer: () => Response | Promise<Response>) => http.get('/v1/events/:slug', answer);
const location = () => screen.getByTestId('location').textContent;

function at(event: EventDetail) {
  return { route: { path: '/ticket/:slug', url: `/ticket/${event.slug}` } };
}

export const Filled: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(eventIs(() => ok(sampleEvent)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleEvent.title })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/explore');
    await expect(trail.getByRole('link', { name: 'Ticket' })).toHaveAttribute('href', '/explore?type=tickets');
    await expect(trail.getByText('Parties')).toBeVisible();

    const banner = canvas.getByRole('img', { name: 'Freshers’ Night banner' });
    await expect(banner.getAttribute('srcset')).toMatch(/ 320w, .* 640w, .* 1280w$/);
    await expect(canvas.getByText('December 5, 2030, 6:00 PM – 11:30 PM')).toBeVisible();
    await expect(canvas.getByText(sampleEvent.venue)).toBeVisible();
    await expect(canvas.getByText(/Senate Building gate/)).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Get Ticket(s) Now' })).toHaveAttribute(
      'href',
      `/ticket/purchase?event=${sampleEvent.slug}`,
    );
    const links = within(canvas.getByRole('list', { name: 'Event links' }));
    await expect(links.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/unilagsu');
    await expect(links.queryByRole('link', { name: 'Telegram' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Share' })).toBeVisible();

    const tickets = within(canvas.getByRole('region', { name: 'Tickets' }));
    await expect(tickets.getAllByRole('listitem')).toHaveLength(3);
    await expect(tickets.getByText('₦24,500')).toBeVisible();
    await expect(tickets.getByText('₦40,000')).toBeVisible();
    await expect(tickets.getByText('₦180,000')).toBeVisible();
    await expect(tickets.getByText('Admits 8')).toBeVisible();
    await expect(tickets.getByText('Sold out')).toBeVisible();
    // What is left of each tier on sale.
    await expect(tickets.getByText('212 left')).toBeVisible();
    await expect(tickets.getByText('4 left')).toBeVisible();
    // Read only here: tickets are chosen on the purchase page.
    await expect(tickets.queryByRole('button')).not.toBeInTheDocument();

    const about = within(canvas.getByRole('region', { name: 'About Event' }));
    await expect(about.getByRole('heading', { name: 'Line-up' })).toBeVisible();
    await expect(about.getByRole('link', { name: 'View organiser profile' })).toHaveAttribute(
      'href',
      `/seller/${sampleEvent.seller.id}`,
    );
  },
};

export const Free: Story = {
  parameters: at(freeEvent),
  beforeEach({ msw }) {
    msw.use(eventIs(() => ok(freeEvent)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: freeEvent.title })).toBeVisible();
    await expect(canvas.getByText('Virtual', { selector: 'dt' })).toBeVisible();
    const tickets = within(canvas.getByRole('region', { name: 'Tickets' }));
    await expect(tickets.getByText('Free')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Ticket(s) Now' })).toBeVisible();
    await expect(canvas.queryByText('Location tips')).not.toBeInTheDocument();
  },
};

export const Ended: Story = {
  parameters: { ...at(endedEvent), visual: true },
  beforeEach({ msw }) {
    msw.use(eventIs(() => ok(endedEvent)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(EVENT_ENDED_TEXT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Ticket(s) Now' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Get Ticket(s) Now' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'No banner' })).toBeVisible();
    // Nothing is on sale any more, so no tier says what is left.
    await expect(canvas.queryByText('212 left')).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  parameters: at(cancelledEvent),
  beforeEach({ msw }) {
    msw.use(eventIs(() => ok(cancelledEvent)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(EVENT_CANCELLED_TEXT)).toBeVisible();
    await expect(canvas.queryByText(EVENT_ENDED_TEXT)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Get Ticket(s) Now' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Get Ticket(s) Now' })).not.toBeInTheDocument();
    const tickets = within(canvas.getByRole('region', { name: 'Tickets' }));
    await expect(tickets.queryByText('212 left')).not.toBeInTheDocument();
  },
};

export const SoldOut: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(() => ok({ ...sampleEvent, tiers: sampleEvent.tiers.map((tier) => ({ ...tier, remaining: 0 })) })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Every ticket has been sold.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Ticket(s) Now' })).toBeDisabled();
  },
};

export const OldSlugReplaced: Story = {
  parameters: { route: { path: '/ticket/:slug', url: '/ticket/freshers-night-old' } },
  beforeEach({ msw }) {
    msw.use(eventIs(() => ok(sampleEvent)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleEvent.title })).toBeVisible();
    await waitFor(() => expect(location()).toBe(url));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the event')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(() => fail(404, 'Event not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: EVENT_NOT_FOUND_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/explore?type=tickets');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(() => fail(500, 'Something went wrong on our side')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This event could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
