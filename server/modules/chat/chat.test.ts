import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  CHAT_MESSAGES_PER_MINUTE,
  chatClosedMessage,
  chatListResponseSchema,
  chatMessagesResponseSchema,
  chatResponseSchema,
  chatSelfMessage,
  startChatResponseSchema,
} from '../../../contract';
import type { WhoCanMessage } from '../../../contract';
import { MINUTE } from '../../clock';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { pictureBytes, uploadWithVisibility } from '../file/testing';
import { verifiedSeller } from '../listing/testing';
import { notificationEmails, notifications } from '../notification/schema';
import { orders } from '../order/schema';
import { checkoutBody, listProduct, placeOrderOk } from '../order/testing';
import { serveTestApp } from '../payment/testing';
import { users } from '../user/schema';
import { notTheirListingMessage } from './start';

const db = useTestDatabase();

type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string> };

async function member(t: TestApp, firstname = 'Tunde') {
  const account = await t.signUp({ firstname });
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!row) throw new Error('no user row');
  return { ...account, id: row.id, token: account.accessToken };
}

/** A verified seller with one product, and a buyer. */
async function sellerAndBuyer(t: TestApp) {
  const seller = await verifiedSeller(t, { firstname: 'Ada' });
  const product = await listProduct(t, seller);
  const buyer = await member(t);
  return { seller, product, buyer };
}

function start(t: TestApp, token: string, json: Record<string, unknown>) {
  return t.request<Json>('POST', '/v1/chats', { token, json });
}

async function startOk(t: TestApp, token: string, json: Record<string, unknown>) {
  const res = await start(t, token, json);
  if (res.status !== 201 && res.status !== 200) throw new Error(`chat not started (${res.status}): ${JSON.stringify(res.body)}`);
  return v.parse(startChatResponseSchema, res.body).data;
}

const send = (t: TestApp, token: string, chatId: string, json: Record<string, unknown>) =>
  t.request<Json>('POST', `/v1/chats/${chatId}/messages`, { token, json });

async function messages(t: TestApp, token: string, chatId: string, query = '') {
  const res = await t.request<Json>('GET', `/v1/chats/${chatId}/messages${query}`, { token });
  expect(res.status).toBe(200);
  return v.parse(chatMessagesResponseSchema, res.body);
}

async function list(t: TestApp, token: string, query = '') {
  const res = await t.request<Json>('GET', `/v1/chats${query}`, { token });
  expect(res.status).toBe(200);
  return v.parse(chatListResponseSchema, res.body);
}

const setWhoCanMessage = (t: TestApp, token: string, whoCanMessage: WhoCanMessage) =>
  t.request('PUT', '/v1/me/settings/chat', { token, json: { whoCanMessage } });

