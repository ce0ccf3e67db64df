/** The account feature: the profile, verification and password settings screens of the dashboards. */
export { ProfileScreen, PROFILE_SAVED_MESSAGE } from './ProfileScreen';
export { VerificationScreen } from './VerificationScreen';
export { PasswordSettingsScreen, PASSWORD_UPDATED_MESSAGE } from './PasswordSettingsScreen';
export { NotificationSettingsScreen, NOTIFICATION_SETTINGS_SAVED_MESSAGE } from './NotificationSettingsScreen';
export { ChatSettingsScreen, CHAT_SETTINGS_SAVED_MESSAGE } from './ChatSettingsScreen';
/**
 * Settings' Blocked people, from the safety feature. Served through this entry, not by importing
 * the safety feature from the route table: a lazily imported entry keeps every export in one
 * chunk, and the product and event pages, which use only its Report button, would download it all.
 */
export { BlockedPeopleScreen } from '../safety';
