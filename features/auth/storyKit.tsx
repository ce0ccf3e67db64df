/**
 * Shared pieces of the auth stories (used by *.stories.tsx only): the layout decorator, the
 * remembered flow, a phone viewport, and assertions on toasts and the router's location.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { toast } from '../../ui';
import { AuthLayout } from './AuthLayout';
import { clearAuthFlow, rememberAuthFlow, keepResetToken, type AuthFlow } from './authFlow';

/** Shows a screen inside the auth layout, as the app does. */
export const withAuthLayout: Decorator = (Story) => (
  <AuthLayout>
    <Story />
  </AuthLayout>
);

/** Starts each story with no flow remembered and no toast left over from the story before. */
export function freshAuthState() {
  clearAuthFlow();
  toast.clear();
  return () => {
    clearAuthFlow();
    toast.clear();
  };
}

/** Remembers a flow as an earlier screen would have. */
export function seedFlow(flow: AuthFlow) {
  rememberAuthFlow(flow.email, flow.purpose, flow.codeSentAt);
  if (flow.resetToken) keepResetToken(flow.resetToken);
}

/** A 375 px wide phone, for the narrow layout. */
export const phone = {
  parameters: { viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

/** Waits until the app has navigated to `path` (the story frame's hidden location probe). */
export async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
}

/** Waits for a toast with exactly this text (in the toast region, not on the page). */
export async function expectToast(text: string) {
  await waitFor(async () => {
    const region = within(await screen.findByRole('region', { name: /notification/ }));
    await expect(region.getByText(text)).toBeVisible();
  });
}

/** Screenshots show the screen, not the passing toasts (they are asserted before this). */
export function clearToasts() {
  toast.clear();
}

/** The meta every screen story shares: mounted at `path`, full page, fresh flow and toasts. */
export function onAuthRoute(path: string) {
  return {
    parameters: { layout: 'fullscreen', route: { path } },
    beforeEach: freshAuthState,
  };
}

/** The email box every auth form starts with. */
export const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
