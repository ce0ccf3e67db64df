import type { TimelineStep } from './stepStatus';

/** Story fixture: an order's six escrow steps (the orders feature owns the real list). */
export const sampleSteps = [
  { id: 'placed', title: 'Order Placed', description: 'Payment made, funds held in escrow' },
  { id: 'awaitingConfirmation', title: 'Awaiting Confirmation', description: 'Pending seller response' },
  { id: 'accepted', title: 'Order Accepted', description: 'Awaiting delivery by seller' },
  { id: 'outForDelivery', title: 'Out for Delivery', description: 'The seller is bringing your order' },
  { id: 'delivered', title: 'Delivery arrived', description: 'Confirm you received your order, or raise a dispute' },
  { id: 'complete', title: 'Order Complete', description: 'Funds released to the seller' },
] as const satisfies readonly TimelineStep[];

/** The index of a sample step by its id. */
export const stepIndex = (id: (typeof sampleSteps)[number]['id']) => sampleSteps.findIndex((step) => step.id === id);
