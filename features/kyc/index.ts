/** KYC: the seller's identity verification, and the status rules the app's guards apply. */
export { KycChooserScreen } from './KycChooserScreen';
export { BrandKycScreen } from './BrandKycScreen';
export { IndividualKycScreen } from './IndividualKycScreen';
export { GateError, GateLoading } from './GateFallback';
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
