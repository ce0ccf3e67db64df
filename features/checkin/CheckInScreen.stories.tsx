import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, outage, pending } from '../../stories/msw/respond';
import { CheckInScreen, EVENT_CANCELLED_TEXT, NOT_YOUR_EVENT_TEXT, READY_TEXT, scannerMessages } from './CheckInScreen';
import {
  admittedAnswer,
  alreadyUsedAnswer,
  cancelledSummary,
  noSalesSummary,
  notForThisEventAnswer,
  refundedAnswer,
  SAMPLE_EVENT_ID,
  SAMPLE_TICKET_CODE,
  sampleSummary,
} from './fixtures';
import { cameraFilming, fakeCamera } from '../../stories/camera';
import { checkInAnswers, cleanUp, summaryIs } from './storyKit';

const meta = {
  title: 'Features/Checkin/CheckInScreen',
  component: CheckInScreen,
  decorators: [withApp],
  parameters: {
    signedIn: true,
    route: { path: '/seller/dashboard/events/:id/check-in', url: `/seller/dashboard/events/${SAMPLE_EVENT_ID}/check-in` },
  },
  beforeEach({ msw }) {
    cleanUp();
    msw.use(summaryIs(sampleSummary));
    return cleanUp;
  },
} satisfies Meta<typeof CheckInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const seen: unknown[] = [];

function answering(reply: Parameters<typeof checkInAnswers>[1]) {
  seen.length = 0;
  return checkInAnswers(seen, reply);
}

const result = () => screen.getByRole('status', { name: 'Check-in result' });

/** Types `code` into 'Ticket code' and presses 'Check in'. */
async function typeCode(code: string) {
  const field = await screen.findByRole('textbox', { name: 'Ticket code' });
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
  return field;
}

export const Ready: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'UNILAG Freshers’ Night' })).toBeVisible();
    await expect(canvas.getByText('December 5, 2030, 6:00 PM – 11:30 PM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Your ticket listings' })).toHaveAttribute(
      'href',
      '/seller/dashboard/listings?type=tickets',
    );
    const total = canvas.getByRole('progressbar', { name: 'Checked in 37 of 120' });
    await expect(total).toHaveAttribute('aria-valuenow', '37');
    await expect(total).toHaveAttribute('aria-valuemax', '120');
    const tiers = within(canvas.getByRole('list', { name: 'By ticket type' }));
    await expect(tiers.getByRole('progressbar', { name: 'Regular' })).toHaveAttribute('aria-valuetext', '29 of 80');
    await expect(tiers.getByRole('progressbar', { name: 'VIP' })).toHaveAttribute('aria-valuetext', '8 of 24');
    await expect(tiers.getByRole('progressbar', { name: 'Table For 8' })).toHaveAttribute('aria-valuetext', '0 of 16');
    await expect(result()).toHaveTextContent(READY_TEXT);
    await expect(canvas.getByRole('button', { name: 'Scan ticket' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Ticket code' })).toBeVisible();
    await expect(canvas.queryByText(EVENT_CANCELLED_TEXT)).not.toBeInTheDocument();
  },
};

export const Admitted: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => admittedAnswer));
  },
  play: async ({ canvas }) => {
    // Spaces, dashes and lower case are how people copy codes: the server gets the code itself.
    const field = await typeCode('mfrg-gzdf mztw q2lk nnwg 23tp oa');
    await waitFor(() => expect(result()).toHaveTextContent('Admitted'));
    await expect(result()).toHaveTextContent('Chidi Okeke');
    await expect(result()).toHaveTextContent('Table For 8 · Seat 3 of 8');
    await expect(result()).toHaveTextContent('Code MFRG GZDF MZTW Q2LK NNWG 23TP OA');
    await expect(seen).toEqual([{ code: SAMPLE_TICKET_CODE }]);
    // The counts take the answer's at once, and the field is empty and focused for the next guest.
    await expect(canvas.getByRole('progressbar', { name: 'Checked in 38 of 120' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'By ticket type' })).getByRole('progressbar', { name: 'Table For 8' }),
    ).toHaveAttribute('aria-valuetext', '1 of 16');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

export const AdmittedOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(answering(() => admittedAnswer));
  },
  play: async () => {
    await typeCode(SAMPLE_TICKET_CODE);
    await waitFor(() => expect(result()).toHaveTextContent('Admitted'));
    // The picture is of the whole page, from its top.
    window.scrollTo(0, 0);
  },
};

export const AlreadyUsed: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => alreadyUsedAnswer));
  },
  play: async () => {
    await typeCode(SAMPLE_TICKET_CODE);
    await waitFor(() => expect(result()).toHaveTextContent('Already used'));
    await expect(result()).toHaveTextContent('Checked in at 7:42 PM');
    await expect(result()).toHaveTextContent('Chidi Okeke');
    await expect(result()).not.toHaveTextContent('Admitted');
  },
};

