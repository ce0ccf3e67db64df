/** Orders: both sides' order lists and order pages, the escrow steps an order goes through, and how its rows read. */
export {
  awaitsDeliveryConfirmation,
  escrowStepIndex,
  escrowSteps,
  sellerEscrowSteps,
  type EscrowProgress,
  type EscrowStepId,
} from './escrowSteps';
export { closedBadge } from './orderBadges';
export { OrdersScreen, type OrdersScreenProps } from './OrdersScreen';
export { OrderDetailScreen, type OrderDetailScreenProps } from './OrderDetailScreen';
export type { OrderRole } from './orderView';
export { CodeScanner, type CodeScannerMessages, type CodeScannerProps } from './CodeScanner';
export { DisputeQuestions, type AnswerQuestion } from './DisputeQuestions';
