import { describe, expect, it } from 'vitest';
import { dashboardPaths, paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds /explore with the type and the trimmed, encoded search text', () => {
    expect(paths.explore()).toBe('/explore');
    expect(paths.explore({ search: '  iPhone 13 ' })).toBe('/explore?search=iPhone%2013');
    expect(paths.explore({ search: 'books & notes/2025?' })).toBe('/explore?search=books%20%26%20notes%2F2025%3F');
    expect(paths.explore({ type: 'tickets', search: 'party' })).toBe('/explore?type=tickets&search=party');
    expect(paths.explore({ type: 'products' })).toBe('/explore?type=products');
  });

  it('searches nothing for blank text', () => {
    expect(paths.explore({ search: '' })).toBe('/explore');
    expect(paths.explore({ search: '   ' })).toBe('/explore');
  });

  it('fills the parameters of a pattern, encoded', () => {
    expect(paths.product('hp-elitebook-840')).toBe('/product/hp-elitebook-840');
    expect(paths.ticket('freshers party/2026')).toBe('/ticket/freshers%20party%2F2026');
    expect(paths.dashboard.order('ord_1')).toBe('/dashboard/orders/ord_1');
    expect(paths.sellerDashboard.chat(42)).toBe('/seller/dashboard/chats/42');
  });

  it('builds the buying, seller profile and return-to-login addresses', () => {
    expect(paths.productCheckout('hp-elitebook-840', 3)).toBe('/checkout?product=hp-elitebook-840&quantity=3');
    expect(paths.productCheckout('hp elitebook', 0)).toBe('/checkout?product=hp%20elitebook&quantity=1');
    expect(paths.checkoutReturn('kmp_0a1b2c')).toBe('/checkout/return?reference=kmp_0a1b2c');
    expect(paths.checkoutReturn('a&b c')).toBe('/checkout/return?reference=a%26b%20c');
    expect(paths.eventTicketPurchase('freshers-night')).toBe('/ticket/purchase?event=freshers-night');
    expect(paths.sellerProfile('5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a01')).toBe('/seller/5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a01');
    expect(routePatterns.sellerProfile).toBe('/seller/:id');
    expect(paths.loginThen('/product/x?a=1')).toBe('/login?next=%2Fproduct%2Fx%3Fa%3D1');
  });

  it('has the KYC flows under /kyc', () => {
    expect(paths.kycFlow('brand')).toBe('/kyc/brand');
    expect(paths.kycFlow('individual')).toBe('/kyc/individual');
  });

  it('gives both dashboards the same pages under their own base', () => {
    expect(paths.dashboard.base).toBe('/dashboard');
    expect(paths.dashboard.passwordSettings).toBe('/dashboard/settings/password');
    expect(paths.sellerDashboard.blockedPeople).toBe('/seller/dashboard/settings/blocked');
    expect(paths.sellerDashboard.verification).toBe('/seller/dashboard/profile/verification');
    expect(paths.sellerDashboard.createListing('tickets')).toBe('/seller/dashboard/listings/create?type=tickets');
    expect(paths.sellerDashboard.editListing('products', 'iphone 12')).toBe(
      '/seller/dashboard/listings/iphone%2012/edit?type=products',
    );
    expect(dashboardPaths('/seller/dashboard').helpCenter).toBe('/seller/dashboard/help-center');
  });

  it('keeps the patterns the route tables match', () => {
    expect(routePatterns.product).toBe('/product/:slug');
    expect(paths.prohibitedItems).toBe('/prohibited-items');
    expect(routePatterns.dashboard.order).toBe('/dashboard/orders/:id');
  });
});
