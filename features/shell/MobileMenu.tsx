import { LogOut, Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../client';
import type { CurrentUser } from '../../contract';
import { Avatar, Button, Column, Columns, Drawer, LinkButton, Stack, Text } from '../../ui';
import { HeaderSearch } from './HeaderSearch';
import * as styles from './MobileMenu.css';
import { fullName } from './fullName';
import { siteLinks, userMenuLinks } from './userMenuLinks';

/** Who is signed in: avatar, name and email, above the account links. */
function UserSummary({ user }: { user: CurrentUser }) {
  const name = fullName(user);
  return (
    <div className={styles.userSummary}>
      <Columns space="3" alignY="center">
        <Column width="content">
          <Avatar name={name} photo={user.avatar} />
        </Column>
        <Stack space="0">
          <Text as="span" weight="semibold">
            {name}
          </Text>
          <Text as="span" size="sm" tone="muted" truncate>
            {user.email}
          </Text>
        </Stack>
      </Columns>
    </div>
  );
}

interface AccountLinksProps {
  /** Closes the menu; called before navigating or logging out. */
  onClose: () => void;
  onLogout: () => void;
}

/** The account links and Logout, as a plain list of links inside the mobile menu. */
function AccountLinks({ onClose, onLogout }: AccountLinksProps) {
  return (
    <Stack as="ul" space="0.5">
      {userMenuLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={styles.menuItem} onClick={onClose}>
            <Text as="span" tone="muted">
              {link.icon}
            </Text>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li aria-hidden="true">
        <hr className={styles.menuSeparator} />
      </li>
      <li>
        <button
          type="button"
          className={`${styles.menuItem} ${styles.logoutItem}`}
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          <LogOut size={18} aria-hidden="true" />
          Logout
        </button>
      </li>
    </Stack>
  );
}

export interface MobileMenuProps {
  /** The signed-in user, or undefined for a visitor. */
  user?: CurrentUser;
  onLogout: () => void;
}

/**
 * The small-screen menu (below 1024px): a button that opens a drawer from the right with the
 * search, the site links and the account links. ui's Drawer traps focus, locks the page's
 * scroll while open, and closes on Escape, its close button or a click on the dimmed page;
 * a navigation here closes it too.
 */
export function MobileMenu({ user, onLogout }: MobileMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="transparent" aria-label="Open menu" aria-expanded={isOpen} onPress={() => setOpen(true)}>
        <MenuIcon size={22} aria-hidden="true" />
      </Button>
      <Drawer title="Menu" side="right" isOpen={isOpen} onClose={close}>
        <Stack space="6">
          <HeaderSearch onSubmitted={close} />
          <nav aria-label="Site">
            <Stack as="ul" space="0.5">
              {siteLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={styles.menuItem} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </Stack>
          </nav>
          {user ? (
            <section aria-label="Your account">
              <UserSummary user={user} />
              <AccountLinks onClose={close} onLogout={onLogout} />
            </section>
          ) : (
            <Stack space="3">
              <LinkButton href={paths.login} variant="outline" fullWidth onPress={close}>
                Log In
              </LinkButton>
              <LinkButton href={paths.register} fullWidth onPress={close}>
                Sign Up
              </LinkButton>
            </Stack>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
