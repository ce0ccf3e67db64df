import { MessageSquare, Package, Settings, Store, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../client';

export interface UserMenuLink {
  label: string;
  to: string;
  icon: ReactNode;
}

/** The signed-in user's menu in the header, before Logout. */
export const userMenuLinks: readonly UserMenuLink[] = [
  { label: 'Messages', to: paths.dashboard.chats, icon: <MessageSquare size={18} aria-hidden="true" /> },
  { label: 'My profile', to: paths.dashboard.profile, icon: <UserRound size={18} aria-hidden="true" /> },
  { label: 'Settings', to: paths.dashboard.settings, icon: <Settings size={18} aria-hidden="true" /> },
  { label: 'Orders', to: paths.dashboard.orders, icon: <Package size={18} aria-hidden="true" /> },
  { label: 'Seller Dashboard', to: paths.sellerDashboard.base, icon: <Store size={18} aria-hidden="true" /> },
];

/** The public pages linked from the header (and its mobile menu): the spec's four, and the seller directory. */
export const siteLinks = [
  { label: 'Explore', to: paths.explore() },
  { label: 'Sellers', to: paths.users },
  { label: 'How it works', to: paths.howItWorks },
  { label: 'About', to: paths.about },
  { label: 'Home', to: paths.home },
] as const;
