import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../../ui';
import { withApp } from '../../stories/decorators/withApp';
import { notificationList, sampleNotifications } from '../notifications';
import { ok, sampleUser } from '../../stories/msw/respond';
import { SiteHeader } from './SiteHeader';

/** A 375 x 812 phone, the narrowest screen the layouts are checked at. */
const phone = {
  viewport: { options: { phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
};

const meta = {
  title: 'Features/Shell/SiteHeader',
  component: SiteHeader,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/', url: '/' } },
  beforeEach: ({ msw }) => {
    toast.clear();
    msw.use(
      http.get('/v1/notifications', () => HttpResponse.json(notificationList(sampleNotifications()))),
      http.post('/v1/notifications/read-all', () => ok({ unreadCount: 0 })),
    );
    return () => toast.clear();
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');

export const LoggedOut: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Explore', '/explore'],
      ['Sellers', '/users'],
      ['How it works', '/how-it-works'],
      ['About', '/about'],
      ['Home', '/'],
    ] as const) {
      await expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Kampus' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('searchbox', { name: 'Search products and events' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  parameters: { visual: true, signedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Account menu for Ada Obi' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  },
};

const accountMenuLinks = [
  ['Messages', '/dashboard/chats'],
  ['My profile', '/dashboard/profile'],
  ['Settings', '/dashboard/settings'],
  ['Orders', '/dashboard/orders'],
  ['Seller Dashboard', '/seller/dashboard'],
] as const;

/** Tab from wherever focus is until `target` has it (a person pressing Tab). */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 20 && document.activeElement !== target; presses += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

export const UserMenuOpen: Story = {
  parameters: { visual: true, signedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
  },
  play: async ({ canvas }) => {
    // Read afresh each time: the first press swaps the stand-in for the real trigger.
    const trigger = () => canvas.getByRole('button', { name: 'Account menu for Ada Obi' });
    await canvas.findByRole('button', { name: 'Account menu for Ada Obi' });

    // An outside click closes it.
    await userEvent.click(trigger());
    await expect(await screen.findByRole('menu', { name: 'Account menu for Ada Obi' })).toBeVisible();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Kampus' }).parentElement!);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it and gives focus back to the avatar.
    await userEvent.click(trigger());
    await screen.findByRole('menu', { name: 'Account menu for Ada Obi' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();

    // Open, it says who is signed in above the account links, then Logout.
    await userEvent.click(trigger());
    const menu = within(await screen.findByRole('menu', { name: 'Account menu for Ada Obi' }));
    await expect(menu.getByRole('group', { name: 'Ada Obi' })).toBeVisible();
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      ...accountMenuLinks.map(([name]) => name),
      'Logout',
    ]);
    for (const [name, href] of accountMenuLinks) {
      await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).not.toHaveAttribute('href');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const UserMenuNavigates: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu for Ada Obi' }));
    const menu = within(await screen.findByRole('menu', { name: 'Account menu for Ada Obi' }));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Orders' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/orders'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Tab to the avatar, Enter opens the menu on its first item, arrows move, Escape closes, Enter follows a link. */
export const UserMenuKeyboard: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
  },
  play: async ({ canvas }) => {
    // Read afresh each time: the first press swaps the stand-in for the real trigger.
    const trigger = () => canvas.getByRole('button', { name: 'Account menu for Ada Obi' });
    await tabTo(await canvas.findByRole('button', { name: 'Account menu for Ada Obi' }));

    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu', { name: 'Account menu for Ada Obi' }));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Messages' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(menu.getByRole('menuitem', { name: 'Seller Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
    await expect(location()).toHaveTextContent(/^\/$/);

    // ArrowDown on the avatar opens it too; Enter on an item navigates and closes it.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = within(await screen.findByRole('menu', { name: 'Account menu for Ada Obi' }));
    await waitFor(() => expect(reopened.getByRole('menuitem', { name: 'Messages' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(reopened.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/settings'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Logout: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/user', () => ok(sampleUser)),
      http.post('/v1/auth/logout', () => ok({ message: 'Logged out' })),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu for Ada Obi' }));
    const menu = within(await screen.findByRole('menu', { name: 'Account menu for Ada Obi' }));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    await expect(await screen.findByText('You have been logged out')).toBeVisible();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const NotificationsMarkAllRead: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
  },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    const items = panel.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(panel.getByText('Order accepted')).toHaveTextContent('Order accepted (unread)');

    await userEvent.click(panel.getByRole('button', { name: 'Mark all as read' }));
    await expect(panel.queryByText(/\(unread\)/)).not.toBeInTheDocument();
    // Focus stays in the panel, so Escape still closes it.
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  },
};

export const NotificationsOpen: Story = {
  parameters: { visual: true, signedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(panel.getByText('New order')).toBeVisible();
  },
};

export const SearchDebounced: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search products and events' });
    await userEvent.type(search, 'mini fridge');
    // Nothing happens while typing; 300 ms after the last key the explore page opens.
    await expect(location()).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(location()).toHaveTextContent('/explore?search=mini%20fridge'), { timeout: 2000 });
  },
};

export const SearchSubmitted: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search products and events' });
    await userEvent.type(search, 'books & notes{Enter}');
    await expect(location()).toHaveTextContent('/explore?search=books%20%26%20notes');
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: true, ...phone },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    // The page behind does not scroll while the menu is open.
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await expect(menu.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    await expect(menu.getByRole('link', { name: 'Sellers' })).toHaveAttribute('href', '/users');
    await expect(menu.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(menu.getByRole('searchbox', { name: 'Search products and events' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close' })).toBeVisible();
    // A full-height sheet against the right edge, measured once it has slid in.
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(Math.round(dialog.getBoundingClientRect().height)).toBe(window.innerHeight);
  },
};

export const MobileMenuCloses: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...phone },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Open menu' });

    // Keyboard: Enter opens it, Tab stays inside it, Escape closes it and focus returns.
    await tabTo(open);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    await expect(open).toHaveFocus();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    // Its close button closes it.
    await userEvent.click(open);
    const withClose = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(withClose.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());

    // A click on the dimmed page beside it closes it.
    await userEvent.click(open);
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(panel.parentElement?.parentElement ?? document.body);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');

    // A link closes it and navigates.
    await userEvent.click(open);
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(menu.getByRole('link', { name: 'How it works' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await expect(location()).toHaveTextContent('/how-it-works');
  },
};

export const MobileMenuSignedIn: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: true, signedIn: true, ...phone },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByText('Ada Obi')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Seller Dashboard' })).toHaveAttribute('href', '/seller/dashboard');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  },
};
