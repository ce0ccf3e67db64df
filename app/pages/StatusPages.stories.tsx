import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { AppErrorBoundary } from './AppErrorBoundary';
import { NotFound } from './NotFound';

/** The app's own pages: the 404 page and the top-level 500 fallback. */
const meta = {
  title: 'Screens/StatusPages',
  decorators: [withApp],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundPage: Story = {
  parameters: { visual: true, route: { path: '/no-such-page' } },
  render: () => <NotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 Oops! Page not found.' })).toBeVisible();
    await expect(
      canvas.getByText(
        'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/contact-us');
    await expect(canvas.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  },
};

function BrokenScreen(): never {
  throw new Error('A screen failed while rendering');
}

/** A screen that throws while rendering: the error boundary shows the 500 page instead of a blank one. */
export const ServerErrorFallback: Story = {
  parameters: { visual: true, route: { path: '/dashboard/profile' } },
  render: () => (
    <AppErrorBoundary resetKey="story">
      <BrokenScreen />
    </AppErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '500 - Internal Server Error' })).toBeVisible();
    await expect(canvas.getByText('Sorry, something went wrong.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Back Home' })).toBeEnabled();
  },
};
