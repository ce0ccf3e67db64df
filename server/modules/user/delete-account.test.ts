import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../contract';
import { MINUTE } from '../../clock';
import { useTestDatabase } from '../../test/test-app';
import { useServedTestApp } from '../payment/testing';
import type { TestApp } from '../../test/test-app';
import { refreshTokens, sessions } from '../auth/schema';
import { events } from '../event/schema';
import { files } from '../file/schema';
import { pictureBytes } from '../file/testing';
import { kycSubmissions } from '../kyc/schema';
import { deposit } from '../ledger/testing';
import { eventBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { savedListings } from '../listing/schema';
import { products } from '../product/schema';
import { orders } from '../order/schema';
import { checkoutBody, listProduct, login, paidOrder, placeOrderOk, sellerWithProduct } from '../order/testing';
import { sweepOrderTimers } from '../order/timers';
import { chatMessages, chats } from '../chat/schema';
import { ticketOrders } from '../ticket/schema';
import { organiserWithEvent, placeTicketOrderOk, ticketOrderBody } from '../ticket/testing';
import { sweepTicketTimers } from '../ticket/timers';
import { deletedEmail, ERASED_MESSAGE } from './delete-account';
import { users } from './schema';
import { putPhoto, storagePathOf } from './testing';

const db = useTestDatabase();

let t: TestApp;

useServedTestApp(db, (app) => ({ t } = app));

type Answer = { message?: string; errors?: Record<string, string>; data?: { message: string } };
const deleteAccount = (token: string, password: string) => t.request<Answer>('DELETE', '/v1/user', { token, json: { password } });

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const storedBytes = (key: string) => t.storage.get(`${t.config.fileBucket}/${key}`);

/** A seller with a product and an event on sale, a saved listing, and their KYC files. */
async function sellerWithListings(): Promise<{ seller: VerifiedSeller; product: ProductDetail; eventId: string }> {
  const seller = await verifiedSeller(t, { accountType: 'brand' });
  const product = await listProduct(t, seller);
  const event = await t.request<{ data: { id: string } }>('POST', '/v1/events', {
    token: seller.token,
    json: eventBody(seller, new Date(t.services.clock.now().getTime() + 7 * 24 * 60 * MINUTE)),
  });
  if (event.status !== 201) throw new Error(`event not listed: ${JSON.stringify(event.body)}`);
  return { seller, product, eventId: event.body.data.id };
}

describe('DELETE /v1/user refuses', () => {
  it('while a paid order holds money in escrow, for the seller and for the buyer', async () => {
    const { seller, product } = await sellerWithProduct(t);
    const { buyer } = await paidOrder(t, product.id, seller.universityId ?? 1);

    const asSeller = await deleteAccount(seller.token, seller.password);
    expect(asSeller.status).toBe(409);
    expect(asSeller.body.message).toMatch(/money is held in escrow/);
    const asBuyer = await deleteAccount(buyer.accessToken, buyer.password);
    expect(asBuyer.status).toBe(409);
    expect(asBuyer.body.message).toMatch(/money is held in escrow/);

    // Nothing changed: both can still use their accounts and the product is on sale.
    expect((await t.request('GET', '/v1/user', { token: seller.token })).status).toBe(200);
    expect((await userRow(seller.id))?.email).toBe(seller.email);
    expect((await t.request('GET', `/v1/products/${product.slug}`)).status).toBe(200);
  });

  it('while an order has not ended (placed, not yet paid)', async () => {
    const { seller, product } = await sellerWithProduct(t);
    const buyer = await t.signUp();
    await placeOrderOk(t, buyer.accessToken, checkoutBody(product.id, seller.universityId ?? 1));

    const res = await deleteAccount(buyer.accessToken, buyer.password);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/an order that has not ended/);
    const asSeller = await deleteAccount(seller.token, seller.password);
    expect(asSeller.status).toBe(409);
    expect(asSeller.body.message).toMatch(/an order that has not ended/);
  });

  it('while the wallet has a balance', async () => {
    const user = await t.signUp();
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await deposit(db(), row!.id, 150_000);

    const res = await deleteAccount(user.accessToken, user.password);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/wallet has a balance/);
    expect((await t.request('GET', '/v1/user', { token: user.accessToken })).status).toBe(200);
  });

  it('while a deposit started in the last day may still be paid; an older one was abandoned', async () => {
    const user = await t.signUp();
    const started = await t.request('POST', '/v1/wallet/deposits', { token: user.accessToken, json: { amountKobo: 500_000 } });
    expect(started.status).toBe(201);

    const res = await deleteAccount(user.accessToken, user.password);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/deposit you started today/);

    t.clock.advance(25 * 60 * MINUTE);
    const fresh = await login(t, user);
    expect((await deleteAccount(fresh, user.password)).status).toBe(200);
  });

  it('a wrong password (400 on the field) and changes nothing', async () => {
    const { seller, product } = await sellerWithListings();
    const res = await deleteAccount(seller.token, 'not-my-password');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: 'Password is incorrect' });

    expect((await userRow(seller.id))?.email).toBe(seller.email);
    expect((await t.request('GET', '/v1/user', { token: seller.token })).status).toBe(200);
    expect((await t.request('GET', `/v1/products/${product.slug}`)).status).toBe(200);
    expect((await t.request('GET', `/v1/sellers/${seller.id}`)).status).toBe(200);
    expect(await storedBytes(seller.documentImage)).toBeDefined();
  });

  it('a missing password with 400', async () => {
    const user = await t.signUp();
    const res = await t.request<Answer>('DELETE', '/v1/user', { token: user.accessToken, json: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors?.password).toBeDefined();
  });

  it('without a session with 401', async () => {
    expect((await t.request('DELETE', '/v1/user', { json: { password: 'whatever-it-is' } })).status).toBe(401);
  });
});

