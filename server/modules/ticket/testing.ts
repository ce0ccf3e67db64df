/**
 * Helpers for tests that buy tickets: an organiser with an event on sale, a purchase body, a
 * placed ticket order, and one paid through the sandbox's hosted page (the app must be served:
 * `serveTestApp`, demo mode) and confirmed by its webhook.
 */
import * as v from 'valibot';
import { createTicketOrderResponseSchema, ticketOrderDetailResponseSchema } from '../../../contract';
import type { CreateTicketOrderBody, EventDetail, TicketOrderDetail } from '../../../contract';
import { DAY } from '../../clock';
import type { TestApp } from '../../test/test-app';
import { eventBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { submitPaymentPage } from '../payment/testing';

/** Tiers of the test event: Regular ₦2,500 ×100, VIP ₦10,000 ×20, Table For 8 ₦60,000 ×5, Free ×50. */
export const testTiers = [
  { name: 'Regular', priceKobo: 250_000, quantity: 100, description: 'General admission' },
  { name: 'VIP', priceKobo: 1_000_000, quantity: 20, description: 'Front rows' },
  { name: 'Table For 8', priceKobo: 6_000_000, quantity: 5, seatsPerTicket: 8, description: 'A table for eight' },
  { name: 'Free', priceKobo: 0, quantity: 50 },
];

/** Lists an event for `organiser` starting `startsAt` (default: 3 days after the app's clock), 4 hours long. */
export async function listEvent(
  t: TestApp,
  organiser: Pick<VerifiedSeller, 'token' | 'photos'>,
  overrides: Record<string, unknown> = {},
  startsAt: Date = new Date(t.clock.now().getTime() + 3 * DAY),
): Promise<EventDetail> {
  const res = await t.request<{ data: EventDetail }>('POST', '/v1/events', {
    token: organiser.token,
    json: eventBody(organiser, startsAt, { tiers: testTiers, ...overrides }),
  });
  if (res.status !== 201) throw new Error(`event not listed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A verified organiser and one of their events on sale (`testTiers` unless overridden). */
export async function organiserWithEvent(t: TestApp, overrides: Record<string, unknown> = {}, startsAt?: Date) {
  const organiser = await verifiedSeller(t);
  const event = await listEvent(t, organiser, overrides, startsAt);
  return { organiser, event };
}

/** The id of the event's tier with this name. */
export function tierId(event: EventDetail, name: string): string {
  const tier = event.tiers.find((candidate) => candidate.name === name);
  if (!tier) throw new Error(`the event has no tier '${name}'`);
  return tier.id;
}

/** A valid POST /v1/ticket-orders body: `items` as tier name → quantity. */
export function ticketOrderBody(
  event: EventDetail,
  items: Record<string, number>,
  universityId: number,
  contact: Partial<CreateTicketOrderBody['contact']> = {},
): CreateTicketOrderBody {
  return {
    eventId: event.id,
    items: Object.entries(items).map(([name, quantity]) => ({ tierId: tierId(event, name), quantity })),
    contact: {
      firstname: 'Chioma',
      lastname: 'Eze',
      email: 'chioma.eze@unilag.edu.ng',
      phone: '08031234567',
      universityId,
      address: 'Moremi Hall, Room 12',
      landmark: 'Opposite the sports centre',
      ...contact,
    },
  };
}

/** Places a ticket order and expects 201 with a body of the contract's shape. */
export async function placeTicketOrderOk(t: TestApp, token: string, body: CreateTicketOrderBody) {
  const res = await t.request('POST', '/v1/ticket-orders', { token, json: body });
  if (res.status !== 201) throw new Error(`ticket order not placed (${res.status}): ${JSON.stringify(res.body)}`);
  return v.parse(createTicketOrderResponseSchema, res.body).data;
}

/** The ticket order as `token` sees it. */
export async function readTicketOrderOk(t: TestApp, token: string, orderId: string): Promise<TicketOrderDetail> {
  const res = await t.request('GET', `/v1/ticket-orders/${orderId}`, { token });
  if (res.status !== 200) throw new Error(`ticket order not read (${res.status}): ${JSON.stringify(res.body)}`);
  return v.parse(ticketOrderDetailResponseSchema, res.body).data;
}

/**
 * Buys tickets (tier name → quantity) for `buyer` (a new account when none is given) and pays
 * them through the sandbox's page: the order is paid and its tickets are issued. A free order
 * needs no payment and comes back issued too.
 */
export async function boughtTickets(
  t: TestApp,
  event: EventDetail,
  items: Record<string, number>,
  options: { buyer?: Awaited<ReturnType<TestApp['signUp']>>; universityId?: number } = {},
) {
  const buyer = options.buyer ?? (await t.signUp());
  const placed = await placeTicketOrderOk(
    t,
    buyer.accessToken,
    ticketOrderBody(event, items, options.universityId ?? 1, { email: buyer.email }),
  );
  if (placed.payment) {
    const paid = await submitPaymentPage(placed.payment.authorizationUrl, 'pay');
    if (paid.status !== 303) throw new Error(`payment page answered ${paid.status}`);
  }
  await t.tasks.settle();
  const order = await readTicketOrderOk(t, buyer.accessToken, placed.order.id);
  if (order.status !== 'paid') throw new Error(`ticket order not paid: ${order.status}`);
  return { buyer, order };
}
