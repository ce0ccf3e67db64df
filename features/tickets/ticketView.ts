/**
 * How a ticket order and its tickets read on the buyer's screens, as pure functions: the badge
 * of a status, what an order's state means, the tiers in one line, a ticket's place and state,
 * and a list page from the address.
 */
import {
  ticketOrderStatusLabels,
  type Ticket,
  type TicketOrder,
  type TicketOrderStatus,
  formatKobo,
  formatLongDate,
  formatTime,
} from '../../contract';
import { paths } from '../../client';
import type { BadgeLook } from '../../ui';

/** The buyer's ticket orders: /dashboard/orders?type=tickets. */
export const myTicketsHref = `${paths.dashboard.orders}?type=tickets`;

const statusTones: Record<TicketOrderStatus, BadgeLook['tone']> = {
  pending_payment: 'warning',
  paid: 'positive',
  completed: 'positive',
  expired: 'neutral',
  cancelled: 'neutral',
  disputed: 'critical',
  resolved: 'neutral',
  refunded: 'neutral',
};

/** A status's badge: its label from the contract and a tone that supports it. */
export function ticketOrderBadge(status: TicketOrderStatus): BadgeLook {
  return { tone: statusTones[status], label: ticketOrderStatusLabels[status] };
}

/** 'Regular × 2, Table For 8 × 1'. */
export function tiersText(order: Pick<TicketOrder, 'lines'>): string {
  return order.lines.map((line) => `${line.tierName} × ${line.quantity}`).join(', ');
}

/** 'Free' for 0, else the amount in naira. */
export function amountText(kobo: number): string {
  return kobo === 0 ? 'Free' : formatKobo(kobo);
}

/** 'December 5, 2030, 6:00 PM'. */
export function dateTime(value: string): string {
  return `${formatLongDate(value)}, ${formatTime(value)}`;
}

/** What an order's state means for its buyer (null where the tickets say it all). */
export function ticketOrderStateText(order: Pick<TicketOrder, 'status' | 'releaseAt' | 'totalKobo'>): string | null {
  switch (order.status) {
    case 'pending_payment':
      return 'Your tickets are held while you pay. Unpaid, they go back on sale when the time is up and nothing is charged.';
    case 'paid':
      return order.totalKobo === 0
        ? 'Show a ticket’s QR code at the gate: each one admits one person, once.'
        : `Show a ticket’s QR code at the gate: each one admits one person, once. Kampus holds your payment until 24 hours after the event${order.releaseAt ? ` (${dateTime(order.releaseAt)})` : ''}, then pays the organiser.`;
    case 'completed':
      return 'The event is over and the organiser has been paid.';
    case 'expired':
      return 'This order was not paid in time, so it expired. Nothing was charged and the tickets went back on sale.';
    case 'cancelled':
      return 'The organiser cancelled this event. Anything you paid is refunded in full and the tickets no longer admit anyone.';
    case 'disputed':
      return 'You reported that the event did not happen. Your payment stays held until Kampus decides.';
    case 'resolved':
      return 'Kampus decided your report. The money went as shown below.';
    case 'refunded':
      return order.totalKobo === 0
        ? 'You gave these tickets back after the event moved. They no longer admit anyone.'
        : `You gave these tickets back after the event moved: ${formatKobo(order.totalKobo)} went back to your Kampus wallet. They no longer admit anyone.`;
  }
}

/** 'Seat 3 of 8' for a ticket of a multi-seat tier; nothing for a single seat. */
export function seatText(ticket: Pick<Ticket, 'seat' | 'seats'>): string | null {
  return ticket.seats > 1 ? `Seat ${ticket.seat} of ${ticket.seats}` : null;
}

/** A ticket's state on its card: 'Checked in …', 'Refunded', or nothing while valid. */
export function ticketStateText(ticket: Pick<Ticket, 'status' | 'checkedInAt'>): string | null {
  if (ticket.status === 'checked_in') return ticket.checkedInAt ? `Checked in ${dateTime(ticket.checkedInAt)}` : 'Checked in';
  if (ticket.status === 'refunded') return 'Refunded';
  return null;
}

/** A `?page=` value as a page number, 1 when absent or not a whole positive number. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
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
