import { describe, expect, it } from 'vitest';
import { buyerDashboardNav, dashboardPath, isTabCurrent, sellerDashboardNav } from './dashboardNav';

describe('dashboardPath', () => {
  it('joins the base and the segment with one slash', () => {
    expect(dashboardPath('/dashboard', 'profile')).toBe('/dashboard/profile');
    expect(dashboardPath('/seller/dashboard/', '/wallet')).toBe('/seller/dashboard/wallet');
  });
});

describe('dashboard sections', () => {
  it('lists every section of the spec', () => {
    expect(buyerDashboardNav.map((section) => section.title)).toEqual(['Account', 'Orders', 'Finance', 'Support']);
    expect(sellerDashboardNav.flatMap((section) => section.items.map((item) => item.segment))).toEqual([
      'profile',
      'settings',
      'orders',
      'chats',
      'listings',
      'wallet',
      'help-center',
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