describe('starting a conversation', () => {
  it('answers 401 without a session on every endpoint', async () => {
    const t = createTestApp(db());
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/v1/chats'],
      ['GET', `/v1/chats/draft?recipientId=${id}`],
      ['POST', '/v1/chats'],
      ['GET', `/v1/chats/${id}`],
      ['GET', `/v1/chats/${id}/messages`],
      ['POST', `/v1/chats/${id}/messages`],
      ['POST', `/v1/chats/${id}/read`],
      ['POST', `/v1/chats/${id}/close`],
    ] as const) {
      expect((await t.request(method, path, { json: method === 'POST' ? { text: 'Hi' } : undefined })).status, path).toBe(401);
    }
  });

  it('lets a buyer write to the seller of a listing (201), and continues the same conversation when started again (200)', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    // Whatever the seller's own setting says: a buyer may always ask about a listing.
    await setWhoCanMessage(t, seller.token, 'purchased_from');

    const first = await start(t, buyer.token, {
      recipientId: seller.id,
      listingId: product.id,
      text: '  Is it still available?  ',
    });
    expect(first.status).toBe(201);
    const started = v.parse(startChatResponseSchema, first.body).data;
    expect(started.chat).toMatchObject({
      otherParty: { id: seller.id, name: 'Ada Obi', avatar: null },
      listing: { type: 'products', id: product.id, slug: product.slug, title: product.title },
      iAmSeller: false,
      unreadCount: 0,
      closed: false,
      closedBy: null,
      lastMessage: { message: 'Is it still available?', mine: true, status: 'sent', sender: buyer.id },
    });
    expect(started.message).toMatchObject({ message: 'Is it still available?', images: [], status: 'sent' });

    const again = await start(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'Hello?' });
    expect(again.status).toBe(200);
    expect(v.parse(startChatResponseSchema, again.body).data.chat.id).toBe(started.chat.id);

    // The seller starting it the other way round finds the same one too.
    const back = await startOk(t, seller.token, { recipientId: buyer.id, listingId: product.id, text: 'Yes it is' });
    expect(back.chat.id).toBe(started.chat.id);
    expect(back.chat.iAmSeller).toBe(true);

    // A conversation about no listing is another one.
    const general = await startOk(t, buyer.token, { recipientId: seller.id, text: 'Do you sell laptops too?' });
    expect(general.chat.id).not.toBe(started.chat.id);
    expect(general.chat.listing).toBeNull();

    const draft = await t.request<Json>('GET', `/v1/chats/draft?recipientId=${seller.id}&listingId=${product.id}`, {
      token: buyer.token,
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ chatId: started.chat.id, recipient: { id: seller.id }, listing: { id: product.id } });
  });

  it('creates one conversation when the same start is sent twice at once', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    const [a, b] = await Promise.all([
      start(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'One' }),
      start(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'Two' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const chats = await list(t, buyer.token);
    expect(chats.data).toHaveLength(1);
    expect((await messages(t, buyer.token, chats.data[0]!.id)).data.map((m) => m.message).sort()).toEqual(['One', 'Two']);
  });

  it('refuses writing to yourself (422), to nobody (404), about a missing listing (404) or a stranger’s (422)', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    const other = await member(t);
    const self = await start(t, buyer.token, { recipientId: buyer.id, text: 'Hi me' });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe(chatSelfMessage);
    expect((await t.request<Json>('GET', `/v1/chats/draft?recipientId=${buyer.id}`, { token: buyer.token })).status).toBe(422);

    const nobody = await start(t, buyer.token, { recipientId: '00000000-0000-4000-8000-000000000000', text: 'Hi' });
    expect(nobody.status).toBe(404);
    const noListing = await start(t, buyer.token, {
      recipientId: seller.id,
      listingId: '00000000-0000-4000-8000-000000000000',
      text: 'Hi',
    });
    expect(noListing.status).toBe(404);
    const notTheirs = await start(t, buyer.token, { recipientId: other.id, listingId: product.id, text: 'Hi' });
    expect(notTheirs.status).toBe(422);
    expect(notTheirs.body.message).toBe(notTheirListingMessage);
    expect(await list(t, buyer.token)).toMatchObject({ data: [], unreadCount: 0 });
  });

  it('answers 400 naming the field for a bad body, never 5xx', async () => {
    const t = createTestApp(db());
    const { seller, buyer } = await sellerAndBuyer(t);
    for (const [json, field, message] of [
      [{ recipientId: seller.id }, 'text', 'Message is a required field'],
      [{ recipientId: seller.id, text: '   ' }, 'text', 'Message is a required field'],
      [{ recipientId: seller.id, text: 'x'.repeat(2001) }, 'text', 'Message must be at most 2000 characters'],
      [{ recipientId: seller.id, text: 42 }, 'text', 'Message must be text'],
      [{ recipientId: 'ada', text: 'Hi' }, 'recipientId', 'Recipient must be a user id'],
      [{ text: 'Hi' }, 'recipientId', 'Recipient id is a required field'],
      [{ recipientId: seller.id, listingId: 'x', text: 'Hi' }, 'listingId', 'Listing must be a listing id'],
      [
        { recipientId: seller.id, imageKeys: ['a.png', 'b.png', 'c.png', 'd.png', 'e.png'] },
        'imageKeys',
        'Images must be at most 4',
      ],
      [{ recipientId: seller.id, imageKeys: 'a.png' }, 'imageKeys', 'Images must be a list of uploaded files'],
    ] as const) {
      const res = await start(t, buyer.token, json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(json).slice(0, 80)).toBe(message);
    }
    // A 2000-character message is fine.
    expect((await start(t, buyer.token, { recipientId: seller.id, text: 'x'.repeat(2000) })).status).toBe(201);
  });
});

