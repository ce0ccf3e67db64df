import { useSWRConfig } from 'swr';
import { chatSettingsSchema, notificationSettingsSchema, type ChatSettings, type NotificationSettings } from '../../contract';
import { api, useApi } from '../../client';

/** The SWR keys (and paths) of the signed-in user's settings. */
export const NOTIFICATION_SETTINGS_KEY = 'me/settings/notifications';
export const CHAT_SETTINGS_KEY = 'me/settings/chat';

/** GET /v1/me/settings/notifications. */
export function useNotificationSettings() {
  return useApi(NOTIFICATION_SETTINGS_KEY, notificationSettingsSchema);
}

/**
 * PUT /v1/me/settings/notifications with the whole set: the screen shows it at once and goes
 * back to what it was if the call fails (which rejects with ApiError).
 */
export function useSaveNotificationSettings(): (settings: NotificationSettings) => Promise<NotificationSettings> {
  const { mutate } = useSWRConfig();
  return async (settings) => {
    const saved = await mutate<NotificationSettings>(
      NOTIFICATION_SETTINGS_KEY,
      api.put(NOTIFICATION_SETTINGS_KEY, notificationSettingsSchema, settings),
      { optimisticData: settings, rollbackOnError: true, populateCache: true, revalidate: false, throwOnError: true },
    );
    return saved ?? settings;
  };
}

/** GET /v1/me/settings/chat. */
export function useChatSettings() {
  return useApi(CHAT_SETTINGS_KEY, chatSettingsSchema);
}

/** PUT /v1/me/settings/chat, then puts the answer in the cache. */
export function useSaveChatSettings(): (settings: ChatSettings) => Promise<ChatSettings> {
  const { mutate } = useSWRConfig();
  return async (settings) => {
    const saved = await api.put(CHAT_SETTINGS_KEY, chatSettingsSchema, settings);
    await mutate(CHAT_SETTINGS_KEY, saved, { revalidate: false });
    return saved;
  };
}
