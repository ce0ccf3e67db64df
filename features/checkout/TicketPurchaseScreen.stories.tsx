import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CreateTicketOrderBody, CurrentUser } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pending, postsInTurn, type Answer } from '../../stories/msw/respond';
import { toast } from '../../ui';
import {
  cancelledTicketEvent,
  endedTicketEvent,
  freeTicketEvent,
  freeTicketOrder,
  newTicketBuyer,
  placedTicketOrder,
  pendingTicketOrder,
  soldOutTicketEvent,
  ticketBuyer,
  ticketEvent,
  ticketUniversities,
  TIER_REGULAR,
  TIER_TABLE,
  vipSoldOutEvent,
} from './ticketFixtures';
import {
  CANCELLED_TITLE,
  CONTACT_STEP_TITLE,
  ENDED_TITLE,
  NO_EVENT_TITLE,
  NOTHING_CHOSEN,
  OWN_EVENT_TITLE,
  SELECT_STEP_TITLE,
  TicketPurchaseScreen,
} from './TicketPurchaseScreen';

const eventIs = (answer: Answer): HttpHandler => http.get('/v1/events/:slug', answer);
const userIs = (user: CurrentUser): HttpHandler => http.get('/v1/user', () => ok(user));

/** POST /v1/ticket-orders answered by `answers` in turn (the last one from then on), recording each body. */
const ordersAnswer = (...answers: Answer[]) => postsInTurn<CreateTicketOrderBody>('/v1/ticket-orders', ...answers);

const url = `/ticket/purchase?event=${ticketEvent.slug}`;
const placed = pendingTicketOrder(Date.parse('2030-11-20T12:00:00Z'));
const ordering = ordersAnswer(() => ok(placedTicketOrder(placed), 201));

const meta = {
  title: 'Features/Checkout/TicketPurchaseScreen',
  component: TicketPurchaseScreen,
  decorators: [withApp],
  args: { goToPayment: fn() },
  parameters: { signedIn: true, route: { path: '/ticket/purchase', url } },
  beforeEach({ msw }) {
    msw.use(
      eventIs(() => ok(ticketEvent)),
      userIs(ticketBuyer),
      http.get('/v1/university', () => ok(ticketUniversities)),
    );
    return () => toast.clear();
  },
} satisfies Meta<typeof TicketPurchaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tierList = async () => within(await screen.findByRole('list', { name: 'Ticket types' }));
const tier = (list: ReturnType<typeof within>, name: string) => within(list.getByRole('listitem', { name }));
const summary = () => within(screen.getByRole('region', { name: 'Summary' }));

/** Term → amount of the SUMMARY's lines, as shown. */
function summaryLines(): Record<string, string> {
  const list = screen.queryByRole('region', { name: 'Summary' })?.querySelector('dl');
  const rows: Record<string, string> = {};
  for (const term of list ? Array.from(list.querySelectorAll('dt')) : []) {
    rows[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return rows;
}

/** Chooses 2 Regular and 1 Table For 8. */
async function chooseTickets() {
  const list = await tierList();
  const regular = tier(list, 'Regular');
  await userEvent.click(regular.getByRole('button', { name: /Increase/ }));
  await userEvent.click(regular.getByRole('button', { name: /Increase/ }));
  await userEvent.click(tier(list, 'Table For 8').getByRole('button', { name: /Increase/ }));
}

async function toContactStep() {
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await expect(await screen.findByRole('heading', { name: CONTACT_STEP_TITLE })).toHaveFocus();
}

async function fillAddress() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Address in University/ }), 'Moremi Hall, Block B, Room 12');
  await userEvent.type(screen.getByRole('textbox', { name: /^Closest Landmark/ }), 'Opposite the Faculty of Science gate');
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy tickets' })).toBeVisible();
    await expect(await canvas.findByText('Loading the tickets')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  },
};

const eventOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    eventOutage.begin();
    msw.use(
      eventIs(() => {
        return eventOutage.isDown() ? fail(503, 'Kampus is busy. Try again in a moment.') : ok(ticketEvent);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This event could not be loaded', {}, { timeout: 5000 })).toBeVisible();
    eventOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: SELECT_STEP_TITLE })).toBeVisible();
  },
};

/** No event in the address: nothing to buy, and the way to the events. */
export const NoEvent: Story = {
  parameters: { route: { path: '/ticket/purchase', url: '/ticket/purchase' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: NO_EVENT_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find events' })).toHaveAttribute('href', '/explore?type=tickets');
  },
};

export const UnknownEvent: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(() => fail(404, 'Event not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: NO_EVENT_TITLE })).toBeVisible();
    await expect(canvas.getByText('It may have been removed, or the link is mistyped.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find events' })).toHaveAttribute('href', '/explore?type=tickets');
  },
};

export const CancelledEvent: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(() => ok(cancelledTicketEvent)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: CANCELLED_TITLE })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Ticket types' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  },
};

export const EndedEvent: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(() => ok(endedTicketEvent)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: ENDED_TITLE })).toBeVisible();
    await expect(canvas.getByText('Unilag Tech Summit 2024')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Ticket types' })).not.toBeInTheDocument();
  },
};