describe('who may write first', () => {
  it('lets a seller write to a buyer under Any Seller, refuses it under the other settings until the buyer bought or answered', async () => {
    // Demo mode and a served app: an order is placed through the payment sandbox.
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    const served = await serveTestApp(t.app);
    onTestFinished(async () => {
      await t.tasks.settle();
      await served.close();
    });
    const { seller, product, buyer } = await sellerAndBuyer(t);

    // Any Seller (the default): the seller may write first about their listing.
    const anyOk = await start(t, seller.token, { recipientId: buyer.id, listingId: product.id, text: 'New stock!' });
    expect(anyOk.status).toBe(201);

    // Only Sellers I've Purchased From: refused, about another listing, until the buyer has a paid order from them.
    const second = await listProduct(t, seller, { title: 'AirPods Pro' });
    await setWhoCanMessage(t, buyer.token, 'purchased_from');
    const refused = await start(t, seller.token, { recipientId: buyer.id, listingId: second.id, text: 'AirPods?' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Tunde only accepts messages from sellers they have bought from.');
    // The conversation that already exists is refused too while the buyer has not answered.
    const existing = v.parse(startChatResponseSchema, anyOk.body).data.chat.id;
    expect((await send(t, seller.token, existing, { text: 'Still there?' })).status).toBe(403);

    // An unpaid order does not count; a paid one does.
    const placed = await placeOrderOk(t, buyer.token, checkoutBody(product.id, seller.universityId!));
    expect((await start(t, seller.token, { recipientId: buyer.id, listingId: second.id, text: 'AirPods?' })).status).toBe(403);
    await db().update(orders).set({ paidAt: t.clock.now() }).where(eq(orders.id, placed.order.id));
    expect((await start(t, seller.token, { recipientId: buyer.id, listingId: second.id, text: 'AirPods?' })).status).toBe(201);

    // Verified Sellers Only: refused once the seller is no longer verified.
    const stranger = await member(t, 'Bisi');
    const third = await listProduct(t, seller, { title: 'Desk lamp' });
    await setWhoCanMessage(t, stranger.token, 'verified_sellers');
    const lamp = await startOk(t, seller.token, { recipientId: stranger.id, listingId: third.id, text: 'Lamp?' });
    await db().update(users).set({ kycStatus: 'PENDING' }).where(eq(users.id, seller.id));
    const unverified = await send(t, seller.token, lamp.chat.id, { text: 'Anything else?' });
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe('Bisi only accepts messages from verified sellers.');
  });

  it('lets the seller answer a buyer who wrote first, whatever the buyer’s setting', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    await setWhoCanMessage(t, buyer.token, 'purchased_from');
    const { chat } = await startOk(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'Price?' });
    const reply = await send(t, seller.token, chat.id, { text: '₦350,000, fixed' });
    expect(reply.status).toBe(201);
  });

  it('lets two students who are not sellers write to each other', async () => {
    const t = createTestApp(db());
    const a = await member(t);
    const b = await member(t, 'Bisi');
    await setWhoCanMessage(t, b.token, 'verified_sellers');
    expect((await start(t, a.token, { recipientId: b.id, text: 'Hi Bisi' })).status).toBe(201);
  });
});

