/**
 * The two fallback states every KYC gate has, shared by the guards' stories (used by
 * *.stories.tsx only; the app never imports this module).
 */
import type { StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import type { CurrentUser } from '../../contract';

/**
 * Loading (a skeleton saying what it waits for) and LoadError (a message, and Try again
 * reaching the guarded page, whose heading is `guarded`, once GET /v1/user answers `user`).
 */
export function gateFallbackStories(guarded: string, user: CurrentUser): { Loading: StoryObj; LoadError: StoryObj } {
  return {
    Loading: {
      beforeEach({ msw }) {
        msw.use(
          http.get('/v1/user', async () => {
            await delay('infinite');
            return HttpResponse.json({ data: user });
          }),
        );
      },
      play: async ({ canvas }) => {
        await expect(await canvas.findByText('Checking your KYC status')).toBeInTheDocument();
        await expect(canvas.queryByRole('heading', { name: guarded })).toBeNull();
      },
    },
    LoadError: {
      beforeEach({ msw }) {
        // A 404 first, which SWR does not retry by itself; then the user.
        let calls = 0;
        msw.use(
          http.get('/v1/user', () => {
            calls += 1;
            return calls === 1 ? HttpResponse.json({ message: 'Not found' }, { status: 404 }) : HttpResponse.json({ data: user });
          }),
        );
      },
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not check your KYC status');
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
        await expect(await canvas.findByRole('heading', { name: guarded })).toBeVisible();
      },
    },
  };
}