describe('DELETE /v1/user deletes', () => {
  it('erases the account, ends its sessions, takes its listings down and deletes its KYC files and photo', async () => {
    const { seller, product, eventId } = await sellerWithListings();
    const other = await sellerWithProduct(t);
    expect((await t.request('PUT', `/v1/me/saved/${other.product.id}`, { token: seller.token })).status).toBe(200);
    const secondSession = await login(t, seller);
    const photo = await putPhoto(t, seller.token, await pictureBytes(300, 300, 'png'), { x: 0, y: 0, size: 300 });
    const photoPaths = photo.body.data?.avatar?.variants.map((variant) => storagePathOf(variant.url)) ?? [];
    expect(photoPaths).toHaveLength(3);
    expect(await storedBytes(seller.documentImage)).toBeDefined();
    expect(await storedBytes(seller.brandLogo)).toBeDefined();
    const about = { about: 'Second-year law student; I sell the textbooks I have finished with.' };
    expect((await t.request('PATCH', '/v1/user', { token: seller.token, json: about })).status).toBe(200);

    const res = await deleteAccount(seller.token, seller.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { message: 'Your account has been deleted.' } });

    // Signed out everywhere, and no way back in.
    expect((await t.request('GET', '/v1/user', { token: seller.token })).status).toBe(401);
    expect((await t.request('GET', '/v1/user', { token: secondSession })).status).toBe(401);
    const refresh = await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: seller.refreshToken } });
    expect(refresh.status).toBe(401);
    // Login answers a wrong email or password with 400, whichever it was.
    const again = await t.request<Answer>('POST', '/v1/auth/login', { json: { email: seller.email, password: seller.password } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid email or password');
    const ended = await db().select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, seller.id));
    expect(ended.length).toBeGreaterThan(1);
    expect(ended.every((row) => row.revokedAt !== null)).toBe(true);
    const tokens = await db()
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, seller.id));
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);

    // Personal data erased.
    const row = await userRow(seller.id);
    expect(row).toMatchObject({
      email: deletedEmail(seller.id),
      firstname: 'Deleted',
      lastname: 'user',
      phone: null,
      universityId: null,
      kycStatus: 'NOT_SUBMITTED',
      emailVerifiedAt: null,
      about: null,
    });
    expect(row?.passwordHash).not.toMatch(/^\$argon2/);
    expect(await db().select().from(kycSubmissions).where(eq(kycSubmissions.userId, seller.id))).toEqual([]);
    expect(await db().select().from(savedListings).where(eq(savedListings.userId, seller.id))).toEqual([]);

    // KYC files gone from the database and from storage.
    const left = await db()
      .select({ key: files.key })
      .from(files)
      .where(or(eq(files.key, seller.documentImage), eq(files.key, seller.brandLogo)));
    expect(left).toEqual([]);
    expect(await storedBytes(seller.documentImage)).toBeUndefined();
    expect(await storedBytes(seller.brandLogo)).toBeUndefined();
    // The profile photo too, every size of it.
    expect(row?.photoPath).toBeNull();
    for (const path of photoPaths) expect(await t.storage.get(path)).toBeUndefined();
    expect(await db().select().from(files).where(eq(files.ownerId, seller.id))).not.toContainEqual(
      expect.objectContaining({ contentType: 'image/webp', originalName: 'profile-photo' }),
    );

    // Listings out of the catalogue, the seller's public page gone.
    expect((await db().select({ status: products.status }).from(products).where(eq(products.id, product.id)))[0]?.status).toBe(
      'archived',
    );
    expect((await db().select({ status: events.status }).from(events).where(eq(events.id, eventId)))[0]?.status).toBe('archived');
    const listed = await t.request<{ data: { id: string }[] }>('GET', '/v1/products?pageSize=48');
    expect(listed.body.data.map((item) => item.id)).not.toContain(product.id);
    expect((await t.request('GET', `/v1/products/${product.slug}`)).status).toBe(404);
    expect((await t.request('GET', `/v1/sellers/${seller.id}`)).status).toBe(404);
    // The address is free for a new account.
    const registered = await t.request('POST', '/v1/auth/register', {
      json: { firstname: 'Ada', lastname: 'Obi', email: seller.email, password: 'another-horse-battery' },
    });
    expect(registered.status).toBe(201);
    // Someone else's listing is untouched.
    expect((await t.request('GET', `/v1/products/${other.product.slug}`)).status).toBe(200);
  });

  it('keeps ended orders, tied to the anonymous account', async () => {
    const { seller, product } = await sellerWithProduct(t);
    const buyer = await t.signUp();
    const placed = await placeOrderOk(t, buyer.accessToken, checkoutBody(product.id, seller.universityId ?? 1));
    t.clock.advance(31 * MINUTE);
    await sweepOrderTimers(t.services);
    const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, placed.order.id));
    expect(order?.status).toBe('expired');

    const buyerToken = await login(t, buyer);
    expect((await deleteAccount(buyerToken, buyer.password)).status).toBe(200);
    const sellerToken = await login(t, seller);
    expect((await deleteAccount(sellerToken, seller.password)).status).toBe(200);

    const [kept] = await db()
      .select({
        buyerId: orders.buyerId,
        sellerId: orders.sellerId,
        firstname: orders.deliveryFirstname,
        phone: orders.deliveryPhone,
        address: orders.deliveryAddress,
      })
      .from(orders)
      .where(eq(orders.id, placed.order.id));
    // Who it was delivered to, and how to reach them, are gone with the account.
    expect(kept).toEqual({ buyerId: placed.order.buyer.id, sellerId: seller.id, firstname: 'Deleted', phone: '', address: null });
    const [buyerRow] = await db().select().from(users).where(eq(users.id, placed.order.buyer.id));
    expect(buyerRow?.firstname).toBe('Deleted');
    expect((await db().select({ status: products.status }).from(products).where(eq(products.id, product.id)))[0]?.status).toBe(
      'archived',
    );
  });

  it('refuses while a ticket order waits for its payment; once it expired, erases its contact details', async () => {
    const { event } = await organiserWithEvent(t);
    const buyer = await t.signUp();
    const placed = await placeTicketOrderOk(t, buyer.accessToken, ticketOrderBody(event, { Regular: 1 }, 1));
    const refused = await deleteAccount(buyer.accessToken, buyer.password);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/order that has not ended/);

    t.clock.advance(31 * MINUTE);
    await sweepTicketTimers(t.services);
    expect((await deleteAccount(await login(t, buyer), buyer.password)).status).toBe(200);
    const [row] = await db().select().from(ticketOrders).where(eq(ticketOrders.id, placed.order.id));
    expect(row).toMatchObject({ status: 'expired', contactFirstname: 'Deleted', contactPhone: '', contactAddress: '' });
    expect(row?.contactEmail).toBe(deletedEmail(row?.buyerId ?? ''));
  });

  it("erases the account's chat messages and closes its conversations; the other party keeps theirs", async () => {
    const { seller, product } = await sellerWithProduct(t);
    const buyer = await t.signUp();
    const started = await t.request<{ data: { chat: { id: string } } }>('POST', '/v1/chats', {
      token: buyer.accessToken,
      json: { recipientId: seller.id, listingId: product.id, text: 'Is it still available? Call me on 0803 123 4567.' },
    });
    expect(started.status).toBe(201);
    const chatId = started.body.data.chat.id;
    expect(
      (await t.request('POST', `/v1/chats/${chatId}/messages`, { token: seller.token, json: { text: 'Yes, it is.' } })).status,
    ).toBe(201);

    expect((await deleteAccount(await login(t, buyer), buyer.password)).status).toBe(200);
    const bodies = await db().select({ body: chatMessages.body }).from(chatMessages).where(eq(chatMessages.chatId, chatId));
    expect(bodies.map((row) => row.body).sort()).toEqual([ERASED_MESSAGE, 'Yes, it is.'].sort());
    const [chat] = await db().select({ closedAt: chats.closedAt }).from(chats).where(eq(chats.id, chatId));
    expect(chat?.closedAt).not.toBeNull();
  });
});
