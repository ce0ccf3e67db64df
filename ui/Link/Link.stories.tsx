import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link, LinkButton } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#reset', children: 'Reset Here' },
  parameters: {
    docs: {
      description: {
        component:
          'Navigation. Give it an `href`; in the app, RouterProvider routes it client-side. `LinkButton` is a link styled as a button, for navigation that is the main action (e.g. "Register here").',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  render: (args) => (
    <p>
      Forgot your password? <Link {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Reset Here' });
    await expect(link).toHaveAttribute('href', '#reset');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Link {...args} tone="accent">
        See All
      </Link>
      <Link {...args} tone="neutral" underline="hover">
        How it works
      </Link>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See All' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How it works' })).toBeVisible();
  },
};

export const AsButton: Story = {
  parameters: { visual: true },
  render: () => (
    <LinkButton href="#register" variant="outline">
      Register here
    </LinkButton>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '#register');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Reset Here' })).toHaveFocus();
  },
};
