import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withConsole } from '../../stories/decorators/withConsole';
import { fail, failingGet, pending } from '../../stories/msw/respond';
import { ledgerProblemOverview, quietOverview, sampleOverview } from './fixtures';
import { OverviewScreen } from './OverviewScreen';
import { overviewHandler } from './handlers.storyKit';

const meta = {
  title: 'Features/ConsoleOverview/OverviewScreen',
  component: OverviewScreen,
  decorators: [withConsole],
  parameters: { route: { path: '/admin', url: '/admin' } },
  beforeEach({ msw }) {
    msw.use(overviewHandler(sampleOverview));
  },
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 375 px wide phone: nothing may be wider than it. */
const phone = {
  parameters: { viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

const card = async (canvas: ReturnType<typeof within>, name: string) => within(await canvas.findByRole('region', { name }));

export const Busy: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const kyc = await card(canvas, 'KYC waiting');
    await expect(kyc.getByText('7')).toBeVisible();
    await expect(kyc.getByText('Oldest waiting 2 days')).toBeVisible();
    await expect(kyc.getByRole('link', { name: 'Open the KYC queue' })).toHaveAttribute('href', '/admin/kyc');
    await expect((await card(canvas, 'Disputes open')).getByText('Oldest waiting 3 hours')).toBeVisible();
    await expect((await card(canvas, 'Payouts failed')).getByRole('link', { name: 'Open the payouts' })).toHaveAttribute(
      'href',
      '/admin/payouts?status=failed',
    );
    const support = await card(canvas, 'Support open');
    await expect(support.getByText('Oldest waiting 17 hours')).toBeVisible();
    const operations = await card(canvas, 'Operations');
    await expect(operations.getByText('Balanced')).toBeVisible();
    await expect(operations.getByText(/by finance@kampus.ng/)).toBeVisible();
    await expect(
      operations.getByText('4 waiting to be sent, the oldest for 1 minute; 2 given up after their last try'),
    ).toBeVisible();
    await expect(operations.getByText('Overdue by 1 minute')).toBeVisible();
  },
};

export const Quiet: Story = {
  beforeEach({ msw }) {
    msw.use(overviewHandler(quietOverview));
  },
  play: async ({ canvas }) => {
    const kyc = await card(canvas, 'KYC waiting');
    await expect(kyc.getByText('Nothing waiting')).toBeVisible();
    const operations = await card(canvas, 'Operations');
    await expect(operations.getByText('Never run')).toBeVisible();
    await expect(operations.getByText('Nothing waiting to be sent')).toBeVisible();
    await expect(operations.getByText('No timer overdue')).toBeVisible();
  },
};

export const LedgerProblem: Story = {
  beforeEach({ msw }) {
    msw.use(overviewHandler(ledgerProblemOverview));
  },
  play: async ({ canvas }) => {
    const operations = await card(canvas, 'Operations');
    await expect(operations.getByText('Problems found')).toBeVisible();
    await expect(operations.getByText(/by the command line/)).toBeVisible();
  },
};

/** Support staff see every count but only links to the queues their role may open. */
export const AsSupport: Story = {
  parameters: { staffRole: 'support' },
  play: async ({ canvas }) => {
    await expect((await card(canvas, 'KYC waiting')).getByRole('link', { name: 'Open the KYC queue' })).toBeVisible();
    const payouts = await card(canvas, 'Payouts failed');
    await expect(payouts.getByText('1')).toBeVisible();
    await expect(payouts.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/overview', pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the overview')).toBeInTheDocument();
  },
};

const outage = failingGet(
  '/v1/admin/overview',
  () => fail(503, 'The database is not reachable.'),
  () => HttpResponse.json({ data: sampleOverview }),
);

export const Failed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The overview could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('The database is not reachable.')).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'KYC waiting' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...phone.parameters, visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Support open' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
