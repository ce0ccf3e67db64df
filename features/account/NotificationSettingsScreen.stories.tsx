import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { NotificationSettings } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pending } from '../../stories/msw/respond';
import { NotificationSettingsScreen } from './NotificationSettingsScreen';
import { customisedNotificationSettings, defaultNotificationSettings } from './settingsFixtures';
import { cleanUpAfterStory } from './storyCleanup';

const meta = {
  title: 'Features/Account/NotificationSettingsScreen',
  component: NotificationSettingsScreen,
  decorators: [withApp],
  parameters: {
    signedIn: true,
    route: { path: '/dashboard/settings/notification', url: '/dashboard/settings/notification' },
  },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/settings/notifications', () => ok(defaultNotificationSettings)));
    return cleanUpAfterStory;
  },
} satisfies Meta<typeof NotificationSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = async (canvas: ReturnType<typeof within>, name: string) => within(await canvas.findByRole('group', { name }));

export const Loaded: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const email = await group(canvas, 'Email');
    await expect(email.getByRole('switch', { name: 'Order updates' })).toBeChecked();
    await expect(email.getByRole('switch', { name: 'New messages' })).toBeChecked();
    await expect(email.getByRole('switch', { name: 'Escrow confirmations' })).toBeChecked();
    await expect(email.getByRole('switch', { name: 'Promotional and discounts' })).not.toBeChecked();

    const sms = await group(canvas, 'SMS');
    await expect(sms.getAllByRole('switch')).toHaveLength(2);
    await expect(canvas.getByRole('group', { name: 'SMS' })).toHaveAccessibleDescription(/SMS notifications are coming soon/);

    const inApp = await group(canvas, 'In-App');
    await expect(inApp.getAllByRole('switch').map((s) => s.closest('label')?.textContent)).toEqual([
      'Order updates',
      'New messages',
      'Promotional and discounts',
      'Escrow confirmations',
      'Dispute and alerts',
    ]);
    await expect(inApp.getByRole('switch', { name: 'Promotional and discounts' })).not.toBeChecked();
    await expect(inApp.getByRole('switch', { name: 'Dispute and alerts' })).toBeChecked();
  },
};

export const SavedSettingsShown: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/settings/notifications', () => ok(customisedNotificationSettings)));
  },
  play: async ({ canvas }) => {
    await expect((await group(canvas, 'Email')).getByRole('switch', { name: 'Order updates' })).not.toBeChecked();
    await expect((await group(canvas, 'In-App')).getByRole('switch', { name: 'Promotional and discounts' })).toBeChecked();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/me/settings/notifications', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your notification settings')).toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

const settingsOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    settingsOutage.begin();
    msw.use(
      http.get('/v1/me/settings/notifications', () => {
        return settingsOutage.isDown() ? fail(404, 'Your account could not be found') : ok(defaultNotificationSettings);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your notification settings could not be loaded' })).toBeVisible();
    settingsOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('group', { name: 'Email' })).toBeVisible();
  },
};

export const ToggledAndSaved: Story = {
  beforeEach({ msw }) {
    msw.use(http.put('/v1/me/settings/notifications', async ({ request }) => ok((await request.json()) as NotificationSettings)));
  },
  play: async ({ canvas }) => {
    const email = await group(canvas, 'Email');
    const orderUpdates = email.getByRole('switch', { name: 'Order updates' });
    await userEvent.click(orderUpdates);
    await expect(orderUpdates).not.toBeChecked();
    await expect(await screen.findByText('Notification settings saved')).toBeVisible();
    // Only that toggle changed: the same label in the app is still on.
    await expect((await group(canvas, 'In-App')).getByRole('switch', { name: 'Order updates' })).toBeChecked();
  },
};

export const SendsTheWholeSet: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/v1/me/settings/notifications', async ({ request }) => {
        const body = (await request.json()) as NotificationSettings;
        document.body.dataset.sentSettings = JSON.stringify(body);
        return ok(body);
      }),
    );
  },
  play: async ({ canvas }) => {
    const sms = await group(canvas, 'SMS');
    await userEvent.click(sms.getByRole('switch', { name: 'Escrow confirmations' }));
    await waitFor(() => expect(document.body.dataset.sentSettings).toBeDefined());
    const sent = JSON.parse(document.body.dataset.sentSettings ?? '{}') as NotificationSettings;
    delete document.body.dataset.sentSettings;
    await expect(sent).toEqual({
      ...defaultNotificationSettings,
      sms: { ...defaultNotificationSettings.sms, escrowConfirmations: false },
    });
  },
};

export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.put('/v1/me/settings/notifications', () => fail(503, 'Kampus is busy right now. Try again in a minute.')));
  },
  play: async ({ canvas }) => {
    const inApp = await group(canvas, 'In-App');
    const promotions = inApp.getByRole('switch', { name: 'Promotional and discounts' });
    await userEvent.click(promotions);
    await expect(await screen.findByText('Kampus is busy right now. Try again in a minute.')).toBeVisible();
    // The change is undone.
    await waitFor(() => expect(promotions).not.toBeChecked());
  },
};