describe('messages and their ticks', () => {
  it('goes sent → delivered (the recipient fetched it) → read (the recipient opened it)', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    const { chat } = await startOk(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'Hi' });
    const statusOf = async () => (await messages(t, buyer.token, chat.id)).data[0]?.status;
    expect(await statusOf()).toBe('sent');

    // The seller's list fetch delivers it, with the unread count.
    const sellerList = await list(t, seller.token);
    expect(sellerList.unreadCount).toBe(1);
    expect(sellerList.data[0]).toMatchObject({ id: chat.id, unreadCount: 1, iAmSeller: true, otherParty: { id: buyer.id } });
    expect(await statusOf()).toBe('delivered');

    const read = await t.request<Json>('POST', `/v1/chats/${chat.id}/read`, { token: seller.token });
    expect(read.status).toBe(200);
    expect(v.parse(chatResponseSchema, read.body).data.unreadCount).toBe(0);
    expect(await statusOf()).toBe('read');
    expect((await list(t, seller.token)).unreadCount).toBe(0);

    // Reading is idempotent; the sender's own reading changes nothing of theirs.
    expect((await t.request('POST', `/v1/chats/${chat.id}/read`, { token: seller.token })).status).toBe(200);
    await send(t, buyer.token, chat.id, { text: 'Second' });
    await t.request('POST', `/v1/chats/${chat.id}/read`, { token: buyer.token });
    expect((await messages(t, buyer.token, chat.id)).data.map((m) => m.status)).toEqual(['read', 'sent']);

    // Fetching the thread delivers too.
    await messages(t, seller.token, chat.id);
    expect((await messages(t, buyer.token, chat.id)).data.map((m) => m.status)).toEqual(['read', 'delivered']);
  });

  it('pages the newest messages first, oldest first within a page, with a before cursor', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    const { chat } = await startOk(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'm1' });
    for (let i = 2; i <= 5; i += 1) {
      t.clock.advance(1000);
      expect((await send(t, i % 2 ? buyer.token : seller.token, chat.id, { text: `m${i}` })).status).toBe(201);
    }
    const newest = await messages(t, buyer.token, chat.id, '?limit=2');
    expect(newest.data.map((m) => m.message)).toEqual(['m4', 'm5']);
    expect(newest.data.map((m) => m.mine)).toEqual([false, true]);
    expect(newest.hasMore).toBe(true);
    const older = await messages(t, buyer.token, chat.id, `?limit=2&before=${newest.data[0]!.id}`);
    expect(older.data.map((m) => m.message)).toEqual(['m2', 'm3']);
    const oldest = await messages(t, buyer.token, chat.id, `?limit=2&before=${older.data[0]!.id}`);
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.data.map((m) => m.message)).toEqual(['m1']);

    // A cursor from another conversation, or not an id, is a 400 naming it.
    const other = await startOk(t, buyer.token, { recipientId: seller.id, text: 'elsewhere' });
    for (const before of [other.message.id, 'abc']) {
      const res = await t.request<Json>('GET', `/v1/chats/${chat.id}/messages?before=${before}`, { token: buyer.token });
      expect(res.status).toBe(400);
      expect(res.body.errors?.before).toMatch(/^Before /);
    }
  });

  it('lists conversations newest activity first, a page at a time', async () => {
    const t = createTestApp(db());
    const buyer = await member(t);
    const sellers = [await verifiedSeller(t), await verifiedSeller(t), await verifiedSeller(t)];
    const ids: string[] = [];
    for (const seller of sellers) {
      t.clock.advance(MINUTE);
      ids.push((await startOk(t, buyer.token, { recipientId: seller.id, text: 'Hello' })).chat.id);
    }
    t.clock.advance(MINUTE);
    await send(t, sellers[0]!.token, ids[0]!, { text: 'Back to you' });
    const first = await list(t, buyer.token, '?pageSize=2');
    expect(first.data.map((c) => c.id)).toEqual([ids[0], ids[2]]);
    expect(first.page).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.data[0]).toMatchObject({ unreadCount: 1, lastMessage: { message: 'Back to you', mine: false } });
    expect(first.unreadCount).toBe(1);
    const second = await list(t, buyer.token, '?pageSize=2&page=2');
    expect(second.data.map((c) => c.id)).toEqual([ids[1]]);
    expect((await t.request<Json>('GET', '/v1/chats?pageSize=0', { token: buyer.token })).status).toBe(400);
  });
});

describe('only the two parties', () => {
  it('answers 404 to anyone else, for every endpoint, and lists nothing of theirs', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    const outsider = await member(t, 'Eve');
    const { chat } = await startOk(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'Private' });
    for (const [method, path, json] of [
      ['GET', `/v1/chats/${chat.id}`, undefined],
      ['GET', `/v1/chats/${chat.id}/messages`, undefined],
      ['POST', `/v1/chats/${chat.id}/messages`, { text: 'Let me in' }],
      ['POST', `/v1/chats/${chat.id}/read`, undefined],
      ['POST', `/v1/chats/${chat.id}/close`, undefined],
      ['GET', '/v1/chats/not-a-chat-id', undefined],
      ['POST', '/v1/chats/not-a-chat-id/close', undefined],
    ] as const) {
      expect((await t.request(method, path, { token: outsider.token, json })).status, `${method} ${path}`).toBe(404);
    }
    expect((await list(t, outsider.token)).data).toEqual([]);
    expect((await t.request('GET', `/v1/chats/${chat.id}`, { token: seller.token })).status).toBe(200);
    // Nothing changed for the parties.
    expect((await messages(t, buyer.token, chat.id)).data).toHaveLength(1);
    expect((await list(t, buyer.token)).data[0]?.closed).toBe(false);
  });
});

