export interface EscrowStep {
  key: string;
  title: string;
  description: string;
}

/** The order's way through escrow, in order. Orders features map their statuses onto these keys. */
export const escrowSteps = [
  { key: 'placed', title: 'Order Placed', description: 'Payment made, funds held in escrow' },
  { key: 'awaitingConfirmation', title: 'Awaiting Confirmation', description: 'Pending seller response' },
  { key: 'accepted', title: 'Order Accepted', description: 'Awaiting delivery by seller' },
  { key: 'outForDelivery', title: 'Out for Delivery', description: 'The seller is bringing your order' },
  { key: 'delivered', title: 'Delivery arrived', description: 'Confirm you received your order, or raise a dispute' },
  { key: 'complete', title: 'Order Complete', description: 'Funds released to the seller' },
] as const satisfies readonly EscrowStep[];

export type EscrowStepKey = (typeof escrowSteps)[number]['key'];

/**
 * Where the order is: the key or index of the step that comes next. Steps before it are
 * completed; `'done'` (or `escrowSteps.length`) means every step is completed.
 */
export type EscrowProgress = EscrowStepKey | 'done' | number;

export type EscrowStepStatus = 'completed' | 'next' | 'future';

/** The index of the next step, from 0 to `escrowSteps.length` (all completed). */
export function nextStepIndex(progress: EscrowProgress): number {
  if (progress === 'done') return escrowSteps.length;
  if (typeof progress === 'number') return Math.min(escrowSteps.length, Math.max(0, Math.trunc(progress)));
  return escrowSteps.findIndex((step) => step.key === progress);
}

export function stepStatus(stepIndex: number, progress: EscrowProgress): EscrowStepStatus {
  const next = nextStepIndex(progress);
  if (stepIndex < next) return 'completed';
  return stepIndex === next ? 'next' : 'future';
}

/** Every step with its status for the given progress. */
export function escrowTimeline(progress: EscrowProgress) {
  return escrowSteps.map((step, index) => ({ ...step, status: stepStatus(index, progress) }));
}
