import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chatClosedMessage, chatSelfMessage } from '../../../contract';
import type { Chat, ChatDraft, ChatMessage } from '../../../contract';
import { ApiError, conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { deletedEmail } from '../user/delete-account';
import { users } from '../user/schema';
import { appendMessage } from './append';
import type { MessageContent } from './append';
import { prepareImages } from './images';
import { chatOf, existingChat, listingById, pairOf } from './queries';
import type { ListingFacts } from './queries';
import { chats } from './schema';
import { messageView, partyView } from './view';

export const notTheirListingMessage = 'The listing must be yours or belong to the person you are writing to.';

/** The recipient (404 when there is no such account, or it was deleted) and the listing (404, or 422 when neither party's). */
async function partiesOfDraft(
  db: Services['db'],
  senderId: string,
  recipientId: string,
  listingId: string | undefined,
): Promise<{ recipient: typeof users.$inferSelect; listing: ListingFacts | null }> {
  if (recipientId === senderId) throw new ApiError(422, chatSelfMessage);
  const [recipient] = await db.select().from(users).where(eq(users.id, recipientId));
  if (!recipient || recipient.email === deletedEmail(recipient.id)) throw notFound('Recipient not found');
  if (listingId === undefined) return { recipient, listing: null };
  const listing = await listingById(db, listingId);
  if (!listing) throw notFound('Listing not found');
  if (listing.sellerId !== senderId && listing.sellerId !== recipientId) throw new ApiError(422, notTheirListingMessage);
  return { recipient, listing };
}

/** GET /v1/chats/draft: who a first message goes to, about what, and the conversation to continue if there is one. */
export async function chatDraft(
  services: Pick<Services, 'db'>,
  sender: SessionUser,
  query: { recipientId: string; listingId?: string },
): Promise<ChatDraft> {
  const { recipient, listing } = await partiesOfDraft(services.db, sender.id, query.recipientId, query.listingId);
  const existing = await existingChat(services.db, sender.id, recipient.id, listing?.id ?? null);
  return {
    recipient: partyView(recipient),
    listing: listing ? { type: listing.type, id: listing.id, slug: listing.slug, title: listing.title } : null,
    chatId: existing?.id ?? null,
  };
}

/**
 * POST /v1/chats: the conversation of these two people about this listing, created on the first
 * message or continued (`created` false). A closed one is reopened only by whoever closed it.
 */
export async function startChat(
  services: Services,
  sender: SessionUser,
  input: { recipientId: string; listingId?: string; text?: string; imageKeys: string[] },
): Promise<{ chat: Chat; message: ChatMessage; created: boolean }> {
  const { db, clock, config } = services;
  const { recipient, listing } = await partiesOfDraft(db, sender.id, input.recipientId, input.listingId);
  const content: MessageContent = { text: input.text, imageKeys: await prepareImages(services, sender.id, input.imageKeys) };
  const now = clock.now();
  const pair = pairOf(sender.id, recipient.id);

  const { chat, message, created } = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(chats)
      .values({
        id: randomUUID(),
        ...pair,
        listingType: listing?.type ?? null,
        listingId: listing?.id ?? null,
        sellerId: listing?.sellerId ?? null,
        startedBy: sender.id,
        createdAt: now,
        lastMessageAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: chats.id });
    const found = await existingChat(tx, sender.id, recipient.id, listing?.id ?? null);
    if (!found) throw new Error('the conversation was neither written nor found');
    let [row] = await tx.select().from(chats).where(eq(chats.id, found.id)).for('update');
    if (!row) throw new Error('the conversation vanished');
    if (row.closedAt) {
      if (row.closedBy !== sender.id) throw conflict(chatClosedMessage);
      [row] = await tx.update(chats).set({ closedAt: null, closedBy: null }).where(eq(chats.id, row.id)).returning();
      if (!row) throw new Error('the conversation vanished');
    }
    const written = await appendMessage(tx, row, sender, content, now, config.publicOrigin);
    return { chat: row, message: written, created: inserted.length > 0 };
  });

  const [updated] = await db.select().from(chats).where(eq(chats.id, chat.id));
  return {
    chat: await chatOf(db, updated ?? chat, sender.id, config.fileBucket),
    message: messageView(message, sender.id, config.fileBucket),
    created,
  };
}
