/** The dashboard sidebars' sections (spec section 2, Buyer and Seller dashboard). */
export type DashboardIcon = 'profile' | 'settings' | 'orders' | 'chats' | 'saved' | 'listings' | 'wallet' | 'help';

export interface DashboardNavItem {
  label: string;
  /** The path under the dashboard's base, e.g. 'profile'. */
  segment: string;
  icon: DashboardIcon;
}

export interface DashboardNavSection {
  title: string;
  items: readonly DashboardNavItem[];
}

export const BUYER_DASHBOARD_BASE = '/dashboard';
export const SELLER_DASHBOARD_BASE = '/seller/dashboard';

/** Both dashboards have the same sections; only the Orders section's third page differs. */
function dashboardSections(thirdOrdersItem: DashboardNavItem): readonly DashboardNavSection[] {
  return [
    {
      title: 'Account',
      items: [
        { label: 'Profile', segment: 'profile', icon: 'profile' },
        { label: 'Settings', segment: 'settings', icon: 'settings' },
      ],
    },
    {
      title: 'Orders',
      items: [
        { label: 'Orders', segment: 'orders', icon: 'orders' },
        { label: 'Chats', segment: 'chats', icon: 'chats' },
        thirdOrdersItem,
      ],
    },
    { title: 'Finance', items: [{ label: 'Wallet', segment: 'wallet', icon: 'wallet' }] },
    { title: 'Support', items: [{ label: 'Help center', segment: 'help-center', icon: 'help' }] },
  ];
}

export const buyerDashboardNav = dashboardSections({ label: 'Saved items', segment: 'saved-items', icon: 'saved' });
export const sellerDashboardNav = dashboardSections({ label: 'Listings', segment: 'listings', icon: 'listings' });

/** A dashboard path: `dashboardPath('/dashboard', 'profile')` -> '/dashboard/profile'. */
export function dashboardPath(base: string, segment: string): string {
  return `${base.replace(/\/+$/, '')}/${segment.replace(/^\/+/, '')}`;
}

/** True when the path is the tab's page or one under it. */
export function isTabCurrent(pathname: string, sectionPath: string, tabPath: string, isFirst: boolean): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === tabPath || path.startsWith(`${tabPath}/`) || (isFirst && path === sectionPath);
}
