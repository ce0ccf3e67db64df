import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CHAT_BLOCKED,
  chatListResponseSchema,
  chatMessageResponseSchema,
  chatMessagesResponseSchema,
  chatResponseSchema,
  startChatResponseSchema,
} from '../../../contract';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { uploadWithVisibility } from '../file/testing';
import { verifiedSeller } from '../listing/testing';
import { listProduct } from '../order/testing';
import { users } from '../user/schema';
import { chatMessages } from './schema';

const db = useTestDatabase();

type Json = Record<string, unknown> & { message?: string };

const ISSUE_SENTENCE = 'send the money to 0123456789 GTBank, I will bring it';

async function member(t: TestApp, firstname = 'Tunde') {
  const account = await t.signUp({ firstname });
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!row) throw new Error('no user row');
  return { ...account, id: row.id, token: account.accessToken };
}

/** A seller with a product, and a buyer who asked about it. */
async function conversation(t: TestApp) {
  const seller = await verifiedSeller(t, { firstname: 'Ada' });
  const product = await listProduct(t, seller);
  const buyer = await member(t);
  const res = await t.request<Json>('POST', '/v1/chats', {
    token: buyer.token,
    json: { recipientId: seller.id, listingId: product.id, text: 'Is it still available?' },
  });
  expect(res.status).toBe(201);
  const { chat } = v.parse(startChatResponseSchema, res.body).data;
  return { seller, product, buyer, chatId: chat.id };
}

const send = (t: TestApp, token: string, chatId: string, text: string) =>
  t.request<Json>('POST', `/v1/chats/${chatId}/messages`, { token, json: { text } });

async function messagesOf(t: TestApp, token: string, chatId: string) {
  const res = await t.request('GET', `/v1/chats/${chatId}/messages`, { token });
  expect(res.status).toBe(200);
  return v.parse(chatMessagesResponseSchema, res.body).data;
}

async function chatAs(t: TestApp, token: string, chatId: string) {
  const res = await t.request('GET', `/v1/chats/${chatId}`, { token });
  expect(res.status).toBe(200);
  return v.parse(chatResponseSchema, res.body).data;
}

const block = (t: TestApp, token: string, userId: string) => t.request('POST', '/v1/blocks', { token, json: { userId } });

describe('a block in chat', () => {
  it('stops messages both ways with 409 CHAT_BLOCKED, shows the chat as blocked to both, and lifts with the block', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer, chatId } = await conversation(t);
    expect((await block(t, seller.token, buyer.id)).status).toBe(201);

    for (const [who, token] of [
      ['the blocked buyer', buyer.token],
      ['the seller who blocked', seller.token],
    ] as const) {
      const res = await send(t, token, chatId, 'Hello?');
      expect(res.status, who).toBe(409);
      expect(res.body.message, who).toBe(CHAT_BLOCKED);
      expect((await chatAs(t, token, chatId)).blocked, who).toBe(true);
    }
    // Starting again, or a new conversation without the listing, is refused the same way.
    for (const [token, recipientId, listingId] of [
      [buyer.token, seller.id, product.id],
      [buyer.token, seller.id, undefined],
      [seller.token, buyer.id, undefined],
    ] as const) {
      const res = await t.request<Json>('POST', '/v1/chats', { token, json: { recipientId, listingId, text: 'Hi again' } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(CHAT_BLOCKED);
    }
    // Nothing was written: the buyer's first question is still the only message.
    expect((await messagesOf(t, seller.token, chatId)).map((message) => message.message)).toEqual(['Is it still available?']);
    const listed = v.parse(chatListResponseSchema, (await t.request('GET', '/v1/chats', { token: buyer.token })).body);
    expect(listed.data).toEqual([expect.objectContaining({ id: chatId, blocked: true })]);

    expect((await t.request('DELETE', `/v1/blocks/${buyer.id}`, { token: seller.token })).status).toBe(204);
    expect((await send(t, buyer.token, chatId, 'Still there?')).status).toBe(201);
    expect((await chatAs(t, seller.token, chatId)).blocked).toBe(false);
  });

  it('refuses the blocked person the same way when they blocked first', async () => {
    const t = createTestApp(db());
    const { seller, buyer, chatId } = await conversation(t);
    expect((await block(t, buyer.token, seller.id)).status).toBe(201);
    const res = await send(t, seller.token, chatId, 'Yes, it is available');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CHAT_BLOCKED);
  });
});

describe('a message that takes payment or contact off Kampus', () => {
  it("is sent, flagged, and shown flagged to both people (the issue's sentence)", async () => {
    const t = createTestApp(db());
    const { seller, buyer, chatId } = await conversation(t);

    const res = await send(t, seller.token, chatId, ISSUE_SENTENCE);
    expect(res.status).toBe(201);
    const sent = v.parse(chatMessageResponseSchema, res.body).data;
    expect(sent).toMatchObject({ message: ISSUE_SENTENCE, offPlatform: true, removed: false });

    for (const token of [seller.token, buyer.token]) {
      const shown = await messagesOf(t, token, chatId);
      expect(shown.map((message) => [message.message, message.offPlatform])).toEqual([
        ['Is it still available?', false],
        [ISSUE_SENTENCE, true],
      ]);
      expect((await chatAs(t, token, chatId)).lastMessage).toMatchObject({ id: sent.id, offPlatform: true });
    }
    const [row] = await db().select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row?.offPlatform).toBe(true);
  });

  it('flags a phone number in a first message, and leaves a price alone', async () => {
    const t = createTestApp(db());
    const seller = await verifiedSeller(t, { firstname: 'Ada' });
    const product = await listProduct(t, seller);
    const buyer = await member(t);
    const res = await t.request<Json>('POST', '/v1/chats', {
      token: buyer.token,
      json: { recipientId: seller.id, listingId: product.id, text: 'Call me on 0803 123 4567' },
    });
    expect(res.status).toBe(201);
    const { chat, message } = v.parse(startChatResponseSchema, res.body).data;
    expect(message.offPlatform).toBe(true);

    const price = await send(t, seller.token, chat.id, 'Last price is ₦15,000, or 15000 naira cash on pickup');
    expect(v.parse(chatMessageResponseSchema, price.body).data.offPlatform).toBe(false);
  });
});

describe('a message Kampus removed', () => {
  it('keeps its place for both people without its text, images or warning, and its photo is no longer served', async () => {
    const t = createTestApp(db());
    const { seller, buyer, chatId } = await conversation(t);
    const uploaded = await uploadWithVisibility(t, seller.token, images.png, 'private');
    expect(uploaded.status).toBe(201);
    const { key, url } = uploaded.body.data.result;
    const res = await t.request('POST', `/v1/chats/${chatId}/messages`, {
      token: seller.token,
      json: { text: ISSUE_SENTENCE, imageKeys: [key] },
    });
    const sent = v.parse(chatMessageResponseSchema, res.body).data;
    const photo = () => t.app.request(url, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect((await photo()).status).toBe(200);
    await db().update(chatMessages).set({ removedAt: new Date() }).where(eq(chatMessages.id, sent.id));

    for (const token of [seller.token, buyer.token]) {
      const removed = (await messagesOf(t, token, chatId)).find((message) => message.id === sent.id);
      expect(removed).toMatchObject({ message: null, images: [], removed: true, offPlatform: false });
    }
    expect((await photo()).status).toBe(404);
  });
});
