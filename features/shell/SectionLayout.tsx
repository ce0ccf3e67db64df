import { Link, Outlet, useLocation } from 'react-router';
import { BUYER_DASHBOARD_BASE, dashboardPath, isTabCurrent } from './dashboardNav';
import * as styles from './SectionLayout.css';

interface SectionTab {
  label: string;
  segment: string;
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
    <div className={styles.section}>
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={`${title} pages`}>
        <ul className={styles.tabs}>
          {tabs.map((tab, index) => {
            const href = dashboardPath(path, tab.segment);
            const current = isTabCurrent(pathname, path, href, index === 0);
            return (
              <li key={tab.segment}>
                <Link to={href} className={styles.tab} aria-current={current ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export interface DashboardSectionLayoutProps {
  /** The dashboard's base path: '/dashboard' (default) or '/seller/dashboard'. */
  base?: string;
}

const profileTabs = [
  { label: 'Basic information', segment: 'basic-information' },
  { label: 'Verification', segment: 'verification' },
] as const;

const settingsTabs = [
  { label: 'Notification', segment: 'notification' },
  { label: 'Chat', segment: 'chat' },
  { label: 'Password', segment: 'password' },
] as const;

/** The layout of {base}/profile/*: 'Profile', and tabs Basic information and Verification. */
export function ProfileSectionLayout({ base = BUYER_DASHBOARD_BASE }: DashboardSectionLayoutProps) {
  return <SectionLayout title="Profile" path={dashboardPath(base, 'profile')} tabs={profileTabs} />;
}

/** The layout of {base}/settings/*: 'Settings', and tabs Notification, Chat and Password. */
export function SettingsSectionLayout({ base = BUYER_DASHBOARD_BASE }: DashboardSectionLayoutProps) {
  return <SectionLayout title="Settings" path={dashboardPath(base, 'settings')} tabs={settingsTabs} />;
}
