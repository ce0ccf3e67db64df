/**
 * What each step of a ticket order tells the buyer and the organiser, in the app and by e-mail
 * (under their notification settings: `notify` decides). The tickets themselves travel in their
 * own e-mail to the contact address (`mail.ts`), so the buyer's 'ticket' notification is in-app only.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { NewNotification } from '../notification/notify';
import { formatKobo } from '../../../contract';
import { users } from '../user/schema';

export const buyerTicketOrderLink = (orderId: string) => `/dashboard/tickets/${orderId}`;
export const organiserEventLink = (eventId: string) => `/seller/dashboard/events/${eventId}/check-in`;

interface OrderFacts {
  id: string;
  buyerId: string;
  sellerId: string;
  eventId: string;
  totalKobo: number;
  admits: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function withEmail(notification: Omit<NewNotification, 'email'>, publicOrigin: string | undefined): NewNotification {
  return {
    ...notification,
    email: {
      subject: `Kampus: ${notification.title}`,
      text: `${notification.body}\n\nSee it on Kampus: ${publicOrigin ?? ''}${notification.link ?? ''}\n`,
    },
  };
}

/** The order is paid (or was free): the buyer's tickets are ready, and the organiser sold some. */
export function ticketsIssuedNotifications(
  order: OrderFacts,
  eventTitle: string,
  publicOrigin: string | undefined,
): NewNotification[] {
  return [
    {
      userId: order.buyerId,
      kind: 'ticket',
      title: 'Your tickets are ready',
      body: `${plural(order.admits, 'ticket')} for “${eventTitle}”: show the QR codes at the gate. We also e-mailed them to you.`,
      link: buyerTicketOrderLink(order.id),
    },
    withEmail(
      {
        userId: order.sellerId,
        kind: 'ticket',
        title: 'Tickets sold',
        body: `${plural(order.admits, 'ticket')} sold for ${eventTitle}.${order.totalKobo > 0 ? ` ${formatKobo(order.totalKobo)} is held until 24 hours after the event ends.` : ''}`,
        link: organiserEventLink(order.eventId),
      },
      publicOrigin,
    ),
  ];
}

export function ticketOrderExpiredNotifications(order: OrderFacts, eventTitle: string): NewNotification[] {
  return [
    {
      userId: order.buyerId,
      kind: 'ticket',
      title: 'Ticket order expired',
      body: `Your tickets for “${eventTitle}” were released because the payment did not arrive within 30 minutes. You can buy them again while they last.`,
      link: buyerTicketOrderLink(order.id),
    },
  ];
}

export function latePaymentRefundedNotifications(order: OrderFacts, eventTitle: string): NewNotification[] {
  return [
    {
      userId: order.buyerId,
      kind: 'escrow',
      title: 'Late payment refunded',
      body: `Your payment for tickets to “${eventTitle}” arrived after the order had expired. ${formatKobo(order.totalKobo)} is back in your Kampus wallet.`,
      link: buyerTicketOrderLink(order.id),
    },
  ];
}

export function ticketMoneyReleasedNotifications(
  order: OrderFacts,
  eventTitle: string,
  sellerKobo: number,
  publicOrigin: string | undefined,
): NewNotification[] {
  return [
    withEmail(
      {
        userId: order.sellerId,
        kind: 'escrow',
        title: 'Ticket money released',
        body: `${formatKobo(sellerKobo)} from ${plural(order.admits, 'ticket')} for ${eventTitle} is now in your Kampus wallet.`,
        link: organiserEventLink(order.eventId),
      },
      publicOrigin,
    ),
  ];
}

/** The buyer says the event did not happen: the organiser and every administrator are told. */
export async function ticketDisputeOpenedNotifications(
  db: Database,
  order: OrderFacts,
  eventTitle: string,
  reason: string,
  publicOrigin: string | undefined,
): Promise<NewNotification[]> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  const body = `A buyer of ${plural(order.admits, 'ticket')} for ${eventTitle} says the event did not happen: ${reason} The money (${formatKobo(order.totalKobo)}) is held until an administrator decides.`;
  return [
    withEmail(
      { userId: order.sellerId, kind: 'dispute', title: 'Ticket dispute opened', body, link: organiserEventLink(order.eventId) },
      publicOrigin,
    ),
    ...admins
      .filter((admin) => admin.id !== order.sellerId)
      .map((admin): NewNotification => ({
        userId: admin.id,
        kind: 'dispute',
        title: 'Ticket dispute to decide',
        body,
        link: null,
      })),
  ];
}

export function ticketDisputeResolvedNotifications(
  order: OrderFacts,
  eventTitle: string,
  split: { buyerKobo: number; sellerKobo: number },
  publicOrigin: string | undefined,
  reason: string | null = null,
): NewNotification[] {
  const because = reason ? ` The reason: ${reason}` : '';
  return [
    withEmail(
      {
        userId: order.buyerId,
        kind: 'dispute',
        title: 'Ticket dispute resolved',
        body: `An administrator decided your dispute about “${eventTitle}”: ${formatKobo(split.buyerKobo)} to your Kampus wallet.${because}`,
        link: buyerTicketOrderLink(order.id),
      },
      publicOrigin,
    ),
    withEmail(
      {
        userId: order.sellerId,
        kind: 'dispute',
        title: 'Ticket dispute resolved',
        body: `An administrator decided a buyer's dispute about ${eventTitle}: ${formatKobo(split.sellerKobo)} to your Kampus wallet.${because}`,
        link: organiserEventLink(order.eventId),
      },
      publicOrigin,
    ),
  ];
}

/** The buyer gave the tickets back after the start moved: the money is back, and the organiser knows. */
export function ticketRefundedForDateChangeNotifications(
  order: OrderFacts,
  eventTitle: string,
  publicOrigin: string | undefined,
): NewNotification[] {
  const money =
    order.totalKobo > 0 ? `${formatKobo(order.totalKobo)} is back in your Kampus wallet.` : 'Nothing was charged for them.';
  return [
    withEmail(
      {
        userId: order.buyerId,
        kind: 'escrow',
        title: 'Tickets refunded',
        body: `Your ${plural(order.admits, 'ticket')} for “${eventTitle}” are refunded because the event moved. ${money}`,
        link: buyerTicketOrderLink(order.id),
      },
      publicOrigin,
    ),
    withEmail(
      {
        userId: order.sellerId,
        kind: 'ticket',
        title: 'Tickets refunded after the date change',
        body: `A buyer gave back ${plural(order.admits, 'ticket')} for ${eventTitle} after its start moved; they are on sale again.`,
        link: organiserEventLink(order.eventId),
      },
      publicOrigin,
    ),
  ];
}
