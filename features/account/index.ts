/** The account feature: the profile, verification and password settings screens of the dashboards. */
export { ProfileScreen, PROFILE_SAVED_MESSAGE } from './ProfileScreen';
export { VerificationScreen } from './VerificationScreen';
export { PasswordSettingsScreen, PASSWORD_UPDATED_MESSAGE } from './PasswordSettingsScreen';
export { NotificationSettingsScreen, NOTIFICATION_SETTINGS_SAVED_MESSAGE } from './NotificationSettingsScreen';
export { ChatSettingsScreen, CHAT_SETTINGS_SAVED_MESSAGE } from './ChatSettingsScreen';
