import type { KycStatus } from '../../contract';
import { paths } from '../../client';

export interface KycNotice {
  tone: 'info' | 'error';
  text: string;
}

/** What a guarded page does for a KYC status: show itself, or send the person elsewhere. */
export type KycGateDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; notice?: KycNotice };

export const KYC_PENDING_NOTICE = 'KYC is pending';
export const SUBMIT_KYC_NOTICE = 'Submit KYC, to start selling';
/** The spec's exact text, two spaces before 'seller' included. */
export const SELLER_PENDING_NOTICE = 'Your KYC is pending. Please wait for verification before accessing  seller dashboard.';

const allow: KycGateDecision = { kind: 'allow' };

/**
 * The /kyc pages: open while there is nothing (or a rejected submission) to review; a pending
 * submission goes back to the dashboard; an approved seller goes to the seller dashboard.
 */
export function kycPageDecision(status: KycStatus): KycGateDecision {
  switch (status) {
    case 'PENDING':
      return { kind: 'redirect', to: paths.dashboard.base, notice: { tone: 'info', text: KYC_PENDING_NOTICE } };
    case 'APPROVED':
      return { kind: 'redirect', to: paths.sellerDashboard.base };
    case 'NOT_SUBMITTED':
    case 'REJECTED':
      return allow;
  }
}

/**
 * The seller dashboard: only for an approved seller. Without a submission (or after a
 * rejection) the person is sent to submit one; while it is pending, back to the dashboard.
 */
export function sellerDashboardDecision(status: KycStatus): KycGateDecision {
  switch (status) {
    case 'APPROVED':
      return allow;
    case 'PENDING':
      return { kind: 'redirect', to: paths.dashboard.base, notice: { tone: 'info', text: SELLER_PENDING_NOTICE } };
    case 'NOT_SUBMITTED':
    case 'REJECTED':
      return { kind: 'redirect', to: paths.kyc, notice: { tone: 'info', text: SUBMIT_KYC_NOTICE } };
  }
}
