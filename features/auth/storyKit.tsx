/**
 * Shared pieces of the auth stories (used by *.stories.tsx only): the layout decorator, the
 * remembered flow, a phone viewport, and assertions on toasts and the router's location.
 */
import type { Decorator } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { toast } from '../../ui';
import { AuthLayout } from './AuthLayout';
import { clearAuthFlow, rememberAuthFlow, keepResetToken, type AuthFlow } from './authFlow';

export { expectLocation, expectToast } from '../../stories/expect';

/** Shows a screen inside the auth layout, as the app does. */
const withAuthLayout: Decorator = (Story) => (
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

/** Screenshots show the screen, not the passing toasts (they are asserted before this). */
export function clearToasts() {
  toast.clear();
}

/** The meta every screen story shares: in the auth layout, mounted at `path`, full page, fresh flow and toasts. */
export function onAuthRoute(path: string) {
  return {
    decorators: [withAuthLayout, withApp],
    parameters: { layout: 'fullscreen', route: { path } },
    beforeEach: freshAuthState,
  };
}

/** The email box every auth form starts with. */
export const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
