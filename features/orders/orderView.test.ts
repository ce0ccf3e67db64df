import { describe, expect, it } from 'vitest';
import { orderTimeline, orderTimelineSteps } from '../../contract';
import { sampleOrderDetail, samplePickupOrderDetail } from './fixtures';
import {
  ALL_STATUSES,
  durationText,
  endStateText,
  eventText,
  orderStatusBadge,
  pageOf,
  priceLines,
  statusFilterOf,
  timelineView,
  timerText,
} from './orderView';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-23T12:00:00.000Z');

describe('durationText', () => {
  it('counts minutes up, hours and days down', () => {
    expect(durationText(30_000)).toBe('under 1 min');
    expect(durationText(-5_000)).toBe('under 1 min');
    expect(durationText(11.2 * 60_000)).toBe('12 min');
    expect(durationText(HOUR)).toBe('1 h');
    expect(durationText(41.9 * HOUR)).toBe('41 h');
    expect(durationText(95.9 * HOUR)).toBe('95 h');
    expect(durationText(5.5 * 24 * HOUR)).toBe('5 days');
  });
});

describe('timerText', () => {
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
  it('says each timer to each side', () => {
    expect(timerText({ kind: 'auto_complete', dueAt: at(41.5) }, 'buyer', now)).toBe('Auto-completes in 41 h');
    expect(timerText({ kind: 'seller_answer', dueAt: at(47.5) }, 'buyer', now)).toBe('The seller has 47 h to accept');
    expect(timerText({ kind: 'seller_answer', dueAt: at(47.5) }, 'seller', now)).toBe('You have 47 h to accept or decline');
    expect(timerText({ kind: 'payment_window', dueAt: at(0.2) }, 'buyer', now)).toBe('Payment window closes in 12 min');
    expect(timerText({ kind: 'dispute_answer', dueAt: at(71.5) }, 'seller', now)).toBe('You have 71 h to answer the dispute');
  });
});

describe('timelineView', () => {
  const titles = (view: ReturnType<typeof timelineView>) => view?.steps.map((step) => step.title);

  it('has no timeline for an end state', () => {
    expect(timelineView(sampleOrderDetail('cancelled'), 'buyer')).toBeNull();
    expect(timelineView(sampleOrderDetail('disputed'), 'seller')).toBeNull();
  });

  it('puts the next step after the completed ones, each with the time it was reached', () => {
    const view = timelineView(sampleOrderDetail('out_for_delivery'), 'buyer');
    expect(titles(view)).toEqual(orderTimelineSteps);
    expect(view?.currentStep).toBe(4);
    expect(view?.timestamps).toEqual({
      placed: '2026-11-20T09:14:00.000Z',
      awaitingConfirmation: '2026-11-20T09:14:00.000Z',
      accepted: '2026-11-20T11:40:00.000Z',
      outForDelivery: '2026-11-21T14:05:00.000Z',
    });
  });

  it('times a step passed over by the event that passed it, and ignores a later event that stays in a status', () => {
    const order = sampleOrderDetail('completed', 'buyer', {
      events: [
        { kind: 'confirm_payment', from: 'pending_payment', to: 'awaiting_seller', actor: 'system', note: null, at: 'A' },
        { kind: 'accept', from: 'awaiting_seller', to: 'accepted', actor: 'seller', note: null, at: 'B' },
        { kind: 'handover', from: 'accepted', to: 'completed', actor: 'seller', note: null, at: 'C' },
        { kind: 'review', from: 'completed', to: 'completed', actor: 'buyer', note: null, at: 'D' },
      ],
      timeline: orderTimeline('completed'),
    });
    expect(timelineView(order, 'buyer')).toMatchObject({
      currentStep: 6,
      timestamps: { placed: 'A', awaitingConfirmation: 'A', accepted: 'B', outForDelivery: 'C', delivered: 'C', complete: 'C' },
    });
  });

  it('has nothing completed before payment', () => {
    expect(timelineView(sampleOrderDetail('pending_payment'), 'buyer')).toMatchObject({ currentStep: 0, timestamps: {} });
  });
});

