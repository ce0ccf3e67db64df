import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../contract';
import { MINUTE } from '../../clock';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { signInStaff, STAFF_TEST_PASSWORD } from '../admin/testing';
import { kycApplicant, pendingSubmission } from '../kyc/testing';
import { sessions } from '../auth/schema';
import { listProduct } from '../order/testing';
import { orderDisputes, orders } from '../order/schema';
import { verifiedSeller } from '../listing/testing';
import { users } from '../user/schema';

const db = useTestDatabase();

function read(t: TestApp, url: string, token: string) {
  return t.request('GET', url, { token });
}

function fileUrl(t: TestApp, key: string) {
  return `/v1/file/${t.config.fileBucket}/${key}`;
}

async function idOf(email: string): Promise<string> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Each staff role signed in to the console, by role. */
async function everyRole(t: TestApp): Promise<Record<StaffRole, string>> {
  return {
    admin: (await signInStaff(t, 'admin')).accessToken,
    support: (await signInStaff(t, 'support')).accessToken,
    finance: (await signInStaff(t, 'finance')).accessToken,
  };
}

/**
 * A seller's product disputed by a buyer with one private photo. The order is written directly:
 * how it got there (payment, arrival) is the order module's tests' business, not the file's.
 */
async function disputedOrder(t: TestApp) {
  const seller = await verifiedSeller(t);
  const product = await listProduct(t, seller);
  const buyer = await t.signUp();
  const buyerId = await idOf(buyer.email);
  const photo = (await t.upload(buyer.accessToken, images.png)).body.data.result.key;
  const id = crypto.randomUUID();
  const now = t.clock.now();
  await db()
    .insert(orders)
    .values({
      id,
      buyerId,
      sellerId: seller.id,
      status: 'disputed',
      totalKobo: product.priceKobo,
      createdAt: now,
      updatedAt: now,
      productId: product.id,
      quantity: 1,
      unitPriceKobo: product.priceKobo,
      deliveryFeeKobo: 0,
      deliveryMethod: 'pickup',
      deliveryFirstname: 'Tunde',
      deliveryLastname: 'Bello',
      deliveryPhone: '08031234567',
      deliveryUniversityId: seller.universityId ?? 1,
      paymentReference: `test-${id}`,
    });
  await db()
    .insert(orderDisputes)
    .values({ orderId: id, reason: 'Cracked', openedAt: now, photoKeys: [photo] });
  return { seller, buyer, buyerId, photo };
}

/** A chat image `from` sent to `to` (a conversation without a listing). */
async function chatImage(t: TestApp, from: { accessToken: string }, toId: string): Promise<string> {
  const key = (await t.upload(from.accessToken, images.png)).body.data.result.key;
  const res = await t.request('POST', '/v1/chats', { token: from.accessToken, json: { recipientId: toId, imageKeys: [key] } });
  // 201 for a new conversation, 200 when the pair already has one.
  if (res.status !== 201 && res.status !== 200) throw new Error(`chat not started: ${res.status} ${JSON.stringify(res.body)}`);
  return key;
}

describe('private files for staff', () => {
  it('serves a KYC document and brand logo to roles that read KYC (admin, support), not to finance', async () => {
    const t = createTestApp(db());
    const staff = await everyRole(t);
    const applicant = await kycApplicant(t);
    expect((await t.request('POST', '/v1/kyc', { token: applicant.accessToken, json: applicant.brand })).status).toBe(201);
    for (const key of [applicant.documentImage, applicant.brandLogo]) {
      expect((await read(t, fileUrl(t, key), staff.admin)).status).toBe(200);
      expect((await read(t, fileUrl(t, key), staff.support)).status).toBe(200);
      expect((await read(t, fileUrl(t, key), staff.finance)).body).toEqual({ message: 'File not found' });
    }
  });

  it('does not serve a staff member any other private upload', async () => {
    const t = createTestApp(db());
    const staff = await everyRole(t);
    const student = await t.signUp();
    const key = (await t.upload(student.accessToken, images.png)).body.data.result.key;
    for (const token of Object.values(staff)) expect((await read(t, fileUrl(t, key), token)).status).toBe(404);
  });

  it('needs a console session: not a staff member’s plain app login, not an idle console session', async () => {
    const t = createTestApp(db());
    const admin = await signInStaff(t, 'admin');
    const pending = await pendingSubmission(t);
    const url = fileUrl(t, pending.documentImage);
    const login = await t.request<{ data: { accessToken: string } }>('POST', '/v1/auth/login', {
      json: { email: admin.email, password: STAFF_TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect((await read(t, url, login.body.data.accessToken)).status).toBe(404);
    expect((await read(t, url, admin.accessToken)).status).toBe(200);
    // Idle for longer than a console session may be (the access token itself is still good).
    const idleSince = new Date(t.clock.now().getTime() - 31 * MINUTE);
    await db().update(sessions).set({ staffActiveAt: idleSince }).where(eq(sessions.userId, admin.userId));
    expect((await read(t, url, admin.accessToken)).status).toBe(404);
  });

  it("serves a dispute's photos and the chat images between its two parties to every role (disputes.read)", async () => {
    const t = createTestApp(db());
    const { seller, buyer, photo } = await disputedOrder(t);
    const buyerImage = await chatImage(t, buyer, seller.id);
    const sellerImage = await chatImage(t, seller, await idOf(buyer.email));
    const staff = await everyRole(t);
    for (const token of Object.values(staff)) {
      for (const key of [photo, buyerImage, sellerImage]) expect((await read(t, fileUrl(t, key), token)).status).toBe(200);
    }
  });

  it('does not serve chat images of people without a dispute between them', async () => {
    const t = createTestApp(db());
    const { buyer } = await disputedOrder(t);
    const stranger = await t.signUp();
    const image = await chatImage(t, buyer, await idOf(stranger.email));
    const staff = await everyRole(t);
    for (const token of Object.values(staff)) expect((await read(t, fileUrl(t, image), token)).status).toBe(404);
  });
});
