import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { KycQueueScreen } from './KycQueueScreen';
import { sampleBrandSubmission, sampleQueue, sampleSubmission } from './fixtures';
import { fail, ok, queueIs } from './handlers.storyKit';

const meta = {
  title: 'Console/KYC/KycQueueScreen',
  component: KycQueueScreen,
  decorators: [withConsole],
  parameters: { route: { path: '/admin/kyc' }, staffRole: 'admin' },
  beforeEach({ msw }) {
    msw.use(queueIs(() => sampleQueue()));
  },
} satisfies Meta<typeof KycQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two students waiting, the oldest (a brand) first, each a link to their submission. */
export const Waiting: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC queue' })).toBeVisible();
    await expect(await canvas.findByText('2 waiting for a decision')).toBeVisible();
    const [oldest, newer] = within(canvas.getByRole('list', { name: 'Waiting submissions' })).getAllByRole('listitem');
    const first = within(oldest as HTMLElement);
    await expect(first.getByRole('link', { name: 'Tunde Bakare' })).toHaveAttribute(
      'href',
      `/admin/kyc/${sampleBrandSubmission.id}`,
    );
    await expect(first.getByText('Brand')).toBeVisible();
    await expect(first.getByText('Tunde Prints')).toBeVisible();
    await expect(first.getByText(/University of Lagos/)).toBeVisible();
    await expect(first.getByText('2 days')).toBeVisible();
    await expect(within(newer as HTMLElement).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute(
      'href',
      `/admin/kyc/${sampleSubmission.id}`,
    );
    await expect(within(newer as HTMLElement).getByText('Individual seller')).toBeVisible();
  },
};

/** Support reads the same queue (it may not decide: that is on the submission's page). */
export const AsSupport: Story = {
  parameters: { staffRole: 'support' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Ada Obi' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(queueIs(() => []));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No KYC waiting' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Waiting submissions' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(queueIs('pending'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC queue' })).toBeVisible();
    await expect(canvas.getByText('Loading the KYC queue')).toBeInTheDocument();
  },
};

/** Finance may not read KYC: the server refuses, and the screen says so. */
export const Refused: Story = {
  parameters: { staffRole: 'finance' },
  beforeEach({ msw }) {
    msw.use(queueIs(() => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(canvas.getByText('Your staff role may not do this.')).toBeVisible();
  },
};

const outage = failingGet(
  '/v1/admin/kyc',
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(sampleQueue()),
);

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The KYC queue could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('2 waiting for a decision')).toBeVisible();
  },
};
