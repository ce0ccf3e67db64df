import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { orderDetailResponseSchema, orderListResponseSchema } from '../../../contract';
import type { OrderDetailResponse, OrderListResponse } from '../../../contract';
import { MINUTE } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import { useServedTestApp } from '../payment/testing';
import type { TestApp } from '../../test/test-app';
import type { VerifiedSeller } from '../listing/testing';
import type { Served } from '../payment/testing';
import { products } from '../product/schema';
import { users } from '../user/schema';
import { PAYMENT_UNAVAILABLE } from './place';
import { orderEvents, orders } from './schema';
import { checkoutBody, doorDelivery, listProduct, placeOrderOk, sellerWithProduct } from './testing';

const db = useTestDatabase();

const unitsOf = async (productId: string) =>
  (await db().select({ units: products.unitsAvailable }).from(products).where(eq(products.id, productId)))[0]?.units;

describe('placing an order and reading it', () => {
  let t: TestApp;
  let served: Served;
  let seller: VerifiedSeller;
  let productId: string;
  let campus: number;

  useServedTestApp(
    db,
    async (app) => {
      ({ t, served } = app);
      const market = await sellerWithProduct(t, { unitsAvailable: 5, priceKobo: 1_250_000 });
      seller = market.seller;
      productId = market.product.id;
      campus = seller.universityId ?? 1;
    },
    { config: { mode: 'demo' } },
  );

  it('answers 401 to a guest and 400 with field messages to an incomplete checkout', async () => {
    expect((await t.request('POST', '/v1/orders', { json: checkoutBody(productId, campus) })).status).toBe(401);
    const buyer = await t.signUp();
    const noAgreement = await t.request('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: { ...checkoutBody(productId, campus), escrowAgreement: false },
    });
    expect(noAgreement.status).toBe(400);
    expect(noAgreement.body.errors).toMatchObject({ escrowAgreement: 'Accept the escrow and refund policy to pay' });
    const doorWithoutAddress = await t.request('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: checkoutBody(productId, campus, {
        delivery: { method: 'door', firstname: 'Tunde', lastname: 'Bello', phone: '08031234567', universityId: campus } as never,
      }),
    });
    expect(doorWithoutAddress.status).toBe(400);
    const zero = await t.request('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: checkoutBody(productId, campus, { quantity: 0 }),
    });
    expect(zero.status).toBe(400);
    expect(await unitsOf(productId)).toBe(5);
  });

  it('reserves the units and answers the order awaiting payment with the payment page', async () => {
    const buyer = await t.signUp({ firstname: 'Tunde' });
    const placed = await placeOrderOk(
      t,
      buyer.accessToken,
      checkoutBody(productId, campus, {
        quantity: 2,
        delivery: doorDelivery(campus, 'Room 12, Jaja Hall', 'Opposite the sports centre'),
      }),
    );
    const { order, payment } = placed;
    expect(order).toMatchObject({
      status: 'pending_payment',
      quantity: 2,
      unitPriceKobo: 1_250_000,
      deliveryFeeKobo: 250_000,
      subtotalKobo: 2_500_000,
      totalKobo: 2_750_000,
      delivery: { method: 'door', address: 'Room 12, Jaja Hall', landmark: 'Opposite the sports centre', universityId: campus },
      buyer: { name: 'Tunde Obi' },
      seller: { id: seller.id },
      product: { id: productId, title: 'iPhone 12 Pro' },
      paymentReference: payment.reference,
      paymentDueAt: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString(),
      paidAt: null,
      allowedTransitions: [],
    });
    expect(order.delivery.university).toEqual(expect.any(String));
    expect(order.product.image?.url).toMatch(/^\/v1\/file\//);
    expect(order.timeline).toMatchObject({ kind: 'progress' });
    expect(order.events.map((event) => [event.kind, event.from, event.to, event.actor])).toEqual([
      ['place', null, 'pending_payment', 'buyer'],
    ]);
    expect(payment.authorizationUrl.startsWith(`${served.url}/sandbox/paystack/checkout/`)).toBe(true);
    expect(await unitsOf(productId)).toBe(3);
  });

  it('refuses the own product (403), an unknown or inactive product (404) and more units than are left (409)', async () => {
    const own = await t.request('POST', '/v1/orders', { token: seller.token, json: checkoutBody(productId, campus) });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot buy your own product');

    const buyer = await t.signUp();
    const unknown = await t.request('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: checkoutBody('00000000-0000-4000-8000-000000000000', campus),
    });
    expect(unknown.status).toBe(404);

    const hidden = await listProduct(t, seller, { title: 'Hidden lamp' });
    await t.request('PATCH', `/v1/products/${hidden.id}`, { token: seller.token, json: { status: 'inactive' } });
    expect(
      (await t.request('POST', '/v1/orders', { token: buyer.accessToken, json: checkoutBody(hidden.id, campus) })).status,
    ).toBe(404);

    const tooMany = await t.request('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: checkoutBody(productId, campus, { quantity: 4 }),
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 3 units are left');
    expect(await unitsOf(productId)).toBe(3);
  });

  it('refuses a delivery method the product does not offer', async () => {
    const pickupOnly = await listProduct(t, seller, { title: 'Desk', delivery: { pickup: true, door: null } });
    const buyer = await t.signUp();
    const res = await t.request('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: checkoutBody(pickupOnly.id, campus, {
        delivery: {
          method: 'door',
          firstname: 'A',
          lastname: 'B',
          phone: '08031234567',
          universityId: campus,
          address: 'Hall 1',
          landmark: 'Gate',
        },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ delivery: 'This product is not offered for door delivery; choose pickup' });
  });

  it('sells a campus-only product to students of the seller’s university only', async () => {
    const campusOnly = await listProduct(t, seller, { title: 'Campus bike', campusOnly: true });
    const buyer = await t.signUp();
    const refused = await t.request('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: checkoutBody(campusOnly.id, campus),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^This product is sold to students of .+ only/);

    const patched = await t.request('PATCH', '/v1/user', { token: buyer.accessToken, json: { university: campus } });
    expect(patched.status).toBe(200);
    await placeOrderOk(t, buyer.accessToken, checkoutBody(campusOnly.id, campus));
  });

  it('shows an order to its buyer, its seller and administrators only; lists each side’s orders', async () => {
    const buyer = await t.signUp();
    const { order } = await placeOrderOk(t, buyer.accessToken, checkoutBody(productId, campus));
    const read = (token: string, id = order.id) => t.request<OrderDetailResponse>('GET', `/v1/orders/${id}`, { token });

    expect((await read(buyer.accessToken)).body.data.id).toBe(order.id);
    const asSeller = await read(seller.token);
    expect(asSeller.status).toBe(200);
    expect(asSeller.body.data.allowedTransitions).toEqual([]);

    const stranger = await t.signUp();
    expect((await read(stranger.accessToken)).status).toBe(404);
    expect((await read(stranger.accessToken, 'not-a-uuid')).status).toBe(404);
    expect((await t.request('GET', `/v1/orders/${order.id}`)).status).toBe(401);

    await db().update(users).set({ role: 'admin' }).where(eq(users.email, stranger.email));
    expect((await read(stranger.accessToken)).status).toBe(200);

    const mine = await t.request<OrderListResponse>('GET', '/v1/orders?role=buyer', { token: buyer.accessToken });
    expect(v.safeParse(orderListResponseSchema, mine.body).success).toBe(true);
    expect(v.safeParse(orderDetailResponseSchema, asSeller.body).success).toBe(true);
    expect(mine.body.data.map((o) => o.id)).toEqual([order.id]);
    expect(mine.body.page).toMatchObject({ page: 1, total: 1, totalPages: 1 });
    const sold = await t.request<OrderListResponse>('GET', '/v1/orders?role=seller&pageSize=48', { token: seller.token });
    expect(sold.body.data.map((o) => o.id)).toContain(order.id);
    expect(sold.body.data.every((o) => o.seller.id === seller.id)).toBe(true);
    const strangerList = await t.request<OrderListResponse>('GET', '/v1/orders?role=seller', { token: stranger.accessToken });
    expect(strangerList.body.data).toEqual([]);
    expect((await t.request('GET', '/v1/orders?role=admin', { token: buyer.accessToken })).status).toBe(400);
  });
});

describe('when the payment provider cannot be reached', () => {
  it('answers 503 with a clear message, expires the order and returns its units', async () => {
    // Not served over HTTP: the sandbox cannot be reached, as when Paystack is down.
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    const { seller, product } = await sellerWithProduct(t, { unitsAvailable: 1 });
    const buyer = await t.signUp();
    const res = await t.request('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: checkoutBody(product.id, seller.universityId ?? 1),
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(PAYMENT_UNAVAILABLE);
    expect(await unitsOf(product.id)).toBe(1);
    const [order] = await db().select().from(orders).where(eq(orders.productId, product.id));
    expect(order?.status).toBe('expired');
    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order?.id ?? ''));
    expect(events.map((event) => event.kind).sort()).toEqual(['expire_payment', 'place']);
  });
});
