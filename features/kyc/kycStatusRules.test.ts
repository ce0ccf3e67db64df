import { describe, expect, it } from 'vitest';
import { kycPageDecision, sellerDashboardDecision } from './kycStatusRules';

describe('kycPageDecision (/kyc pages)', () => {
  it('sends a pending submission to /dashboard with a notice', () => {
    expect(kycPageDecision('PENDING')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      notice: { tone: 'info', text: 'KYC is pending' },
    });
  });
  it('sends an approved seller to the seller dashboard', () => {
    expect(kycPageDecision('APPROVED')).toEqual({ kind: 'redirect', to: '/seller/dashboard' });
  });
  it('lets a first or rejected submission through', () => {
    expect(kycPageDecision('NOT_SUBMITTED')).toEqual({ kind: 'allow' });
    expect(kycPageDecision('REJECTED')).toEqual({ kind: 'allow' });
  });
});

describe('sellerDashboardDecision', () => {
  it('lets an approved seller in', () => {
    expect(sellerDashboardDecision('APPROVED')).toEqual({ kind: 'allow' });
  });
  it('sends someone without a submission to /kyc', () => {
    expect(sellerDashboardDecision('NOT_SUBMITTED')).toEqual({
      kind: 'redirect',
      to: '/kyc',
      notice: { tone: 'info', text: 'Submit KYC, to start selling' },
    });
    expect(sellerDashboardDecision('REJECTED')).toMatchObject({ to: '/kyc' });
  });
  it('sends a pending seller to /dashboard with the exact notice', () => {
    expect(sellerDashboardDecision('PENDING')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      notice: { tone: 'info', text: 'Your KYC is pending. Please wait for verification before accessing  seller dashboard.' },
    });
  });
});
