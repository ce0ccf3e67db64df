import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { DisputeQueueScreen } from './DisputeQueueScreen';
import { SAMPLE_CASE_ID, SAMPLE_TICKET_CASE_ID, sampleQueue } from './fixtures';
import { fail, ok, queueIs } from './handlers.storyKit';

const meta = {
  title: 'Console/Disputes/DisputeQueueScreen',
  component: DisputeQueueScreen,
  decorators: [withConsole],
  parameters: { route: { path: '/admin/disputes' } },
  beforeEach({ msw }) {
    msw.use(queueIs(sampleQueue()));
  },
} satisfies Meta<typeof DisputeQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Open disputes' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByText('3 open disputes')).toBeVisible();
    // Oldest first, product and ticket orders together, each with its amount and age.
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(first).getByRole('link', { name: 'JBL Tune 510BT wireless headphones' })).toHaveAttribute(
      'href',
      `/admin/disputes/order/${SAMPLE_CASE_ID}`,
    );
    await expect(first).toHaveTextContent('₦15,000 in escrow');
    await expect(first).toHaveTextContent('Open for 4 days');
    await expect(within(first).getByText('Proposed: Split by amount')).toBeVisible();
    await expect(within(first).getByText('1 question waiting')).toBeVisible();
    await expect(within(second).getByText('Ticket order')).toBeVisible();
    await expect(within(second).getByRole('link')).toHaveAttribute(
      'href',
      `/admin/disputes/ticket-order/${SAMPLE_TICKET_CASE_ID}`,
    );
    await expect(second).toHaveTextContent('Open for 2 days');
    await expect(third).toHaveTextContent('Open for 5 hours');
    await expect(within(third).getByText('Seller has not answered')).toBeVisible();
  },
};

export const OpensACase: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'JBL Tune 510BT wireless headphones' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(`/admin/disputes/order/${SAMPLE_CASE_ID}`);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(queueIs('pending'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    await expect(canvas.getByText('Loading the disputes')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(queueIs([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No open disputes' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Open disputes' })).not.toBeInTheDocument();
  },
};

const outage = failingGet(
  '/v1/admin/disputes',
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(sampleQueue()),
);

export const Failed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The disputes could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('The server had a problem. Please try again.')).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('3 open disputes')).toBeVisible();
  },
};

export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/disputes', () => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(canvas.getByText('Your staff role may not do this.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};
