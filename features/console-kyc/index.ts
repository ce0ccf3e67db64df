/** The operator console's KYC queue: submissions waiting oldest first, and one submission's case with its decision. */
export { KycQueueScreen } from './KycQueueScreen';
export { KycCaseScreen } from './KycCaseScreen';
