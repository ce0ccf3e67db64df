import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { productDetailResponseSchema, sellerProfileResponseSchema } from '../../../contract';
import type { ProductDetailResponse, SellerProfileResponse, SellerTrust } from '../../../contract';
import { DAY, HOUR, MINUTE } from '../../clock';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { consoleToken, signInAdmin } from '../admin/testing';
import type { SignedInStaff } from '../admin/testing';
import { chatMessages, chats } from '../chat/schema';
import { freshSandboxEachTest } from '../escrow/testing';
import type { VerifiedSeller } from '../listing/testing';
import { listProduct, login, orderAction, paidOrder, sellerWithProduct } from '../order/testing';
import { useServedTestApp } from '../payment/testing';
import { users } from '../user/schema';

const db = useTestDatabase();

let t: TestApp;
let admin: SignedInStaff;

useServedTestApp(db, async (app) => {
  ({ t } = app);
  admin = await signInAdmin(t);
});

freshSandboxEachTest(() => t);

async function trustOnProfile(sellerId: string): Promise<SellerTrust> {
  const res = await t.request<SellerProfileResponse>('GET', `/v1/sellers/${sellerId}`);
  expect(res.status).toBe(200);
  return v.parse(sellerProfileResponseSchema, res.body).data.trust;
}

async function trustOnProduct(slug: string): Promise<SellerTrust> {
  const res = await t.request<ProductDetailResponse>('GET', `/v1/products/${slug}`);
  expect(res.status).toBe(200);
  return v.parse(productDetailResponseSchema, res.body).data.sellerTrust;
}

async function ok(token: string, orderId: string, path: string, json: unknown = {}) {
  const res = await orderAction(t, token, orderId, path, json);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/**
 * A conversation about the seller's product: the buyer writes at the clock's now, and the seller
 * answers `replyAfterMinutes` later (or never). Written straight to the tables, so that the
 * minutes are exact whatever the chat's own rules are.
 */
async function conversation(seller: VerifiedSeller, productId: string, replyAfterMinutes: number | null) {
  const buyer = await t.signUp();
  const [buyerRow] = await db().select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
  const buyerId = buyerRow!.id;
  const [low, high] = [buyerId, seller.id].sort();
  const now = t.clock.now();
  const chatId = randomUUID();
  await db().insert(chats).values({
    id: chatId,
    userLow: low!,
    userHigh: high!,
    listingType: 'products',
    listingId: productId,
    sellerId: seller.id,
    startedBy: buyerId,
    createdAt: now,
    lastMessageAt: now,
  });
  await db()
    .insert(chatMessages)
    .values({ id: randomUUID(), chatId, senderId: buyerId, body: 'Is it still available?', createdAt: now });
  // A second question before the answer does not move the start.
  await db()
    .insert(chatMessages)
    .values({ id: randomUUID(), chatId, senderId: buyerId, body: 'Hello?', createdAt: new Date(now.getTime() + MINUTE) });
  if (replyAfterMinutes !== null)
    await db()
      .insert(chatMessages)
      .values({
        id: randomUUID(),
        chatId,
        senderId: seller.id,
        body: 'Yes it is',
        createdAt: new Date(now.getTime() + replyAfterMinutes * MINUTE),
      });
}

describe("a seller's trust figures", () => {
  it('are empty for a new seller, on the profile and the product page alike', async () => {
    const { seller, product } = await sellerWithProduct(t);
    const trust = await trustOnProfile(seller.id);
    expect(trust).toEqual({
      memberSince: expect.any(String),
      verifiedStudent: true,
      completedOrders: 0,
      medianFirstReplyMinutes: null,
      onTimeDeliveryRate: null,
      rating: { average: 0, count: 0 },
    });
    expect(await trustOnProduct(product.slug)).toEqual(trust);
  });

  it('come from the seller’s orders, chats and reviews', async () => {
    const { seller, product } = await sellerWithProduct(t);
    const campus = seller.universityId ?? 1;

    // Replies after 10, 30 and 90 minutes, and one conversation not answered yet: the median is 30.
    await conversation(seller, product.id, 10);
    await conversation(seller, product.id, 90);
    await conversation(seller, product.id, 30);
    await conversation(seller, product.id, null);

    const sale = async () => {
      seller.token = await login(t, seller);
      const listed = await listProduct(t, seller, { unitsAvailable: 1, priceKobo: 500_000 });
      const { buyer, order } = await paidOrder(t, listed.id, campus);
      await ok(seller.token, order.id, 'accept');
      return { buyer, order };
    };
    const again = async (account: { email: string; password: string }) => login(t, account);

    // 1. Picked up the next day (pickup promises 3 days), confirmed, reviewed 4 stars: on time.
    const first = await sale();
    t.advance(DAY);
    await ok(await again(seller), first.order.id, 'arrived');
    const firstBuyer = await again(first.buyer);
    await ok(firstBuyer, first.order.id, 'confirm');
    await ok(firstBuyer, first.order.id, 'review', { rating: 4, text: 'Good' });

    // 2. Marked arrived 4 days after acceptance: late, though completed and reviewed 5 stars.
    const second = await sale();
    t.advance(4 * DAY);
    await ok(await again(seller), second.order.id, 'arrived');
    const secondBuyer = await again(second.buyer);
    await ok(secondBuyer, second.order.id, 'confirm');
    await ok(secondBuyer, second.order.id, 'review', { rating: 5, text: 'Great' });

    // 3. Never delivered: the buyer cancels it once it is more than 3 days late. Late, not completed.
    const third = await sale();
    t.advance(7 * DAY);
    await ok(await again(third.buyer), third.order.id, 'cancel', { reason: 'Never came' });

    // 4. Delivered on time, then disputed and decided for the seller: delivered on time, never completed.
    const fourth = await sale();
    t.advance(2 * HOUR);
    await ok(await again(seller), fourth.order.id, 'arrived');
    await ok(await again(fourth.buyer), fourth.order.id, 'dispute', { reason: 'Scratched' });
    admin.accessToken = await consoleToken(t, admin);
    const resolved = await t.request('POST', `/v1/admin/orders/${fourth.order.id}/resolve`, {
      token: admin.accessToken,
      json: { outcome: 'release', note: 'As listed' },
    });
    expect(resolved.status).toBe(200);

    // 5. Accepted and not yet due: not counted either way.
    await sale();

    const trust = await trustOnProfile(seller.id);
    expect(trust).toMatchObject({
      verifiedStudent: true,
      completedOrders: 2,
      medianFirstReplyMinutes: 30,
      onTimeDeliveryRate: 0.5,
      rating: { average: 4.5, count: 2 },
    });
    expect(Date.parse(trust.memberSince)).toBeLessThan(t.clock.now().getTime());
    expect(await trustOnProduct(product.slug)).toEqual(trust);
  });
});
