import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CreateEventBody, UpdateEventBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending } from '../../stories/msw/respond';
import { sampleEventDetail } from './fixtures';
import { editing } from './edit.storyKit';
import { CreateListingScreen } from './ListingFormScreens';
import { choose, cleanUp, fill, location, typeDescription, uploadHandler, uploadInto } from './storyKit';

const meta = {
  title: 'Features/Listings/TicketForm',
  component: CreateListingScreen,
  decorators: [withApp],
  parameters: {
    signedIn: true,
    route: { path: '/seller/dashboard/listings/create', url: '/seller/dashboard/listings/create?type=tickets' },
  },
  beforeEach({ msw }) {
    cleanUp();
    msw.use(
      uploadHandler(),
      http.get('/v1/events/slug-availability', ({ request }) => {
        const slug = new URL(request.url).searchParams.get('slug') ?? '';
        return slug === 'tech-week'
          ? ok({ slug, available: false, suggestion: 'tech-week-2' })
          : ok({ slug, available: true, suggestion: null });
      }),
    );
    return cleanUp;
  },
} satisfies Meta<typeof CreateListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async () => screen.findByRole('form', { name: 'Create event' });
const submit = async () => userEvent.click(within(await form()).getByRole('button', { name: 'Create Ticket' }));
let received: unknown[] = [];

async function fillEvent(root: HTMLElement) {
  const fields = within(root);
  await fill(fields.getByRole('textbox', { name: 'Event Name' }), 'Tech Week');
  await choose(root, 'Category', 'Tech');
  await uploadInto(root, 'Banner', ['banner.png']);
  await typeDescription(root, 'Talks and workshops');
  await fill(fields.getByRole('textbox', { name: 'Location of event' }), 'Main Auditorium');
  await userEvent.type(fields.getByLabelText(/^Start date/), '2026-12-05');
  await choose(root, 'Start time', '6:00');
  await userEvent.type(fields.getByLabelText(/^End date/), '2026-12-05');
  await choose(root, 'End time', '11:30');
  const tier = within(fields.getByRole('group', { name: 'Ticket variation 1' }));
  await fill(tier.getByRole('textbox', { name: 'Ticket name' }), 'Regular');
  await fill(tier.getByRole('textbox', { name: 'Ticket price (₦)' }), '2500');
  await fill(tier.getByRole('textbox', { name: 'Quantity' }), '100');
}

export const EmptySubmit: Story = {
  parameters: { visual: true },
  play: async () => {
    const root = await form();
    await submit();
    const fields = within(root);
    await expect(fields.getByRole('textbox', { name: 'Event Name' })).toHaveAccessibleDescription(
      'Event name is a required field',
    );
    await expect(fields.getByText('Category is a required field')).toBeVisible();
    await expect(fields.getByText('Add a banner image')).toBeVisible();
    await expect(fields.getByText('Description is a required field')).toBeVisible();
    await expect(fields.getByText('Location of event is a required field')).toBeVisible();
    await expect(fields.getByText('Start date is a required field')).toBeVisible();
    await expect(fields.getByText('End date is a required field')).toBeVisible();
    await expect(fields.getByText('Ticket name is a required field')).toBeVisible();
    await expect(fields.getByText('Ticket price is a required field')).toBeVisible();
  },
};

export const EndBeforeStart: Story = {
  play: async () => {
    const root = await form();
    const fields = within(root);
    await userEvent.type(fields.getByLabelText(/^Start date/), '2026-12-05');
    await userEvent.type(fields.getByLabelText(/^End date/), '2026-12-04');
    await submit();
    await expect(fields.getByText('End date must be after the start date')).toBeVisible();
  },
};

