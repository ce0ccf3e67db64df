import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { ChatSettings } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pending } from '../../stories/msw/respond';
import { ChatSettingsScreen } from './ChatSettingsScreen';
import { defaultChatSettings, verifiedOnlyChatSettings } from './settingsFixtures';
import { cleanUpAfterStory } from './storyCleanup';

const meta = {
  title: 'Features/Account/ChatSettingsScreen',
  component: ChatSettingsScreen,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/dashboard/settings/chat', url: '/dashboard/settings/chat' } },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/settings/chat', () => ok(defaultChatSettings)));
    return cleanUpAfterStory;
  },
} satisfies Meta<typeof ChatSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('radiogroup', { name: 'Who can send me messages?' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Verified Sellers Only' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Any Seller' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: "Only Sellers I've Purchased From" })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const SavedChoiceShown: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/settings/chat', () => ok(verifiedOnlyChatSettings)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Verified Sellers Only' })).toBeChecked();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/settings/chat', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your chat settings')).toBeInTheDocument();
  },
};

const settingsOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    settingsOutage.begin();
    msw.use(
      http.get('/v1/me/settings/chat', () => {
        return settingsOutage.isDown() ? fail(404, 'Your account could not be found') : ok(defaultChatSettings);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your chat settings could not be loaded' })).toBeVisible();
    settingsOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('radiogroup', { name: 'Who can send me messages?' })).toBeVisible();
  },
};

export const ChangedAndSaved: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/v1/me/settings/chat', async ({ request }) => {
        const body = (await request.json()) as ChatSettings;
        document.body.dataset.sentChat = body.whoCanMessage;
        return ok(body);
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: "Only Sellers I've Purchased From" }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Chat settings saved')).toBeVisible();
    await waitFor(() => expect(document.body.dataset.sentChat).toBe('purchased_from'));
    delete document.body.dataset.sentChat;
    await expect(canvas.getByRole('radio', { name: "Only Sellers I've Purchased From" })).toBeChecked();
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(http.put('/v1/me/settings/chat', pending));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Verified Sellers Only' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.put('/v1/me/settings/chat', () => fail(503, 'Kampus is busy right now. Try again in a minute.')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Verified Sellers Only' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Kampus is busy right now. Try again in a minute.')).toBeVisible();
    // The choice stays on screen, so Save can be pressed again.
    await expect(canvas.getByRole('radio', { name: 'Verified Sellers Only' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
