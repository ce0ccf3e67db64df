import type { TimelineStep } from '../../ui';

/** A door delivery's way through escrow, in order (the spec's six steps). */
export const escrowSteps = [
  { id: 'placed', title: 'Order Placed', description: 'Payment made, funds held in escrow' },
  { id: 'awaitingConfirmation', title: 'Awaiting Confirmation', description: 'Pending seller response' },
  { id: 'accepted', title: 'Order Accepted', description: 'Awaiting delivery by seller' },
  { id: 'outForDelivery', title: 'Out for Delivery', description: 'The seller is bringing your order' },
  { id: 'delivered', title: 'Delivery arrived', description: 'Confirm you received your order, or raise a dispute' },
  { id: 'complete', title: 'Order Complete', description: 'Funds released to the seller' },
] as const satisfies readonly TimelineStep[];

/**
 * A pickup's way: it never goes out for delivery; the seller's 'arrived' means it is ready to
 * collect, and the buyer's escrow code, given at the handover, completes the order.
 */
export const pickupEscrowSteps = [
  escrowSteps[0],
  escrowSteps[1],
  { id: 'accepted', title: 'Order Accepted', description: 'Awaiting pickup on campus' },
  { id: 'readyForPickup', title: 'Ready for Pickup', description: 'Give the seller your escrow code when you collect it' },
  escrowSteps[5],
] as const satisfies readonly TimelineStep[];

export type EscrowStepId = (typeof escrowSteps)[number]['id'] | (typeof pickupEscrowSteps)[number]['id'];

/** Where a door delivery is: the step that comes next, or 'done' once every step is completed. */
export type EscrowProgress = (typeof escrowSteps)[number]['id'] | 'done';

/** The index of the step that comes next, from 0 to `escrowSteps.length` (all completed). */
export function escrowStepIndex(progress: EscrowProgress): number {
  if (progress === 'done') return escrowSteps.length;
  return escrowSteps.findIndex((step) => step.id === progress);
}

/** Whether the buyer is asked to confirm delivery ('Mark as delivered' or 'Dispute') now. */
export function awaitsDeliveryConfirmation(progress: EscrowProgress): boolean {
  return progress === 'delivered';
}

/** The same steps as the seller reads them: what each asks of them. */
export const sellerEscrowSteps = [
  { id: 'placed', title: 'Order Placed', description: 'The buyer paid; the money is held in escrow' },
  { id: 'awaitingConfirmation', title: 'Awaiting Confirmation', description: 'Accept or decline the order' },
  { id: 'accepted', title: 'Order Accepted', description: 'Deliver the item, or meet the buyer on campus' },
  { id: 'outForDelivery', title: 'Out for Delivery', description: 'You are bringing the order' },
  { id: 'delivered', title: 'Delivery arrived', description: "Take the buyer's escrow code, or wait for them to confirm" },
  { id: 'complete', title: 'Order Complete', description: 'The money is released to your wallet' },
] as const satisfies readonly TimelineStep<EscrowStepId>[];

/** A pickup's steps as the seller reads them. */
export const sellerPickupEscrowSteps = [
  sellerEscrowSteps[0],
  sellerEscrowSteps[1],
  { id: 'accepted', title: 'Order Accepted', description: 'Arrange the pickup with the buyer on campus' },
  { id: 'readyForPickup', title: 'Ready for Pickup', description: "Take the buyer's escrow code when you hand it over" },
  sellerEscrowSteps[5],
] as const satisfies readonly TimelineStep<EscrowStepId>[];
