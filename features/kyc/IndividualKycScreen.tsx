import { KycFlowScreen } from './KycFlowScreen';

/** /kyc/individual: personal details, student ID, attestation, done. */
export function IndividualKycScreen() {
  return <KycFlowScreen accountType="individual" />;
}
