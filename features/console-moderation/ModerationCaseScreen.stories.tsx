import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AuditEntry, ModerationCase } from '../../contract';
import { toast } from '../../ui';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { ModerationCaseScreen } from './ModerationCaseScreen';
import {
  decided,
  SAMPLE_PRODUCT_ID,
  sampleEventCase,
  sampleMessageCase,
  samplePersonCase,
  sampleProductCase,
  sampleRemoveAudit,
} from './fixtures';
import { actionsAnswer, auditReads, caseIs, fail, ok, type ActionSeen } from './handlers.storyKit';
import { expectToast, onPhone, viewports } from './storyKit';

/** What the server holds now: a story's decision changes it, as the real one would. */
let current: ModerationCase = sampleProductCase;
let audit: AuditEntry[] = [];
const seen: ActionSeen[] = [];

const caseUrl = (kase: ModerationCase) => ({
  path: '/admin/moderation/:kind/:id',
  url: `/admin/moderation/${kase.target.kind}/${kase.target.id}`,
});

const reason = 'Counterfeit: the IMEI does not match.';

const meta = {
  title: 'Console/Moderation/ModerationCaseScreen',
  component: ModerationCaseScreen,
  decorators: [withConsole],
  parameters: { route: caseUrl(sampleProductCase), staffRole: 'admin', ...viewports },
  beforeEach({ msw }) {
    current = sampleProductCase;
    audit = [];
    seen.length = 0;
    toast.clear();
    msw.use(
      caseIs(() => current),
      auditReads(() => audit),
      actionsAnswer(seen, ({ action, body }) => {
        current = decided(current, action, (body as { reason: string }).reason);
        audit = [sampleRemoveAudit];
        return current;
      }),
    );
    return () => toast.clear();
  },
} satisfies Meta<typeof ModerationCaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Presses the case's `button`, types the reason into the dialog titled `title` and confirms with `confirm`. */
async function decide(canvas: Canvas, button: string, title: string, confirm = button) {
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  const dialog = within(await screen.findByRole('alertdialog', { name: title }));
  await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
  await userEvent.click(dialog.getByRole('button', { name: confirm }));
  return dialog;
}

const decision = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: 'Decision' }));

/**
 * A product hidden after reports: the reports newest first with each reporter's record (one
 * ignored, one too new to count), the seller's answer, the facts and the decisions it can take.
 */
export const ReportedListing: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'iPhone 13 Pro Max 256GB (UK used)' })).toBeVisible();
    await expect(canvas.getByText('4 open reports')).toBeVisible();
    await expect(canvas.getByText('3 serious reports')).toBeVisible();
    const reports = within(canvas.getByRole('list', { name: 'Reports, newest first' })).getAllByRole('listitem');
    await expect(reports).toHaveLength(4);
    const [newest, scam, ignored, oldest] = reports as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(within(newest).getByText('Fake or counterfeit')).toBeVisible();
    await expect(within(newest).getByText('No details given.')).toBeVisible();
    await expect(within(newest).getByText('Does not count: new or unverified account')).toBeVisible();
    await expect(within(scam).getByText('Scam or fraud')).toBeVisible();
    await expect(scam).toHaveTextContent('Reported by Chioma Eze (chioma.eze@unilag.edu.ng) · 2 reports, 0 dismissed');
    await expect(within(scam).getByRole('link', { name: 'Chioma Eze' })).toHaveAttribute('href', '/admin/people/u-chioma');
    await expect(within(ignored).getByText('Ignored: 3 or more reports dismissed')).toBeVisible();
    await expect(ignored).toHaveTextContent('5 reports, 3 dismissed');
    await expect(within(oldest).getByText('The IMEI on the box does not match the phone.')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Owner’s answers, newest first' })).getByText(/receipt from Slot, Ikeja/),
    ).toBeVisible();
    const facts = within(canvas.getByLabelText('What is reported'));
    await expect(facts.getByText(/Hidden since .*: Hidden pending review after reports from students/)).toBeVisible();
    await expect(facts.getByRole('link', { name: 'Tunde Bakare' })).toHaveAttribute('href', '/admin/people/u-tunde');
    await expect(facts.getByRole('link', { name: 'iPhone 13 Pro Max 256GB (UK used)' })).toHaveAttribute(
      'href',
      '/product/iphone-13-pro-max-256gb-uk-used',
    );
    const history = within(canvas.getByRole('region', { name: 'Owner’s history' }));
    await expect(history.getByText('Dismissed').nextElementSibling).toHaveTextContent('2');
    const actions = await decision(canvas);
    for (const name of ['Restore', 'Remove', 'Suspend Tunde Bakare', 'Dismiss the reports'])
      await expect(actions.getByRole('button', { name })).toBeEnabled();
    await expect(actions.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Audit trail of this listing' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Chat messages' })).not.toBeInTheDocument();
  },
};