export const TimeOptions: Story = {
  play: async () => {
    const root = await form();
    await userEvent.click(within(root).getByRole('button', { name: /Start time/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(expect.arrayContaining(['12:00', '11:30', '1:30', '1:00']));
    await expect(options).toHaveLength(23);
    await expect(options[0]).toHaveTextContent('12:00');
    await userEvent.keyboard('{Escape}');
  },
};

export const CustomUrlTaken: Story = {
  play: async () => {
    const root = await form();
    const url = within(root).getByRole('textbox', { name: 'Custom URL' });
    await userEvent.type(url, 'tech-week');
    await expect(await within(root).findByText('Taken')).toBeVisible();
    await userEvent.click(within(root).getByRole('button', { name: 'Use tech-week-2' }));
    await expect(url).toHaveValue('tech-week-2');
    await expect(await within(root).findByText('Available')).toBeVisible();
    await expect(url).toHaveAccessibleDescription(`${window.location.origin}/ticket/tech-week-2`);
  },
};

export const AddAndRemoveVariations: Story = {
  play: async () => {
    const root = await form();
    const fields = within(root);
    await expect(fields.getByRole('button', { name: 'Remove ticket variation 1' })).toBeDisabled();
    await userEvent.click(fields.getByRole('button', { name: 'Add ticket variation' }));
    await userEvent.click(fields.getByRole('button', { name: 'Add ticket variation' }));
    await expect(fields.getAllByRole('group', { name: /^Ticket variation \d$/ })).toHaveLength(3);
    await userEvent.click(fields.getByRole('button', { name: 'Remove ticket variation 2' }));
    await expect(fields.getAllByRole('group', { name: /^Ticket variation \d$/ })).toHaveLength(2);
  },
};

export const Filled: Story = {
  beforeEach({ msw }) {
    received = [];
    msw.use(
      http.post('/v1/events', async ({ request }) => {
        received.push(await request.json());
        return ok(sampleEventDetail, 201);
      }),
    );
  },
  play: async () => {
    const root = await form();
    await fillEvent(root);
    await submit();
    await expect(await screen.findByText('Your event is listed')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent('/seller/dashboard/listings?type=tickets'));
    const expected: Partial<CreateEventBody> = {
      title: 'Tech Week',
      startsAt: '2026-12-05T18:00:00+01:00',
      endsAt: '2026-12-05T23:30:00+01:00',
      bannerKey: 'banner.png',
      format: 'physical',
      tiers: [{ name: 'Regular', priceKobo: 250_000, quantity: 100, description: null }],
    };
    await expect(received[0]).toMatchObject(expected);
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/events', () =>
        fail(400, 'Ticket name must be at most 40 characters', { 'tiers.0.name': 'Ticket name must be at most 40 characters' }),
      ),
    );
  },
  play: async () => {
    const root = await form();
    await fillEvent(root);
    await submit();
    const tier = within(within(root).getByRole('group', { name: 'Ticket variation 1' }));
    await waitFor(() =>
      expect(tier.getByRole('textbox', { name: 'Ticket name' })).toHaveAccessibleDescription(
        'Ticket name must be at most 40 characters',
      ),
    );
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/events', () => fail(403, 'Only sellers with approved KYC can list items')));
  },
  play: async () => {
    const root = await form();
    await fillEvent(root);
    await submit();
    await expect(await within(root).findByText('Only sellers with approved KYC can list items', { selector: 'p' })).toBeVisible();
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/events', pending));
  },
  play: async () => {
    const root = await form();
    await fillEvent(root);
    await submit();
    await waitFor(() => expect(within(root).getByRole('button', { name: 'Create Ticket' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Edit: Story = {
  ...editing('tickets', sampleEventDetail, () => (received = [])),
  play: async () => {
    const root = await screen.findByRole('form', { name: 'Edit event' });
    const fields = within(root);
    await expect(fields.getByRole('textbox', { name: 'Event Name' })).toHaveValue(sampleEventDetail.title);
    await expect(fields.getByLabelText(/^Start date/)).toHaveValue('2026-12-05');
    await expect(fields.getAllByRole('group', { name: /^Ticket variation \d$/ })).toHaveLength(2);
    await fill(fields.getByRole('textbox', { name: 'Location of event' }), 'Senate Hall');
    await userEvent.click(fields.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Your changes are saved')).toBeVisible();
    const expected: UpdateEventBody = { venue: 'Senate Hall' };
    await expect(received).toEqual([expected]);
  },
};
