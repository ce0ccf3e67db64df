import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventDetail, SavedItem } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { expectLocation, expectToast } from '../../stories/expect';
import { fail, ok, sampleUser } from '../../stories/msw/respond';
import { savedListHandlers } from '../../stories/msw/saved';
import { listingPageStates } from '../../stories/listingPageStates';
import { toast } from '../../ui';
import { LOG_IN_TO_REPORT_MESSAGE } from '../safety';
import { LOG_IN_TO_SAVE_MESSAGE, SAVED_MESSAGE, UNSAVED_MESSAGE } from '../saved';
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

const savedEvent: SavedItem = { type: 'tickets', savedAt: '2026-11-20T10:00:00.000Z', listing: sampleEvent };

/** Save works as on a product page: a guest is sent to log in, and comes back here. */
export const GuestSaveGoesToLogin: Story = {
  beforeEach({ msw }) {
    toast.clear();
    msw.use(eventIs(() => ok(sampleEvent)));
    return () => toast.clear();
  },
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expectToast(LOG_IN_TO_SAVE_MESSAGE);
    await expectLocation(`/login?next=${encodeURIComponent(url)}`);
  },
};

// Report event: a guest is sent to log in first, and comes back here (the dialog's states: features/safety).
export const GuestReportGoesToLogin: Story = {
  beforeEach({ msw }) {
    toast.clear();
    msw.use(eventIs(() => ok(sampleEvent)));
    return () => toast.clear();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Report event' }));
    await expectToast(LOG_IN_TO_REPORT_MESSAGE);
    await expectLocation(`/login?next=${encodeURIComponent(url)}`);
  },
};

// Signed in, Report event opens the dialog named for an event.
export const SignedInReportOpens: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(
      eventIs(() => ok(sampleEvent)),
      http.get('/v1/user', () => ok(sampleUser)),
      ...savedListHandlers([]),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Report event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report event' }));
    await expect(dialog.getByText(sampleEvent.title)).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: /Why are you reporting this\?/ })).toBeVisible();
  },
};

/** A signed-in buyer saves the event to Saved items and takes it out again. */
export const SignedInSaveToggles: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    toast.clear();
    msw.use(
      eventIs(() => ok(sampleEvent)),
      ...savedListHandlers([], savedEvent),
    );
    return () => toast.clear();
  },
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    await expectToast(SAVED_MESSAGE);
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    await expectToast(UNSAVED_MESSAGE);
  },
};

/** An event already in Saved items shows Save pressed. */
export const AlreadySaved: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(
      eventIs(() => ok(sampleEvent)),
      ...savedListHandlers([savedEvent], savedEvent),
    );
  },
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  },
};

const states = listingPageStates({
  answering: (answer) => [eventIs(answer)],
  listing: sampleEvent,
  url,
  oldRoute: { path: '/ticket/:slug', url: '/ticket/freshers-night-old' },
  loadingLabel: 'Loading the event',
  notFound: { title: EVENT_NOT_FOUND_TITLE, message: 'Event not found', link: 'Browse events', href: '/explore?type=tickets' },
});

export const OldSlugReplaced: Story = states.OldSlugReplaced;
export const Loading: Story = states.Loading;
export const NotFound: Story = states.NotFound;

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(() => fail(500, 'Something went wrong on our side')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This event could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
