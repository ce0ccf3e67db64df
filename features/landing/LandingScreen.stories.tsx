import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { escrowSteps, LANDING_TITLE } from './fixtures';
import { LandingScreen } from './LandingScreen';

const meta = {
  title: 'Features/Landing/LandingScreen',
  component: LandingScreen,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/' } },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore the marketplace' })).toHaveAttribute('href', '/explore');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      escrowSteps.map((step) => step.title),
    );
  },
};
