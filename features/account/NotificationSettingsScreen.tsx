import { useId } from 'react';
import type { NotificationChannel, NotificationSettings } from '../../contract';
import { errorMessage } from '../../client';
import { LoadError, Skeleton, SkeletonRegion, Stack, Switch, toast } from '../../ui';
import * as styles from './AccountScreen.css';
import { SettingsCard } from './SettingsCard';
import * as own from './SettingsScreen.css';
import { useNotificationSettings, useSaveNotificationSettings } from './settingsApi';

export const NOTIFICATION_SETTINGS_SAVED_MESSAGE = 'Notification settings saved';
export const SMS_COMING_SOON = 'SMS notifications are coming soon';

type Toggle<C extends NotificationChannel> = { key: keyof NotificationSettings[C] & string; label: string };

/** Each channel's toggles, in the order and with the labels the screen shows. */
const channels: { [C in NotificationChannel]: { title: string; toggles: Toggle<C>[] } } = {
  email: {
    title: 'Email',
    toggles: [
      { key: 'orderUpdates', label: 'Order updates' },
      { key: 'newMessages', label: 'New messages' },
      { key: 'escrowConfirmations', label: 'Escrow confirmations' },
      { key: 'promotions', label: 'Promotional and discounts' },
    ],
  },
  sms: {
    title: 'SMS',
    toggles: [
      { key: 'orderUpdates', label: 'Order updates' },
      { key: 'escrowConfirmations', label: 'Escrow confirmations' },
    ],
  },
  inApp: {
    title: 'In-App',
    toggles: [
      { key: 'orderUpdates', label: 'Order updates' },
      { key: 'newMessages', label: 'New messages' },
      { key: 'promotions', label: 'Promotional and discounts' },
      { key: 'escrowConfirmations', label: 'Escrow confirmations' },
      { key: 'disputesAndAlerts', label: 'Dispute and alerts' },
    ],
  },
};

const channelOrder: NotificationChannel[] = ['email', 'sms', 'inApp'];

function Channel({
  channel,
  settings,
  onToggle,
}: {
  channel: NotificationChannel;
  settings: NotificationSettings;
  onToggle: (channel: NotificationChannel, key: string, on: boolean) => void;
}) {
  const titleId = useId();
  const noteId = useId();
  const { title, toggles } = channels[channel];
  const values = settings[channel] as Record<string, boolean>;
  return (
    <SettingsCard
      role="group"
      titleId={titleId}
      title={title}
      description={channel === 'sms' && `${SMS_COMING_SOON}. Your choices are kept and used once SMS is available.`}
      descriptionId={channel === 'sms' ? noteId : undefined}
    >
      <Stack as="ul" space="0">
        {toggles.map(({ key, label }) => (
          <li key={key} className={own.toggleRow}>
            <Switch isSelected={values[key] ?? false} onChange={(on) => onToggle(channel, key, on)}>
              {label}
            </Switch>
          </li>
        ))}
      </Stack>
    </SettingsCard>
  );
}

/**
 * /dashboard/settings/notification: which notifications arrive by e-mail, SMS (stored, not
 * sent yet) and in the app. Each toggle is saved as it changes and undone if the save fails.
 */
export function NotificationSettingsScreen() {
  const { data: settings, error, mutate } = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const toggle = (channel: NotificationChannel, key: string, on: boolean) => {
    if (!settings) return;
    const next = { ...settings, [channel]: { ...settings[channel], [key]: on } } as NotificationSettings;
    save(next).then(
      () => toast.success(NOTIFICATION_SETTINGS_SAVED_MESSAGE),
      (failure: unknown) => toast.error(errorMessage(failure), { description: 'Your change was undone.' }),
    );
  };

  let content;
  if (settings)
    content = channelOrder.map((channel) => <Channel key={channel} channel={channel} settings={settings} onToggle={toggle} />);
  else if (error)
    content = (
      <LoadError title="Your notification settings could not be loaded" message={error.message} onRetry={() => void mutate()} />
    );
  else
    content = (
      <SkeletonRegion label="Loading your notification settings">
        <div className={styles.card}>
          <Skeleton lines={5} />
        </div>
      </SkeletonRegion>
    );
  return <Stack space="6">{content}</Stack>;
}
