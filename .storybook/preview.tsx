import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../ui/theme';

/** API calls in stories are answered by MSW handlers the story declares (`beforeEach({ msw })`). */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/v1/')) print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // An axe violation fails the story's test.
      test: 'error',
      // React Aria's live announcer is an off-screen region of React Aria's own: a pending Button
      // or a toast announces itself there by `aria-labelledby` for 7 s, and when the screen moves
      // on within that time the reference dangles. Everything a story renders is still checked.
      context: { exclude: ['[data-live-announcer]'] },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'UI', 'Features', 'Screens', 'Flows'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