export const ReportedListingOnPhone: Story = {
  parameters: { visual: true },
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'iPhone 13 Pro Max 256GB (UK used)' })).toBeVisible();
    await expect((await decision(canvas)).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

/** A reported chat message among its neighbours, the reported one and Kampus's flags marked. */
export const ReportedMessage: Story = {
  parameters: { visual: true, route: caseUrl(sampleMessageCase) },
  beforeEach() {
    current = sampleMessageCase;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /send the money to 0123456789/ })).toBeVisible();
    const chat = within(canvas.getByRole('list', { name: 'Chat between Chinedu Okafor and Emeka Nwosu' }));
    const messages = chat.getAllByRole('listitem');
    await expect(messages).toHaveLength(4);
    await expect(within(messages[1]!).getByText('Reported')).toBeVisible();
    await expect(within(messages[1]!).getByText('Flagged off-platform')).toBeVisible();
    await expect(messages[1]).toHaveTextContent('Chinedu Okafor (owner)');
    await expect(within(messages[2]!).getByText('Flagged off-platform')).toBeVisible();
    await expect(within(messages[2]!).queryByText('Reported')).not.toBeInTheDocument();
    await expect(within(messages[0]!).queryByText(/Flagged|Reported/)).not.toBeInTheDocument();
    await expect(canvas.getByText('Chinedu Okafor has not answered.')).toBeVisible();
    const actions = await decision(canvas);
    await expect(actions.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect(actions.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Audit trail of the sender’s account' })).toBeVisible();
  },
};

