import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TicketOrderDetail } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pending } from '../../stories/msw/respond';
import { toast } from '../../ui';
import {
  cancelledTicketOrder,
  disputableTicketOrder,
  disputedTicketOrder,
  expiredTicketOrder,
  freeTicketOrder,
  movedTicketOrder,
  paidTicketOrder,
  pendingTicketOrder,
  questionedTicketOrder,
  refundedTicketOrder,
  resolvedTicketOrder,
  smallTicketOrder,
} from './fixtures';
import { REFUND_BUTTON, REFUND_CONFIRM, REFUND_DIALOG_TITLE } from './DateChangeRefund';
import { codeGroups, dateTime } from './ticketView';
import { REPORT_TITLE, TicketOrderScreen } from './TicketOrderScreen';

type Answer = () => Response | Promise<Response>;

const orderAnswer = (answer: Answer): HttpHandler => http.get('/v1/ticket-orders/:id', answer);
const orderIs = (order: TicketOrderDetail | (() => TicketOrderDetail)): HttpHandler =>
  orderAnswer(() => ok(typeof order === 'function' ? order() : order));

const meta = {
  title: 'Features/Tickets/TicketOrderScreen',
  component: TicketOrderScreen,
  decorators: [withApp],
  args: { goToPayment: fn() },
  parameters: {
    signedIn: true,
    route: { path: '/dashboard/tickets/:id', url: `/dashboard/tickets/${paidTicketOrder.id}` },
  },
  beforeEach({ msw }) {
    msw.use(orderIs(paidTicketOrder));
    return () => toast.clear();
  },
} satisfies Meta<typeof TicketOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ticketList = async () => within(await screen.findByRole('list', { name: 'Tickets' }));

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(orderAnswer(pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the ticket order')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to my tickets' })).toHaveAttribute(
      'href',
      '/dashboard/orders?type=tickets',
    );
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(orderAnswer(() => fail(404, 'Ticket order not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ticket order not found' })).toBeVisible();
  },
};

const orderOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    orderOutage.begin();
    msw.use(
      orderAnswer(() => {
        return orderOutage.isDown() ? fail(403, 'You cannot see this ticket order') : ok(paidTicketOrder);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This ticket order could not be loaded')).toBeVisible();
    orderOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: paidTicketOrder.event.title })).toBeVisible();
  },
};

/** Paid: ten tickets (2 Regular and a Table For 8's eight seats), each with its QR and code; the first one used. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    const list = await ticketList();
    await expect(canvas.getByText('Tickets issued')).toBeVisible();
    const tickets = list.getAllByRole('listitem');
    await expect(tickets).toHaveLength(10);
    const first = within(tickets[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: 'Regular' })).toBeVisible();
    await expect(first.getByText(/^Checked in December 5, 2030/)).toBeVisible();
    const code = paidTicketOrder.tickets[0]?.code ?? '';
    await expect(first.getByText(codeGroups(code))).toBeVisible();
    await expect(await first.findByRole('img', { name: 'QR code of ticket 1, Regular' })).toBeVisible();
    const seat = within(tickets[4] as HTMLElement);
    await expect(seat.getByRole('heading', { name: 'Table For 8' })).toBeVisible();
    await expect(seat.getByText('Seat 3 of 8')).toBeVisible();
    await expect(await seat.findByRole('img', { name: 'QR code of ticket 5, Table For 8, seat 3 of 8' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your tickets (10)' })).toBeVisible();
    await expect(canvas.getByText('₦229,000')).toBeVisible();
    await expect(canvas.getByText('10 people')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: REPORT_TITLE })).not.toBeInTheDocument();
  },
};

/** A small order, for the screenshot: two tickets. */
export const TwoTickets: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(orderIs(smallTicketOrder));
  },
  play: async () => {
    const list = await ticketList();
    await expect(await list.findByRole('img', { name: 'QR code of ticket 1, Regular' })).toBeVisible();
    await expect(await list.findByRole('img', { name: 'QR code of ticket 2, VIP' })).toBeVisible();
  },
};

/** 'Resend tickets' e-mails them again and says where. */
export const Resend: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/ticket-orders/:id/resend', () => ok({ sentTo: 'ada.obi@unilag.edu.ng' })));
  },
  play: async ({ canvas }) => {
    await ticketList();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend tickets' }));
    await expect(await screen.findByText('Tickets sent to ada.obi@unilag.edu.ng')).toBeVisible();
  },
};

/** Sent too often: the server's message by the button. */
export const ResendTooOften: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/ticket-orders/:id/resend', () => fail(429, 'Tickets were sent a moment ago. Try again in 10 minutes.')),
    );
  },
  play: async ({ canvas }) => {
    await ticketList();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend tickets' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tickets were sent a moment ago. Try again in 10 minutes.');
  },
};

