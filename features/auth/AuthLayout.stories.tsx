import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { AuthLayout } from './AuthLayout';
import { phone } from './storyKit';

const meta = {
  title: 'Features/Auth/AuthLayout',
  component: AuthLayout,
  args: { children: <p>The auth screen goes here.</p> },
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/login' } },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnLogin: Story = {
  play: async () => {
    await expect(screen.getByRole('main')).toHaveTextContent('The auth screen goes here.');
    await expect(screen.getByRole('link', { name: 'Kampus' })).toHaveAttribute('href', '/');
    await expect(screen.getByText('Buy, Sell, Trade Securely, Student to Student')).toBeVisible();
    await expect(screen.getByRole('complementary', { name: 'Not yet signed up?' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
  },
};

export const OnForgetPassword: Story = {
  parameters: { route: { path: '/forget-password' } },
  play: async () => {
    await expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
  },
};

export const OnRegister: Story = {
  parameters: { route: { path: '/register' } },
  play: async () => {
    await expect(screen.getByRole('complementary', { name: 'Already signed up?' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  },
};

export const OnVerifyEmail: Story = {
  parameters: { route: { path: '/verify-email' } },
  play: async () => {
    await expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  },
};

export const OnResetPassword: Story = {
  parameters: { route: { path: '/reset-password' } },
  play: async () => {
    await expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  },
};

export const StackedOnPhone: Story = {
  ...phone,
  play: async () => {
    // Narrow: brand bar, then the screen, then the side panel, one under another.
    const brand = screen.getByRole('banner').getBoundingClientRect();
    const main = screen.getByRole('main').getBoundingClientRect();
    const panel = screen.getByRole('complementary').getBoundingClientRect();
    await expect(brand.bottom).toBeLessThanOrEqual(main.top);
    await expect(main.bottom).toBeLessThanOrEqual(panel.top);
  },
};

export const SideBySideOnWideScreens: Story = {
  play: async () => {
    const main = screen.getByRole('main').getBoundingClientRect();
    const panel = screen.getByRole('complementary').getBoundingClientRect();
    await expect(main.right).toBeLessThanOrEqual(panel.left);
  },
};
