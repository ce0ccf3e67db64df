import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminPayoutList } from '../../contract';
import { toast } from '../../ui';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { PayoutsScreen } from './PayoutsScreen';
import { emptyList, sampleFailedList, sampleFailedPayout, sampleUncoveredPayout } from './fixtures';
import { decisionsAnswer, fail, ok, payoutsAre, type DecisionSeen } from './handlers.storyKit';

/** What the server holds now: a story's decision changes it, as the real one would. */
let failed: AdminPayoutList = sampleFailedList;
const seen: DecisionSeen[] = [];

const meta = {
  title: 'Console/Payouts/PayoutsScreen',
  component: PayoutsScreen,
  decorators: [withConsole],
  parameters: { route: { path: '/admin/payouts' }, staffRole: 'finance' },
  beforeEach({ msw }) {
    failed = sampleFailedList;
    seen.length = 0;
    toast.clear();
    msw.use(
      payoutsAre(() => ({ failed })),
      decisionsAnswer(seen, (id, decision) => {
        const resolution = decision === 'retry' ? ('retried' as const) : ('returned' as const);
        const decided = {
          ...sampleFailedPayout,
          id,
          resolution,
          resolvedAt: '2026-11-28T10:42:00.000Z',
          resolvedBy: 'finance@kampus.ng',
        };
        failed = {
          ...failed,
          awaitingDecision: failed.awaitingDecision - 1,
          payouts: failed.payouts.map((p) => (p.id === id ? { ...p, ...decided, amountKobo: p.amountKobo } : p)),
        };
        return decided;
      }),
    );
    return () => toast.clear();
  },
} satisfies Meta<typeof PayoutsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectToast(text: string) {
  await waitFor(async () => {
    const region = within(await screen.findByRole('region', { name: /notification/ }));
    await expect(region.getByText(text)).toBeVisible();
  });
}

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Failed payouts' })).getAllByRole('listitem');

/** Failed withdrawals as finance opens the screen: the provider's reason, the owner's balance, the two actions. */
export const Failed: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(await canvas.findByText('2 awaiting a decision')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Failed (3)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Sent (148)' })).toBeVisible();
    const [first, uncovered, retried] = await rows(canvas);
    const one = within(first as HTMLElement);
    await expect(one.getByRole('heading', { name: '₦40,000 to Ada Obi' })).toBeVisible();
    await expect(one.getByText('Account number is invalid')).toBeVisible();
    await expect(one.getByText('GTBank ••••6781, ADA OBI')).toBeVisible();
    await expect(one.getByRole('link', { name: 'ada.obi@unilag.edu.ng' })).toHaveAttribute(
      'href',
      `/admin/people/${sampleFailedPayout.owner.id}`,
    );
    await expect(one.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(one.getByRole('button', { name: 'Return to wallet' })).toBeEnabled();
    const two = within(uncovered as HTMLElement);
    await expect(two.getByRole('button', { name: 'Retry' })).toBeDisabled();
    await expect(two.getByText(/cannot be sent again/)).toBeVisible();
    const three = within(retried as HTMLElement);
    await expect(three.getByText(/Sent again by finance@kampus.ng/)).toBeVisible();
    await expect(three.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const RetryAPayout: Story = {
  play: async ({ canvas }) => {
    const [first] = await rows(canvas);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Retry' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this payout again' }));
    await expect(dialog.getByText(/₦40,000 is taken again from Ada Obi’s available balance/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send again' }));
    await expect(await dialog.findByText('Reason is a required field')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Owner corrected the account number');
    await userEvent.click(dialog.getByRole('button', { name: 'Send again' }));
    await expectToast('₦40,000 sent again to Ada Obi');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(seen).toEqual([
      { id: sampleFailedPayout.id, decision: 'retry', body: { reason: 'Owner corrected the account number' } },
    ]);
    await expect(await canvas.findByText('1 awaiting a decision')).toBeVisible();
  },
};

export const ReturnToWallet: Story = {
  play: async ({ canvas }) => {
    const [, uncovered] = await rows(canvas);
    await userEvent.click(within(uncovered as HTMLElement).getByRole('button', { name: 'Return to wallet' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave the money in the wallet' }));
    await expect(dialog.getByText(/stays in Tunde Bakare’s available balance/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Account closed at the bank');
    await userEvent.click(dialog.getByRole('button', { name: 'Return to wallet' }));
    await expectToast('₦15,000 left in Tunde Bakare’s wallet');
    await expect(seen[0]).toMatchObject({ id: sampleUncoveredPayout.id, decision: 'return' });
  },
};

/** Someone else decided first: the page says who, and the list is read again. */
export const DecidedFirst: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      decisionsAnswer(seen, () => {
        failed = {
          ...failed,
          awaitingDecision: 1,
          payouts: failed.payouts.map((p) =>
            p.id === sampleFailedPayout.id
              ? { ...p, resolution: 'returned', resolvedAt: '2026-11-28T10:42:00.000Z', resolvedBy: 'ada@kampus.ng' }
              : p,
          ),
        };
        return fail(409, 'Already returned to the wallet by ada@kampus.ng at 10:42.');
      }),
    );
  },
  play: async ({ canvas }) => {
    const [first] = await rows(canvas);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Retry' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this payout again' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Bank fixed');
    await userEvent.click(dialog.getByRole('button', { name: 'Send again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Already returned to the wallet by ada@kampus.ng at 10:42.');
    await expect(await canvas.findByText(/Left in the wallet by ada@kampus.ng/)).toBeVisible();
    await expect(canvas.getByText('1 awaiting a decision')).toBeVisible();
  },
};

/** Support may not see payouts: the server refuses, and so does the screen. */
export const Refused: Story = {
  parameters: { staffRole: 'support' },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/payouts', () => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(payoutsAre('pending'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(canvas.getByText('Loading the payouts')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(payoutsAre(() => ({ failed: emptyList })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No failed payouts' })).toBeVisible();
    await expect(canvas.queryByText(/awaiting a decision/)).not.toBeInTheDocument();
  },
};

/** Another status's tab: the pending withdrawals, with no actions. */
export const PendingTab: Story = {
  beforeEach({ msw }) {
    msw.use(
      payoutsAre(() => ({
        failed,
        pending: { ...failed, payouts: [{ ...sampleFailedPayout, id: 'p-1', status: 'pending', failureReason: null }] },
      })),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Pending (2)' }));
    const list = within(await canvas.findByRole('list', { name: 'Pending payouts' }));
    await expect(list.getByText('Pending')).toBeVisible();
    await expect(list.queryByRole('button')).not.toBeInTheDocument();
  },
};

const outage = failingGet(
  '/v1/admin/payouts',
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(sampleFailedList),
);

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The payouts could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('2 awaiting a decision')).toBeVisible();
  },
};

/** On a phone: the rows stack, the actions stay reachable. */
export const FailedOnAPhone: Story = {
  parameters: { visual: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const [first] = await rows(canvas);
    await expect(within(first as HTMLElement).getByRole('button', { name: 'Return to wallet' })).toBeVisible();
  },
};
