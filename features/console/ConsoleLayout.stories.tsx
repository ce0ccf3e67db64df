import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { getSession } from '../../client';
import { PageTitle, Stack, Text } from '../../ui';
import { withConsole } from '../../stories/decorators/withConsole';
import { ok } from '../../stories/msw/respond';
import { expectLocation, expectToast, freshConsoleState, phone } from './storyKit';
import { SIGNED_OUT_MESSAGE } from './useConsoleSignOut';

/** A page in the console's outlet, as an area's screen would be. */
function SamplePage() {
  return (
    <Stack space="4">
      <PageTitle>Overview</PageTitle>
      <Text>What waits for staff today.</Text>
    </Stack>
  );
}

const meta = {
  title: 'Features/Console/ConsoleLayout',
  component: SamplePage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', route: { path: '/admin/*', url: '/admin' } },
  beforeEach: freshConsoleState,
} satisfies Meta<typeof SamplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const consoleNav = () => screen.getByRole('navigation', { name: 'Console' });
const navLabels = () =>
  within(consoleNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Administrator: Story = {
  parameters: { visual: true },
  play: async () => {
    await expect(navLabels()).toEqual([
      'Overview',
      'KYC',
      'Disputes',
      'Moderation',
      'People',
      'Payouts',
      'Support',
      'Ledger',
      'Audit',
      'Staff',
    ]);
    await expect(within(consoleNav()).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(within(consoleNav()).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    await expect(screen.getByText('Ada Obi')).toBeVisible();
    await expect(screen.getByText('Administrator')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Overview' }));
  },
};

export const Support: Story = {
  parameters: { staffRole: 'support' },
  play: async () => {
    await expect(navLabels()).toEqual(['Overview', 'KYC', 'Disputes', 'Moderation', 'People', 'Support', 'Audit']);
    await expect(screen.getByText('Sade Bello')).toBeVisible();
    await expect(screen.getByText('Support', { selector: 'span' })).toBeVisible();
  },
};

export const Finance: Story = {
  parameters: { staffRole: 'finance' },
  play: async () => {
    await expect(navLabels()).toEqual(['Overview', 'Disputes', 'People', 'Payouts', 'Ledger', 'Audit']);
    await expect(screen.getByText('Finance', { selector: 'span' })).toBeVisible();
  },
};

/** On a case's page, its area is the current one (and the overview is not). */
export const CurrentAreaMarked: Story = {
  parameters: { route: { path: '/admin/*', url: '/admin/disputes/order/42' } },
  play: async () => {
    await expect(within(consoleNav()).getByRole('link', { name: 'Disputes' })).toHaveAttribute('aria-current', 'page');
    await expect(within(consoleNav()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  },
};

export const SkipToContent: Story = {
  play: async () => {
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('main')).toHaveFocus();
  },
};

/** At 375 px the nav folds behind Menu; opened, it lists the areas; nothing is wider than the phone. */
export const Phone: Story = {
  ...phone,
  parameters: { ...meta.parameters, ...phone.parameters, visual: true },
  play: async () => {
    const menu = screen.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    await expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const PhoneMenuOpen: Story = {
  ...phone,
  parameters: { ...meta.parameters, ...phone.parameters, visual: true },
  play: async () => {
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(consoleNav()).toBeVisible();
    await expect(navLabels()).toHaveLength(10);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // Following a link folds the menu again.
    await userEvent.click(within(consoleNav()).getByRole('link', { name: 'KYC' }));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SignOut: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/logout', () => ok({ message: 'Logged out' })));
  },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await expectLocation('/admin/sign-in');
    await expectToast(SIGNED_OUT_MESSAGE);
    await expect(getSession()).toBeNull();
  },
};
