import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_TOTAL_KOBO, MAX_PRICE_KOBO, ORDER_TOO_LARGE_MESSAGE } from '../contract';
import type { ErrorBody, WalletResponse } from '../contract';
import { ledgerAccountId } from './modules/ledger/accounts';
import { ledgerAccounts } from './modules/ledger/schema';
import { checkoutBody, doorDelivery, listProduct, placeOrderOk } from './modules/order/testing';
import { verifiedSeller } from './modules/listing/testing';
import type { VerifiedSeller } from './modules/listing/testing';
import { listEvent, ticketOrderBody } from './modules/ticket/testing';
import { createTestApp, useTestDatabase } from './test/test-app';
import { useServedTestApp } from './modules/payment/testing';
import type { TestApp } from './test/test-app';

/**
 * Every amount a request may carry has a ceiling (contract/money.ts): a price at most ₦100,000,000,
 * an order's total at most ₦1,000,000,000. Without them, two orders at a price of 2^52 kobo
 * would make a buyer's escrow 2^53, past the integers a JavaScript number holds exactly.
 */

const db = useTestDatabase();

describe('amounts a request may carry', () => {
  let t: TestApp;
  let seller: VerifiedSeller;
  let campus: number;

  useServedTestApp(
    db,
    async (app) => {
      ({ t } = app);
      seller = await verifiedSeller(t);
      campus = seller.universityId ?? 1;
    },
    { config: { mode: 'demo' } },
  );

  const createProduct = (json: Record<string, unknown>) =>
    t.request<ErrorBody>('POST', '/v1/products', {
      token: seller.token,
      json: {
        title: 'Lamp',
        category: 'Home',
        descriptionHtml: '<p>A lamp.</p>',
        unitsAvailable: 20,
        condition: 'good',
        priceKobo: 500_000,
        campusOnly: false,
        imageKeys: seller.photos,
        ...json,
      },
    });

  it.each([
    ['2^52 kobo, as reported', 2 ** 52],
    ['one kobo over ₦100,000,000', MAX_PRICE_KOBO + 1],
    ['Number.MAX_SAFE_INTEGER', Number.MAX_SAFE_INTEGER],
  ])('refuses a price of %s', async (_, priceKobo) => {
    const res = await createProduct({ priceKobo });
    expect(res.status).toBe(400);
    expect(res.body.errors?.priceKobo).toBe('Price must be at most ₦100,000,000');
  });

  it('takes a price of exactly ₦100,000,000, and refuses it when editing a listing beyond that', async () => {
    const res = await createProduct({ priceKobo: MAX_PRICE_KOBO });
    expect(res.status).toBe(201);
    const { id } = (res.body as unknown as { data: { id: string } }).data;
    const edit = await t.request<ErrorBody>('PATCH', `/v1/products/${id}`, { token: seller.token, json: { priceKobo: 2 ** 52 } });
    expect(edit.status).toBe(400);
    expect(edit.body.errors?.priceKobo).toBe('Price must be at most ₦100,000,000');
  });

  it('refuses a delivery fee and a ticket price beyond ₦100,000,000', async () => {
    const fee = await createProduct({
      delivery: { pickup: true, door: { feeKobo: MAX_PRICE_KOBO + 1, minDays: 1, maxDays: 3 } },
    });
    expect(fee.status).toBe(400);
    expect(fee.body.errors?.['delivery.door.feeKobo']).toBe('Delivery fee must be at most ₦100,000,000');
    const event = await t.request<ErrorBody>('POST', '/v1/events', {
      token: seller.token,
      json: {
        title: 'Gala',
        category: 'Tech',
        descriptionHtml: '<p>A gala.</p>',
        venue: 'Main hall',
        startsAt: new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString(),
        endsAt: new Date(t.clock.now().getTime() + 3 * 86_400_000 + 3_600_000).toISOString(),
        bannerKey: seller.photos[0],
        tiers: [{ name: 'Regular', priceKobo: 2 ** 52, quantity: 10 }],
      },
    });
    expect(event.status).toBe(400);
    expect(event.body.errors?.['tiers.0.priceKobo']).toBe('Ticket price must be at most ₦100,000,000');
  });

  it('refuses an order whose total (quantity times price, plus delivery) is over ₦1,000,000,000, and takes one of exactly that', async () => {
    const product = await listProduct(t, seller, {
      priceKobo: MAX_PRICE_KOBO,
      unitsAvailable: 20,
      delivery: { pickup: true, door: { feeKobo: 100, minDays: 1, maxDays: 3 } },
    });
    const buyer = await t.signUp();
    const over = await t.request<ErrorBody>('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: checkoutBody(product.id, campus, { quantity: 11 }),
    });
    expect(over.status).toBe(400);
    expect(over.body.errors?.quantity).toBe(ORDER_TOO_LARGE_MESSAGE);
    // Ten at the ceiling is the ceiling; the delivery fee's one naira takes it over.
    const door = checkoutBody(product.id, campus, {
      quantity: 10,
      delivery: doorDelivery(campus, 'Moremi Hall', 'By the gate'),
    });
    const byOneNaira = await t.request<ErrorBody>('POST', '/v1/orders', { token: buyer.accessToken, json: door });
    expect(byOneNaira.status).toBe(400);
    expect(byOneNaira.body.errors?.quantity).toBe(ORDER_TOO_LARGE_MESSAGE);
    const placed = await placeOrderOk(t, buyer.accessToken, checkoutBody(product.id, campus, { quantity: 10 }));
    expect(placed.order.totalKobo).toBe(MAX_ORDER_TOTAL_KOBO);
  });

  it('refuses a ticket order over ₦1,000,000,000', async () => {
    const event = await listEvent(t, seller, {
      tiers: [
        { name: 'Regular', priceKobo: MAX_PRICE_KOBO, quantity: 20 },
        { name: 'VIP', priceKobo: MAX_PRICE_KOBO, quantity: 20 },
      ],
    });
    const buyer = await t.signUp();
    const res = await t.request<ErrorBody>('POST', '/v1/ticket-orders', {
      token: buyer.accessToken,
      json: ticketOrderBody(event, { Regular: 6, VIP: 5 }, campus),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.items).toBe(ORDER_TOO_LARGE_MESSAGE);
  });
});

