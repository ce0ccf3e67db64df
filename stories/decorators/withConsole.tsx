import type { Decorator } from '@storybook/react-vite';
import type { StaffRole } from '../../contract';
import { ConsoleFrame, sampleStaff, StaffProvider } from '../../features/console';
import { AppStoryProviders } from './AppStoryProviders';

declare module '@storybook/react-vite' {
  interface Parameters {
    /** The signed-in staff member's role in a console story: `admin` unless said. */
    staffRole?: StaffRole;
  }
}

/**
 * A console screen as staff see it: the app's providers (signed in), the staff member of
 * `parameters.staffRole` (what `useStaff` and `useStaffMay` answer), and the console's frame
 * (nav, who is signed in, sign out) around the screen. `decorators: [withConsole]` in place of
 * `withApp`, then `parameters.route` as usual.
 */
export const withConsole: Decorator = (Story, context) => (
  <AppStoryProviders route={context.parameters.route} signedIn={context.parameters.signedIn ?? true}>
    <StaffProvider staff={sampleStaff[(context.parameters.staffRole as StaffRole | undefined) ?? 'admin']}>
      <ConsoleFrame>
        <Story />
      </ConsoleFrame>
    </StaffProvider>
  </AppStoryProviders>
);
