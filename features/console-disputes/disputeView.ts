/** How the dispute desk words a case: its kind, delivery, age, history and the outcome of a decision. */
import {
  formatDateTime,
  type AdminDisputeCase,
  type DisputeKind,
  type DisputeParty,
  type DisputeTimelineEvent,
} from '../../contract';
import type { BadgeLook } from '../../ui';

export const kindLabels: Record<DisputeKind, string> = {
  order: 'Product order',
  'ticket-order': 'Ticket order',
};

export const deliveryLabels: Record<AdminDisputeCase['deliveryMethod'], string> = {
  pickup: 'Pickup on campus',
  door: 'Door delivery',
  ticket: 'Event ticket (no delivery)',
};

export type Outcome = 'refund' | 'release' | 'split';

export const outcomeLabels: Record<Outcome, string> = {
  refund: 'Refund the buyer',
  release: 'Release to the seller',
  split: 'Split by amount',
};

export const partyLabels: Record<DisputeParty, string> = { buyer: 'Buyer', seller: 'Seller' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** How long a case has been open, in its largest whole unit: '12 minutes', '5 hours', '3 days'. */
export function ageText(openedAt: string, now: number): string {
  const age = Math.max(0, now - new Date(openedAt).getTime());
  if (age >= DAY) return plural(Math.floor(age / DAY), 'day');
  if (age >= HOUR) return plural(Math.floor(age / HOUR), 'hour');
  return plural(Math.max(1, Math.floor(age / MINUTE)), 'minute');
}

/** A case waits for a decision until one is made; after it, it reads as decided. */
export function caseBadge(dispute: Pick<AdminDisputeCase, 'decision'>): BadgeLook {
  return dispute.decision ? { tone: 'positive', label: 'Decided' } : { tone: 'warning', label: 'Open' };
}

const eventTexts: Record<string, string> = {
  place: 'Order placed',
  confirm_payment: 'Payment confirmed, funds held in escrow',
  payment_confirmed: 'Payment confirmed, funds held in escrow',
  accept: 'Accepted by the seller',
  dispatch: 'Out for delivery',
  arrived: 'Marked as arrived by the seller',
  handover: 'Handed over with the escrow code',
  confirm: 'Marked as delivered by the buyer',
  dispute: 'Disputed by the buyer',
  answer_dispute: 'The seller answered the dispute',
  expire_dispute: 'Refunded: the seller did not answer in time',
  resolve: 'Dispute decided',
  cancel_event: 'Event cancelled by the organiser',
  release: 'Released to the organiser',
};

/** What one step of the history was: known transitions in words, others by the status reached. */
export function eventText(event: Pick<DisputeTimelineEvent, 'kind' | 'to'>): string {
  return eventTexts[event.kind] ?? `Moved to ${event.to.replaceAll('_', ' ')}`;
}

/** Who took the step: the person and their side, or the system. */
export function actorText(event: Pick<DisputeTimelineEvent, 'actor' | 'actorName'>): string {
  if (event.actor === 'system') return 'Kampus (automatic)';
  const side = event.actor === 'admin' ? 'staff' : event.actor;
  return event.actorName ? `${event.actorName} (${side})` : side.charAt(0).toUpperCase() + side.slice(1);
}

/** The escrow-code line: how many wrong codes the seller typed, and whether entry is locked. */
export function escrowCodeText(code: AdminDisputeCase['escrowCode']): string {
  if (!code) return 'No escrow code (tickets)';
  const attempts = code.failedAttempts === 0 ? 'No wrong codes' : `${plural(code.failedAttempts, 'wrong code')} typed`;
  return code.locked ? `${attempts}; code entry locked` : attempts;
}

type Refusal = { status: number; message: string; fieldErrors: Readonly<Record<string, string>> };

/** The server's 409 for a case decided already (by someone else, or by a rule), which names when. */
export function isDecidedFirst(error: Refusal): boolean {
  return error.status === 409 && Boolean(error.fieldErrors.decidedAt);
}

/** Who decided the case first and when, from the 409's `errors`, else the server's sentence. */
export function decidedFirstText(error: Refusal): string {
  const { decidedBy, decidedAt } = error.fieldErrors;
  if (!decidedAt || Number.isNaN(new Date(decidedAt).getTime())) return error.message;
  return decidedBy
    ? `Decided by ${decidedBy} at ${formatDateTime(decidedAt)}.`
    : `Decided automatically at ${formatDateTime(decidedAt)}.`;
}
