/** Assertions that screen stories of every feature share. */
import { expect, screen, waitFor, within } from 'storybook/test';

/** Waits for a toast with exactly this text (in the toast region, not on the page). */
export async function expectToast(text: string) {
  await waitFor(async () => {
    const region = within(await screen.findByRole('region', { name: /notification/ }));
    await expect(region.getByText(text)).toBeVisible();
  });
}

/** Waits until the app has navigated to `path` (the story frame's hidden location probe). */
export async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
}

/** The list named `name`, once it shows and holds `count` items: `item(n)` is the queries of its nth item (from 0). */
export async function listItems(name: string, count: number) {
  const items = within(await screen.findByRole('list', { name })).getAllByRole('listitem');
  await expect(items).toHaveLength(count);
  return (index: number) => within(items[index] as HTMLElement);
}
