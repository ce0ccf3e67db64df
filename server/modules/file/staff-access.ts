import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { STAFF_IDLE_MINUTES, staffMay } from '../../../contract';
import { MINUTE } from '../../clock';
import type { Database } from '../../db/database';
import type { Services } from '../../services';
import { sessions } from '../auth/schema';
import { chatMessages, chats } from '../chat/schema';
import { kycSubmissions } from '../kyc/schema';
import { orderDisputes, orders } from '../order/schema';
import { ticketDisputes, ticketOrders } from '../ticket/schema';

/** Whether the file is a KYC submission's student ID or brand logo. */
async function isKycFile(db: Database, key: string): Promise<boolean> {
  const [found] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(or(eq(kycSubmissions.documentImage, key), eq(kycSubmissions.brandLogo, key)))
    .limit(1);
  return found !== undefined;
}

/** Whether the file is a photo a buyer attached to a product dispute. */
async function isDisputePhoto(db: Database, key: string): Promise<boolean> {
  const [found] = await db
    .select({ orderId: orderDisputes.orderId })
    .from(orderDisputes)
    .where(sql`${key} = any(${orderDisputes.photoKeys})`)
    .limit(1);
  return found !== undefined;
}

/** The chat's pair is this purchase's buyer and seller (the pair is kept ordered: low < high). */
function isPairOf(purchase: { buyerId: AnyPgColumn; sellerId: AnyPgColumn }): SQL | undefined {
  return or(
    and(eq(chats.userLow, purchase.buyerId), eq(chats.userHigh, purchase.sellerId)),
    and(eq(chats.userLow, purchase.sellerId), eq(chats.userHigh, purchase.buyerId)),
  );
}

/**
 * Whether the file is an image its owner sent in a conversation with the other party of a
 * disputed purchase (product or ticket order): the dispute desk reads what the two said.
 */
async function isChatImageOfDisputedParties(db: Database, key: string, ownerId: string): Promise<boolean> {
  const sentHere = and(eq(chatMessages.senderId, ownerId), sql`${key} = any(${chatMessages.imageKeys})`);
  const disputedOrder = db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderDisputes, eq(orderDisputes.orderId, orders.id))
    .where(isPairOf(orders));
  const disputedTicketOrder = db
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .innerJoin(ticketDisputes, eq(ticketDisputes.orderId, ticketOrders.id))
    .where(isPairOf(ticketOrders));
  const [found] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(sentHere, or(sql`exists ${disputedOrder}`, sql`exists ${disputedTicketOrder}`)))
    .limit(1);
  return found !== undefined;
}

/**
 * Whether the session is a live console session (second factor passed, not idle, not ended), as
 * requireStaff wants for /v1/admin: a staff member's plain app login does not open what the
 * console shows.
 */
async function isConsoleSession({ db, clock }: Pick<Services, 'db' | 'clock'>, sessionId: string): Promise<boolean> {
  const idleSince = new Date(clock.now().getTime() - STAFF_IDLE_MINUTES * MINUTE);
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        isNotNull(sessions.secondFactorAt),
        gt(sessions.staffActiveAt, idleSince),
      ),
    );
  return live !== undefined;
}

/**
 * A private file a staff member may read in a console session, by what their role may do
 * (contract/staff.ts): KYC documents with `kyc.read`; dispute photos and the chat images between
 * a disputed purchase's two parties with `disputes.read`. Nothing else: a staff role is not a
 * key to every upload.
 */
export async function staffMayReadFile(
  services: Pick<Services, 'db' | 'clock'>,
  viewer: { role: string; sessionId: string },
  file: { key: string; ownerId: string },
): Promise<boolean> {
  const { db } = services;
  const readsKyc = staffMay(viewer.role, 'kyc.read');
  const readsDisputes = staffMay(viewer.role, 'disputes.read');
  if (!readsKyc && !readsDisputes) return false;
  if (!(await isConsoleSession(services, viewer.sessionId))) return false;
  if (readsKyc && (await isKycFile(db, file.key))) return true;
  if (!readsDisputes) return false;
  return (await isDisputePhoto(db, file.key)) || isChatImageOfDisputedParties(db, file.key, file.ownerId);
}