describe('reading balances', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(db(), { config: { mode: 'demo' } });
  });

  const signedUp = async () => {
    const account = await t.signUp();
    const me = await t.request<{ data: { id: string } }>('GET', '/v1/user', { token: account.accessToken });
    return { ...account, userId: me.body.data.id };
  };

  /** Escrow accounts as two paid orders of `priceKobo` each would leave them (ceilings now keep them from being made). */
  async function escrowOf(buyerId: string, sellerId: string, ...balances: number[]) {
    await db()
      .insert(ledgerAccounts)
      .values(
        balances.map((balance, index) => {
          const orderId = `ceiling-${buyerId.slice(0, 8)}-${index}`;
          return {
            id: ledgerAccountId({ kind: 'order_escrow', orderId, buyerId, sellerId }),
            kind: 'order_escrow' as const,
            orderId,
            buyerId,
            sellerId,
            balance,
            createdAt: t.clock.now(),
          };
        }),
      );
  }

  it('answers exact figures up to 2^53 - 1 kobo', async () => {
    const buyer = await signedUp();
    const seller = await signedUp();
    await escrowOf(buyer.userId, seller.userId, 2 ** 52, 2 ** 52 - 1);
    const res = await t.request<WalletResponse>('GET', '/v1/wallet', { token: buyer.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.inEscrowAsBuyerKobo).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses, never with a 500 and never rounded, a balance beyond 2^53 (two orders of 2^52 kobo)', async () => {
    const buyer = await signedUp();
    const seller = await signedUp();
    await escrowOf(buyer.userId, seller.userId, 2 ** 52, 2 ** 52);
    for (const account of [buyer, seller]) {
      const res = await t.request<ErrorBody>('GET', '/v1/wallet', { token: account.accessToken });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(
        /^An amount here is too large for Kampus to show exactly\. Contact support@kampus\.ng \(reference .+\)\.$/,
      );
    }
  });
});
