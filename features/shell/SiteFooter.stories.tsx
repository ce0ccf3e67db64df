import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Features/Shell/SiteFooter',
  component: SiteFooter,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/', url: '/' } },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const year = new Date().getFullYear();
    await expect(canvas.getByText(`© ${year} Kampus. All rights reserved.`)).toBeVisible();
    const social = within(canvas.getByRole('list', { name: 'Kampus on social media' }));
    for (const [name, host] of [
      ['Kampus on Facebook', 'https://www.facebook.com/'],
      ['Kampus on Instagram', 'https://www.instagram.com/'],
      ['Kampus on X (Twitter)', 'https://x.com/'],
      ['Kampus on LinkedIn', 'https://www.linkedin.com/'],
    ] as const) {
      const link = social.getByRole('link', { name });
      await expect(link.getAttribute('href')).toMatch(new RegExp(`^${host.replace(/\./g, '\\.')}`));
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    await expect(legal.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-condition');
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(legal.getByRole('link', { name: 'Prohibited items' })).toHaveAttribute('href', '/prohibited-items');
  },
};

export const FollowsALegalLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/privacy'));
  },
};

/** The year is pinned so that the baseline does not change on New Year's Day. */
export const Appearance: Story = {
  args: { year: 2026 },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Kampus. All rights reserved.')).toBeVisible();
  },
};

export const OnPhone: Story = {
  args: { year: 2026 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const contact = canvas.getByRole('link', { name: 'Contact us' }).getBoundingClientRect();
    await expect(contact.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
