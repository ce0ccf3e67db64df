/** The requests of the API bench that its single-server and cluster runs share. */
import type { Request as AutocannonRequest } from 'autocannon';
import type { SeededOrders } from './order-seed';

/** The product searches of the bench (query strings), in the order each connection sends them. */
export const SEARCHES = [
  'search=iphnoe',
  'search=ipho',
  'search=samsung%20galaxy',
  'search=macbok',
  'search=leather%20bag',
  'search=sneakers&sort=price_asc',
  'search=phone&category=Gadgets',
  'search=iphone&page=2',
  'search=rechargable%20fan',
  'search=desk',
];

export const searchRequests = (): AutocannonRequest[] =>
  SEARCHES.map((query) => ({ method: 'GET', path: `/v1/products?${query}` }));

/**
 * Checkout: one unit of one of 20 well-stocked products, picked up on campus, each connection
 * going through them in turn (the stock reservation, the order and its event, and the payment
 * initialised at the sandbox the server mounts, over loopback HTTP).
 */
export function placeOrderRequests(ordersSeed: SeededOrders, headers: Record<string, string>): AutocannonRequest[] {
  return ordersSeed.productIds.map((productId) => ({
    method: 'POST',
    path: '/v1/orders',
    headers,
    body: JSON.stringify({
      productId,
      quantity: 1,
      delivery: {
        method: 'pickup',
        firstname: 'Bench',
        lastname: 'Buyer',
        phone: '08031234567',
        universityId: ordersSeed.universityId,
      },
      escrowAgreement: true,
    }),
  }));
}
