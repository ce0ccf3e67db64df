/**
 * The ticket purchase's rules as plain functions: how many tickets of a tier may be chosen, the
 * choice as it is kept in the address, the SUMMARY's lines and total, the contact form and its
 * rules, whether an event can be bought at all, and what the payment return page shows.
 */
import * as v from 'valibot';
import { paths } from '../../../client';
import {
  formatKobo,
  TICKET_ORDER_MAX_PER_TIER,
  ticketContactBodySchema,
  type CurrentUser,
  type EventDetail,
  type TicketContactBody,
  type TicketOrder,
  type TicketTier,
  type University,
} from '../../../contract';
import {
  contactEntries,
  contactFields,
  contactOf,
  trimContact,
  type ContactField,
  type ContactValues,
} from '../purchase/contact';
import { paymentReturn } from '../purchase/paymentReturn';
import { splitFieldErrors, type SplitErrors } from '../purchase/refusal';

/** The most tickets of one tier an order may take: what is left, never more than the order limit, 0 when sold out. */
export function maxForTier(tier: Pick<TicketTier, 'remaining'>): number {
  return Math.max(0, Math.min(tier.remaining, TICKET_ORDER_MAX_PER_TIER));
}

/** 'Free' for 0, else the price in naira. */
export function tierPriceText(priceKobo: number): string {
  return priceKobo === 0 ? 'Free' : formatKobo(priceKobo);
}

/** What is left of a tier: 'Sold out', or '12 left'. */
export function remainingText(remaining: number): string {
  return remaining <= 0 ? 'Sold out' : `${remaining.toLocaleString('en-US')} left`;
}

/** 'Admits 8' for a ticket that seats several people; nothing for one. */
export function admitsText(seatsPerTicket: number): string | null {
  return seatsPerTicket > 1 ? `Admits ${seatsPerTicket}` : null;
}

/** How many tickets of each tier are chosen, by tier id (tiers not chosen are absent). */
export type TicketChoice = Readonly<Record<string, number>>;

/** The address's name for the choice: `tickets=<tierId>:<quantity>,…`. */
export const CHOICE_PARAM = 'tickets';
/** `step=contact` opens step 2 (after logging in, the buyer comes back to it). */
export const STEP_PARAM = 'step';
export const CONTACT_STEP = 'contact';

/** The choice kept in the address, read back: whole positive quantities only, each tier once. */
export function choiceFromParam(param: string | null): TicketChoice {
  const choice: Record<string, number> = {};
  for (const part of (param ?? '').split(',')) {
    const match = /^([\w-]{1,64}):(\d{1,3})$/.exec(part.trim());
    if (!match?.[1] || !match[2]) continue;
    const quantity = Number(match[2]);
    if (quantity > 0 && !(match[1] in choice)) choice[match[1]] = quantity;
  }
  return choice;
}

/** The choice as the address keeps it ('' when nothing is chosen). */
export function choiceToParam(choice: TicketChoice): string {
  return Object.entries(choice)
    .filter(([, quantity]) => quantity > 0)
    .map(([tierId, quantity]) => `${tierId}:${quantity}`)
    .join(',');
}

/** /ticket/purchase?event={slug}, with the choice and the step when given. */
export function purchaseUrl(slug: string, choice: TicketChoice, step?: typeof CONTACT_STEP): string {
  const params = new URLSearchParams();
  const tickets = choiceToParam(choice);
  if (tickets) params.set(CHOICE_PARAM, tickets);
  if (step) params.set(STEP_PARAM, step);
  const extra = params.toString();
  return extra ? `${paths.eventTicketPurchase(slug)}&${extra}` : paths.eventTicketPurchase(slug);
}

/** The choice within what the tiers allow now: unknown tiers dropped, each quantity cut to what is left. */
export function fitChoice(choice: TicketChoice, tiers: readonly TicketTier[]): TicketChoice {
  const fitted: Record<string, number> = {};
  for (const tier of tiers) {
    const quantity = Math.min(choice[tier.id] ?? 0, maxForTier(tier));
    if (quantity > 0) fitted[tier.id] = quantity;
  }
  return fitted;
}

export interface SummaryLine {
  tierId: string;
  name: string;
  quantity: number;
  unitPriceKobo: number;
  subtotalKobo: number;
  /** People these tickets admit. */
  admits: number;
}

export interface PurchaseSummary {
  lines: SummaryLine[];
  totalKobo: number;
  /** Tickets chosen. */
  tickets: number;
  /** People admitted by them. */
  admits: number;
}

/** The SUMMARY: one line per chosen tier in the event's order, and the total (integer kobo). */
export function purchaseSummary(choice: TicketChoice, tiers: readonly TicketTier[]): PurchaseSummary {
  const lines = tiers
    .filter((tier) => (choice[tier.id] ?? 0) > 0)
    .map((tier) => {
      const quantity = choice[tier.id] ?? 0;
      return {
        tierId: tier.id,
        name: tier.name,
        quantity,
        unitPriceKobo: tier.priceKobo,
        subtotalKobo: tier.priceKobo * quantity,
        admits: tier.seatsPerTicket * quantity,
      };
    });
  return {
    lines,
    totalKobo: lines.reduce((sum, line) => sum + line.subtotalKobo, 0),
    tickets: lines.reduce((sum, line) => sum + line.quantity, 0),
    admits: lines.reduce((sum, line) => sum + line.admits, 0),
  };
}

/** Why an event cannot be bought now, or null when it can. */
export type PurchaseBlock = 'cancelled' | 'ended' | 'unavailable' | 'own' | null;

export function purchaseBlock(
  event: Pick<EventDetail, 'cancelledAt' | 'endsAt' | 'status' | 'seller'>,
  userId: string | undefined,
  now: number = Date.now(),
): PurchaseBlock {
  if (event.cancelledAt) return 'cancelled';
  if (Date.parse(event.endsAt) <= now) return 'ended';
  if (event.status !== 'active') return 'unavailable';
  if (userId !== undefined && event.seller.id === userId) return 'own';
  return null;
}

export { contactFields };

/** The typed values trimmed and checked with the order's own contact rules and messages. */
export const contactFormSchema = v.pipe(
  v.object(contactEntries),
  v.transform((values) => trimContact(values) as TicketContactBody),
  ticketContactBodySchema,
);

/** The form's first values: the signed-in buyer's name, e-mail, phone and university where known. */
export function initialContactValues(user: CurrentUser | undefined, universities: readonly University[]): ContactValues {
  const known = universities.some((university) => university.id === user?.universityId);
  return contactOf(user, known && user?.universityId ? user.universityId : undefined);
}

/**
 * The server's per-field messages for POST /v1/ticket-orders, split into those a contact field
 * shows (`contact.phone` → phone) and the rest (the tiers, the event), shown above the button.
 */
export function splitContactErrors(fieldErrors: Readonly<Record<string, string>>): SplitErrors<ContactField> {
  return splitFieldErrors(fieldErrors, contactFields, (key) => key.replace(/^contact\./, ''));
}

/** What the payment return page shows. */
export type TicketReturnState = 'loading' | 'unknown' | 'waiting' | 'still_pending' | 'expired' | 'cancelled' | 'ready';

/**
 * From the ticket order found by its payment reference: ready once the verified payment moved it
 * on (whatever happened after, bar a cancelled event), expired when the payment window closed
 * first, and while pending, waiting until the wait is over.
 */
export function ticketReturnState(order: TicketOrder | null | undefined, waitedLongEnough: boolean): TicketReturnState {
  const state = paymentReturn(order, waitedLongEnough, ['expired', 'cancelled']);
  return state === 'paid' ? 'ready' : state;
}
