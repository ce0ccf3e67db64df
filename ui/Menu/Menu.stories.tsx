import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, LayoutDashboard, LogOut, MessageSquare, Package, Settings, User } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const onLogout = fn();

/** The account menu's pages, as the site header lists them. */
const accountLinks = [
  { href: '/dashboard/chats', label: 'Messages', Icon: MessageSquare },
  { href: '/dashboard/profile', label: 'My profile', Icon: User },
  { href: '/dashboard/settings', label: 'Settings', Icon: Settings },
  { href: '/dashboard/orders', label: 'Orders', Icon: Package },
  { href: '/seller/dashboard', label: 'Seller Dashboard', Icon: LayoutDashboard },
];

function AccountItems() {
  return (
    <>
      {accountLinks.map(({ href, label, Icon }) => (
        <MenuItem key={href} href={href} icon={<Icon size={16} aria-hidden="true" />}>
          {label}
        </MenuItem>
      ))}
      <MenuSeparator />
      <MenuItem id="logout" tone="critical" onAction={onLogout} icon={<LogOut size={16} aria-hidden="true" />}>
        Logout
      </MenuItem>
    </>
  );
}

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { children: <AccountItems />, onAction: fn() },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', maxWidth: 480 }}>
      <MenuTrigger>
        <Button variant="transparent" iconEnd={<ChevronDown size={16} aria-hidden="true" />}>
          Ada Obi
        </Button>
        <Menu {...args} />
      </MenuTrigger>
    </div>
  ),
  beforeEach: () => onLogout.mockClear(),
  parameters: {
    docs: {
      description: {
        component:
          '`<MenuTrigger>` takes the trigger (any Button: a name, an icon, an avatar) and a `<Menu>`. Items are actions (`onAction`) or links (`href`), grouped with `MenuSection` or split by `MenuSeparator`; `tone="critical"` marks leaving or destructive items. The menu opens from the trigger with a click, Enter, Space or the arrow keys, and closes on a choice, Escape or a click outside. For dropdown content that is not a list of actions (notifications), use Popover.',
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenu: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Obi' }));
    const menu = await screen.findByRole('menu', { name: 'Ada Obi' });
    await expect(menu).toBeVisible();
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Messages',
      'My profile',
      'Settings',
      'Orders',
      'Seller Dashboard',
      'Logout',
    ]);
    await expect(screen.getByRole('menuitem', { name: 'Messages' })).toHaveAttribute('href', '/dashboard/chats');
    await expect(screen.getByRole('menuitem', { name: 'Seller Dashboard' })).toHaveAttribute('href', '/seller/dashboard');
    await expect(screen.getByRole('separator')).toBeInTheDocument();
  },
};

export const ChooseAction: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Obi' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const AvatarTrigger: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="transparent" aria-label="Account menu for Ada Obi">
        <span
          aria-hidden="true"
          style={{
            display: 'grid',
            placeItems: 'center',
            width: 32,
            height: 32,
            borderRadius: '50%',
            background: '#e6f4ec',
            color: '#086134',
            fontSize: 14,
          }}
        >
          AO
        </span>
      </Button>
      <Menu {...args} />
    </MenuTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu for Ada Obi' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu', { name: 'Account menu for Ada Obi' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const WithSections: Story = {
  args: {
    children: (
      <>
        <MenuSection title="Buying">
          <MenuItem href="/dashboard/orders">Orders</MenuItem>
          <MenuItem href="/dashboard/wallet">Wallet</MenuItem>
        </MenuSection>
        <MenuSection title="Selling">
          <MenuItem href="/seller/dashboard/listings">Listings</MenuItem>
          <MenuItem isDisabled>Payouts</MenuItem>
        </MenuSection>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Obi' }));
    await expect(await screen.findByRole('group', { name: 'Buying' })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Selling' })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Payouts' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Obi' }));
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Obi' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Obi' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'Messages' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(screen.getByRole('menuitem', { name: 'Messages' })).toHaveFocus();
    await userEvent.keyboard('o');
    await expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // Focus goes back once the menu's exit animation ends, later on a busy machine.
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowUp}');
    await expect(await screen.findByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