describe('closing', () => {
  it('stops new messages (409) but stays readable; only whoever closed it can reopen it by starting again', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    const { chat } = await startOk(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'Hi' });
    const closed = await t.request<Json>('POST', `/v1/chats/${chat.id}/close`, { token: seller.token });
    expect(closed.status).toBe(200);
    expect(v.parse(chatResponseSchema, closed.body).data).toMatchObject({ closed: true, closedBy: 'me' });
    expect(
      v.parse(chatResponseSchema, (await t.request('GET', `/v1/chats/${chat.id}`, { token: buyer.token })).body).data,
    ).toMatchObject({
      closed: true,
      closedBy: 'them',
    });

    for (const token of [buyer.token, seller.token]) {
      const res = await send(t, token, chat.id, { text: 'Anyone?' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(chatClosedMessage);
    }
    expect((await messages(t, buyer.token, chat.id)).data.map((m) => m.message)).toEqual(['Hi']);
    // Closing again keeps who closed it.
    await t.request('POST', `/v1/chats/${chat.id}/close`, { token: buyer.token });
    expect(
      v.parse(chatResponseSchema, (await t.request('GET', `/v1/chats/${chat.id}`, { token: buyer.token })).body).data.closedBy,
    ).toBe('them');

    const buyerAgain = await start(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'Reopen?' });
    expect(buyerAgain.status).toBe(409);
    const sellerAgain = await startOk(t, seller.token, { recipientId: buyer.id, listingId: product.id, text: 'Reopened' });
    expect(sellerAgain.chat).toMatchObject({ id: chat.id, closed: false });
    expect((await send(t, buyer.token, chat.id, { text: 'Thanks' })).status).toBe(201);
  });
});

describe('notifications', () => {
  it('notifies the recipient once per conversation until they read it, in the app and by e-mail', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    const { chat } = await startOk(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: 'First' });
    await send(t, buyer.token, chat.id, { text: 'Second' });
    await send(t, buyer.token, chat.id, { text: 'Third' });

    const sellerNotes = () => db().select().from(notifications).where(eq(notifications.userId, seller.id));
    let notes = (await sellerNotes()).filter((n) => n.kind === 'chat');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'New message from Tunde',
      link: `/seller/dashboard/chats/${chat.id}`,
      readAt: null,
    });
    expect(notes[0]!.body).toBe(`3 new messages about “${product.title}”. The latest: Third`);
    const mails = await db().select().from(notificationEmails).where(eq(notificationEmails.toUserId, seller.id));
    expect(mails.filter((m) => m.subject === 'Kampus: New message from Tunde')).toHaveLength(1);

    // Opening the conversation reads its notification; the next message notifies again.
    await t.request('POST', `/v1/chats/${chat.id}/read`, { token: seller.token });
    notes = (await sellerNotes()).filter((n) => n.kind === 'chat');
    expect(notes.every((n) => n.readAt !== null)).toBe(true);
    await send(t, buyer.token, chat.id, { text: 'Fourth' });
    notes = (await sellerNotes()).filter((n) => n.kind === 'chat' && n.readAt === null);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toBe(`Tunde wrote about “${product.title}”: Fourth`);

    // The buyer's link opens the buying dashboard; e-mails follow the new-messages toggle.
    const off = {
      email: { orderUpdates: true, newMessages: false, escrowConfirmations: true, promotions: false },
      sms: { orderUpdates: true, escrowConfirmations: true },
      inApp: { orderUpdates: true, newMessages: true, promotions: false, escrowConfirmations: true, disputesAndAlerts: true },
    };
    expect((await t.request('PUT', '/v1/me/settings/notifications', { token: buyer.token, json: off })).status).toBe(200);
    await send(t, seller.token, chat.id, { text: 'Reply' });
    const [buyerNote] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'chat')));
    expect(buyerNote?.link).toBe(`/dashboard/chats/${chat.id}`);
    expect(await db().select().from(notificationEmails).where(eq(notificationEmails.toUserId, buyer.id))).toEqual([]);
  });
});

