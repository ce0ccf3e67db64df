/** The account feature: the profile, verification and password settings screens of the dashboards. */
export { ProfileScreen, PROFILE_SAVED_MESSAGE } from './ProfileScreen';
export { VerificationScreen } from './VerificationScreen';
export { PasswordSettingsScreen, PASSWORD_UPDATED_MESSAGE } from './PasswordSettingsScreen';
