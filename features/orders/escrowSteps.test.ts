import { describe, expect, it } from 'vitest';
import { orderTimelineSteps } from '../../contract';
import { awaitsDeliveryConfirmation, escrowStepIndex, escrowSteps } from './escrowSteps';

describe('escrowSteps', () => {
  it('lists the six steps in order', () => {
    // The spec's six titles, which contract/order.test.ts spells out.
    expect(escrowSteps.map((step) => step.title)).toEqual(orderTimelineSteps);
    expect(escrowSteps[0].description).toBe('Payment made, funds held in escrow');
    expect(escrowSteps[1].description).toBe('Pending seller response');
    expect(escrowSteps[2].description).toBe('Awaiting delivery by seller');
  });
});

describe('escrowStepIndex', () => {
  it('is the index of the step that comes next', () => {
    expect(escrowStepIndex('placed')).toBe(0);
    expect(escrowStepIndex('accepted')).toBe(2);
    expect(escrowStepIndex('delivered')).toBe(4);
  });

  it('is past the last step once the order is done', () => {
    expect(escrowStepIndex('done')).toBe(escrowSteps.length);
  });
});

describe('awaitsDeliveryConfirmation', () => {
  it('asks the buyer only while the delivery has arrived', () => {
    expect(awaitsDeliveryConfirmation('delivered')).toBe(true);
    expect(escrowSteps.map((step) => awaitsDeliveryConfirmation(step.id))).toEqual([false, false, false, false, true, false]);
    expect(awaitsDeliveryConfirmation('done')).toBe(false);
  });
});