export const OwnEvent: Story = {
  beforeEach({ msw }) {
    msw.use(userIs({ ...ticketBuyer, id: ticketEvent.seller.id }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: OWN_EVENT_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit event' })).toHaveAttribute(
      'href',
      `/seller/dashboard/listings/${ticketEvent.slug}/edit?type=tickets`,
    );
  },
};

/** Step 1: each tier with its price, what it includes and what is left; nothing chosen yet. */
export const SelectTicketType: Story = {
  play: async ({ canvas }) => {
    const list = await tierList();
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: SELECT_STEP_TITLE })).toBeVisible();
    const regular = tier(list, 'Regular');
    await expect(regular.getByText('₦24,500')).toBeVisible();
    await expect(regular.getByText('Entry and one drink.')).toBeVisible();
    await expect(regular.getByText('212 left')).toBeVisible();
    await expect(tier(list, 'VIP').getByText('₦40,000')).toBeVisible();
    const table = tier(list, 'Table For 8');
    await expect(table.getByText('₦180,000')).toBeVisible();
    await expect(table.getByText('Admits 8')).toBeVisible();
    await expect(table.getByText('4 left')).toBeVisible();
    const early = tier(list, 'Early Bird');
    await expect(early.getByText('Sold out')).toBeVisible();
    await expect(early.getByRole('textbox', { name: 'Early Bird tickets' })).toBeDisabled();
    await expect(summary().getByText(NOTHING_CHOSEN)).toBeVisible();
  },
};

/** Continue with nothing chosen says what to do. */
export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await tierList();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(NOTHING_CHOSEN);
    await expect(canvas.getByRole('heading', { name: SELECT_STEP_TITLE })).toBeVisible();
  },
};

/** Choosing fills the SUMMARY with one line per tier and the total; a counter stops at what is left. */
export const Chosen: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await chooseTickets();
    const list = await tierList();
    const vip = tier(list, 'VIP');
    const more = vip.getByRole('button', { name: /Increase/ });
    for (let click = 0; click < 3; click += 1) await userEvent.click(more);
    await expect(vip.getByRole('textbox', { name: 'VIP tickets' })).toHaveValue('3');
    await expect(more).toBeDisabled();
    await userEvent.click(vip.getByRole('button', { name: /Decrease/ }));
    await userEvent.click(vip.getByRole('button', { name: /Decrease/ }));
    await userEvent.click(vip.getByRole('button', { name: /Decrease/ }));
    await expect(summaryLines()).toEqual({ 'Regular × 2': '₦49,000', 'Table For 8 × 1': '₦180,000', Total: '₦229,000' });
    await expect(summary().getByText(/3 tickets, admitting 10 people/)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`tickets=${TIER_REGULAR}`));
  },
};

/** Step 2 is prefilled from the profile; 'Go Back' returns to the tiers with the choice kept. */
export const ContactDetails: Story = {
  play: async ({ canvas }) => {
    await chooseTickets();
    await toContactStep();
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 2' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: /^Last Name/ })).toHaveValue('Obi');
    await expect(canvas.getByRole('textbox', { name: /^Email Address/ })).toHaveValue('ada.obi@unilag.edu.ng');
    await expect(canvas.getByRole('textbox', { name: /^Phone Number/ })).toHaveValue('+2348031234567');
    await expect(canvas.getByRole('combobox', { name: /^University/ })).toHaveValue('University of Lagos');
    await expect(canvas.getByRole('button', { name: 'Pay ₦229,000' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(await canvas.findByRole('heading', { name: SELECT_STEP_TITLE })).toHaveFocus();
    await expect(tier(await tierList(), 'Regular').getByRole('textbox')).toHaveValue('2');
  },
};

/** Missing and wrong contact details are named under their fields, and nothing is sent. */
export const InvalidContact: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(newTicketBuyer), ordering.handler);
    ordering.bodies.length = 0;
  },
  play: async ({ canvas }) => {
    await chooseTickets();
    await toContactStep();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone Number/ }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₦229,000' }));
    await expect(await canvas.findByText('Phone Number must be a valid phone number')).toBeVisible();
    await expect(canvas.getByText('University is a required field')).toBeVisible();
    await expect(canvas.getByText('Address in University is a required field')).toBeVisible();
    await expect(canvas.getByText('Closest Landmark is a required field')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Phone Number/ })).toHaveFocus();
    await expect(ordering.bodies).toHaveLength(0);
  },
};

/** A paid order is placed with the choice and the contact details, then the buyer leaves for the payment page. */
export const PaysOnline: Story = {
  beforeEach({ msw }) {
    ordering.bodies.length = 0;
    msw.use(ordering.handler);
  },
  play: async ({ args, canvas }) => {
    await chooseTickets();
    await toContactStep();
    await fillAddress();
    const pay = canvas.getByRole('button', { name: 'Pay ₦229,000' });
    await userEvent.dblClick(pay);
    await waitFor(() => expect(args.goToPayment).toHaveBeenCalledWith(placed.authorizationUrl));
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(ordering.bodies).toEqual([
      {
        eventId: ticketEvent.id,
        items: [
          { tierId: TIER_REGULAR, quantity: 2 },
          { tierId: TIER_TABLE, quantity: 1 },
        ],
        contact: {
          firstname: 'Ada',
          lastname: 'Obi',
          email: 'ada.obi@unilag.edu.ng',
          phone: '+2348031234567',
          universityId: 1,
          address: 'Moremi Hall, Block B, Room 12',
          landmark: 'Opposite the Faculty of Science gate',
        },
      },
    ]);
  },
};

