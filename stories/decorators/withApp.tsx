import type { Decorator } from '@storybook/react-vite';
import { AppStoryProviders, type StoryRoute } from './AppStoryProviders';

declare module '@storybook/react-vite' {
  interface Parameters {
    /** Where the screen is mounted in the memory router. */
    route?: StoryRoute;
    /** Start with a stored token pair. */
    signedIn?: boolean;
    /** Screenshot after play and compare with the committed baseline. */
    visual?: boolean;
  }
}

/** Wraps a feature screen in the app's providers: `decorators: [withApp]`, then `parameters.route`. */
export const withApp: Decorator = (Story, context) => (
  <AppStoryProviders route={context.parameters.route} signedIn={context.parameters.signedIn}>
    <Story />
  </AppStoryProviders>
);
