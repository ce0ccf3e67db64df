/** Shared pieces of the card stories (used by *.stories.tsx only): the card's frame and its one link. */
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** A card as wide as a grid cell (17rem), or as the story's `frameWidth` parameter says. */
export const withCardFrame: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: (parameters.frameWidth as string | undefined) ?? '17rem' }}>
    <Story />
  </div>
);

/** The card named `title`, once it is checked to be one link, named by the title, to `href`. */
export async function cardLinkingTo(
  canvas: Pick<ReturnType<typeof within>, 'getByRole'>,
  title: string,
  href: string,
): Promise<HTMLElement> {
  const card = canvas.getByRole('article', { name: title });
  const links = within(card).getAllByRole('link');
  await expect(links).toHaveLength(1);
  await expect(links[0]).toHaveAccessibleName(title);
  await expect(links[0]).toHaveAttribute('href', href);
  return card;
}
