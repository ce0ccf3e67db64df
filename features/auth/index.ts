/**
 * The auth feature's public face: the layout of the auth routes, a loader per screen (each
 * screen is its own download, so a first visit to /login fetches the login screen only), and
 * the flow store.
 */
export { AuthLayout, TAGLINE, type AuthLayoutProps } from './AuthLayout';
export { clearAuthFlow, readAuthFlow, rememberAuthFlow, type AuthFlow, type AuthFlowPurpose } from './authFlow';
export { sidePanelFor, type SidePanel } from './sidePanel';

export const loadLoginScreen = async () => (await import('./LoginScreen')).LoginScreen;
export const loadRegisterScreen = async () => (await import('./RegisterScreen')).RegisterScreen;
export const loadForgotPasswordScreen = async () => (await import('./ForgotPasswordScreen')).ForgotPasswordScreen;
export const loadVerifyEmailScreen = async () => (await import('./VerifyEmailScreen')).VerifyEmailScreen;
export const loadResetPasswordScreen = async () => (await import('./ResetPasswordScreen')).ResetPasswordScreen;