export const Refunded: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => refundedAnswer));
  },
  play: async () => {
    await typeCode(SAMPLE_TICKET_CODE);
    await waitFor(() => expect(result()).toHaveTextContent('Refunded'));
    await expect(result()).toHaveTextContent('This ticket was refunded: do not admit.');
    await expect(result()).toHaveTextContent('Amaka Eze');
  },
};

export const NotForThisEvent: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => notForThisEventAnswer));
  },
  play: async () => {
    await typeCode('ZZZZ ZZZZ');
    await waitFor(() => expect(result()).toHaveTextContent('Not for this event'));
    await expect(result()).toHaveTextContent('This code is not a ticket for this event.');
    await expect(seen).toEqual([{ code: 'ZZZZZZZZ' }]);
  },
};

export const InvalidCode: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => admittedAnswer));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check in' }));
    const field = canvas.getByRole('textbox', { name: 'Ticket code' });
    await expect(field).toHaveAccessibleDescription(/Ticket code is a required field/);
    await userEvent.type(field, 'AB10');
    await userEvent.click(canvas.getByRole('button', { name: 'Check in' }));
    await expect(field).toHaveAccessibleDescription(/Ticket code must be the letters and digits printed under the QR code/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(seen).toEqual([]);
    await expect(result()).toHaveTextContent(READY_TEXT);
  },
};

export const TooManyWrongCodes: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => fail(429, 'Too many codes that are not for this event. Try again in 1 minute.')));
  },
  play: async () => {
    await typeCode(SAMPLE_TICKET_CODE);
    await waitFor(() => expect(result()).toHaveTextContent('Not checked'));
    await expect(result()).toHaveTextContent('Too many codes that are not for this event. Try again in 1 minute.');
  },
};

export const CheckInRefusedAsNotYours: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => fail(404, 'Event not found')));
  },
  play: async () => {
    await typeCode(SAMPLE_TICKET_CODE);
    await waitFor(() => expect(result()).toHaveTextContent(NOT_YOUR_EVENT_TEXT));
  },
};

export const ScanAdmits: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => admittedAnswer));
    return fakeCamera(() => Promise.resolve(cameraFilming(SAMPLE_TICKET_CODE)));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan ticket' }));
    await waitFor(() => expect(result()).toHaveTextContent('Admitted'), { timeout: 8000 });
    await expect(seen).toEqual([{ code: SAMPLE_TICKET_CODE }]);
    // The scanner keeps going for the next guest; the same QR still in view is not sent again.
    await expect(canvas.getByText(scannerMessages.aim)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(seen).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop scanning' }));
    await expect(canvas.getByRole('button', { name: 'Scan ticket' })).toBeVisible();
  },
};

export const ScanNotATicket: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => admittedAnswer));
    return fakeCamera(() => Promise.resolve(cameraFilming('https://example.com/not-a-ticket')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan ticket' }));
    await expect(await canvas.findByText(scannerMessages.notACode, {}, { timeout: 8000 })).toBeVisible();
    await expect(seen).toEqual([]);
  },
};

export const CameraDenied: Story = {
  beforeEach({ msw }) {
    msw.use(answering(() => admittedAnswer));
    return fakeCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan ticket' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(scannerMessages.denied);
    // Typing still works.
    await typeCode(SAMPLE_TICKET_CODE);
    await waitFor(() => expect(result()).toHaveTextContent('Admitted'));
    await expect(canvas.getByRole('button', { name: 'Scan ticket' })).toBeVisible();
  },
};

export const NoCamera: Story = {
  beforeEach() {
    return fakeCamera(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan ticket' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(scannerMessages.noCamera);
    await expect(canvas.getByRole('textbox', { name: 'Ticket code' })).toBeEnabled();
  },
};

export const NoTicketsSold: Story = {
  beforeEach({ msw }) {
    msw.use(summaryIs(noSalesSummary));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No tickets sold yet' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Scan ticket' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(
      summaryIs(cancelledSummary),
      answering(() => refundedAnswer),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(EVENT_CANCELLED_TEXT)).toBeVisible();
    await typeCode(SAMPLE_TICKET_CODE);
    await waitFor(() => expect(result()).toHaveTextContent('Refunded'));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(summaryIs(pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the check-in')).toBeInTheDocument();
  },
};

const summaryOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    summaryOutage.begin();
    msw.use(
      summaryIs(() =>
        summaryOutage.isDown() ? fail(500, 'Something went wrong. Please try again.') : Response.json({ data: sampleSummary }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The check-in could not be loaded' })).toBeVisible();
    summaryOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'UNILAG Freshers’ Night' })).toBeVisible();
  },
};

export const NotYours: Story = {
  beforeEach({ msw }) {
    msw.use(summaryIs(() => fail(404, 'Event not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: NOT_YOUR_EVENT_TEXT })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Your ticket listings' })).toHaveAttribute(
      'href',
      '/seller/dashboard/listings?type=tickets',
    );
  },
};
