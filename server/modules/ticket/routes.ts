import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  SUSPENDED_BUYING,
  answerDisputeQuestionBodySchema,
  createTicketOrderBodySchema,
  disputeTicketOrderBodySchema,
  ticketOrderListQuerySchema,
} from '../../../contract';
import type {
  CreateTicketOrderResponse,
  ResendTicketsResponse,
  TicketOrderDetailResponse,
  TicketOrderListResponse,
} from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { answerDisputeQuestion } from '../escrow/answer-question';
import { refuseSuspended } from '../people/suspension';
import { disputeTicketOrder, refundForDateChange, resendTickets } from './buyer-actions';
import { ticketOrderKind } from './kind';
import { placeTicketOrder } from './place';
import { ticketOrderForViewer, ticketOrdersOfBuyer } from './queries';
import type { TicketViewer } from './queries';

/** /v1/ticket-orders: buying tickets, the caller's ticket orders, re-sending the tickets, a dispute, a refund after a date change. */
export function ticketOrderRoutes(services: Services) {
  const { db, config, clock } = services;
  const viewerOf = (c: Context<AppEnv>): TicketViewer => {
    const auth = c.get('auth');
    return { userId: auth.userId, isAdmin: auth.role === 'admin' };
  };

  return new Hono<AppEnv>()
    .use(requireUser(services))
    .post('/', refuseSuspended(db, SUSPENDED_BUYING), validate('json', createTicketOrderBodySchema), async (c) => {
      const origin = config.publicOrigin ?? new URL(c.req.url).origin;
      const body: CreateTicketOrderResponse = {
        data: await placeTicketOrder(services, c.get('user'), c.req.valid('json'), origin),
      };
      return c.json(body, 201);
    })
    .get('/', validate('query', ticketOrderListQuerySchema), async (c) => {
      const body: TicketOrderListResponse = await ticketOrdersOfBuyer(
        db,
        c.get('auth').userId,
        c.req.valid('query'),
        clock.now(),
      );
      return c.json(body);
    })
    .get('/:id', async (c) => {
      const body: TicketOrderDetailResponse = {
        data: await ticketOrderForViewer(services, c.req.param('id'), viewerOf(c), clock.now()),
      };
      return c.json(body);
    })
    .post('/:id/resend', async (c) => {
      const body: ResendTicketsResponse = { data: await resendTickets(services, c.req.param('id'), viewerOf(c)) };
      return c.json(body);
    })
    .post('/:id/dispute', validate('json', disputeTicketOrderBodySchema), async (c) => {
      const body: TicketOrderDetailResponse = {
        data: await disputeTicketOrder(services, c.req.param('id'), viewerOf(c), c.req.valid('json').reason),
      };
      return c.json(body);
    })
    .post('/:id/refund', async (c) => {
      const body: TicketOrderDetailResponse = { data: await refundForDateChange(services, c.req.param('id'), viewerOf(c)) };
      return c.json(body);
    })
    .post('/:id/dispute-questions/:questionId/answer', validate('json', answerDisputeQuestionBodySchema), async (c) => {
      const orderId = c.req.param('id');
      const target = { orderId, questionId: c.req.param('questionId'), userId: c.get('auth').userId };
      await answerDisputeQuestion(services, ticketOrderKind, 'ticket-order', target, c.req.valid('json').answer);
      const body: TicketOrderDetailResponse = { data: await ticketOrderForViewer(services, orderId, viewerOf(c), clock.now()) };
      return c.json(body);
    });
}
