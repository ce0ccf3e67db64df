import { describe, expect, it } from 'vitest';
import { escrowSteps, escrowTimeline, nextStepIndex } from './escrowSteps';

const statuses = (progress: Parameters<typeof escrowTimeline>[0]) => escrowTimeline(progress).map((step) => step.status);

describe('escrowSteps', () => {
  it('lists the six steps in order', () => {
    expect(escrowSteps.map((step) => step.title)).toEqual([
      'Order Placed',
      'Awaiting Confirmation',
      'Order Accepted',
      'Out for Delivery',
      'Delivery arrived',
      'Order Complete',
    ]);
    expect(escrowSteps[0].description).toBe('Payment made, funds held in escrow');
    expect(escrowSteps[1].description).toBe('Pending seller response');
    expect(escrowSteps[2].description).toBe('Awaiting delivery by seller');
  });
});

describe('escrowTimeline', () => {
  it('marks steps before the next one completed and after it future', () => {
    expect(statuses('accepted')).toEqual(['completed', 'completed', 'next', 'future', 'future', 'future']);
  });

  it('takes an index as well as a key', () => {
    expect(statuses(2)).toEqual(statuses('accepted'));
  });

  it('starts with the first step next', () => {
    expect(statuses('placed')).toEqual(['next', 'future', 'future', 'future', 'future', 'future']);
  });

  it('marks every step completed when done', () => {
    expect(statuses('done')).toEqual(Array(6).fill('completed'));
    expect(statuses(escrowSteps.length)).toEqual(Array(6).fill('completed'));
  });

  it('clamps indexes outside the list', () => {
    expect(nextStepIndex(-3)).toBe(0);
    expect(nextStepIndex(99)).toBe(6);
    expect(nextStepIndex(2.7)).toBe(2);
  });
});