const freeOrdering = ordersAnswer(() => ok(placedTicketOrder(freeTicketOrder), 201));

/** Free tickets skip the payment: straight to the order's page with its tickets. */
export const FreeTickets: Story = {
  parameters: { route: { path: '/ticket/purchase', url: `/ticket/purchase?event=${freeTicketEvent.slug}` } },
  beforeEach({ msw }) {
    freeOrdering.bodies.length = 0;
    msw.use(
      eventIs(() => ok(freeTicketEvent)),
      freeOrdering.handler,
    );
  },
  play: async ({ args, canvas }) => {
    const list = await tierList();
    await expect(tier(list, 'Free seat').getByText('Free')).toBeVisible();
    await userEvent.click(tier(list, 'Free seat').getByRole('button', { name: /Increase/ }));
    await expect(summaryLines()).toEqual({ 'Free seat × 1': 'Free', Total: '₦0' });
    await toContactStep();
    await fillAddress();
    await userEvent.click(canvas.getByRole('button', { name: 'Get free tickets' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/dashboard/tickets/${freeTicketOrder.id}`));
    await expect(await screen.findByText('Your tickets are ready!')).toBeVisible();
    await expect(args.goToPayment).not.toHaveBeenCalled();
    await expect(freeOrdering.bodies).toHaveLength(1);
  },
};

const soldOutOrdering = ordersAnswer(() => fail(409, 'Only 0 VIP tickets are left.'));

/** The last VIP tickets went to someone else meanwhile (409): the server's message, and the tiers as they are now. */
export const SoldOutMeanwhile: Story = {
  beforeEach({ msw }) {
    let reads = 0;
    soldOutOrdering.bodies.length = 0;
    msw.use(
      eventIs(() => {
        reads += 1;
        return ok(reads === 1 ? ticketEvent : vipSoldOutEvent);
      }),
      soldOutOrdering.handler,
    );
  },
  play: async ({ args, canvas }) => {
    const list = await tierList();
    await userEvent.click(tier(list, 'VIP').getByRole('button', { name: /Increase/ }));
    await userEvent.click(tier(list, 'Regular').getByRole('button', { name: /Increase/ }));
    await toContactStep();
    await fillAddress();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₦64,500' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only 0 VIP tickets are left.');
    const now = await tierList();
    await waitFor(() => expect(tier(now, 'VIP').getByText('Sold out')).toBeVisible());
    await expect(summaryLines()).toEqual({ 'Regular × 1': '₦24,500', Total: '₦24,500' });
    await expect(args.goToPayment).not.toHaveBeenCalled();
  },
};

/** The server's per-field messages land by their fields. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/ticket-orders', () =>
        fail(400, 'Phone Number must be a valid phone number', { 'contact.phone': 'Phone Number must be a valid phone number' }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await chooseTickets();
    await toContactStep();
    await fillAddress();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₦229,000' }));
    await expect(await canvas.findByText('Phone Number must be a valid phone number')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Phone Number/ })).toHaveFocus();
  },
};

/** A guest chooses, then logs in to continue; the address they come back to keeps the choice. */
export const GuestLogsIn: Story = {
  parameters: { signedIn: false },
  play: async ({ canvas }) => {
    await chooseTickets();
    await expect(canvas.getByText('You log in before the contact details: your choice is kept.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const next = `/ticket/purchase?event=${ticketEvent.slug}&tickets=${encodeURIComponent(`${TIER_REGULAR}:2,${TIER_TABLE}:1`)}&step=contact`;
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent(next)}`));
  },
};

/** Back from logging in: step 2 with the choice in the SUMMARY. */
export const BackFromLogin: Story = {
  parameters: {
    route: {
      path: '/ticket/purchase',
      url: `/ticket/purchase?event=${ticketEvent.slug}&tickets=${TIER_REGULAR}:2,${TIER_TABLE}:1&step=contact`,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: CONTACT_STEP_TITLE })).toBeVisible();
    await expect(summaryLines()).toEqual({ 'Regular × 2': '₦49,000', 'Table For 8 × 1': '₦180,000', Total: '₦229,000' });
    await expect(canvas.getByRole('button', { name: 'Pay ₦229,000' })).toBeVisible();
  },
};

/** Every tier sold out: said once, and nothing can be chosen. */
export const SoldOut: Story = {
  beforeEach({ msw }) {
    msw.use(eventIs(() => ok(soldOutTicketEvent)));
  },
  play: async ({ canvas }) => {
    const list = await tierList();
    await expect(canvas.getByText(/Every ticket has been sold/)).toBeVisible();
    await expect(list.getAllByText('Sold out')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};
