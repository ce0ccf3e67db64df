import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { LedgerCheckRunView, ProviderClearing } from '../../contract';
import { toast } from '../../ui';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { LedgerScreen } from './LedgerScreen';
import {
  sampleClearing,
  sampleClearingDifferent,
  sampleClearingUnreachable,
  sampleEarlierRun,
  sampleFailedRun,
  sampleFees,
  sampleOkRun,
} from './fixtures';
import { fail, ledgerIs, ok, runCheckAnswers } from './handlers.storyKit';

/** What the server holds now: running the check adds a run. */
let runs: LedgerCheckRunView[] = [];
let clearing: ProviderClearing = sampleClearing;

const meta = {
  title: 'Console/Ledger/LedgerScreen',
  component: LedgerScreen,
  decorators: [withConsole],
  parameters: { route: { path: '/admin/ledger' }, staffRole: 'finance' },
  beforeEach({ msw }) {
    runs = [sampleOkRun, sampleEarlierRun];
    clearing = sampleClearing;
    toast.clear();
    msw.use(...ledgerIs({ checks: () => runs, clearing: () => clearing, fees: () => sampleFees }));
    return () => toast.clear();
  },
} satisfies Meta<typeof LedgerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('region', { name }));

async function expectToast(text: string) {
  await waitFor(async () => {
    const region = within(await screen.findByRole('region', { name: /notification/ }));
    await expect(region.getByText(text)).toBeVisible();
  });
}

/** Everything adds up: the last check, the provider's balance as expected, fees by month. */
export const AllAgree: Story = {
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
    await expect(await canvas.findByText(/by finance@kampus.ng: 412 accounts, 1873 transactions/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Earlier checks' })).getByText(/by the command line/)).toBeVisible();
    const facts = within(await canvas.findByLabelText('Provider clearing figures'));
    await expect(facts.getByText('₦1,842,500.00')).toBeVisible();
    await expect(facts.getAllByText('₦1,802,500.00')).toHaveLength(2);
    await expect(await canvas.findByText('The provider’s balance is what the ledger expects.')).toBeVisible();
    const fees = section(canvasElement, 'Platform fees by month');
    await expect(await fees.findByText('November 2026')).toBeVisible();
    await expect(fees.getByText('₦12,450 from 83 releases')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run the ledger check' })).toBeVisible();
  },
};

export const RunTheCheck: Story = {
  beforeEach({ msw }) {
    msw.use(
      runCheckAnswers(() => {
        runs = [sampleFailedRun, ...runs];
        return sampleFailedRun;
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Run the ledger check' }));
    await expectToast('The ledger check found 1 difference');
    const found = within(await canvas.findByRole('list', { name: 'Differences found' }));
    await expect(
      found.getByText(/user:2f6c8a1e-9b3d-4e5f-8a7b-6c5d4e3f2a1b:available: cached ₦15,000.00, entries ₦14,500.00 \(\+₦500\)/),
    ).toBeVisible();
  },
};

/** The provider holds less than the ledger expects. */
export const ClearingDiffers: Story = {
  parameters: { visual: true },
  beforeEach() {
    clearing = sampleClearingDifferent;
    runs = [sampleFailedRun, sampleOkRun];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The provider holds ₦500.00 less than the ledger expects/)).toBeVisible();
    await expect(canvas.getByText('1 difference')).toBeVisible();
  },
};

export const ProviderUnreachable: Story = {
  beforeEach() {
    clearing = sampleClearingUnreachable;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The payment provider could not be reached. Try again in a moment.')).toBeVisible();
    await expect(canvas.getAllByText('Not known')).toHaveLength(2);
  },
};

export const NeverRun: Story = {
  beforeEach({ msw }) {
    msw.use(...ledgerIs({ checks: () => [], clearing: () => sampleClearing, fees: () => [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The ledger check has not been run yet.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No fees yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...ledgerIs({ checks: 'pending', clearing: 'pending', fees: 'pending' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
    await expect(canvas.getByText('Loading the ledger checks')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the provider clearing')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the fees')).toBeInTheDocument();
  },
};

/** Support may not see the ledger. */
export const Refused: Story = {
  parameters: { staffRole: 'support' },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/ledger/*', () => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Run the ledger check' })).not.toBeInTheDocument();
  },
};

const outage = failingGet(
  '/v1/admin/ledger/clearing',
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(sampleClearing),
);

export const ClearingLoadFailed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The provider clearing could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('The provider’s balance is what the ledger expects.')).toBeVisible();
  },
};

export const RunRefused: Story = {
  beforeEach({ msw }) {
    msw.use(runCheckAnswers(() => fail(503, 'The database is not answering. Try again in a moment.')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Run the ledger check' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The database is not answering. Try again in a moment.');
  },
};

/** On a phone: the sections stack, the figures wrap. */
export const AllAgreeOnAPhone: Story = {
  parameters: { visual: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The provider’s balance is what the ledger expects.')).toBeVisible();
    await expect(await canvas.findByText('November 2026')).toBeVisible();
  },
};
