/**
 * Typed sample data for the gate's check-in page, as GET and POST /v1/events/{id}/check-in
 * answer them: an evening party with three ticket types, one of them a table for eight.
 */
import type { CheckInCounts, CheckInResponse } from '../../contract';
import type { CheckInSummary } from './api';

export const SAMPLE_EVENT_ID = '7e3d1c2b-4a59-4e6f-8b7a-1c2d3e4f5a01';

/** A code as the buyer's ticket prints it (26 base32 characters: 130 bits). */
export const SAMPLE_TICKET_CODE = 'MFRGGZDFMZTWQ2LKNNWG23TPOA';

export const sampleCounts: CheckInCounts = {
  sold: 120,
  checkedIn: 37,
  tiers: [
    { tierId: 't-regular', name: 'Regular', sold: 80, checkedIn: 29 },
    { tierId: 't-vip', name: 'VIP', sold: 24, checkedIn: 8 },
    { tierId: 't-table', name: 'Table For 8', sold: 16, checkedIn: 0 },
  ],
};

export const sampleSummary: CheckInSummary = {
  event: {
    id: SAMPLE_EVENT_ID,
    slug: 'unilag-freshers-night-2030',
    title: 'UNILAG Freshers’ Night',
    venue: 'Lagoon Front, University of Lagos, Akoka',
    startsAt: '2030-12-05T17:00:00Z',
    endsAt: '2030-12-05T22:30:00Z',
    image: null,
    cancelled: false,
  },
  counts: sampleCounts,
};

/** The same event before anyone bought a ticket. */
export const noSalesSummary: CheckInSummary = {
  ...sampleSummary,
  counts: { sold: 0, checkedIn: 0, tiers: sampleCounts.tiers.map((tier) => ({ ...tier, sold: 0, checkedIn: 0 })) },
};

/** The same event after its organiser cancelled it (every ticket refunded). */
export const cancelledSummary: CheckInSummary = { ...sampleSummary, event: { ...sampleSummary.event, cancelled: true } };

/** Counts after one more person of `tierId` was admitted. */
export function countsAfterAdmitting(counts: CheckInCounts, tierId: string): CheckInCounts {
  return {
    ...counts,
    checkedIn: counts.checkedIn + 1,
    tiers: counts.tiers.map((tier) => (tier.tierId === tierId ? { ...tier, checkedIn: tier.checkedIn + 1 } : tier)),
  };
}

type Answer = CheckInResponse['data'];

export const admittedAnswer: Answer = {
  result: 'admitted',
  ticket: { holderName: 'Chidi Okeke', tierName: 'Table For 8', seat: 3, seats: 8 },
  checkedInAt: '2030-12-05T18:42:00Z',
  counts: countsAfterAdmitting(sampleCounts, 't-table'),
};

export const alreadyUsedAnswer: Answer = {
  result: 'already_used',
  ticket: { holderName: 'Chidi Okeke', tierName: 'Table For 8', seat: 3, seats: 8 },
  checkedInAt: '2030-12-05T18:42:00Z',
  counts: sampleCounts,
};

export const refundedAnswer: Answer = {
  result: 'refunded',
  ticket: { holderName: 'Amaka Eze', tierName: 'VIP', seat: 1, seats: 1 },
  checkedInAt: null,
  counts: sampleCounts,
};

export const notForThisEventAnswer: Answer = {
  result: 'not_for_this_event',
  ticket: null,
  checkedInAt: null,
  counts: sampleCounts,
};
