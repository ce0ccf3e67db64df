import { useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiError, consolePaths, useSession } from '../../client';
import { Button, LoadError, Spinner, Stack, Text } from '../../ui';
import { useStaffMe } from './api';
import { consoleNavFor, staffRoleLabels } from './consoleNav';
import * as styles from './ConsoleLayout.css';
import { noteRefusals, useSignOutReason } from './signOutReason';
import { StaffProvider, useStaff, type StaffMember } from './staff';
import { useConsoleSignOut } from './useConsoleSignOut';

export const CONSOLE_MAIN_ID = 'console-content';

/** Where the sign-in sends the staff member once they are in: the console page they asked for. */
export interface ConsoleSignInState {
  from?: string;
}

/** Moves focus to the page, so the next Tab starts there rather than in the nav. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(CONSOLE_MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The console's frame around a page: the areas the staff member's role may use (the current one
 * marked), who is signed in with their role, and Sign out. Below 1024 px the nav folds behind a
 * Menu button. Stories of console screens render their screen inside it (`withConsole`).
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const staff = useStaff();
  const signOut = useConsoleSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const items = consoleNavFor(staff.role);
  return (
    <div className={styles.console}>
      <a href={`#${CONSOLE_MAIN_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <header className={styles.sidebar}>
        <div className={styles.brandRow}>
          <NavLink to={consolePaths.home} className={styles.brand} aria-current={undefined} end>
            Kampus Console
          </NavLink>
          <span className={styles.menuButton}>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onPress={() => setMenuOpen((open) => !open)}
            >
              Menu
            </Button>
          </span>
        </div>
        <div id={navId} className={styles.navArea} data-open={menuOpen}>
          <nav aria-label="Console">
            <ul className={styles.navList}>
              {items.map((item) => (
                <li key={item.area}>
                  <NavLink to={item.href} end={item.end} className={styles.navItem} onClick={() => setMenuOpen(false)}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.who}>
            <Stack space="3">
              <Stack space="0.5">
                <Text as="span" weight="semibold" truncate>
                  {staff.name || staff.email}
                </Text>
                {staff.name ? (
                  <Text as="span" size="sm" tone="muted" truncate>
                    {staff.email}
                  </Text>
                ) : null}
                <Text as="span" size="sm" tone="muted">
                  {staffRoleLabels[staff.role]}
                </Text>
              </Stack>
              <Button variant="outline" size="sm" onPress={() => void signOut()}>
                Sign out
              </Button>
            </Stack>
          </div>
        </div>
      </header>
      <main id={CONSOLE_MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

const consoleSwr = { use: [noteRefusals] };

/**
 * /admin and every console page but the sign-in: only a staff member with a console session gets
 * in. A guest or a student goes to the sign-in; so does a staff member whose console session the
 * server refuses (no second factor, 30 minutes idle), with the server's reason shown there. Any
 * console request below that the server answers 401 does the same.
 */
export function ConsoleLayout() {
  return (
    <SWRConfig value={consoleSwr}>
      <ConsoleGate />
    </SWRConfig>
  );
}

function ConsoleGate() {
  const session = useSession();
  const location = useLocation();
  const { data: me, error, mutate } = useStaffMe(session !== null);
  const refusal = useSignOutReason();

  const staff = useMemo<StaffMember | null>(
    () => (me ? { id: me.id, email: me.email, role: me.role, name: `${me.firstname} ${me.lastname}`.trim() } : null),
    [me],
  );

  // 401: no console session (the reason is noted by noteRefusals); 404: not staff, told nothing more.
  const turnedAway = error instanceof ApiError && (error.status === 401 || error.status === 404);
  if (!session || refusal !== null || turnedAway) {
    return (
      <Navigate
        to={consolePaths.signIn}
        state={{ from: `${location.pathname}${location.search}` } satisfies ConsoleSignInState}
        replace
      />
    );
  }
  if (error) {
    return (
      <div className={styles.centred}>
        <LoadError title="The console could not be loaded" message={error.message} onRetry={() => void mutate()} />
      </div>
    );
  }
  if (!staff) {
    return (
      <div className={styles.centred}>
        <Spinner label="Loading the console" />
      </div>
    );
  }
  return (
    <StaffProvider staff={staff}>
      <ConsoleFrame>
        <Outlet />
      </ConsoleFrame>
    </StaffProvider>
  );
}
