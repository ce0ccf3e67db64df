import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { REPORT_ALREADY_OPEN, REPORT_SENT, reportReasonLabels, reportReasons, type ReportBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending, postsInTurn } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { sampleReport, sampleReportTarget } from './fixtures';
import { LOG_IN_TO_REPORT_MESSAGE, ReportButton } from './ReportButton';
import { CHOOSE_REASON_MESSAGE } from './reportForm';

const meta = {
  title: 'Features/Safety/ReportDialog',
  component: ReportButton,
  decorators: [withApp],
  args: { target: sampleReportTarget, children: 'Report listing' },
  parameters: { signedIn: true, route: { path: '/product/:slug', url: '/product/iphone-12-pro' } },
  beforeEach() {
    return () => toast.clear();
  },
} satisfies Meta<typeof ReportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Report listing' }));
  return within(await screen.findByRole('dialog', { name: 'Report listing' }));
}

async function chooseAndSend(dialog: ReturnType<typeof within>, reason: string, details = '') {
  await userEvent.click(dialog.getByRole('radio', { name: reason }));
  if (details) await userEvent.type(dialog.getByRole('textbox', { name: /Details/ }), details);
  await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report listing' })).not.toBeInTheDocument());

// Choosing: every reason of the contract, in its order, under one labelled group; nothing chosen asks for one.
export const Choosing: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByText('iPhone 12 Pro 128GB (UK used)')).toBeVisible();
    const group = dialog.getByRole('radiogroup', { name: /Why are you reporting this\?/ });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    await expect(names).toEqual(reportReasons.map((reason) => reportReasonLabels[reason]));
    await expect(dialog.getByRole('textbox', { name: /Details/ })).toHaveAccessibleDescription(/Only the Kampus team reads this/);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(group).toHaveAccessibleDescription(new RegExp(CHOOSE_REASON_MESSAGE));
    await userEvent.click(dialog.getByRole('radio', { name: 'Fake or counterfeit' }));
    await expect(dialog.getByRole('radio', { name: 'Fake or counterfeit' })).toBeChecked();
    await expect(group).not.toHaveAccessibleDescription(new RegExp(CHOOSE_REASON_MESSAGE));
  },
};

// The keyboard alone: Enter opens, the focus is inside, arrows choose, Tab reaches the details and Send.
export const WithTheKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/reports', () => ok(sampleReport(sampleReportTarget, 'counterfeit', null), 201)));
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Report listing' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Report listing' }));
    // The focus moved into the dialog; past the close button, Tab reaches the reasons.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Report listing' })).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: 'Scam or fraud' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'Fake or counterfeit' })).toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: /Details/ })).toHaveFocus();
    await userEvent.keyboard('The box is a copy');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText(REPORT_SENT)).toBeVisible();
    await closed();
    // The focus goes back to what opened the dialog.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Report listing' })).toHaveFocus());
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/reports', pending));
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseAndSend(dialog, 'Scam or fraud');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

let sentReports: ReturnType<typeof postsInTurn<ReportBody>> | undefined;

// Sent: the reason and details go to the server with the target; a thank-you toast, the dialog closes.
export const Sent: Story = {
  beforeEach({ msw }) {
    sentReports = postsInTurn<ReportBody>('/v1/reports', () =>
      ok(sampleReport(sampleReportTarget, 'scam', 'Asked me to pay outside Kampus'), 201),
    );
    msw.use(sentReports.handler);
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseAndSend(dialog, 'Scam or fraud', 'Asked me to pay outside Kampus');
    await expect(await screen.findByText(REPORT_SENT)).toBeVisible();
    await closed();
    await expect(sentReports?.bodies).toEqual([
      { targetKind: 'product', targetId: '41', reason: 'scam', details: 'Asked me to pay outside Kampus' },
    ]);
  },
};

export const AlreadyReported: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(http.post('/v1/reports', () => fail(409, REPORT_ALREADY_OPEN)));
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseAndSend(dialog, 'Prohibited item');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(REPORT_ALREADY_OPEN);
    // Nothing else to do: Cancel is there to close it.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/reports', () => fail(503, 'Kampus is busy. Please try again in a minute.')));
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseAndSend(dialog, 'Harassment', 'Rude messages');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Kampus is busy. Please try again in a minute.');
    // What was chosen and written stays, to send again.
    await expect(dialog.getByRole('radio', { name: 'Harassment' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /Details/ })).toHaveValue('Rude messages');
  },
};

export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report listing' }));
    await expect(await screen.findByText(LOG_IN_TO_REPORT_MESSAGE)).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/login?next=%2Fproduct%2Fiphone-12-pro');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
