/** KYC: the seller's identity verification (spec sections 2-5, 8) and the guards built on its status. */
export { KycChooserScreen } from './KycChooserScreen';
export { BrandKycScreen } from './BrandKycScreen';
export { IndividualKycScreen } from './IndividualKycScreen';
export { KycGate, SellerGate } from './KycGate';
export { useKycStatus, KYC_KEY, type KycStatusData } from './api';
export {
  kycPageDecision,
  sellerDashboardDecision,
  KYC_PENDING_NOTICE,
  SUBMIT_KYC_NOTICE,
  SELLER_PENDING_NOTICE,
  type KycGateDecision,
  type KycNotice,
} from './kycStatusRules';
export { KYC_PATH, kycFlowPath } from './routes';
