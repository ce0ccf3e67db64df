import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  DEFAULT_PAGE_SIZE,
  SUSPENDED_BUYING,
  answerDisputeBodySchema,
  answerDisputeQuestionBodySchema,
  cancelOrderBodySchema,
  createOrderBodySchema,
  declineOrderBodySchema,
  disputeBodySchema,
  emptyOrderActionBodySchema,
  handoverBodySchema,
  orderListQuerySchema,
  reviewOrderBodySchema,
} from '../../../contract';
import type { CreateOrderResponse, OrderDetailResponse, OrderListResponse, OrderTransitionName } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { answerDisputeQuestion } from '../escrow/answer-question';
import { refuseSuspended } from '../people/suspension';
import { actOnOrder } from './act';
import type { OrderCaller, TransitionInput } from './apply';
import { handOver } from './handover';
import { productOrders } from './kind';
import { placeOrder } from './place';
import { orderForCaller, ordersOfUser } from './queries';

/** /v1/orders: checkout, the signed-in user's orders as buyer or seller, and one endpoint per transition. */
export function orderRoutes(services: Services) {
  const { db, config, clock } = services;

  const callerOf = (c: Context<AppEnv>): Exclude<OrderCaller, 'system'> => {
    const auth = c.get('auth');
    return { userId: auth.userId, isAdmin: auth.role === 'admin' };
  };
  /** Applies the transition for the caller and answers the order as they now see it. */
  const act = async (c: Context<AppEnv>, transition: OrderTransitionName, input: TransitionInput = {}) => {
    const body: OrderDetailResponse = {
      data: await actOnOrder(services, c.req.param('id') ?? '', transition, callerOf(c), input),
    };
    return c.json(body);
  };

  return new Hono<AppEnv>()
    .use(requireUser(services))
    .post('/', refuseSuspended(db, SUSPENDED_BUYING), validate('json', createOrderBodySchema), async (c) => {
      const user = c.get('user');
      const origin = config.publicOrigin ?? new URL(c.req.url).origin;
      const placed = await placeOrder(services, user, c.req.valid('json'), origin);
      const body: CreateOrderResponse = {
        data: { order: placed.order, payment: { authorizationUrl: placed.authorizationUrl, reference: placed.reference } },
      };
      return c.json(body, 201);
    })
    .get('/', validate('query', orderListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const body: OrderListResponse = await ordersOfUser(
        db,
        c.get('auth').userId,
        {
          role: query.role ?? 'buyer',
          status: query.status,
          reference: query.reference,
          page: query.page ?? 1,
          pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
        },
        clock.now(),
      );
      return c.json(body);
    })
    .get('/:id', async (c) => {
      const auth = c.get('auth');
      const body: OrderDetailResponse = {
        data: await orderForCaller(services, c.req.param('id'), auth.userId, auth.role === 'admin'),
      };
      return c.json(body);
    })
    .post('/:id/accept', validate('json', emptyOrderActionBodySchema), (c) => act(c, 'accept'))
    .post('/:id/decline', validate('json', declineOrderBodySchema), (c) =>
      act(c, 'decline', { note: c.req.valid('json').reason }),
    )
    .post('/:id/cancel', validate('json', cancelOrderBodySchema), (c) =>
      act(c, 'cancel', { note: c.req.valid('json').reason ?? null }),
    )
    .post('/:id/dispatch', validate('json', emptyOrderActionBodySchema), (c) => act(c, 'dispatch'))
    .post('/:id/arrived', validate('json', emptyOrderActionBodySchema), (c) => act(c, 'arrived'))
    .post('/:id/confirm', validate('json', emptyOrderActionBodySchema), (c) => act(c, 'confirm'))
    .post('/:id/handover', validate('json', handoverBodySchema), async (c) => {
      const auth = c.get('auth');
      const applied = await handOver(services, c.req.param('id'), callerOf(c), c.req.valid('json').code);
      const body: OrderDetailResponse = {
        data: await orderForCaller(services, applied.order.id, auth.userId, auth.role === 'admin'),
      };
      return c.json(body);
    })
    .post('/:id/dispute', validate('json', disputeBodySchema), (c) => {
      const { reason, photoKeys } = c.req.valid('json');
      return act(c, 'dispute', { dispute: { reason, photoKeys } });
    })
    .post('/:id/dispute/answer', validate('json', answerDisputeBodySchema), (c) =>
      act(c, 'answer_dispute', { answer: c.req.valid('json').answer }),
    )
    .post('/:id/review', validate('json', reviewOrderBodySchema), (c) => act(c, 'review', { review: c.req.valid('json') }))
    .post('/:id/dispute-questions/:questionId/answer', validate('json', answerDisputeQuestionBodySchema), async (c) => {
      const { userId, role } = c.get('auth');
      const orderId = c.req.param('id');
      const target = { orderId, questionId: c.req.param('questionId'), userId };
      await answerDisputeQuestion(services, productOrders, 'order', target, c.req.valid('json').answer);
      const body: OrderDetailResponse = { data: await orderForCaller(services, orderId, userId, role === 'admin') };
      return c.json(body);
    });
}
