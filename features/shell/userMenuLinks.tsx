import { MessageSquare, Package, Settings, Store, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';

export interface UserMenuLink {
  label: string;
  to: string;
  icon: ReactNode;
}

/** The signed-in user's menu (spec section 2, Header), before Logout. */
export const userMenuLinks: readonly UserMenuLink[] = [
  { label: 'Messages', to: '/dashboard/chats', icon: <MessageSquare size={18} aria-hidden="true" /> },
  { label: 'My profile', to: '/dashboard/profile', icon: <UserRound size={18} aria-hidden="true" /> },
  { label: 'Settings', to: '/dashboard/settings', icon: <Settings size={18} aria-hidden="true" /> },
  { label: 'Orders', to: '/dashboard/orders', icon: <Package size={18} aria-hidden="true" /> },
  { label: 'Seller Dashboard', to: '/seller/dashboard', icon: <Store size={18} aria-hidden="true" /> },
];

/** The public pages linked from the header. */
export const siteLinks = [
  { label: 'Explore', to: '/explore' },
  { label: 'How it works', to: '/how-it-works' },
  { label: 'About', to: '/about' },
  { label: 'Home', to: '/' },
] as const;
