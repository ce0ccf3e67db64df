/** Shared pieces of the console shell's stories (used by *.stories.tsx only). */
import { expect, screen, waitFor, within } from 'storybook/test';
import { toast } from '../../ui';
import { setSignOutReason } from './signOutReason';

/** A 375 px wide phone. */
export const phone = {
  parameters: { viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

/** Each story starts without toasts or a reason left from the story before. */
export function freshConsoleState() {
  toast.clear();
  setSignOutReason(null);
  return () => {
    toast.clear();
    setSignOutReason(null);
  };
}

/** Waits until the app has navigated to `path` (the story frame's hidden location probe). */
export async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
}

/** Waits for a toast with exactly this text. */
export async function expectToast(text: string) {
  await waitFor(async () => {
    const region = within(await screen.findByRole('region', { name: /notification/ }));
    await expect(region.getByText(text)).toBeVisible();
  });
}
