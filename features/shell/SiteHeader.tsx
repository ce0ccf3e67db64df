import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { paths, useCurrentUser } from '../../client';
import { Inline, LinkButton } from '../../ui';
import { useLogout } from './api';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import * as styles from './SiteHeader.css';
import { narrowOnly, wideOnly } from './shell.css';
import { siteLinks } from './userMenuLinks';

// A signed-in student's bell and menu load when someone is signed in, so a visitor's first page
// does not download them (and their dropdowns' code only when wanted: ./SignedInMenus).
const HeaderNotifications = lazy(async () => ({ default: (await import('./SignedInMenus')).HeaderNotifications }));
const HeaderUserMenu = lazy(async () => ({ default: (await import('./SignedInMenus')).HeaderUserMenu }));

/**
 * The site header: logo, links, search, and either Log In / Sign Up or the notifications
 * and the user menu. Signed in means the current user (GET /v1/user) has a firstname.
 * Below 1024px the links, search and account live in the mobile menu.
 */
export function SiteHeader() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const signedInUser = user?.firstname ? user : undefined;
  const onLogout = () => void logout();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.logo}>
          Kampus
        </Link>
        <nav aria-label="Main" className={wideOnly}>
          <Inline as="ul" space="1">
            {siteLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={styles.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </Inline>
        </nav>
        <div className={`${wideOnly} ${styles.search}`}>
          <HeaderSearch />
        </div>
        <div className={styles.actions}>
          {signedInUser && (
            <Suspense fallback={null}>
              <HeaderNotifications />
            </Suspense>
          )}
          <div className={styles.accountActions}>
            {signedInUser ? (
              <Suspense fallback={null}>
                <HeaderUserMenu user={signedInUser} onLogout={onLogout} />
              </Suspense>
            ) : (
              <>
                <LinkButton href={paths.login} variant="transparent">
                  Log In
                </LinkButton>
                <LinkButton href={paths.register}>Sign Up</LinkButton>
              </>
            )}
          </div>
          <div className={narrowOnly}>
            <MobileMenu user={signedInUser} onLogout={onLogout} />
          </div>
        </div>
      </div>
    </header>
  );
}
