/** Helpers for tests that buy: a seller with a product on sale, a checkout body, a placed order. */
import * as v from 'valibot';
import { createOrderResponseSchema } from '../../../contract';
import type { CreateOrderBody, CreateOrderResponse, ProductDetail } from '../../../contract';
import type { TestApp } from '../../test/test-app';
import { productBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';

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

/** Places an order and expects 201 with a body of the contract's shape. */
export async function placeOrderOk(t: TestApp, token: string, body: CreateOrderBody) {
  const res = await t.request<CreateOrderResponse>('POST', '/v1/orders', { token, json: body });
  if (res.status !== 201) throw new Error(`order not placed (${res.status}): ${JSON.stringify(res.body)}`);
  return v.parse(createOrderResponseSchema, res.body).data;
}
