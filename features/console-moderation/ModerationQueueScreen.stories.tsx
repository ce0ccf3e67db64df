import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { ModerationQueueScreen } from './ModerationQueueScreen';
import { SAMPLE_MESSAGE_ID, SAMPLE_PRODUCT_ID, sampleClosedQueue, sampleOpenQueue } from './fixtures';
import { fail, ok, queueIs } from './handlers.storyKit';
import { onPhone, viewports } from './storyKit';

const meta = {
  title: 'Console/Moderation/ModerationQueueScreen',
  component: ModerationQueueScreen,
  decorators: [withConsole],
  parameters: { route: { path: '/admin/moderation' }, ...viewports },
  beforeEach({ msw }) {
    msw.use(queueIs((status) => (status === 'open' ? sampleOpenQueue() : sampleClosedQueue())));
  },
} satisfies Meta<typeof ModerationQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvas: ReturnType<typeof within>, name: string) =>
  within(await canvas.findByRole('list', { name })).getAllByRole('listitem');

/** Open cases, newest evidence first: each says what it is, how serious, Kampus's flags, its state and owner. */
export const Open: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const rows = await rowsOf(canvas, 'Cases to review');
    await expect(rows).toHaveLength(4);
    await expect(canvas.getByText('4 cases to review')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Open' })).toBeChecked();
    const [message, person, product, event] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(within(message).getByRole('link', { name: /send the money to 0123456789 GTBank/ })).toHaveAttribute(
      'href',
      `/admin/moderation/message/${SAMPLE_MESSAGE_ID}`,
    );
    await expect(within(message).getByText('Chat message')).toBeVisible();
    await expect(within(message).getByText('2 off-platform flags')).toBeVisible();
    await expect(message).toHaveTextContent('Owner: Chinedu Okafor (chinedu.okafor@lasu.edu.ng)');
    await expect(within(person).getByText('Person')).toBeVisible();
    await expect(within(product).getByText('3 serious reports')).toBeVisible();
    await expect(within(product).getByText('Hidden')).toBeVisible();
    await expect(product).toHaveTextContent('4 open reports');
    await expect(product).toHaveTextContent('Waiting since');
    await expect(within(product).getByRole('link')).toHaveAttribute('href', `/admin/moderation/product/${SAMPLE_PRODUCT_ID}`);
    await expect(within(event).getByText('Event')).toBeVisible();
    await expect(within(event).queryByText(/serious/)).not.toBeInTheDocument();
  },
};

export const OpenOnPhone: Story = {
  parameters: { visual: true },
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await rowsOf(canvas, 'Cases to review')).toHaveLength(4);
  },
};

/** Closed cases are one press away, and the address keeps the choice. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await rowsOf(canvas, 'Cases to review');
    await userEvent.click(canvas.getByRole('radio', { name: 'Closed' }));
    const rows = await rowsOf(canvas, 'Closed cases');
    await expect(rows).toHaveLength(1);
    await expect(canvas.getByText('1 closed case')).toBeVisible();
    await expect(within(rows[0]!).getByRole('link', { name: 'Past questions tutorial (200 level)' })).toBeVisible();
    await expect(rows[0]).not.toHaveTextContent('open report');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/admin/moderation?status=closed');
    await userEvent.click(canvas.getByRole('radio', { name: 'Open' }));
    await expect(await rowsOf(canvas, 'Cases to review')).toHaveLength(4);
  },
};

export const OpensACase: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'iPhone 13 Pro Max 256GB (UK used)' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(`/admin/moderation/product/${SAMPLE_PRODUCT_ID}`);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(queueIs('pending'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    await expect(canvas.getByText('Loading the moderation queue')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(queueIs(() => []));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing to review' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Cases to review' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Closed' }));
    await expect(await canvas.findByRole('heading', { name: 'No closed cases' })).toBeVisible();
  },
};

const outage = failingGet(
  '/v1/admin/moderation',
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(sampleOpenQueue()),
);

export const Failed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The moderation queue could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('The server had a problem. Please try again.')).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('4 cases to review')).toBeVisible();
  },
};

/** Finance has no moderation: the nav leaves it out, and the address itself says so. */
export const Refused: Story = {
  parameters: { staffRole: 'finance' },
  beforeEach({ msw }) {
    msw.use(queueIs(() => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(canvas.getByText('Your staff role may not do this.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  },
};
