import { useState, type FormEvent } from 'react';
import type { ChatSettings, WhoCanMessage } from '../../contract';
import { useMutation } from '../../client';
import { Button, Inline, LoadError, Radio, RadioGroup, Skeleton, SkeletonRegion, Stack, toast } from '../../ui';
import * as styles from './AccountScreen.css';
import { SettingsCard } from './SettingsCard';
import { useChatSettings, useSaveChatSettings } from './settingsApi';

export const CHAT_SETTINGS_SAVED_MESSAGE = 'Chat settings saved';

const options: { value: WhoCanMessage; label: string; description: string }[] = [
  { value: 'verified_sellers', label: 'Verified Sellers Only', description: 'Sellers whose identity Kampus has checked.' },
  { value: 'any_seller', label: 'Any Seller', description: 'Every seller on Kampus.' },
  {
    value: 'purchased_from',
    label: "Only Sellers I've Purchased From",
    description: 'Sellers you have ordered from before.',
  },
];

function ChatSettingsForm({ saved }: { saved: ChatSettings }) {
  const [whoCanMessage, setWhoCanMessage] = useState<WhoCanMessage>(saved.whoCanMessage);
  const save = useSaveChatSettings();
  const saving = useMutation(async (choice: WhoCanMessage, signal) => {
    await save({ whoCanMessage: choice });
    if (!signal.aborted) toast.success(CHAT_SETTINGS_SAVED_MESSAGE);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await saving.trigger(whoCanMessage);
    if (!result.ok && !result.aborted) toast.error(result.error.message);
  };

  return (
    <form aria-labelledby="chat-settings-title" onSubmit={(event) => void submit(event)}>
      <Stack space="5">
        <RadioGroup
          label="Who can send me messages?"
          value={whoCanMessage}
          onChange={(value) => setWhoCanMessage(value as WhoCanMessage)}
        >
          {options.map((option) => (
            <Radio key={option.value} value={option.value} description={option.description}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
        <Inline space="3">
          <Button type="submit" isPending={saving.sending}>
            Save
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** /dashboard/settings/chat: who may start a chat with the user, saved with 'Save'. */
export function ChatSettingsScreen() {
  const { data: settings, error, mutate } = useChatSettings();
  let content;
  if (settings)
    content = (
      <SettingsCard
        titleId="chat-settings-title"
        title="Chat settings"
        description="Choose which sellers can start a chat with you."
      >
        <ChatSettingsForm saved={settings} />
      </SettingsCard>
    );
  else if (error)
    content = <LoadError title="Your chat settings could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  else
    content = (
      <SkeletonRegion label="Loading your chat settings">
        <div className={styles.card}>
          <Skeleton lines={3} />
        </div>
      </SkeletonRegion>
    );
  return <Stack space="6">{content}</Stack>;
}
