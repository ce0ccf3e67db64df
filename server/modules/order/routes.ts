import { Hono } from 'hono';
import { DEFAULT_PAGE_SIZE, createOrderBodySchema, orderListQuerySchema } from '../../../contract';
import type { CreateOrderResponse, OrderDetailResponse, OrderListResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { placeOrder } from './place';
import { orderForCaller, ordersOfUser } from './queries';

/** /v1/orders: checkout, and the signed-in user's orders as buyer or seller. */
export function orderRoutes(services: Services) {
  const { db, config } = services;

  return new Hono<AppEnv>()
    .use(requireUser(services))
    .post('/', validate('json', createOrderBodySchema), async (c) => {
      const user = c.get('user');
      const origin = config.publicOrigin ?? new URL(c.req.url).origin;
      const placed = await placeOrder(services, user, c.req.valid('json'), origin);
      const order = await orderForCaller(db, placed.orderId, user.id, false);
      const body: CreateOrderResponse = {
        data: { order, payment: { authorizationUrl: placed.authorizationUrl, reference: placed.reference } },
      };
      return c.json(body, 201);
    })
    .get('/', validate('query', orderListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const body: OrderListResponse = await ordersOfUser(db, c.get('auth').userId, {
        role: query.role ?? 'buyer',
        status: query.status,
        page: query.page ?? 1,
        pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return c.json(body);
    })
    .get('/:id', async (c) => {
      const auth = c.get('auth');
      const body: OrderDetailResponse = {
        data: await orderForCaller(db, c.req.param('id'), auth.userId, auth.role === 'admin'),
      };
      return c.json(body);
    });
}
