import { ArrowLeft } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { dashboardPaths } from '../../client';
import { LinkButton, Stack } from '../../ui';
import * as styles from './DashboardLayout.css';
import { DashboardNav, type DashboardNavProps } from './DashboardNav';
import { narrowOnly } from './shell.css';
import { useMediaQuery, WIDE_SCREEN_QUERY } from './useMediaQuery';

/**
 * A dashboard: the sidebar beside the page on wide screens (1024px and up). On small screens
 * the sidebar is the dashboard's home page, and every other page has 'Back to Home'.
 */
export function DashboardShell(props: DashboardNavProps) {
  const { pathname } = useLocation();
  const homePath = dashboardPaths(props.base).home;
  const onHome = pathname.replace(/\/+$/, '') === homePath;
  return (
    <div className={styles.dashboard}>
      <aside className={styles.sidebar} aria-label="Dashboard menu">
        <DashboardNav {...props} />
      </aside>
      <Stack space="4">
        {!onHome && (
          <div className={narrowOnly}>
            <LinkButton href={homePath} variant="transparent" size="sm">
              <ArrowLeft size={18} aria-hidden="true" />
              Back to Home
            </LinkButton>
          </div>
        )}
        <Outlet />
      </Stack>
    </div>
  );
}

/** The dashboard's home: the list of its pages on small screens; the profile on wide ones. */
export function DashboardHomeScreen(props: DashboardNavProps) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  if (isWide) return <Navigate to={dashboardPaths(props.base).profile} replace />;
  return <DashboardNav {...props} />;
}
