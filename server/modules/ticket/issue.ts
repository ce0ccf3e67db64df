/**
 * Ticket codes and their issue. A code is a ticket's secret: 160 random bits written in RFC 4648
 * base32 without padding (32 characters of A–Z and 2–7), so it can be typed at the gate, read
 * from a QR code and never guessed. Tickets are issued in the transaction that makes their order
 * paid: one row per admitted person (a 'Table For 8' ticket is 8 rows, seat 1 to 8).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ticketOrderLines, tickets } from './schema';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** The number of random bits in a ticket code. */
export const TICKET_CODE_BITS = 160;

/** A new ticket code: 20 random bytes, 32 base32 characters. */
export function newTicketCode(): string {
  return base32(randomBytes(TICKET_CODE_BITS / 8));
}

export type TicketRow = typeof tickets.$inferSelect;

/** The order's lines in the order the buyer saw them. */
export async function linesOf(db: Database, orderId: string) {
  return db.select().from(ticketOrderLines).where(eq(ticketOrderLines.orderId, orderId)).orderBy(asc(ticketOrderLines.position));
}

/**
 * Issues the order's tickets in the caller's transaction: quantity × seats-per-ticket rows per
 * line. A code already taken (never seen in practice at 160 bits) is drawn again, without
 * aborting the transaction. Answers the tickets in line, then ticket, then seat order.
 */
export async function issueTickets(tx: Database, order: { id: string; eventId: string }, now: Date): Promise<TicketRow[]> {
  const lines = await linesOf(tx, order.id);
  const count = lines.reduce((sum, line) => sum + line.quantity * line.seatsPerTicket, 0);
  // Ids drawn first and sorted, so that reading the tickets by id gives them in issue order.
  const ids = Array.from({ length: count }, () => randomUUID()).sort();
  const wanted: (typeof tickets.$inferInsert)[] = [];
  for (const line of lines) {
    for (let ticket = 0; ticket < line.quantity; ticket += 1) {
      for (let seat = 1; seat <= line.seatsPerTicket; seat += 1) {
        wanted.push({
          id: ids[wanted.length] ?? randomUUID(),
          orderId: order.id,
          eventId: order.eventId,
          tierId: line.tierId,
          seat,
          seats: line.seatsPerTicket,
          code: newTicketCode(),
          status: 'valid',
          createdAt: now,
        });
      }
    }
  }
  let pending = wanted;
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > 5) throw new Error(`order ${order.id}: ticket codes could not be made unique`);
    const inserted = await tx
      .insert(tickets)
      .values(pending)
      .onConflictDoNothing({ target: tickets.code })
      .returning({ id: tickets.id });
    const done = new Set(inserted.map((row) => row.id));
    pending = pending.filter((row) => !done.has(row.id)).map((row) => ({ ...row, code: newTicketCode() }));
  }
  return ticketsOf(tx, order.id);
}

/** An order's tickets, in the order they were issued (line, ticket, seat). */
export async function ticketsOf(db: Database, orderId: string): Promise<TicketRow[]> {
  return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.id));
}
