import { paths } from '../../client';
import { DashboardHomeScreen, DashboardShell } from './DashboardShell';
import { buyerDashboardNav, sellerDashboardNav } from './dashboardNav';
import type { DashboardNavProps } from './DashboardNav';

const buyer: DashboardNavProps = {
  sections: buyerDashboardNav,
  base: paths.dashboard.base,
  viewLabel: 'Buying',
  switchTo: { label: 'Switch to Selling', href: paths.sellerDashboard.base },
};

const seller: DashboardNavProps = {
  sections: sellerDashboardNav,
  base: paths.sellerDashboard.base,
  viewLabel: 'Selling',
  switchTo: { label: 'Switch to Buying', href: paths.dashboard.base },
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
