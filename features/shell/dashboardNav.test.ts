import { describe, expect, it } from 'vitest';
import { paths } from '../../client';
import { buyerDashboardNav, isTabCurrent, navItemPath, sellerDashboardNav } from './dashboardNav';

const links = (sections: typeof buyerDashboardNav, dashboard: Parameters<typeof navItemPath>[0]) =>
  sections.flatMap((section) => section.items.map((item) => navItemPath(dashboard, item)));

describe('dashboard sections', () => {
  it('lists every section of the spec', () => {
    expect(buyerDashboardNav.map((section) => section.title)).toEqual(['Account', 'Orders', 'Finance', 'Support']);
  });

  it("links the seller's pages under /seller/dashboard, with Listings", () => {
    expect(links(sellerDashboardNav, paths.sellerDashboard)).toEqual([
      '/seller/dashboard/profile',
      '/seller/dashboard/settings',
      '/seller/dashboard/orders',
      '/seller/dashboard/chats',
      '/seller/dashboard/listings',
      '/seller/dashboard/wallet',
      '/seller/dashboard/help-center',
    ]);
  });

  it("links the buyer's pages under /dashboard, with Saved items", () => {
    expect(links(buyerDashboardNav, paths.dashboard)).toEqual([
      '/dashboard/profile',
      '/dashboard/settings',
      '/dashboard/orders',
      '/dashboard/chats',
      '/dashboard/saved-items',
      '/dashboard/wallet',
      '/dashboard/help-center',
    ]);
  });
});

describe('isTabCurrent', () => {
  const section = '/dashboard/profile';
  it('marks the tab of the page and of the pages under it', () => {
    expect(isTabCurrent('/dashboard/profile/verification', section, '/dashboard/profile/verification', false)).toBe(true);
    expect(isTabCurrent('/dashboard/profile/verification/', section, '/dashboard/profile/verification', false)).toBe(true);
    expect(isTabCurrent('/dashboard/profile/verification', section, '/dashboard/profile/basic-information', true)).toBe(false);
  });

  it("marks the first tab on the section's own path", () => {
    expect(isTabCurrent('/dashboard/profile', section, '/dashboard/profile/basic-information', true)).toBe(true);
    expect(isTabCurrent('/dashboard/profile', section, '/dashboard/profile/verification', false)).toBe(false);
  });
});
