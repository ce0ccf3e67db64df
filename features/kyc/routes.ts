import type { AccountType } from '../../contract';

/** Where the KYC pages live (spec section 2). */
export const KYC_PATH = '/kyc';
export const SELLER_DASHBOARD_PATH = '/seller/dashboard';
export const BUYER_DASHBOARD_PATH = '/dashboard';

/** /kyc/individual or /kyc/brand. */
export function kycFlowPath(accountType: AccountType): string {
  return `${KYC_PATH}/${accountType}`;
}
