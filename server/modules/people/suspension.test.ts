import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { orderDetailResponseSchema, SUSPENDED_BUYING, SUSPENDED_LISTING, SUSPENDED_SIGN_IN } from '../../../contract';
import type { OrderDetailResponse } from '../../../contract';
import { relaxedRateLimits } from '../../config';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { signInAdmin } from '../admin/testing';
import type { SignedInStaff } from '../admin/testing';
import { ledgerAccount } from '../ledger/accounts';
import { balanceOf } from '../ledger/queries';
import { eventBody, productBody } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { checkoutBody, listProduct, login, orderAction, paidOrder, sellerWithProduct } from '../order/testing';
import { useServedTestApp } from '../payment/testing';
import { listEvent, ticketOrderBody } from '../ticket/testing';

const db = useTestDatabase();

let t: TestApp;
let admin: SignedInStaff;
let seller: VerifiedSeller;
let campus: number;

useServedTestApp(
  db,
  async (app) => {
    ({ t } = app);
    ({ seller } = await sellerWithProduct(t));
    campus = seller.universityId ?? 1;
    admin = await signInAdmin(t);
  },
  { config: { mode: 'demo', rateLimits: relaxedRateLimits() } },
);

const reason = { reason: 'Listed counterfeit phones; see ticket 41.' };

async function suspend(userId: string) {
  const res = await t.request('POST', `/v1/admin/people/${userId}/suspend`, { token: admin.accessToken, json: reason });
  if (res.status !== 200) throw new Error(`suspend answered ${res.status}: ${JSON.stringify(res.body)}`);
}
async function restore(userId: string) {
  const res = await t.request('POST', `/v1/admin/people/${userId}/restore`, { token: admin.accessToken, json: reason });
  if (res.status !== 200) throw new Error(`restore answered ${res.status}: ${JSON.stringify(res.body)}`);
}
const userIdOf = async (token: string) => (await t.request<{ data: { id: string } }>('GET', '/v1/user', { token })).body.data.id;

describe('a suspended student', () => {
  it('cannot sign in (403 with the reason to write to support), and can again once restored', async () => {
    const student = await t.signUp();
    await suspend(await userIdOf(student.accessToken));
    const refused = await t.request('POST', '/v1/auth/login', { json: { email: student.email, password: student.password } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: SUSPENDED_SIGN_IN });
    // A wrong password is still only a wrong password: the suspension is told to the owner alone.
    const wrong = await t.request('POST', '/v1/auth/login', { json: { email: student.email, password: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    await restore(await userIdOf(student.accessToken));
    expect(
      (await t.request('POST', '/v1/auth/login', { json: { email: student.email, password: student.password } })).status,
    ).toBe(200);
  });

  it('cannot list or change a product or an event (403)', async () => {
    seller.token = await login(t, seller);
    const product = await listProduct(t, seller);
    const event = await listEvent(t, seller);
    await suspend(seller.id);
    try {
      const cases = [
        t.request('POST', '/v1/products', { token: seller.token, json: productBody(seller) }),
        t.request('PATCH', `/v1/products/${product.id}`, { token: seller.token, json: { title: 'Another title' } }),
        t.request('POST', '/v1/events', {
          token: seller.token,
          json: eventBody(seller, new Date(t.clock.now().getTime() + 5 * 86_400_000)),
        }),
        t.request('PATCH', `/v1/events/${event.id}`, { token: seller.token, json: { title: 'Another title' } }),
      ];
      for (const res of await Promise.all(cases)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: SUSPENDED_LISTING });
      }
    } finally {
      await restore(seller.id);
    }
    const again = await t.request('PATCH', `/v1/products/${product.id}`, {
      token: seller.token,
      json: { title: 'Another title' },
    });
    expect(again.status).toBe(200);
  });

  it('cannot place an order, buy tickets or pay from the wallet (403)', async () => {
    seller.token = await login(t, seller);
    const product = await listProduct(t, seller);
    const event = await listEvent(t, seller);
    const buyer = await t.signUp();
    const placed = await t.request<{ data: { order: { id: string } } }>('POST', '/v1/orders', {
      token: buyer.accessToken,
      json: checkoutBody(product.id, campus),
    });
    expect(placed.status).toBe(201);
    await suspend(await userIdOf(buyer.accessToken));
    const cases = [
      t.request('POST', '/v1/orders', { token: buyer.accessToken, json: checkoutBody(product.id, campus) }),
      t.request('POST', '/v1/ticket-orders', { token: buyer.accessToken, json: ticketOrderBody(event, { Regular: 1 }, campus) }),
      t.request('POST', '/v1/wallet/payments', { token: buyer.accessToken, json: { orderId: placed.body.data.order.id } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: SUSPENDED_BUYING });
    }
  });

  it('still concludes the open orders: a suspended seller hands over to a suspended buyer and is paid', async () => {
    seller.token = await login(t, seller);
    const product = await listProduct(t, seller, { priceKobo: 1_500_000 });
    const { buyer, order } = await paidOrder(t, product.id, campus);
    await suspend(seller.id);
    await suspend(order.buyer.id);
    try {
      const act = async (token: string, path: string, json: unknown = {}) => {
        const res = await orderAction(t, token, order.id, path, json);
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
        return v.parse(orderDetailResponseSchema, res.body).data;
      };
      await act(seller.token, 'accept');
      await act(seller.token, 'arrived');
      const asBuyer = await t.request<OrderDetailResponse>('GET', `/v1/orders/${order.id}`, { token: buyer.accessToken });
      const before = await balanceOf(db(), ledgerAccount.userAvailable(seller.id));
      const done = await act(seller.token, 'handover', { code: asBuyer.body.data.escrowCode ?? '' });
      expect(done.status).toBe('completed');
      expect(await balanceOf(db(), ledgerAccount.userAvailable(seller.id))).toBeGreaterThan(before);
    } finally {
      await restore(seller.id);
      await restore(order.buyer.id);
    }
  });
});
