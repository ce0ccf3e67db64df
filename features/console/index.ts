/**
 * The operator console's shell: its layout (nav by permission, who is signed in, sign out), the
 * sign-in with the second factor, staff management, and the signed-in staff member for the
 * console's area screens (features/console-*). Nothing here is imported by a student page.
 */
export { ConsoleFrame, ConsoleLayout, CONSOLE_MAIN_ID } from './ConsoleLayout';
export { StaffProvider, useStaff, useStaffMay, type StaffMember } from './staff';
export { consoleNavFor, consoleNavItems, staffRoleLabels, type ConsoleArea, type ConsoleNavItem } from './consoleNav';
export { sampleStaff } from './fixtures';

/** The shell's own screens, each a download of its own. */
export const loadSignInScreen = async () => (await import('./SignInScreen')).SignInScreen;
export const loadStaffScreen = async () => (await import('./StaffScreen')).StaffScreen;
export { ActionDialog, useActionForm, type ActionDialogProps, type ActionFormOptions } from './ActionDialog';
export { ReasonDialog, type ReasonDialogProps, type ReasonField } from './ReasonDialog';
export { NotLoaded, type NotLoadedProps } from './Loading';
export { QueueCard, QueueScreen, type QueueCardProps, type QueueScreenProps } from './QueueScreen';
export { CaseHeader, CaseNotFound, CasePage, CaseScreen, DecidedFirstNotice, type CaseScreenProps } from './CaseScreen';
