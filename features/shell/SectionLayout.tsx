import { Link, Outlet, useLocation } from 'react-router';
import { dashboardPaths, paths, type DashboardBase } from '../../client';
import { Heading, Stack } from '../../ui';
import { isTabCurrent } from './dashboardNav';
import * as styles from './SectionLayout.css';

interface SectionTab {
  label: string;
  href: string;
}

interface SectionLayoutProps {
  title: string;
  /** The section's path, e.g. '/dashboard/settings'. */
  path: string;
  /** The first tab is also current on the section's own path. */
  tabs: readonly SectionTab[];
}

/** A dashboard section: its heading, links to its pages as tabs, and the page (<Outlet/>). */
function SectionLayout({ title, path, tabs }: SectionLayoutProps) {
  const { pathname } = useLocation();
  return (
    <Stack space="5">
      <Heading level={1} weight="bold">
        {title}
      </Heading>
      <nav aria-label={`${title} pages`}>
        <ul className={styles.tabs}>
          {tabs.map((tab, index) => {
            const current = isTabCurrent(pathname, path, tab.href, index === 0);
            return (
              <li key={tab.href}>
                <Link to={tab.href} className={styles.tab} aria-current={current ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </Stack>
  );
}

export interface DashboardSectionLayoutProps {
  /** The dashboard's base path: '/dashboard' (default) or '/seller/dashboard'. */
  base?: DashboardBase;
}

/** The layout of {base}/profile/*: 'Profile', and tabs Basic information and Verification. */
export function ProfileSectionLayout({ base = paths.dashboard.base }: DashboardSectionLayoutProps) {
  const dashboard = dashboardPaths(base);
  const tabs = [
    { label: 'Basic information', href: dashboard.basicInformation },
    { label: 'Verification', href: dashboard.verification },
  ];
  return <SectionLayout title="Profile" path={dashboard.profile} tabs={tabs} />;
}

/** The layout of {base}/settings/*: 'Settings', and tabs Notification, Chat, Password and Blocked people (a phone scrolls them). */
export function SettingsSectionLayout({ base = paths.dashboard.base }: DashboardSectionLayoutProps) {
  const dashboard = dashboardPaths(base);
  const tabs = [
    { label: 'Notification', href: dashboard.notificationSettings },
    { label: 'Chat', href: dashboard.chatSettings },
    { label: 'Password', href: dashboard.passwordSettings },
    { label: 'Blocked people', href: dashboard.blockedPeople },
  ];
  return <SectionLayout title="Settings" path={dashboard.settings} tabs={tabs} />;
}
