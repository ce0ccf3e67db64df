import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminDisputeCase } from '../../contract';
import { toast } from '../../ui';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { DisputeCaseScreen } from './DisputeCaseScreen';
import {
  SAMPLE_CASE_ID,
  SAMPLE_TICKET_CASE_ID,
  sampleCase,
  sampleCaseAudit,
  sampleDecidedCase,
  sampleDecision,
  sampleTicketCase,
} from './fixtures';
import { actionsAnswer, auditIs, caseIs, fail, ok, type PostSeen } from './handlers.storyKit';

/** What the server holds now: a story's decision changes it, as the real one would. */
let current: AdminDisputeCase = sampleCase;
const seen: PostSeen[] = [];

const viewports = {
  viewport: {
    options: {
      phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      wide: { name: 'Wide (1280)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
    },
  },
};
const onPhone = { viewport: { value: 'phone', isRotated: false } };

const caseUrl = (kind: string, id: string) => ({ path: '/admin/disputes/:kind/:id', url: `/admin/disputes/${kind}/${id}` });

const meta = {
  title: 'Console/Disputes/DisputeCaseScreen',
  component: DisputeCaseScreen,
  decorators: [withConsole],
  parameters: { route: caseUrl('order', SAMPLE_CASE_ID), staffRole: 'admin', ...viewports },
  beforeEach({ msw }) {
    current = sampleCase;
    seen.length = 0;
    toast.clear();
    msw.use(
      caseIs(() => current),
      auditIs(sampleCaseAudit),
      actionsAnswer(seen, () => current),
    );
    return () => toast.clear();
  },
} satisfies Meta<typeof DisputeCaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectToast(text: string) {
  await waitFor(async () => {
    const region = within(await screen.findByRole('region', { name: /notification/ }));
    await expect(region.getByText(text)).toBeVisible();
  });
}

const section = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('region', { name }));

/** A list's own items, not those of lists inside them (a chat message's images). */
function itemsOf(list: HTMLElement): HTMLElement[] {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

/** The case as it opens for an administrator: everything needed to decide it, the proposal filled in. */
export const OpenCase: Story = {
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'JBL Tune 510BT wireless headphones' })).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();

    const facts = section(canvasElement, 'Case facts');
    await expect(facts.getByText('₦15,000', { selector: 'dd *' })).toBeVisible();
    await expect(facts.getByText('Pickup on campus')).toBeVisible();
    await expect(facts.getByText('2 wrong codes typed')).toBeVisible();
    await expect(facts.getByText('chioma@unilag.edu.ng')).toBeVisible();

    const timeline = within(canvas.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    await expect(timeline).toHaveLength(6);
    await expect(timeline[0]).toHaveTextContent('Order placed');
    await expect(timeline[0]).toHaveTextContent('Fri, 20 Nov 2026, 10:12');
    await expect(timeline[0]).toHaveTextContent('By Chioma Eze (buyer)');
    await expect(timeline[4]).toHaveTextContent('Disputed by the buyer');
    await expect(timeline[4]).toHaveTextContent('The left earcup makes no sound.');

    const statements = section(canvasElement, 'Statements');
    await expect(statements.getByText(/The left earcup makes no sound at all/)).toBeVisible();
    await expect(statements.getByText(/She may have dropped them/)).toBeVisible();
    await expect(within(statements.getByRole('list', { name: 'Buyer’s photos' })).getAllByRole('button')).toHaveLength(2);

    const chat = itemsOf(canvas.getByRole('list', { name: 'Chat messages' }));
    await expect(chat).toHaveLength(4);
    await expect(chat[1]).toHaveTextContent('Tunde Bakare (seller)');
    await expect(chat[1]).toHaveTextContent('Yes, like new. Both sides work perfectly.');
    await expect(
      within(chat[2] as HTMLElement).getByRole('button', { name: 'Open Image 1 of 1 sent by Tunde Bakare' }),
    ).toBeVisible();

    const questions = within(canvas.getByRole('list', { name: 'Questions and answers' })).getAllByRole('listitem');
    await expect(questions[0]).toHaveTextContent('I tested them with my phone at home.');
    await expect(questions[1]).toHaveTextContent('Not answered yet.');
    await expect(canvas.getByRole('button', { name: 'Ask the buyer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask the seller' })).toBeVisible();

    const proposal = section(canvasElement, 'Proposal');
    await expect(proposal.getByText('Split by amount')).toBeVisible();
    await expect(proposal.getByText(/Proposed by support@kampus.ng/)).toBeVisible();

    // The decision form starts from the proposal; the seller's share is computed with its fee.
    await expect(canvas.getByRole('radio', { name: 'Split by amount' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Buyer’s share/ })).toHaveValue('₦10,000');
    const shares = within(canvas.getByLabelText('Who gets what'));
    await expect(shares.getByText('₦10,000')).toBeVisible();
    await expect(shares.getByText('₦4,850')).toBeVisible();
    await expect(shares.getByText('₦150')).toBeVisible();

    const ledger = section(canvasElement, 'Ledger entries');
    await expect(ledger.getByText('+₦15,000')).toBeVisible();

    const audit = section(canvasElement, 'Audit trail of this case');
    await expect(await audit.findByText(/Proposed a decision/)).toBeVisible();
  },
};

