import { DashboardHomeScreen, DashboardShell } from './DashboardShell';
import { BUYER_DASHBOARD_BASE, buyerDashboardNav, SELLER_DASHBOARD_BASE, sellerDashboardNav } from './dashboardNav';
import type { DashboardNavProps } from './DashboardNav';

const buyer: DashboardNavProps = {
  sections: buyerDashboardNav,
  base: BUYER_DASHBOARD_BASE,
  viewLabel: 'Buying',
  switchTo: { label: 'Switch to Selling', href: SELLER_DASHBOARD_BASE },
};

const seller: DashboardNavProps = {
  sections: sellerDashboardNav,
  base: SELLER_DASHBOARD_BASE,
  viewLabel: 'Selling',
  switchTo: { label: 'Switch to Buying', href: BUYER_DASHBOARD_BASE },
};

/** The layout of /dashboard/*: the buyer's sidebar and the page (<Outlet/>). */
export function DashboardLayout() {
  return <DashboardShell {...buyer} />;
}

/** /dashboard/home: the list of dashboard pages on small screens; redirects to /dashboard/profile from 1024px. */
export function DashboardHome() {
  return <DashboardHomeScreen {...buyer} />;
}

/** The layout of /seller/dashboard/*: the seller's sidebar with the user's name, and the page. */
export function SellerDashboardLayout() {
  return <DashboardShell {...seller} />;
}

/** /seller/dashboard/home: as DashboardHome, for the seller dashboard. */
export function SellerDashboardHome() {
  return <DashboardHomeScreen {...seller} />;
}