describe('images', () => {
  it('attaches the sender’s own photos, without their metadata, readable by the two parties only', async () => {
    const t = createTestApp(db());
    const { seller, product, buyer } = await sellerAndBuyer(t);
    const outsider = await member(t, 'Eve');
    const withExif = new Uint8Array(
      await sharp(await pictureBytes(64, 48))
        .withExif({ IFD0: { Copyright: 'home address' } })
        .jpeg()
        .toBuffer(),
    );
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const uploaded = await uploadWithVisibility(t, buyer.token, withExif, 'private');
    expect(uploaded.status).toBe(201);
    const { key, url } = uploaded.body.data.result;

    const { chat, message } = await startOk(t, buyer.token, { recipientId: seller.id, listingId: product.id, imageKeys: [key] });
    expect(message).toMatchObject({ message: null, images: [{ key, url }] });
    const stored = await t.storage.get(`${t.config.fileBucket}/${key}`);
    expect((await sharp(stored!).metadata()).exif).toBeUndefined();
    // Sent again, it is not encoded a second time.
    expect((await send(t, buyer.token, chat.id, { imageKeys: [key], text: 'Again' })).status).toBe(201);
    expect(await t.storage.get(`${t.config.fileBucket}/${key}`)).toEqual(stored);

    const read = (token: string) => t.app.request(url, { headers: { authorization: `Bearer ${token}` } });
    expect((await read(buyer.token)).status).toBe(200);
    expect((await read(seller.token)).status).toBe(200);
    expect((await read(outsider.token)).status).toBe(404);

    // Someone else's upload, an unknown key or an SVG: 400 naming the images.
    const theirs = await uploadWithVisibility(t, outsider.token, images.png, 'private');
    const svg = await uploadWithVisibility(t, buyer.token, images.svg, 'private');
    for (const [keys, text] of [
      [[theirs.body.data.result.key], 'Images must be pictures you uploaded'],
      [['AAAAAAAAAAAAAAAAAAAAAA.png'], 'Images must be pictures you uploaded'],
      [[svg.body.data.result.key], 'Images must be photos (PNG, JPG, GIF or WebP)'],
    ] as const) {
      const res = await send(t, buyer.token, chat.id, { imageKeys: keys });
      expect(res.status).toBe(400);
      expect(res.body.errors?.imageKeys).toBe(text);
    }
    // The outsider's file is still theirs alone.
    expect((await read(seller.token)).status).toBe(200);
    const outsiderFile = theirs.body.data.result.url;
    expect((await t.app.request(outsiderFile, { headers: { authorization: `Bearer ${seller.token}` } })).status).toBe(404);
  });
});

describe('rate limit', () => {
  it(`refuses a 31st message within a minute with 429 and Retry-After`, async () => {
    // Limits run on Date.now (rate-limiter-flexible): t.advance moves a fake Date with the clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const t = createTestApp(db(), { config: { rateLimitsRelaxed: false } });
    const { seller, product, buyer } = await sellerAndBuyer(t);
    const { chat } = await startOk(t, buyer.token, { recipientId: seller.id, listingId: product.id, text: '1' });
    for (let i = 2; i <= CHAT_MESSAGES_PER_MINUTE; i += 1) {
      expect((await send(t, buyer.token, chat.id, { text: String(i) })).status).toBe(201);
    }
    const refused = await send(t, buyer.token, chat.id, { text: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // The other party is not held back, and a minute later the sender may write again.
    expect((await send(t, seller.token, chat.id, { text: 'ok' })).status).toBe(201);
    t.advance(MINUTE);
    expect((await send(t, buyer.token, chat.id, { text: 'again' })).status).toBe(201);
    expect((await messages(t, buyer.token, chat.id, '?limit=100')).data).toHaveLength(CHAT_MESSAGES_PER_MINUTE + 2);
  });
});
