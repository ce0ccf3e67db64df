import type { DashboardPaths } from '../../client';

/** The dashboard sidebars' sections (the buyer's and the seller's dashboard). */
export type DashboardIcon = 'profile' | 'settings' | 'orders' | 'chats' | 'saved' | 'listings' | 'wallet' | 'help';

/** The dashboard pages a sidebar links to: the names of their addresses in `DashboardPaths`. */
export type DashboardPage = 'profile' | 'settings' | 'orders' | 'chats' | 'savedItems' | 'listings' | 'wallet' | 'helpCenter';

export interface DashboardNavItem {
  label: string;
  page: DashboardPage;
  icon: DashboardIcon;
}

export interface DashboardNavSection {
  title: string;
  items: readonly DashboardNavItem[];
}

/** Both dashboards have the same sections; only the Orders section's third page differs. */
function dashboardSections(thirdOrdersItem: DashboardNavItem): readonly DashboardNavSection[] {
  return [
    {
      title: 'Account',
      items: [
        { label: 'Profile', page: 'profile', icon: 'profile' },
        { label: 'Settings', page: 'settings', icon: 'settings' },
      ],
    },
    {
      title: 'Orders',
      items: [
        { label: 'Orders', page: 'orders', icon: 'orders' },
        { label: 'Chats', page: 'chats', icon: 'chats' },
        thirdOrdersItem,
      ],
    },
    { title: 'Finance', items: [{ label: 'Wallet', page: 'wallet', icon: 'wallet' }] },
    { title: 'Support', items: [{ label: 'Help center', page: 'helpCenter', icon: 'help' }] },
  ];
}

export const buyerDashboardNav = dashboardSections({ label: 'Saved items', page: 'savedItems', icon: 'saved' });
export const sellerDashboardNav = dashboardSections({ label: 'Listings', page: 'listings', icon: 'listings' });

/** Where a sidebar item leads in a dashboard. */
export function navItemPath(dashboard: DashboardPaths, item: DashboardNavItem): string {
  return dashboard[item.page];
}

/** True when the path is the tab's page or one under it. */
export function isTabCurrent(pathname: string, sectionPath: string, tabPath: string, isFirst: boolean): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === tabPath || path.startsWith(`${tabPath}/`) || (isFirst && path === sectionPath);
}
