/** Shared pieces of the moderation desk's stories (used by *.stories.tsx only). */
import { expect, screen, waitFor, within } from 'storybook/test';

/** The viewports the desk is looked at in: a 375 px phone and a 1280 px desk. */
export const viewports = {
  viewport: {
    options: {
      phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      wide: { name: 'Wide (1280)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
    },
  },
};
export const onPhone = { viewport: { value: 'phone', isRotated: false } };

/** Waits for a toast with exactly this text. */
export async function expectToast(text: string) {
  await waitFor(async () => {
    const region = within(await screen.findByRole('region', { name: /notification/ }));
    await expect(region.getByText(text)).toBeVisible();
  });
}
