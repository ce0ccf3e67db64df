import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, failingGet, ok, pending } from '../../stories/msw/respond';
import { blockHandlers } from '../../stories/msw/safety';
import { toast } from '../../ui';
import { BlockedPeopleScreen, NO_BLOCKED_PEOPLE_TITLE } from './BlockedPeopleScreen';
import { unblockedMessage } from './blockText';
import { sampleBlockedPeople } from './fixtures';

const meta = {
  title: 'Features/Safety/BlockedPeopleScreen',
  component: BlockedPeopleScreen,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/dashboard/settings/blocked' } },
  beforeEach() {
    return () => toast.clear();
  },
} satisfies Meta<typeof BlockedPeopleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async () => within(await screen.findByRole('list', { name: 'Blocked people' }));
const rowOf = (people: ReturnType<typeof within>, name: string) => within(people.getByRole('listitem', { name }));

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/blocks', pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your blocked people')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...blockHandlers([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: NO_BLOCKED_PEOPLE_TITLE })).toBeVisible();
    await expect(canvas.getByText('Block someone from their profile or your chat with them.')).toBeVisible();
  },
};

export const Full: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(...blockHandlers(sampleBlockedPeople));
  },
  play: async () => {
    const people = await list();
    await expect(people.getAllByRole('listitem')).toHaveLength(2);
    const chinedu = rowOf(people, 'Chinedu Okafor');
    await expect(chinedu.getByText('Blocked on November 26, 2026')).toBeVisible();
    await expect(chinedu.getByRole('button', { name: 'Unblock Chinedu Okafor' })).toBeEnabled();
  },
};

export const Unblocking: Story = {
  beforeEach({ msw }) {
    // The first handler that matches answers: the override goes first.
    msw.use(http.delete('/v1/blocks/:userId', pending), ...blockHandlers(sampleBlockedPeople));
  },
  play: async () => {
    const people = await list();
    const button = rowOf(people, 'Chinedu Okafor').getByRole('button', { name: 'Unblock Chinedu Okafor' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(rowOf(people, 'Aisha Bello').getByRole('button', { name: 'Unblock Aisha Bello' })).toBeEnabled();
  },
};

export const Unblocked: Story = {
  beforeEach({ msw }) {
    msw.use(...blockHandlers(sampleBlockedPeople));
  },
  play: async () => {
    const people = await list();
    await userEvent.click(rowOf(people, 'Chinedu Okafor').getByRole('button', { name: 'Unblock Chinedu Okafor' }));
    await expect(await screen.findByText(unblockedMessage('Chinedu Okafor'))).toBeVisible();
    await waitFor(() => expect(people.queryByRole('listitem', { name: 'Chinedu Okafor' })).not.toBeInTheDocument());
    await expect(people.getByRole('listitem', { name: 'Aisha Bello' })).toBeVisible();
  },
};

export const UnblockRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('/v1/blocks/:userId', () => fail(503, 'Kampus is busy. Please try again in a minute.')),
      ...blockHandlers(sampleBlockedPeople),
    );
  },
  play: async () => {
    const people = await list();
    await userEvent.click(rowOf(people, 'Aisha Bello').getByRole('button', { name: 'Unblock Aisha Bello' }));
    await expect(await screen.findByText('Kampus is busy. Please try again in a minute.')).toBeVisible();
    await expect(people.getByRole('listitem', { name: 'Aisha Bello' })).toBeVisible();
  },
};

const outage = failingGet(
  '/v1/blocks',
  () => fail(503, 'Kampus is busy. Please try again in a minute.'),
  () => ok(sampleBlockedPeople),
);

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your blocked people could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await list()).toBeTruthy();
  },
};
