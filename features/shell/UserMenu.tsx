import { LogOut } from 'lucide-react';
import type { CurrentUser } from '../../contract';
import { Avatar, Button, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, visuallyHidden } from '../../ui';
import { fullName } from './fullName';
import { userMenuLinks } from './userMenuLinks';

export interface UserMenuProps {
  user: CurrentUser;
  onLogout: () => void;
}

/**
 * The avatar button and its menu: the account links (under the signed-in user's name) and
 * Logout. Arrow keys move through it, Enter chooses, Escape or an outside click closes it.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const name = fullName(user);
  return (
    <MenuTrigger>
      <Button variant="transparent" size="sm">
        {/* The button (and so the menu) is named by its text; the avatar only shows who it is. */}
        <span aria-hidden="true">
          <Avatar name={name} photo={user.avatar} size="sm" />
        </span>
        <span className={visuallyHidden}>Account menu for {name}</span>
      </Button>
      <Menu>
        <MenuSection title={name}>
          {userMenuLinks.map((link) => (
            <MenuItem key={link.to} id={link.to} href={link.to} icon={link.icon}>
              {link.label}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" tone="critical" onAction={onLogout} icon={<LogOut size={18} aria-hidden="true" />}>
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
