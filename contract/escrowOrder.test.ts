import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createOrderBodySchema, createOrderResponseSchema, orderListQuerySchema } from './orders';
import { createTicketOrderBodySchema, createTicketOrderResponseSchema, ticketOrderListQuerySchema } from './tickets';

const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const delivery = { method: 'pickup', firstname: 'Ada', lastname: 'Obi', phone: '0801 234 5678', universityId: 1 };
const contact = { ...delivery, email: 'ada@example.com', address: 'Hall 3', landmark: 'Chapel' };
const uuid = '00000000-0000-4000-8000-000000000000';

describe('the wire pieces product and ticket orders share', () => {
  it('asks both checkouts for a quantity and a phone number in the same words', () => {
    const order = { productId: uuid, quantity: 0, delivery: { ...delivery, phone: 'call me' }, escrowAgreement: true };
    const tickets = { eventId: uuid, items: [{ tierId: uuid, quantity: 0 }], contact: { ...contact, phone: 'call me' } };
    for (const messages of [messagesOf(createOrderBodySchema, order), messagesOf(createTicketOrderBodySchema, tickets)]) {
      expect(messages).toContain('Quantity must be at least 1');
      expect(messages).toContain('Phone Number must be a valid phone number');
    }
  });

  it('keeps each checkout its own upper bound on a quantity', () => {
    const order = { productId: uuid, quantity: 101, delivery, escrowAgreement: true };
    const tickets = { eventId: uuid, items: [{ tierId: uuid, quantity: 21 }], contact };
    expect(messagesOf(createOrderBodySchema, order)).toEqual(['Quantity must be at most 100']);
    expect(messagesOf(createTicketOrderBodySchema, tickets)).toEqual(['Quantity must be at most 20']);
  });

  it('reads both order lists by page or by payment reference alike', () => {
    for (const schema of [orderListQuerySchema, ticketOrderListQuerySchema]) {
      expect(v.parse(schema, { reference: 'ksp_123', page: '2', pageSize: '5' })).toEqual({
        reference: 'ksp_123',
        page: 2,
        pageSize: 5,
      });
      expect(messagesOf(schema, { reference: 'not a reference!' })).toEqual(['Reference must be a payment reference']);
    }
  });

  it('answers a created order with where to pay, which only a free ticket order may leave out', () => {
    const payment = { authorizationUrl: 'https://pay.example/abc', reference: 'ksp_123' };
    expect(v.safeParse(createOrderResponseSchema.entries.data.entries.payment, payment).success).toBe(true);
    expect(v.safeParse(createOrderResponseSchema.entries.data.entries.payment, null).success).toBe(false);
    expect(v.safeParse(createTicketOrderResponseSchema.entries.data.entries.payment, null).success).toBe(true);
  });
});
