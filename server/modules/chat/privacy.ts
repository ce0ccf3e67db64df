/**
 * Who may write to whom. A buyer may always write to the seller of a listing. When the sender
 * is selling to the recipient (the listing is the sender's, or, without a listing, the sender is
 * a verified seller and the recipient is not), and the recipient has not written in the
 * conversation yet, the recipient's chat setting decides: verified sellers only, any seller, or
 * only sellers they have bought from (a paid product or ticket order).
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { KycStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { forbidden } from '../../http/api-error';
import { orders } from '../order/schema';
import { chatSettings } from '../settings/queries';
import { ticketOrders } from '../ticket/schema';
import { chatMessages } from './schema';

export interface Writer {
  id: string;
  firstname: string;
  kycStatus: KycStatus;
}

/** Whether the sender is the selling side of this first contact. */
export function isSellingTo(sender: Writer, recipient: Writer, listingSellerId: string | null, hasListing: boolean): boolean {
  if (hasListing) return listingSellerId === sender.id;
  return sender.kycStatus === 'APPROVED' && recipient.kycStatus !== 'APPROVED';
}

async function hasBoughtFrom(db: Database, buyerId: string, sellerId: string): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.sellerId, sellerId), isNotNull(orders.paidAt)))
    .limit(1);
  if (order) return true;
  const [ticketOrder] = await db
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .where(
      and(
        eq(ticketOrders.buyerId, buyerId),
        eq(ticketOrders.sellerId, sellerId),
        // A free order is never paid for, but its tickets were issued all the same.
        or(isNotNull(ticketOrders.paidAt), inArray(ticketOrders.status, ['paid', 'completed'])),
      ),
    )
    .limit(1);
  return ticketOrder !== undefined;
}

/**
 * Refuses (403, with the reason) a message the recipient's chat setting does not let through.
 * `chatId` is the conversation, when it exists already (a reply from the recipient opens it).
 */
export async function assertMayWrite(
  db: Database,
  input: { sender: Writer; recipient: Writer; listingSellerId: string | null; hasListing: boolean; chatId: string | null },
): Promise<void> {
  const { sender, recipient, chatId } = input;
  if (!isSellingTo(sender, recipient, input.listingSellerId, input.hasListing)) return;
  if (chatId !== null) {
    const [answered] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.senderId, recipient.id)))
      .limit(1);
    if (answered) return;
  }
  const { whoCanMessage } = await chatSettings(db, recipient.id);
  if (whoCanMessage === 'verified_sellers' && sender.kycStatus !== 'APPROVED') {
    throw forbidden(`${recipient.firstname} only accepts messages from verified sellers.`);
  }
  if (whoCanMessage === 'purchased_from' && !(await hasBoughtFrom(db, recipient.id, sender.id))) {
    throw forbidden(`${recipient.firstname} only accepts messages from sellers they have bought from.`);
  }
}
