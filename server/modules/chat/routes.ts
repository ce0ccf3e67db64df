import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  chatDraftQuerySchema,
  chatListQuerySchema,
  chatMessagesQuerySchema,
  sendChatMessageBodySchema,
  startChatBodySchema,
} from '../../../contract';
import type {
  ChatDraftResponse,
  ChatListResponse,
  ChatMessageResponse,
  ChatMessagesResponse,
  ChatResponse,
  StartChatResponse,
} from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { closeChat } from './close';
import { chatSendLimiter } from './limits';
import { chatOf, chatOfParty, chatsOfUser, messagesOfChat } from './queries';
import type { ChatPartyAction } from './queries';
import { markChatRead } from './read';
import { sendMessage } from './send';
import { chatDraft, startChat } from './start';

/** /v1/chats: the signed-in user's conversations (only their two parties ever see one). */
export function chatRoutes(services: Services) {
  const { db, clock, config } = services;
  const admit = chatSendLimiter(services);

  /** A party's action on one of their conversations, answered with the conversation as they now see it. */
  const answerAfter = (action: ChatPartyAction) => async (c: Context<AppEnv, '/:id/:action'>) => {
    const userId = c.get('auth').userId;
    const chat = await chatOfParty(db, c.req.param('id'), userId);
    const body: ChatResponse = { data: await chatOf(db, await action(db, chat, userId, clock.now()), userId, config.fileBucket) };
    return c.json(body);
  };

  return new Hono<AppEnv>()
    .use(requireUser(services))
    .get('/', validate('query', chatListQuerySchema), async (c) => {
      const body: ChatListResponse = await chatsOfUser(
        db,
        c.get('auth').userId,
        c.req.valid('query'),
        clock.now(),
        config.fileBucket,
      );
      return c.json(body);
    })
    .get('/draft', validate('query', chatDraftQuerySchema), async (c) => {
      const body: ChatDraftResponse = { data: await chatDraft(services, c.get('user'), c.req.valid('query')) };
      return c.json(body);
    })
    .post('/', validate('json', startChatBodySchema), async (c) => {
      const input = c.req.valid('json');
      await admit(c.get('auth').userId);
      const { chat, message, created } = await startChat(services, c.get('user'), input);
      const body: StartChatResponse = { data: { chat, message } };
      return c.json(body, created ? 201 : 200);
    })
    .get('/:id', async (c) => {
      const userId = c.get('auth').userId;
      const chat = await chatOfParty(db, c.req.param('id'), userId);
      const body: ChatResponse = { data: await chatOf(db, chat, userId, config.fileBucket) };
      return c.json(body);
    })
    .get('/:id/messages', validate('query', chatMessagesQuerySchema), async (c) => {
      const userId = c.get('auth').userId;
      const chat = await chatOfParty(db, c.req.param('id'), userId);
      const body: ChatMessagesResponse = await messagesOfChat(
        db,
        chat,
        userId,
        c.req.valid('query'),
        clock.now(),
        config.fileBucket,
      );
      return c.json(body);
    })
    .post('/:id/messages', validate('json', sendChatMessageBodySchema), async (c) => {
      const input = c.req.valid('json');
      await admit(c.get('auth').userId);
      const body: ChatMessageResponse = { data: await sendMessage(services, c.get('user'), c.req.param('id'), input) };
      return c.json(body, 201);
    })
    .post('/:id/read', answerAfter(markChatRead))
    .post('/:id/close', answerAfter(closeChat));
}
