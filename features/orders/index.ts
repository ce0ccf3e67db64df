/** Orders: the escrow steps an order goes through, and how its rows read. Screens come with the orders issue. */
export { awaitsDeliveryConfirmation, escrowStepIndex, escrowSteps, type EscrowProgress, type EscrowStepId } from './escrowSteps';
export { closedBadge } from './orderBadges';
