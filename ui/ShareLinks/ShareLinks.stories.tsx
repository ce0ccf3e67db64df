import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { withToasts } from '../Toast/withToasts';
import { LINK_COPIED_MESSAGE, LINK_NOT_COPIED_MESSAGE, ShareLinks } from './ShareLinks';

const url = 'https://kampus.ng/product/hp-elitebook-840-g5';

const meta = {
  title: 'UI/ShareLinks',
  component: ShareLinks,
  args: { url, title: 'HP EliteBook 840 G5' },
  ...withToasts,
  parameters: {
    docs: {
      description: {
        component:
          "The share row of a product or event page: Facebook's sharer, WhatsApp and e-mail open with the page's full address, and Copy link puts it on the clipboard, confirmed by the toast 'Link copied to clipboard' (or an error toast when the browser refuses). Pass the site's origin plus the page's path as `url`.",
      },
    },
  },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the clipboard for one story, recording what was written (or refusing). */
function fakeClipboard(refuse = false) {
  const written: string[] = [];
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => (refuse ? Promise.reject(new Error('Denied')) : Promise.resolve(void written.push(text))),
    },
  });
  const restore = () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
  return { written, restore };
}

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Share' })).toBeVisible();
    const facebook = canvas.getByRole('link', { name: 'Share on Facebook' });
    await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`HP EliteBook 840 G5 ${url}`)}`,
    );
    await expect(canvas.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=HP%20EliteBook%20840%20G5&body=${encodeURIComponent(url)}`,
    );
  },
};

let clipboard: ReturnType<typeof fakeClipboard> | undefined;

export const CopyLink: Story = {
  beforeEach: () => {
    clipboard = fakeClipboard();
    return () => clipboard?.restore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await screen.findByText(LINK_COPIED_MESSAGE)).toBeVisible();
    await expect(clipboard?.written).toEqual([url]);
  },
};

export const CopyRefused: Story = {
  beforeEach: () => {
    clipboard = fakeClipboard(true);
    return () => clipboard?.restore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await screen.findByText(LINK_NOT_COPIED_MESSAGE)).toBeVisible();
  },
};
