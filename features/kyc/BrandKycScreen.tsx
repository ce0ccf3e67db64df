import { KycFlowScreen } from './KycFlowScreen';

/** /kyc/brand: personal details, student ID, brand details, brand logo, attestation, done. */
export function BrandKycScreen() {
  return <KycFlowScreen accountType="brand" />;
}
