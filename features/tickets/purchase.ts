/**
 * The ticket purchase's rules as plain functions: how many tickets of a tier may be chosen, the
 * choice as it is kept in the address, the SUMMARY's lines and total, the contact form and its
 * rules, whether an event can be bought at all, and what the payment return page shows.
 */
import * as v from 'valibot';
import { paths } from '../../client';
import {
  TICKET_ORDER_MAX_PER_TIER,
  ticketContactBodySchema,
  type CurrentUser,
  type EventDetail,
  type TicketContactBody,
  type TicketOrder,
  type TicketTier,
  type University,
} from '../../contract';
import { formatKobo, formatLongDate, formatTime } from '../../ui';

/** The most tickets of one tier an order may take: what is left, never more than the order limit, 0 when sold out. */
export function maxForTier(tier: Pick<TicketTier, 'remaining'>): number {
  return Math.max(0, Math.min(tier.remaining, TICKET_ORDER_MAX_PER_TIER));
}

/**
 * When the event runs, in Lagos time: 'December 5, 2030, 6:00 PM – 11:30 PM' on one day,
 * 'December 5, 2030, 6:00 PM – December 6, 2030, 2:00 AM' across midnight.
 */
export function eventSchedule(event: { startsAt: string; endsAt: string }): string {
  const startDay = formatLongDate(event.startsAt);
  const endDay = formatLongDate(event.endsAt);
  const start = `${startDay}, ${formatTime(event.startsAt)}`;
  return startDay === endDay ? `${start} – ${formatTime(event.endsAt)}` : `${start} – ${endDay}, ${formatTime(event.endsAt)}`;
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

/** The contact form as typed: every value text, the university its id ('' for none). */
export interface ContactFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  universityId: string;
  address: string;
  landmark: string;
}
export type ContactField = keyof ContactFormValues;

/** The fields in screen order (the first with an error takes the focus). */
export const contactFields = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'universityId',
  'address',
  'landmark',
] as const satisfies readonly ContactField[];

/** The typed values trimmed and checked with the order's own contact rules and messages. */
export const contactFormSchema = v.pipe(
  v.object({
    firstname: v.string(),
    lastname: v.string(),
    email: v.string(),
    phone: v.string(),
    universityId: v.string(),
    address: v.string(),
    landmark: v.string(),
  }),
  v.transform(
    (values) =>
      ({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        // None chosen reads as absent: 'University is a required field'.
        universityId: values.universityId === '' ? undefined : values.universityId,
        address: values.address.trim(),
        landmark: values.landmark.trim(),
      }) as TicketContactBody,
  ),
  ticketContactBodySchema,
);

/** The form's first values: the signed-in buyer's name, e-mail, phone and university where known. */
export function initialContactValues(user: CurrentUser | undefined, universities: readonly University[]): ContactFormValues {
  const known = universities.some((university) => university.id === user?.universityId);
  return {
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    universityId: known && user?.universityId ? String(user.universityId) : '',
    address: '',
    landmark: '',
  };
}

/**
 * The server's per-field messages for POST /v1/ticket-orders, split into those a contact field
 * shows (`contact.phone` → phone) and the rest (the tiers, the event), shown above the button.
 */
export function splitContactErrors(fieldErrors: Readonly<Record<string, string>>): {
  fields: Partial<Record<ContactField, string>>;
  other: string[];
} {
  const fields: Partial<Record<ContactField, string>> = {};
  const other: string[] = [];
  const known = new Set<string>(contactFields);
  for (const [key, message] of Object.entries(fieldErrors)) {
    const name = key.replace(/^contact\./, '');
    if (key !== name && known.has(name)) fields[name as ContactField] ??= message;
    else other.push(message);
  }
  return { fields, other };
}

/** How long the return page keeps asking before it says the payment is still unconfirmed, and how often. */
export const RETURN_WAIT_MS = 60_000;
export const RETURN_POLL_MS = 1_500;

/** What the payment return page shows. */
export type TicketReturnState = 'loading' | 'unknown' | 'waiting' | 'still_pending' | 'expired' | 'cancelled' | 'ready';

/**
 * From the ticket order found by its payment reference: ready once the verified payment moved it
 * on (whatever happened after, bar a cancelled event), expired when the payment window closed
 * first, and while pending, waiting until the wait is over.
 */
export function ticketReturnState(order: TicketOrder | null | undefined, waitedLongEnough: boolean): TicketReturnState {
  if (order === undefined) return 'loading';
  if (order === null) return 'unknown';
  if (order.status === 'expired') return 'expired';
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'pending_payment') return waitedLongEnough ? 'still_pending' : 'waiting';
  return 'ready';
}

/** A ticket code in groups of four, as printed under its QR: 'ABCD EFGH IJKL'. */
export function codeGroups(code: string): string {
  return (code.replace(/[\s-]/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** 'in 24 minutes', 'in 1 minute', 'in less than a minute' until `until`, from `now`. */
export function timeLeftText(until: string, now: number): string | null {
  const ms = Date.parse(until) - now;
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} h ${rest} min`;
}
