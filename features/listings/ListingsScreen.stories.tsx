import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pending } from '../../stories/msw/respond';
import type { MyListing, OwnerAnswerBody } from '../../contract';
import { ANSWER_SENT_MESSAGE } from '../safety';
import { CANCEL_CONSEQUENCES } from './CancelEventDialog';
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
    msw.use(listingsAre(sampleMyTickets));
    return cleanUp;
  },
} satisfies Meta<typeof ListingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GET /v1/me/listings: the sample products, and these ticket listings (read when asked, so a story can change them). */
function listingsAre(tickets: MyListing[]) {
  return http.get('/v1/me/listings', ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    return new Response(JSON.stringify(listingsPage(type === 'tickets' ? tickets : sampleMyProducts)), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The Tech Week listing as its organiser sees it once cancelled. */
const cancelledTechWeek = (listing: MyListing): MyListing =>
  listing.event
    ? { ...listing, status: 'inactive', event: { ...listing.event, cancelledAt: '2026-11-20T09:00:00.000Z' } }
    : listing;

const ticketsUrl = { route: { path: '/seller/dashboard/listings', url: '/seller/dashboard/listings?type=tickets' } };
const ticketRows = async () => within(await screen.findByRole('list', { name: 'Your tickets' }));
const techWeek = 'UNILAG Tech Week 2026';

const rows = async () => within(await screen.findByRole('list', { name: 'Your products' }));

/** A row of the list, by its listing's title. */
function rowOf(list: ReturnType<typeof within>, title: string) {
  return within(list.getByRole('listitem', { name: title }));
}

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

const listingsOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    listingsOutage.begin();
    msw.use(
      http.get('/v1/me/listings', () =>
        listingsOutage.isDown() ? fail(403, 'Only sellers with approved KYC can list items') : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your listings could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Only sellers with approved KYC can list items')).toBeVisible();
    listingsOutage.end();
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

export const EventSales: Story = {
  parameters: { ...ticketsUrl, visual: true },
  play: async () => {
    const list = await ticketRows();
    const tech = rowOf(list, techWeek);
    await expect(await tech.findByText('Sold 20 of 340')).toBeVisible();
    await expect(tech.getByRole('link', { name: `Check in guests of ${techWeek}` })).toHaveAttribute(
      'href',
      '/seller/dashboard/events/7f1c2a10-0000-4000-8000-000000000011/check-in',
    );
    await expect(tech.getByRole('button', { name: `Cancel event ${techWeek}` })).toBeVisible();
    await expect(await rowOf(list, 'Freshers’ Night').findByText('Sold 0 of 120')).toBeVisible();
  },
};

const seenReasons: unknown[] = [];

export const CancelEvent: Story = {
  parameters: ticketsUrl,
  beforeEach({ msw }) {
    const tickets = [...sampleMyTickets];
    seenReasons.length = 0;
    msw.use(
      listingsAre(tickets),
      http.post('/v1/events/:id/cancel', async ({ request, params }) => {
        seenReasons.push(await request.json());
        const index = tickets.findIndex((listing) => listing.id === params.id);
        const listing = tickets[index];
        if (listing) tickets[index] = cancelledTechWeek(listing);
        return ok({ refundedOrders: 14, cancelledOrders: 2 });
      }),
    );
  },
  play: async () => {
    const list = await ticketRows();
    const tech = rowOf(list, techWeek);
    await userEvent.click(await tech.findByRole('button', { name: `Cancel event ${techWeek}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `Cancel '${techWeek}'?` }));
    await expect(dialog.getByText(CANCEL_CONSEQUENCES)).toBeVisible();
    // A reason is required: buyers are told why.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel event' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await expect(reason).toHaveAccessibleDescription(/Reason is a required field/);
    await expect(seenReasons).toEqual([]);
    await userEvent.type(reason, 'The hall was double-booked.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel event' }));
    await expect(
      await screen.findByText(`'${techWeek}' was cancelled. 14 ticket orders were refunded and every buyer was told.`),
    ).toBeVisible();
    await expect(seenReasons).toEqual([{ reason: 'The hall was double-booked.' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: `Cancel '${techWeek}'?` })).not.toBeInTheDocument());
    // The row now says Cancelled, and offers no Edit, switch, check-in or second cancellation.
    await expect(await tech.findByText('Cancelled')).toBeVisible();
    await expect(tech.queryByRole('link', { name: `Edit ${techWeek}` })).not.toBeInTheDocument();
    await expect(tech.queryByRole('switch')).not.toBeInTheDocument();
    await expect(tech.queryByRole('button', { name: `Cancel event ${techWeek}` })).not.toBeInTheDocument();
    await expect(tech.queryByRole('link', { name: `Check in guests of ${techWeek}` })).not.toBeInTheDocument();
  },
};

export const CancelEventRefused: Story = {
  parameters: ticketsUrl,
  beforeEach({ msw }) {
    msw.use(http.post('/v1/events/:id/cancel', () => fail(409, 'This event is already cancelled.')));
  },
  play: async () => {
    const list = await ticketRows();
    await userEvent.click(await rowOf(list, techWeek).findByRole('button', { name: `Cancel event ${techWeek}` }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Venue closed');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel event' }));
    await expect(await screen.findByText('This event is already cancelled.')).toBeVisible();
    // Still open, so the organiser can keep the event.
    await userEvent.click(dialog.getByRole('button', { name: 'Keep event' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: `Cancel '${techWeek}'?` })).not.toBeInTheDocument());
  },
};

export const CancelledEvent: Story = {
  parameters: ticketsUrl,
  beforeEach({ msw }) {
    msw.use(listingsAre(sampleMyTickets.map((listing) => (listing.title === techWeek ? cancelledTechWeek(listing) : listing))));
  },
  play: async () => {
    const list = await ticketRows();
    const tech = rowOf(list, techWeek);
    await expect(await tech.findByText('Cancelled')).toBeVisible();
    await expect(tech.queryByText('Active')).not.toBeInTheDocument();
    await expect(tech.queryByRole('link', { name: `Edit ${techWeek}` })).not.toBeInTheDocument();
    await expect(tech.getByRole('button', { name: `Delete ${techWeek}` })).toBeVisible();
    // The other event is untouched.
    await expect(await rowOf(list, 'Freshers’ Night').findByRole('link', { name: 'Edit Freshers’ Night' })).toBeVisible();
  },
};

/** GET /v1/me/listings with the first sample product hidden by Kampus for `reason`. */
function firstProductHidden(reason: string) {
  const [first, ...rest] = sampleMyProducts;
  const hiddenProduct: MyListing = { ...first!, status: 'inactive', hiddenByKampus: { at: '2026-11-22T11:15:00.000Z', reason } };
  return http.get('/v1/me/listings', () => HttpResponse.json(listingsPage([hiddenProduct, ...rest])));
}

const iphone = 'iPhone 12 Pro 128GB (UK used)';
const REPORTS_REASON = 'Hidden pending review after reports from students';
let answers: OwnerAnswerBody[] = [];

/** A product Kampus staff hid: its seller sees why, cannot switch it back on, and may answer. */
export const HiddenByKampus: Story = {
  beforeEach({ msw }) {
    msw.use(firstProductHidden('The photos are copied from another seller’s listing.'));
  },
  play: async () => {
    const row = rowOf(await rows(), iphone);
    await expect(await row.findByText('Hidden by Kampus')).toBeVisible();
    await expect(row.getByText(/Kampus hid this listing: The photos are copied/)).toBeVisible();
    await expect(row.getByRole('switch', { name: `${iphone} active` })).toBeDisabled();
    await expect(row.getByRole('button', { name: `Answer about ${iphone}` })).toBeEnabled();
  },
};

// Hidden after students' reports: the seller answers, and the row says the answer was sent.
export const HiddenAnswerSent: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    answers = [];
    msw.use(
      firstProductHidden(REPORTS_REASON),
      http.post('/v1/reports/answer', async ({ request }) => {
        answers.push((await request.json()) as OwnerAnswerBody);
        return ok({ id: '77', createdAt: '2026-11-28T12:00:00.000Z' }, 201);
      }),
    );
  },
  play: async () => {
    const row = rowOf(await rows(), iphone);
    await expect(await row.findByText(`Kampus hid this listing: ${REPORTS_REASON}`)).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: `Answer about ${iphone}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Answer about '${iphone}'` }));
    // Nothing written: the field says so and keeps the focus.
    await userEvent.click(dialog.getByRole('button', { name: 'Send answer' }));
    await expect(dialog.getByRole('textbox', { name: /Your answer/ })).toHaveAccessibleDescription(
      /Your answer is a required field/,
    );
    await expect(dialog.getByRole('textbox', { name: /Your answer/ })).toHaveFocus();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Your answer/ }),
      'It is my own phone; the receipt is in the photos.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send answer' }));
    await expect(await screen.findAllByText(ANSWER_SENT_MESSAGE)).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(row.getByText(ANSWER_SENT_MESSAGE)).toBeVisible();
    await expect(row.queryByRole('button', { name: `Answer about ${iphone}` })).not.toBeInTheDocument();
    await expect(answers).toEqual([
      { targetKind: 'product', targetId: sampleMyProducts[0]!.id, answer: 'It is my own phone; the receipt is in the photos.' },
    ]);
  },
};

export const HiddenAnswerRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      firstProductHidden(REPORTS_REASON),
      http.post('/v1/reports/answer', () => fail(503, 'Kampus is busy. Please try again in a minute.')),
    );
  },
  play: async () => {
    const row = rowOf(await rows(), iphone);
    await userEvent.click(await row.findByRole('button', { name: `Answer about ${iphone}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Answer about '${iphone}'` }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Your answer/ }), 'It is genuine.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send answer' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Kampus is busy. Please try again in a minute.');
    await expect(dialog.getByRole('textbox', { name: /Your answer/ })).toHaveValue('It is genuine.');
  },
};