/** Copy puts the code on the clipboard. */
export const CopyCode: Story = {
  play: async ({ canvas }) => {
    const list = await ticketList();
    const copy = list.getByRole('button', { name: 'Copy the code of ticket 2, Regular' });
    await userEvent.click(copy);
    await expect(await screen.findByText(/Ticket code copied|The code could not be copied here/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

/** Unpaid: the time left to pay, and 'Pay now' on the payment page. */
export const AwaitingPayment: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(() => pendingTicketOrder()));
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Awaiting payment')).toBeVisible();
    await expect(canvas.getByText(/^2[34] minutes left to pay$/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Tickets' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now ₦64,500' }));
    await expect(args.goToPayment).toHaveBeenCalledWith('https://checkout.paystack.com/sandbox-9H5J3W2X');
  },
};

export const Expired: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(expiredTicketOrder));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment expired')).toBeVisible();
    await expect(canvas.getByText(/not paid in time/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose again' })).toHaveAttribute(
      'href',
      `/ticket/purchase?event=${expiredTicketOrder.event.slug}`,
    );
    await expect(canvas.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
  },
};

export const Free: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(freeTicketOrder));
  },
  play: async ({ canvas }) => {
    const list = await ticketList();
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getAllByText('Free').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('Reference')).not.toBeInTheDocument();
  },
};