describe('timelineView of a pickup', () => {
  const pickupTitles = ['Order Placed', 'Awaiting Confirmation', 'Order Accepted', 'Ready for Pickup', 'Order Complete'];
  const paid = '2026-11-20T09:14:00.000Z';
  const accepted = '2026-11-20T11:40:00.000Z';
  const ready = '2026-11-21T12:30:00.000Z';
  const handedOver = '2026-11-21T12:52:00.000Z';

  it.each([
    ['pending_payment', 0, {}],
    ['awaiting_seller', 2, { placed: paid, awaitingConfirmation: paid }],
    ['accepted', 3, { placed: paid, awaitingConfirmation: paid, accepted }],
    ['arrived', 4, { placed: paid, awaitingConfirmation: paid, accepted, readyForPickup: ready }],
    ['completed', 5, { placed: paid, awaitingConfirmation: paid, accepted, readyForPickup: ready, complete: handedOver }],
  ] as const)('%s: its own steps, never out for delivery, each completed one with its time', (status, current, times) => {
    for (const role of ['buyer', 'seller'] as const) {
      const view = timelineView(samplePickupOrderDetail(status, role), role);
      expect(view?.steps.map((step) => step.title)).toEqual(pickupTitles);
      expect(view?.currentStep).toBe(current);
      expect(view?.timestamps).toEqual(times);
    }
  });

  it('tells each side what the pickup asks of them', () => {
    const buyer = timelineView(samplePickupOrderDetail('accepted'), 'buyer');
    expect(buyer?.steps[3]?.description).toBe('Give the seller your escrow code when you collect it');
    const seller = timelineView(samplePickupOrderDetail('accepted', 'seller'), 'seller');
    expect(seller?.steps[3]?.description).toBe("Take the buyer's escrow code when you hand it over");
  });

  it('completes Ready for Pickup at the handover when the seller hands it over straight from Accepted', () => {
    const order = samplePickupOrderDetail('completed', 'buyer', {
      events: [
        { kind: 'confirm_payment', from: 'pending_payment', to: 'awaiting_seller', actor: 'system', note: null, at: paid },
        { kind: 'accept', from: 'awaiting_seller', to: 'accepted', actor: 'seller', note: null, at: accepted },
        { kind: 'handover', from: 'accepted', to: 'completed', actor: 'seller', note: null, at: handedOver },
      ],
    });
    expect(timelineView(order, 'buyer')?.timestamps).toMatchObject({ readyForPickup: handedOver, complete: handedOver });
  });
});

describe('priceLines', () => {
  it('shows the buyer what they paid', () => {
    expect(priceLines(sampleOrderDetail('accepted', 'buyer'), 'buyer')).toEqual([
      { label: 'Item', amountKobo: 26_000_000 },
      { label: 'Delivery fee', amountKobo: 250_000 },
      { label: 'Total', amountKobo: 26_250_000, total: true },
    ]);
  });

  it('shows the seller the fee and what they receive', () => {
    const lines = priceLines(sampleOrderDetail('accepted', 'seller', { quantity: 2 }), 'seller');
    expect(lines.map((line) => [line.label, line.amountKobo])).toEqual([
      ['Items (2)', 26_000_000],
      ['Delivery fee', 250_000],
      ['Buyer paid', 26_250_000],
      ['Platform fee', -780_000],
      ['You will receive', 25_470_000],
    ]);
    expect(priceLines(sampleOrderDetail('completed', 'seller'), 'seller').at(-1)?.label).toBe('You received');
  });
});

describe('filters and labels', () => {
  it('reads the status and page from the query, falling back safely', () => {
    expect(statusFilterOf('disputed')).toBe('disputed');
    expect(statusFilterOf('nonsense')).toBe(ALL_STATUSES);
    expect(statusFilterOf(null)).toBe(ALL_STATUSES);
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('2.5')).toBe(1);
  });

  it('labels statuses, events and end states', () => {
    expect(orderStatusBadge('disputed')).toEqual({ tone: 'critical', label: 'In Dispute' });
    expect(orderStatusBadge('arrived')).toEqual({ tone: 'accent', label: 'Delivery arrived' });
    expect(orderStatusBadge('arrived', 'pickup')).toEqual({ tone: 'accent', label: 'Ready for Pickup' });
    expect(orderStatusBadge('completed', 'pickup')).toEqual({ tone: 'positive', label: 'Order Complete' });
    expect(eventText({ kind: 'handover', to: 'completed' })).toBe('Handed over with the escrow code');
    expect(eventText({ kind: 'something_new', to: 'resolved' })).toBe('Dispute Resolved');
    expect(endStateText('cancelled', 'seller')).toBe('This order was cancelled and the buyer was refunded.');
  });
});
