/** Helpers for tests that buy: a seller with a product on sale, a checkout body, a placed order. */
import * as v from 'valibot';
import { createOrderResponseSchema } from '../../../contract';
import type { CreateOrderBody, CreateOrderResponse, OrderDetailResponse, ProductDetail } from '../../../contract';
import type { TestApp } from '../../test/test-app';
import { productBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { submitPaymentPage } from '../payment/testing';

/** A verified seller and one of their products (overrides go to the product body). */
export async function sellerWithProduct(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ seller: VerifiedSeller; product: ProductDetail }> {
  const seller = await verifiedSeller(t);
  const product = await listProduct(t, seller, overrides);
  return { seller, product };
}

export async function listProduct(t: TestApp, seller: VerifiedSeller, overrides: Record<string, unknown> = {}) {
  const res = await t.request<{ data: ProductDetail }>('POST', '/v1/products', {
    token: seller.token,
    json: productBody(seller, overrides),
  });
  if (res.status !== 201) throw new Error(`product not listed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A valid POST /v1/orders body: one unit picked up on the seller's campus. */
export function checkoutBody(productId: string, universityId: number, overrides: Partial<CreateOrderBody> = {}): CreateOrderBody {
  return {
    productId,
    quantity: 1,
    delivery: { method: 'pickup', firstname: 'Tunde', lastname: 'Bello', phone: '08031234567', universityId },
    escrowAgreement: true,
    ...overrides,
  };
}

/** Door delivery by the checkout's buyer (Tunde Bello) to `address` on the campus. */
export function doorDelivery(universityId: number, address: string, landmark: string): CreateOrderBody['delivery'] {
  return { method: 'door', firstname: 'Tunde', lastname: 'Bello', phone: '08031234567', universityId, address, landmark };
}

/** Places an order and expects 201 with a body of the contract's shape. */
export async function placeOrderOk(t: TestApp, token: string, body: CreateOrderBody) {
  const res = await t.request<CreateOrderResponse>('POST', '/v1/orders', { token, json: body });
  if (res.status !== 201) throw new Error(`order not placed (${res.status}): ${JSON.stringify(res.body)}`);
  return v.parse(createOrderResponseSchema, res.body).data;
}

/** A fresh access token for an account (moving the clock past 15 minutes ends the old ones). */
export async function login(t: TestApp, account: { email: string; password: string }): Promise<string> {
  const res = await t.request<{ data: { accessToken: string } }>('POST', '/v1/auth/login', {
    json: { email: account.email, password: account.password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.accessToken;
}

/**
 * A new buyer's order for `productId`, paid through the sandbox's hosted page (the app must be
 * served: `serveTestApp`, demo mode) and confirmed by its webhook: the order is awaiting the seller.
 */
export async function paidOrder(t: TestApp, productId: string, universityId: number, overrides: Partial<CreateOrderBody> = {}) {
  const buyer = await t.signUp();
  const placed = await placeOrderOk(t, buyer.accessToken, checkoutBody(productId, universityId, overrides));
  const paid = await submitPaymentPage(placed.payment.authorizationUrl, 'pay');
  if (paid.status !== 303) throw new Error(`payment page answered ${paid.status}`);
  await t.tasks.settle();
  const read = await t.request<OrderDetailResponse>('GET', `/v1/orders/${placed.order.id}`, { token: buyer.accessToken });
  if (read.body.data.status !== 'awaiting_seller') throw new Error(`order not paid: ${read.body.data.status}`);
  return { buyer, order: read.body.data };
}

/** POST /v1/orders/{id}/<path> as `token`. */
export function orderAction(t: TestApp, token: string, orderId: string, path: string, json: unknown = {}) {
  return t.request<OrderDetailResponse & { message?: string; errors?: Record<string, string> }>(
    'POST',
    `/v1/orders/${orderId}/${path}`,
    { token, json },
  );
}