/** After the event started: 'Report a problem' asks why, and shows the report once sent. */
export const ReportAProblem: Story = {
  parameters: { route: { path: '/dashboard/tickets/:id', url: `/dashboard/tickets/${disputableTicketOrder.id}` } },
  beforeEach({ msw }) {
    let current: TicketOrderDetail = disputableTicketOrder;
    msw.use(
      orderIs(() => current),
      http.post('/v1/ticket-orders/:id/dispute', async ({ request }) => {
        const body = (await request.json()) as { reason: string };
        current = {
          ...disputedTicketOrder,
          dispute: { reason: body.reason, openedAt: '2030-12-05T20:15:00Z', decision: null, questions: [] },
        };
        return ok(current);
      }),
    );
  },
  play: async ({ canvas }) => {
    await ticketList();
    await userEvent.click(canvas.getByRole('button', { name: REPORT_TITLE }));
    const dialog = within(await screen.findByRole('dialog', { name: REPORT_TITLE }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByText('Reason is a required field')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Nobody opened the gates.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await screen.findByText('Report sent. Your payment stays held until Kampus decides.')).toBeVisible();
    await expect(canvas.getByText('Nobody opened the gates.')).toBeVisible();
    await expect(canvas.getByText('Waiting for Kampus to decide')).toBeVisible();
    await expect(canvas.getByText('Disputed')).toBeVisible();
  },
};

/** The report refused by the server (too late): its message in the dialog. */
export const ReportRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      orderIs(disputableTicketOrder),
      http.post('/v1/ticket-orders/:id/dispute', () => fail(409, 'The organiser has already been paid.')),
    );
  },
  play: async ({ canvas }) => {
    await ticketList();
    await userEvent.click(canvas.getByRole('button', { name: REPORT_TITLE }));
    const dialog = within(await screen.findByRole('dialog', { name: REPORT_TITLE }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Nobody opened the gates.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The organiser has already been paid.');
  },
};

/** Kampus asked the buyer about their report: the question, answered once here, then shown with the answer. */
export const AnswerKampusQuestion: Story = {
  parameters: {
    visual: true,
    route: { path: '/dashboard/tickets/:id', url: `/dashboard/tickets/${questionedTicketOrder.id}` },
  },
  beforeEach({ msw }) {
    let current: TicketOrderDetail = questionedTicketOrder;
    msw.use(
      orderIs(() => current),
      http.post('/v1/ticket-orders/:id/dispute-questions/:questionId/answer', async ({ request }) => {
        const { answer } = (await request.json()) as { answer: string };
        const dispute = questionedTicketOrder.dispute;
        current = {
          ...questionedTicketOrder,
          dispute: dispute && {
            ...dispute,
            questions: dispute.questions.map((question) => ({ ...question, answer, answeredAt: '2030-12-06T10:00:00Z' })),
          },
        };
        return ok(current);
      }),
    );
  },
  play: async ({ canvas }) => {
    const questions = within(await canvas.findByRole('region', { name: 'Questions from Kampus' }));
    await expect(questions.getByText(/What time did you reach the venue/)).toBeVisible();
    await userEvent.click(questions.getByRole('button', { name: 'Answer Kampus' }));
    await expect(await questions.findByText('Answer is a required field')).toBeVisible();
    await userEvent.type(questions.getByRole('textbox', { name: /^Your answer to Kampus/ }), 'At 7 pm; the gate was locked.');
    await userEvent.click(questions.getByRole('button', { name: 'Answer Kampus' }));
    await expect(await screen.findByText('Your answer was sent to Kampus')).toBeVisible();
    await waitFor(() => expect(questions.queryByRole('textbox')).not.toBeInTheDocument());
    await expect(questions.getByText('At 7 pm; the gate was locked.', { selector: 'dd' })).toBeVisible();
  },
};

/** The answer refused (answered already, or the report decided meanwhile): the server's message above the button. */
export const AnswerRefused: Story = {
  parameters: { route: { path: '/dashboard/tickets/:id', url: `/dashboard/tickets/${questionedTicketOrder.id}` } },
  beforeEach({ msw }) {
    msw.use(
      orderIs(questionedTicketOrder),
      http.post('/v1/ticket-orders/:id/dispute-questions/:questionId/answer', () =>
        fail(409, 'This dispute has been decided, so its questions are closed.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    const questions = within(await canvas.findByRole('region', { name: 'Questions from Kampus' }));
    await userEvent.type(questions.getByRole('textbox', { name: /^Your answer to Kampus/ }), 'At 7 pm.');
    await userEvent.click(questions.getByRole('button', { name: 'Answer Kampus' }));
    await expect(await questions.findByRole('alert')).toHaveTextContent(
      'This dispute has been decided, so its questions are closed.',
    );
  },
};

export const Resolved: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(resolvedTicketOrder));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dispute resolved')).toBeVisible();
    await expect(canvas.getByText(/^Refunded to you \(The organiser confirmed the event did not hold.\)/)).toBeVisible();
    const list = await ticketList();
    await expect(list.getAllByText('Refunded')).toHaveLength(2);
    await expect(list.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const EventCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(orderIs(cancelledTicketOrder));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Event cancelled')).toBeVisible();
    await expect(canvas.getByText(/The organiser cancelled this event/)).toBeVisible();
    const list = await ticketList();
    await expect(list.getAllByText('This ticket was refunded and no longer admits anyone.')).toHaveLength(2);
  },
};

/**
 * The organiser moved the start by more than an hour: from when to when, and 'Ask for a refund'
 * with a confirmation; 'Keep my tickets' changes nothing, confirming refunds the order.
 */
export const DateChangedRefund: Story = {
  parameters: { route: { path: '/dashboard/tickets/:id', url: `/dashboard/tickets/${movedTicketOrder.id}` } },
  beforeEach({ msw }) {
    let current: TicketOrderDetail = movedTicketOrder;
    msw.use(
      orderIs(() => current),
      http.post('/v1/ticket-orders/:id/refund', () => {
        current = refundedTicketOrder;
        return ok(current);
      }),
    );
  },
  play: async ({ canvas }) => {
    await ticketList();
    const changed = within(canvas.getByRole('region', { name: 'Date changed' }));
    await expect(
      changed.getByText(
        `The organiser moved this event. It was to start ${dateTime('2030-12-04T17:00:00Z')}; it now starts ${dateTime(movedTicketOrder.event.startsAt)}.`,
      ),
    ).toBeVisible();

    await userEvent.click(changed.getByRole('button', { name: REFUND_BUTTON }));
    let dialog = within(await screen.findByRole('alertdialog', { name: REFUND_DIALOG_TITLE }));
    await expect(
      dialog.getByText(
        'Your 2 tickets stop admitting anyone and ₦64,500 goes back to your Kampus wallet at once. This cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep my tickets' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Tickets issued')).toBeVisible();

    await userEvent.click(changed.getByRole('button', { name: REFUND_BUTTON }));
    dialog = within(await screen.findByRole('alertdialog', { name: REFUND_DIALOG_TITLE }));
    await userEvent.click(dialog.getByRole('button', { name: REFUND_CONFIRM }));
    // The toast is looked for first: it shows for 5 s from the refund's answer, and on a loaded
    // machine the dialog's closing can take longer than that.
    await expect(
      await screen.findByText('Refunded: ₦64,500 is back in your Kampus wallet.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getAllByText('Refunded')[0]).toBeVisible();
    await expect(canvas.getByText(/You gave these tickets back after the event moved/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: REFUND_BUTTON })).not.toBeInTheDocument();
  },
};

/** Refused by the server (the event has started meanwhile): its message in the dialog, the tickets kept. */
export const DateChangedRefundRefused: Story = {
  parameters: { route: { path: '/dashboard/tickets/:id', url: `/dashboard/tickets/${movedTicketOrder.id}` } },
  beforeEach({ msw }) {
    msw.use(
      orderIs(movedTicketOrder),
      http.post('/v1/ticket-orders/:id/refund', () =>
        fail(409, 'The event has started: a refund for the date change could be asked for only until then.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await ticketList();
    await userEvent.click(canvas.getByRole('button', { name: REFUND_BUTTON }));
    const dialog = within(await screen.findByRole('alertdialog', { name: REFUND_DIALOG_TITLE }));
    await userEvent.click(dialog.getByRole('button', { name: REFUND_CONFIRM }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The event has started: a refund for the date change could be asked for only until then.',
    );
  },
};