/** A person: Kampus's off-platform flags on their messages beside a student's report. */
export const FlaggedPerson: Story = {
  parameters: { route: caseUrl(samplePersonCase) },
  beforeEach() {
    current = samplePersonCase;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chinedu Okafor' })).toBeVisible();
    await expect(canvas.getByText('2 off-platform flags')).toBeVisible();
    await expect(within(canvas.getByLabelText('What is reported')).getByText('2 messages flagged by Kampus')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Reports, newest first' })).getByText('Harassment')).toBeVisible();
    await expect(canvas.getAllByText('Flagged off-platform')).toHaveLength(2);
    await expect(canvas.queryByText('Reported', { selector: 'span' })).not.toBeInTheDocument();
    await expect((await decision(canvas)).getByRole('button', { name: 'Hide' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Audit trail of this account' })).toBeVisible();
  },
};

/** Hiding: the reason asked, sent, the case and its audit read again. */
export const Hide: Story = {
  parameters: { route: caseUrl(sampleEventCase) },
  beforeEach() {
    current = sampleEventCase;
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Hide “Unilag Freshers’ Night 2026”' }));
    await expect(dialog.getByText(/It leaves search, explore and its page until restored/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await expect(await dialog.findByText('Reason is a required field')).toBeVisible();
    await expect(seen).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await expectToast('“Unilag Freshers’ Night 2026” is hidden');
    await expect(seen).toEqual([{ kind: 'event', id: sampleEventCase.target.id, action: 'hide', body: { reason } }]);
    await expect(await canvas.findByText('Decided')).toBeVisible();
    await expect(
      within(canvas.getByLabelText('What is reported')).getByText(new RegExp(`Hidden since .*: ${reason}`)),
    ).toBeVisible();
    await expect((await decision(canvas)).getByRole('button', { name: 'Restore' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Reports, newest first' })).getByText('Actioned')).toBeVisible();
  },
};

export const Restore: Story = {
  play: async ({ canvas }) => {
    await decide(canvas, 'Restore', 'Restore “iPhone 13 Pro Max 256GB (UK used)”');
    await expectToast('“iPhone 13 Pro Max 256GB (UK used)” is restored');
    await expect(seen).toEqual([{ kind: 'product', id: SAMPLE_PRODUCT_ID, action: 'restore', body: { reason } }]);
    await expect(await (await decision(canvas)).findByRole('button', { name: 'Hide' })).toBeVisible();
    await expect(canvas.queryByText('Hidden', { selector: 'span' })).not.toBeInTheDocument();
  },
};

/** Removing a listing: the case reads again, and so does its audit trail. */
export const Remove: Story = {
  play: async ({ canvas }) => {
    const trail = within(await canvas.findByRole('region', { name: 'Audit trail of this listing' }));
    await expect(await trail.findByText('No staff action recorded yet.')).toBeVisible();
    await decide(canvas, 'Remove', 'Remove “iPhone 13 Pro Max 256GB (UK used)”');
    await expectToast('“iPhone 13 Pro Max 256GB (UK used)” is removed');
    await expect(seen.map((request) => request.action)).toEqual(['remove']);
    await expect(await canvas.findByText('Removed', { selector: 'span' })).toBeVisible();
    await expect(await trail.findByText(`Reason: ${reason}`)).toBeVisible();
  },
};

export const RemoveMessage: Story = {
  parameters: { route: caseUrl(sampleMessageCase) },
  beforeEach() {
    current = sampleMessageCase;
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Remove “send the money/ }));
    await expect(dialog.getByText(/replaced for both people with ‘This message was removed by Kampus.’/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Removed', { selector: 'span' })).toBeVisible();
    await expect(seen.map((request) => `${request.kind}/${request.action}`)).toEqual(['message/remove']);
  },
};

export const Suspend: Story = {
  play: async ({ canvas }) => {
    await decide(canvas, 'Suspend Tunde Bakare', 'Suspend Tunde Bakare');
    await expectToast('Tunde Bakare is suspended');
    await expect(seen.map((request) => request.action)).toEqual(['suspend']);
    await expect(await canvas.findByText('Owner suspended')).toBeVisible();
    await expect((await decision(canvas)).queryByRole('button', { name: 'Suspend Tunde Bakare' })).not.toBeInTheDocument();
  },
};

export const Dismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss the reports' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Dismiss the reports on “iPhone 13 Pro Max 256GB (UK used)”' }),
    );
    await expect(dialog.getByText(/count against their reporters/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Dismiss the reports' }));
    await expectToast('The reports are dismissed');
    await expect(seen.map((request) => request.action)).toEqual(['dismiss']);
    const reports = within(canvas.getByRole('list', { name: 'Reports, newest first' }));
    await waitFor(() => expect(reports.getAllByText('Dismissed')).toHaveLength(4));
  },
};

/** Support may act on reports but not suspend: the button is not offered. */
export const AsSupport: Story = {
  parameters: { staffRole: 'support' },
  play: async ({ canvas }) => {
    const actions = await decision(canvas);
    await expect(actions.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect(actions.queryByRole('button', { name: 'Suspend Tunde Bakare' })).not.toBeInTheDocument();
  },
};

/** The server refuses the role (a role changed since the page was read): the dialog says so and stays. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(actionsAnswer(seen, () => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await decide(canvas, 'Remove', 'Remove “iPhone 13 Pro Max 256GB (UK used)”');
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Your staff role may not do this.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('4 open reports')).toBeVisible();
  },
};

/** Another member of staff decided first: the page says who, reads the case again and offers what is left. */
export const DecidedFirst: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      actionsAnswer(seen, () => {
        current = decided(sampleProductCase, 'remove', 'Counterfeit.');
        return fail(409, 'Already decided by sade@kampus.ng at 10:58: removed.');
      }),
    );
  },
  play: async ({ canvas }) => {
    await decide(canvas, 'Dismiss the reports', 'Dismiss the reports on “iPhone 13 Pro Max 256GB (UK used)”');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your decision was not made.');
    await expect(alert).toHaveTextContent('Already decided by sade@kampus.ng at 10:58: removed.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('Removed', { selector: 'span' })).toBeVisible();
    await expect((await decision(canvas)).queryByRole('button', { name: 'Dismiss the reports' })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(caseIs(() => fail(404, 'Not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Case not found' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to moderation' })[0]).toHaveAttribute('href', '/admin/moderation');
  },
};

/** An address whose kind is not one Kampus reports. */
export const UnknownKind: Story = {
  parameters: { route: { path: '/admin/moderation/:kind/:id', url: '/admin/moderation/order/42' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Case not found' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(caseIs('pending'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Back to moderation' })).toBeVisible();
    await expect(canvas.getByText('Loading the case')).toBeInTheDocument();
  },
};

const outage = failingGet(
  '/v1/admin/moderation/:kind/:id',
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(sampleProductCase),
);

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This case could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'iPhone 13 Pro Max 256GB (UK used)' })).toBeVisible();
  },
};
