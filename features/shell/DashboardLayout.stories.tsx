import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { Navigate, Route, Routes } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { ok, sampleUser } from '../../stories/msw/respond';
import { DashboardHome, DashboardLayout, SellerDashboardHome, SellerDashboardLayout } from './DashboardLayout';
import { ProfileSectionLayout, SettingsSectionLayout } from './SectionLayout';

const phone = {
  viewport: { options: { phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
};
const onPhone = { viewport: { value: 'phone', isRotated: false } };
const wide = { viewport: { value: 'desktop', isRotated: false } };
const desktop = {
  viewport: { options: { desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' } } },
};

function Page({ title }: { title: string }) {
  return (
    <section>
      <h2>{title}</h2>
      <p>The {title.toLowerCase()} page.</p>
    </section>
  );
}

/** The buyer dashboard's routes as the app wires them, with placeholder pages. */
function BuyerDashboard() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Navigate to="profile" replace />} />
        <Route path="home" element={<DashboardHome />} />
        <Route path="profile" element={<ProfileSectionLayout />}>
          <Route index element={<Page title="Basic information" />} />
          <Route path="basic-information" element={<Page title="Basic information" />} />
          <Route path="verification" element={<Page title="Verification" />} />
        </Route>
        <Route path="settings" element={<SettingsSectionLayout />}>
          <Route index element={<Page title="Notification" />} />
          <Route path="notification" element={<Page title="Notification" />} />
          <Route path="chat" element={<Page title="Chat" />} />
          <Route path="password" element={<Page title="Password" />} />
          <Route path="blocked" element={<Page title="Blocked people" />} />
        </Route>
        <Route path="*" element={<Page title="Dashboard" />} />
      </Route>
    </Routes>
  );
}

function SellerDashboard() {
  return (
    <Routes>
      <Route element={<SellerDashboardLayout />}>
        <Route path="home" element={<SellerDashboardHome />} />
        <Route path="profile" element={<ProfileSectionLayout base="/seller/dashboard" />}>
          <Route index element={<Page title="Basic information" />} />
        </Route>
        <Route path="*" element={<Page title="Listings" />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Features/Shell/DashboardLayout',
  component: DashboardLayout,
  decorators: [withApp],
  render: () => <BuyerDashboard />,
  parameters: {
    layout: 'fullscreen',
    signedIn: true,
    route: { path: '/dashboard/*', url: '/dashboard/profile' },
    ...desktop,
    ...phone,
  },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
  },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');

export const Wide: Story = {
  globals: wide,
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Ada Obi' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    for (const [name, href] of [
      ['Profile', '/dashboard/profile'],
      ['Settings', '/dashboard/settings'],
      ['Orders', '/dashboard/orders'],
      ['Chats', '/dashboard/chats'],
      ['Saved items', '/dashboard/saved-items'],
      ['Wallet', '/dashboard/wallet'],
      ['Help center', '/dashboard/help-center'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const section of ['Account', 'Orders', 'Finance', 'Support']) {
      await expect(nav.getByRole('list', { name: section })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Switch to Selling' })).toHaveAttribute('href', '/seller/dashboard');
    await expect(canvas.getByRole('link', { name: 'Back to Home', hidden: true })).not.toBeVisible();
    // The profile's sub-pages, Basic information current on /dashboard/profile.
    const tabs = within(canvas.getByRole('navigation', { name: 'Profile pages' }));
    await expect(tabs.getByRole('link', { name: 'Basic information' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Verification' })).toHaveAttribute('href', '/dashboard/profile/verification');
  },
};

export const WideNavigates: Story = {
  globals: wide,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    await userEvent.click(nav.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/settings'));
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    const tabs = within(canvas.getByRole('navigation', { name: 'Settings pages' }));
    await userEvent.click(tabs.getByRole('link', { name: 'Password' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/settings/password'));
    await expect(tabs.getByRole('link', { name: 'Password' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(tabs.getByRole('link', { name: 'Blocked people' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/settings/blocked'));
    await expect(tabs.getByRole('link', { name: 'Blocked people' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WideHomeRedirectsToProfile: Story = {
  globals: wide,
  parameters: { route: { path: '/dashboard/*', url: '/dashboard/home' } },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/profile'));
  },
};

export const NarrowHome: Story = {
  globals: onPhone,
  parameters: { visual: true, route: { path: '/dashboard/*', url: '/dashboard/home' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Ada Obi' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.getByRole('link', { name: 'Wallet' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
    await expect(location()).toHaveTextContent('/dashboard/home');
    await userEvent.click(nav.getByRole('link', { name: 'Wallet' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/wallet'));
  },
};

export const NarrowPage: Story = {
  globals: onPhone,
  parameters: { visual: true, route: { path: '/dashboard/*', url: '/dashboard/settings/password' } },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Back to Home' });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '/dashboard/home');
    // The sidebar is the home page on small screens, not beside the page.
    await expect(canvas.getByRole('navigation', { name: 'Dashboard', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  },
};

export const NarrowBackToHome: Story = {
  globals: onPhone,
  parameters: { route: { path: '/dashboard/*', url: '/dashboard/wallet' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/home'));
    await expect(canvas.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  },
};

export const Seller: Story = {
  globals: wide,
  render: () => <SellerDashboard />,
  parameters: { visual: true, route: { path: '/seller/dashboard/*', url: '/seller/dashboard/listings' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Ada Obi' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Dashboard menu' })).toHaveTextContent('Selling');
    const nav = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    for (const [name, href] of [
      ['Profile', '/seller/dashboard/profile'],
      ['Settings', '/seller/dashboard/settings'],
      ['Orders', '/seller/dashboard/orders'],
      ['Chats', '/seller/dashboard/chats'],
      ['Listings', '/seller/dashboard/listings'],
      ['Wallet', '/seller/dashboard/wallet'],
      ['Help center', '/seller/dashboard/help-center'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    const switchToBuying = canvas.getByRole('link', { name: 'Switch to Buying' });
    await expect(switchToBuying).toHaveAttribute('href', '/dashboard');
  },
};

export const SellerNarrowHome: Story = {
  globals: onPhone,
  render: () => <SellerDashboard />,
  parameters: { route: { path: '/seller/dashboard/*', url: '/seller/dashboard/home' } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.getByRole('link', { name: 'Listings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Switch to Buying' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
  },
};