/** On a phone the columns stack: the statements first, the facts after the decision. */
export const OpenCaseOnPhone: Story = {
  globals: onPhone,
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleCase.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask the seller' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open Buyer’s photo 1 of 2' })).toBeVisible();
  },
};

export const ZoomAPhoto: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Buyer’s photo 1 of 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Buyer’s photo 1 of 2' }));
    await expect(dialog.getByRole('img', { name: 'Buyer’s photo 1 of 2' })).toBeVisible();
    await expect(dialog.getByText('100 %')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom in' }));
    await expect(dialog.getByText('200 %')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Buyer’s photo 1 of 2, zoomed to 200 %' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom in' }));
    await expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const newQuestion = 'Can you send a photo of the serial number inside the left earcup?';

export const AskTheSeller: Story = {
  beforeEach({ msw }) {
    msw.use(
      actionsAnswer(seen, () => {
        current = {
          ...sampleCase,
          questions: [
            ...sampleCase.questions,
            {
              id: 'q-3',
              to: 'seller',
              text: newQuestion,
              askedBy: { id: 'staff-admin-1', email: 'ada@kampus.ng' },
              askedAt: '2026-11-28T11:00:00.000Z',
              answer: null,
              answeredAt: null,
            },
          ],
        };
        return current;
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask the seller' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask the seller a question' }));
    await expect(dialog.getByText(/Tunde Bakare is notified/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send question' }));
    await expect(dialog.getByRole('textbox', { name: /Question/ })).toHaveAccessibleDescription(/Question is a required field/);
    await expect(dialog.getByRole('textbox', { name: /Question/ })).toHaveFocus();
    await userEvent.type(dialog.getByRole('textbox', { name: /Question/ }), newQuestion);
    await userEvent.click(dialog.getByRole('button', { name: 'Send question' }));
    await expectToast('Question sent to the seller');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(seen).toEqual([
      { action: 'questions', kind: 'order', id: SAMPLE_CASE_ID, body: { to: 'seller', text: newQuestion } },
    ]);
    const questions = within(canvas.getByRole('list', { name: 'Questions and answers' })).getAllByRole('listitem');
    await expect(questions).toHaveLength(3);
    await expect(questions[2]).toHaveTextContent(newQuestion);
    await expect(questions[2]).toHaveTextContent('asked by ada@kampus.ng');
  },
};

const reason = 'One earcup is dead; the seller keeps a third for the working half.';

/** A case nobody proposed for: the form starts empty. */
const unproposed = { ...sampleCase, proposal: null };

export const DecideASplit: Story = {
  beforeEach({ msw }) {
    current = unproposed;
    msw.use(
      actionsAnswer(seen, () => {
        current = sampleDecidedCase;
        return current;
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Split by amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Buyer’s share/ }), '10000');
    const shares = within(canvas.getByLabelText('Who gets what'));
    await expect(shares.getByText('₦4,850')).toBeVisible();
    await expect(shares.getByText('₦150')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), reason);
    await userEvent.click(canvas.getByRole('button', { name: 'Review decision' }));

    // Nothing is sent until the decision is confirmed.
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Confirm the decision' }));
    await expect(seen).toEqual([]);
    await expect(dialog.getByText('Split by amount')).toBeVisible();
    await expect(within(dialog.getByLabelText('Shares to confirm')).getByText('₦4,850')).toBeVisible();
    await expect(dialog.getByText(reason)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm decision' }));

    await expectToast('Dispute decided');
    await expect(seen).toEqual([
      { action: 'decision', kind: 'order', id: SAMPLE_CASE_ID, body: { outcome: 'split', buyerKobo: 1_000_000, reason } },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText(/Decided by finance@kampus.ng/)).toBeVisible();
    await expect(canvas.getByText('Decided')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Review decision' })).not.toBeInTheDocument();
    await expect(canvas.getByText('+₦4,850')).toBeVisible();
  },
};

export const DecisionNeedsAnAmountAndAReason: Story = {
  beforeEach() {
    current = unproposed;
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review decision' }));
    await expect(canvas.getByRole('radiogroup', { name: /Outcome/ })).toHaveAccessibleDescription(/Choose how to decide/);
    await expect(canvas.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/Reason is a required field/);

    await userEvent.click(canvas.getByRole('radio', { name: 'Split by amount' }));
    await expect(canvas.getByText('The seller’s share shows once the buyer’s share is typed.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Buyer’s share/ }), '15000');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), reason);
    await userEvent.click(canvas.getByRole('button', { name: 'Review decision' }));
    await expect(canvas.getByRole('textbox', { name: /Buyer’s share/ })).toHaveAccessibleDescription(
      /The buyer’s share must be less than the whole escrow; to give it all back, refund/,
    );
    await expect(canvas.getByRole('textbox', { name: /Buyer’s share/ })).toHaveFocus();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(seen).toEqual([]);
  },
};

const adaDecided: AdminDisputeCase = {
  ...sampleDecidedCase,
  decision: {
    ...sampleDecision,
    decidedBy: { id: 'staff-admin-2', email: 'ada@kampus.ng' },
    decidedAt: '2026-11-28T09:42:00.000Z',
  },
  timeline: sampleDecidedCase.timeline.map((event) =>
    event.kind === 'resolve' ? { ...event, actorName: 'ada@kampus.ng', at: '2026-11-28T09:42:00.000Z' } : event,
  ),
};

/** Screenshots start at the top of the page, wherever the play left it scrolled. */
function scrollToTop(canvasElement: HTMLElement) {
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
}

/** Another administrator decided while this one was confirming: who and when, and the case as decided. */
export const DecidedBySomeoneElseFirst: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      actionsAnswer(seen, () => {
        current = adaDecided;
        return fail(409, 'Already decided by ada@kampus.ng on Sat, 28 Nov 2026, 10:42.', {
          decidedBy: 'ada@kampus.ng',
          decidedAt: '2026-11-28T09:42:00.000Z',
        });
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review decision' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Confirm the decision' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm decision' }));
    const alert = await canvas.findByText('This case has already been decided.');
    await expect(alert).toBeVisible();
    await expect(canvas.getByText('Decided by ada@kampus.ng at Sat, 28 Nov 2026, 10:42.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The case is read again and shows the decision that was made.
    await expect(await canvas.findByText('Decided by ada@kampus.ng, Sat, 28 Nov 2026, 10:42')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Review decision' })).not.toBeInTheDocument();
    // The keyboard stays where the news is, not on the form that went away.
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    scrollToTop(canvasElement);
  },
};

export const DecisionFailsToSend: Story = {
  beforeEach({ msw }) {
    msw.use(actionsAnswer(seen, () => fail(503, 'The service is busy. Try again in a minute.')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review decision' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Confirm the decision' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm decision' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The service is busy. Try again in a minute.');
    await userEvent.click(dialog.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Review decision' })).toBeVisible();
  },
};

/** Support works a case up to a proposal; deciding is for administrators and finance. */
export const SupportProposes: Story = {
  parameters: { staffRole: 'support' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Propose a decision' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Review decision' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ask the buyer' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Refund the buyer' }));
    await expect(within(canvas.getByLabelText('Who gets what')).getAllByText('₦15,000')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Propose decision' }));
    await expectToast('Proposal saved');
    await expect(seen).toEqual([
      { action: 'proposal', kind: 'order', id: SAMPLE_CASE_ID, body: { outcome: 'refund', reason: sampleCase.proposal?.reason } },
    ]);
  },
};

/** Finance decides but does not message the parties. */
export const FinanceDecides: Story = {
  parameters: { staffRole: 'finance' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Decide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Review decision' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ask the buyer' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  },
};

/** After the decision: who got what, the reason, who decided, and the ledger's entries. */
export const Decided: Story = {
  parameters: { visual: true },
  beforeEach() {
    current = sampleDecidedCase;
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: sampleCase.title });
    const decision = section(canvasElement, 'Decision');
    await expect(decision.getByText('Split by amount')).toBeVisible();
    await expect(decision.getByText('Decided by finance@kampus.ng, Tue, 24 Nov 2026, 12:42')).toBeVisible();
    await expect(canvas.getByText('Decided')).toBeVisible();
    await expect(section(canvasElement, 'Case facts').getByText('₦0')).toBeVisible();
    const ledger = section(canvasElement, 'Ledger entries');
    await expect(ledger.getByText('Buyer (Chioma Eze)')).toBeVisible();
    await expect(ledger.getByText('+₦10,000')).toBeVisible();
    await expect(ledger.getByText('+₦4,850')).toBeVisible();
    await expect(ledger.getByText('+₦150')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ask the buyer' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Review decision' })).not.toBeInTheDocument();
  },
};

export const TicketOrder: Story = {
  parameters: { route: caseUrl('ticket-order', SAMPLE_TICKET_CASE_ID) },
  beforeEach() {
    current = sampleTicketCase;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleTicketCase.title })).toBeVisible();
    await expect(canvas.getByText('Ticket order')).toBeVisible();
    const facts = section(canvasElement, 'Case facts');
    await expect(facts.getByText('Event ticket (no delivery)')).toBeVisible();
    await expect(facts.getByText('No escrow code (tickets)')).toBeVisible();
    await expect(facts.getByText('Organiser')).toBeVisible();
    await expect(canvas.getByText('An organiser does not answer a ticket dispute.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Buyer’s photos' })).not.toBeInTheDocument();
    await expect(canvas.getByText('They did not chat about this listing.')).toBeVisible();
    await expect(canvas.getByText('No questions asked yet.')).toBeVisible();
    await expect(canvas.getByText('No one has proposed a decision yet.')).toBeVisible();
    await expect(canvas.getByText('No ledger entries for this purchase yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(caseIs('pending'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the dispute')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to disputes' })).toHaveAttribute('href', '/admin/disputes');
  },
};

export const NotFound: Story = {
  parameters: { route: caseUrl('order', '00000000-0000-4000-8000-000000000000') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dispute not found' })).toBeVisible();
  },
};

export const UnknownKind: Story = {
  parameters: { route: caseUrl('parcel', SAMPLE_CASE_ID) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dispute not found' })).toBeVisible();
  },
};

const outage = failingGet(
  `/v1/admin/disputes/order/${SAMPLE_CASE_ID}`,
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(sampleCase),
);

export const Failed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This dispute could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleCase.title })).toBeVisible();
  },
};

export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/disputes/:kind/:id', () => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(canvas.getByText('Your staff role may not do this.')).toBeVisible();
  },
};
