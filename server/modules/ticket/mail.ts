/**
 * The tickets e-mail, sent to the order's contact address when its tickets are issued and again
 * on the buyer's request. It is multipart: a plain-text part with every ticket's tier, seat and
 * code written out (what the development mailbox keeps, and what any client can show), and an
 * HTML part showing each ticket's QR code as an inline GIF attached by Content-ID (`cid:`), which
 * Gmail, Outlook and Apple Mail display, unlike `data:` images that many clients block.
 */
import { asc, eq } from 'drizzle-orm';
import encodeQR from 'qr';
import type { Database } from '../../db/database';
import type { MailAttachment, OutgoingMail } from '../../mail/mailer';
import type { Services } from '../../services';
import { events } from '../event/schema';
import { buyerTicketOrderLink } from './notifications';
import { ticketOrderLines, ticketOrders, tickets } from './schema';
import { escapeHtml } from '../../http/escape-html';
import { formatDateTime } from '../../../contract';

export interface TicketsMailFacts {
  to: string;
  firstname: string;
  orderLink: string;
  event: { title: string; venue: string; startsAt: Date; endsAt: Date };
  tickets: { tierName: string; seat: number; seats: number; code: string }[];
}

/** The mail itself, from facts read beforehand. */
export function ticketsMail(facts: TicketsMailFacts): OutgoingMail {
  const { event } = facts;
  const date = `${formatDateTime(event.startsAt)} – ${formatDateTime(event.endsAt)} (Lagos time)`;
  const count = facts.tickets.length;
  const heading = `Your ${count === 1 ? 'ticket' : `${count} tickets`} for ${event.title}`;
  const seatOf = (ticket: TicketsMailFacts['tickets'][number]) =>
    ticket.seats > 1 ? `, seat ${ticket.seat} of ${ticket.seats}` : '';

  const text = [
    `Hello ${facts.firstname},`,
    '',
    `${heading}.`,
    `Venue: ${event.venue}`,
    `Date: ${date}`,
    '',
    'Show each QR code (or tell its code) at the gate. Each ticket admits one person, once. Keep the codes to yourself.',
    '',
    ...facts.tickets.flatMap((ticket, index) => [
      `Ticket ${index + 1} of ${count}: ${ticket.tierName}${seatOf(ticket)}`,
      `Code: ${ticket.code}`,
      '',
    ]),
    `Your order and its QR codes: ${facts.orderLink}`,
    '',
    '— Kampus',
  ].join('\n');

  const attachments: MailAttachment[] = facts.tickets.map((ticket, index) => ({
    filename: `ticket-${index + 1}.gif`,
    content: Buffer.from(encodeQR(ticket.code, 'gif', { scale: 6, border: 2 })),
    contentType: 'image/gif',
    cid: `ticket-${index + 1}@kampus`,
  }));
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111">
<p>Hello ${escapeHtml(facts.firstname)},</p>
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
<p>Venue: ${escapeHtml(event.venue)}<br>Date: ${escapeHtml(date)}</p>
<p>Show each QR code (or tell its code) at the gate. Each ticket admits one person, once. Keep the codes to yourself.</p>
${facts.tickets
  .map(
    (ticket, index) => `<div style="border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0;max-width:360px">
<p style="margin:0 0 8px"><strong>Ticket ${index + 1} of ${count}: ${escapeHtml(ticket.tierName)}${escapeHtml(seatOf(ticket))}</strong></p>
<img src="cid:ticket-${index + 1}@kampus" alt="QR code of ticket ${index + 1}" width="200" height="200" style="display:block">
<p style="font-family:monospace;font-size:14px;letter-spacing:1px;margin:8px 0 0">${ticket.code}</p>
</div>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(facts.orderLink)}">See your order and its QR codes on Kampus</a></p>
<p>— Kampus</p>
</body></html>`;
  return { to: facts.to, subject: `Kampus: ${heading}`, text, html, attachments };
}

/** The facts of an order's tickets mail, or null when it has no valid ticket to send. */
export async function ticketsMailOf(db: Database, orderId: string, publicOrigin: string | undefined) {
  const [order] = await db
    .select({
      id: ticketOrders.id,
      email: ticketOrders.contactEmail,
      firstname: ticketOrders.contactFirstname,
      title: events.title,
      venue: events.venue,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(ticketOrders)
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .where(eq(ticketOrders.id, orderId));
  if (!order) return null;
  const [lines, rows] = await Promise.all([
    db.select().from(ticketOrderLines).where(eq(ticketOrderLines.orderId, orderId)),
    db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.id)),
  ]);
  const tierName = new Map(lines.map((line) => [line.tierId, line.tierName]));
  const valid = rows.filter((ticket) => ticket.status === 'valid');
  if (valid.length === 0) return null;
  return ticketsMail({
    to: order.email,
    firstname: order.firstname,
    orderLink: `${publicOrigin ?? ''}${buyerTicketOrderLink(order.id)}`,
    event: { title: order.title, venue: order.venue, startsAt: order.startsAt, endsAt: order.endsAt },
    tickets: valid.map((ticket) => ({
      tierName: tierName.get(ticket.tierId) ?? '',
      seat: ticket.seat,
      seats: ticket.seats,
      code: ticket.code,
    })),
  });
}

/** Sends the order's tickets after the response (a failure is logged; the buyer can ask again). */
export function sendTicketsMail(services: Pick<Services, 'db' | 'mailer' | 'tasks' | 'config'>, orderId: string): void {
  services.tasks.run(`tickets mail ${orderId}`, async () => {
    const mail = await ticketsMailOf(services.db, orderId, services.config.publicOrigin);
    if (mail) await services.mailer.send(mail);
  });
}
