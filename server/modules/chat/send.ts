import type { ChatMessage } from '../../../contract';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { appendMessage } from './append';
import { prepareImages } from './images';
import { chatOfParty } from './queries';
import { messageView } from './view';

/** POST /v1/chats/{id}/messages: 404 unless a party, 409 when closed, 403 when the recipient's setting refuses it. */
export async function sendMessage(
  services: Services,
  sender: SessionUser,
  chatId: string,
  input: { text?: string; imageKeys: string[] },
): Promise<ChatMessage> {
  const { db, clock, config } = services;
  await chatOfParty(db, chatId, sender.id);
  const imageKeys = await prepareImages(services, sender.id, input.imageKeys);
  const now = clock.now();
  const message = await db.transaction(async (tx) => {
    const chat = await chatOfParty(tx, chatId, sender.id, true);
    return appendMessage(tx, chat, sender, { text: input.text, imageKeys }, now, config.publicOrigin);
  });
  return messageView(message, sender.id, config.fileBucket);
}
