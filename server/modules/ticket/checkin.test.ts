import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CheckInResponse, CheckInSummaryResponse, EventDetail, TicketOrderDetail } from '../../../contract';
import { MINUTE } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { login } from '../order/testing';
import { serveTestApp } from '../payment/testing';
import type { Served } from '../payment/testing';
import { wrongCodeRule } from './checkin';
import { boughtTickets, listEvent as listTestEvent, readTicketOrderOk, tierId } from './testing';

const db = useTestDatabase();

let t: TestApp;
let served: Served;
let organiser: VerifiedSeller;
let event: EventDetail;
let paid: { order: TicketOrderDetail; token: string };

/** The tiers these tests use: a 'Table For 4' admits four people on four tickets. */
const tiers = [
  { name: 'Regular', priceKobo: 250_000, quantity: 50 },
  { name: 'Table For 4', priceKobo: 1_000_000, quantity: 5, seatsPerTicket: 4 },
  { name: 'Early Bird', priceKobo: 0, quantity: 10 },
];

const listEvent = (seller: VerifiedSeller, overrides: Record<string, unknown> = {}) =>
  listTestEvent(t, seller, { tiers, ...overrides });

/** A new buyer's order for `on`, paid through the sandbox when it costs anything: the order with its tickets. */
async function buy(on: EventDetail, items: { tier: string; quantity: number }[]) {
  const wanted = Object.fromEntries(items.map((item) => [item.tier, item.quantity]));
  const { buyer, order } = await boughtTickets(t, on, wanted, { universityId: organiser.universityId ?? 1 });
  return { order, token: buyer.accessToken };
}

const codesOf = (order: TicketOrderDetail) => order.tickets.map((ticket) => ticket.code ?? '');

const checkIn = (code: string, token = organiser.token, eventId = event.id) =>
  t.request<CheckInResponse & { message?: string }>('POST', `/v1/events/${eventId}/check-in`, { token, json: { code } });

beforeAll(async () => {
  t = createTestApp(db(), { config: { mode: 'demo' } });
  served = await serveTestApp(t.app);
  organiser = await verifiedSeller(t);
  event = await listEvent(organiser);
  paid = await buy(event, [
    { tier: 'Regular', quantity: 2 },
    { tier: 'Table For 4', quantity: 1 },
  ]);
});

afterAll(async () => {
  await served.close();
});

describe('GET /v1/events/{id}/check-in', () => {
  it('answers 401 to a guest and 404 to anyone but the organiser, other sellers included', async () => {
    expect((await t.request('GET', `/v1/events/${event.id}/check-in`)).status).toBe(401);
    const stranger = await verifiedSeller(t);
    for (const token of [stranger.token, paid.token]) {
      const res = await t.request('GET', `/v1/events/${event.id}/check-in`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Event not found' });
    }
    expect((await t.request('GET', '/v1/events/not-an-id/check-in', { token: organiser.token })).status).toBe(404);
    expect(
      (await t.request('GET', '/v1/events/00000000-0000-4000-8000-000000000000/check-in', { token: organiser.token })).status,
    ).toBe(404);
  });

  it('shows the event and its counts in people, every tier listed', async () => {
    const res = await t.request<CheckInSummaryResponse>('GET', `/v1/events/${event.id}/check-in`, { token: organiser.token });
    expect(res.status).toBe(200);
    expect(res.body.data.event).toMatchObject({
      id: event.id,
      slug: event.slug,
      title: event.title,
      venue: event.venue,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      cancelled: false,
    });
    expect(res.body.data.event.image?.key).toBe(organiser.photos[0]);
    // 2 Regular tickets and one 'Table For 4' ticket admit 6 people.
    expect(res.body.data.counts).toEqual({
      sold: 6,
      checkedIn: 0,
      tiers: [
        { tierId: tierId(event, 'Regular'), name: 'Regular', sold: 2, checkedIn: 0 },
        { tierId: tierId(event, 'Table For 4'), name: 'Table For 4', sold: 4, checkedIn: 0 },
        { tierId: tierId(event, 'Early Bird'), name: 'Early Bird', sold: 0, checkedIn: 0 },
      ],
    });
  });
});

describe('POST /v1/events/{id}/check-in', () => {
  it('answers 401 to a guest, 404 to others, and 400 to a code that cannot be one', async () => {
    const [code = ''] = codesOf(paid.order);
    expect((await t.request('POST', `/v1/events/${event.id}/check-in`, { json: { code } })).status).toBe(401);
    const stranger = await verifiedSeller(t);
    expect((await checkIn(code, stranger.token)).status).toBe(404);
    expect((await checkIn(code, paid.token)).status).toBe(404);
    for (const bad of ['', '   ', 'not a code!', '1'.repeat(10), 'A'.repeat(65)]) {
      const res = await checkIn(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ errors: { code: expect.stringMatching(/^Ticket code /) } });
    }
    const noBody = await t.request('POST', `/v1/events/${event.id}/check-in`, { token: organiser.token, json: {} });
    expect(noBody.status).toBe(400);
    // Nothing was checked in by any of that.
    const summary = await t.request<CheckInSummaryResponse>('GET', `/v1/events/${event.id}/check-in`, { token: organiser.token });
    expect(summary.body.data.counts.checkedIn).toBe(0);
  });

  it('admits a valid ticket once, showing its holder and tier, then says already used and when', async () => {
    const regular = paid.order.tickets.find((ticket) => ticket.tierName === 'Regular');
    const code = regular?.code ?? '';
    t.clock.advance(MINUTE);
    const first = await checkIn(code);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      result: 'admitted',
      ticket: { holderName: 'Chioma Eze', tierName: 'Regular', seat: 1, seats: 1 },
      checkedInAt: t.clock.now().toISOString(),
      counts: expect.objectContaining({ sold: 6, checkedIn: 1 }),
    });
    const admittedAt = first.body.data.checkedInAt;

    t.clock.advance(MINUTE);
    const again = await checkIn(code);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({
      result: 'already_used',
      ticket: { holderName: 'Chioma Eze', tierName: 'Regular', seat: 1, seats: 1 },
      checkedInAt: admittedAt,
      counts: expect.objectContaining({ sold: 6, checkedIn: 1 }),
    });

    // The buyer's ticket shows it used.
    const order = await readTicketOrderOk(t, paid.token, paid.order.id);
    expect(order.tickets.find((ticket) => ticket.id === regular?.id)).toMatchObject({
      status: 'checked_in',
      checkedInAt: admittedAt,
    });
  });

  it('reads a code typed in lower case with spaces and dashes; each seat of a table is its own ticket', async () => {
    const seats = paid.order.tickets.filter((ticket) => ticket.tierName === 'Table For 4');
    expect(seats.map((ticket) => ticket.seat)).toEqual([1, 2, 3, 4]);
    const typed = (seats[1]?.code ?? '').toLowerCase().replace(/(.{4})/g, '$1 - ');
    const res = await checkIn(typed);
    expect(res.body.data).toMatchObject({
      result: 'admitted',
      ticket: { tierName: 'Table For 4', seat: 2, seats: 4 },
    });
    expect(res.body.data.counts.tiers.find((tier) => tier.name === 'Table For 4')).toMatchObject({ sold: 4, checkedIn: 1 });
    expect(res.body.data.counts).toMatchObject({ sold: 6, checkedIn: 2 });
  });

  it('says not for this event to an unknown code and to another event’s ticket, revealing nothing of it', async () => {
    const unknown = await checkIn('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
    expect(unknown.body.data).toMatchObject({ result: 'not_for_this_event', ticket: null, checkedInAt: null });

    const other = await listEvent(organiser, { title: 'Another Night' });
    const elsewhere = await buy(other, [{ tier: 'Early Bird', quantity: 1 }]);
    const code = codesOf(elsewhere.order)[0] ?? '';
    const res = await checkIn(code);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      result: 'not_for_this_event',
      ticket: null,
      checkedInAt: null,
      counts: expect.objectContaining({ sold: 6, checkedIn: 2 }),
    });
    // It was not checked in at its own event either; there, it admits.
    expect((await checkIn(code, organiser.token, other.id)).body.data).toMatchObject({
      result: 'admitted',
      ticket: { holderName: 'Chioma Eze', tierName: 'Early Bird' },
    });
  });

  it('says refunded for a ticket of a cancelled event', async () => {
    const other = await listEvent(organiser, { title: 'Rained Off' });
    const bought = await buy(other, [{ tier: 'Regular', quantity: 1 }]);
    const cancelled = await t.request('POST', `/v1/events/${other.id}/cancel`, {
      token: organiser.token,
      json: { reason: 'The field is flooded.' },
    });
    expect(cancelled.status).toBe(200);
    const res = await checkIn(codesOf(bought.order)[0] ?? '', organiser.token, other.id);
    expect(res.body.data).toEqual({
      result: 'refunded',
      ticket: { holderName: 'Chioma Eze', tierName: 'Regular', seat: 1, seats: 1 },
      checkedInAt: null,
      counts: { sold: 0, checkedIn: 0, tiers: expect.any(Array) },
    });
  });

  it('admits one of ten scans of one code sent together from two sessions', async () => {
    const code = paid.order.tickets.find((ticket) => ticket.tierName === 'Table For 4' && ticket.seat === 3)?.code ?? '';
    const second = await login(t, organiser);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkIn(code, i % 2 === 0 ? organiser.token : second)),
    );
    expect(results.map((res) => res.status)).toEqual(Array(10).fill(200));
    const outcomes = results.map((res) => res.body.data.result);
    expect(outcomes.filter((result) => result === 'admitted')).toHaveLength(1);
    expect(outcomes.filter((result) => result === 'already_used')).toHaveLength(9);
    const when = new Set(results.map((res) => res.body.data.checkedInAt));
    expect(when.size).toBe(1);
    const summary = await t.request<CheckInSummaryResponse>('GET', `/v1/events/${event.id}/check-in`, { token: organiser.token });
    expect(summary.body.data.counts).toMatchObject({ sold: 6, checkedIn: 3 });
  });

  it('stops an organiser who enters too many wrong codes for a minute, right codes included (429)', async () => {
    // Limits run on Date.now (rate-limiter-flexible): t.advance moves a fake Date with the clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const right = paid.order.tickets.find((ticket) => ticket.tierName === 'Table For 4' && ticket.seat === 4)?.code ?? '';
    t.advance(wrongCodeRule.windowMs); // the wrong codes of the tests before are forgotten
    // Used and refunded codes are real tickets of the event: they do not count as wrong.
    const used = paid.order.tickets.find((ticket) => ticket.tierName === 'Regular')?.code ?? '';
    for (let i = 0; i < 5; i += 1) expect((await checkIn(used)).body.data.result).toBe('already_used');
    for (let i = 0; i < wrongCodeRule.limit; i += 1) {
      const res = await checkIn(`WRONGCODE${String.fromCharCode(65 + (i % 26))}${(i % 6) + 2}`);
      expect(res.status).toBe(200);
      expect(res.body.data.result).toBe('not_for_this_event');
    }
    const limited = await checkIn(right);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many codes that are not for this event\. Try again in \d+ seconds\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another organiser is not held back.
    const other = await verifiedSeller(t);
    const theirs = await listEvent(other, { title: 'Their Night' });
    expect((await checkIn('ABCDEFGH', other.token, theirs.id)).body.data.result).toBe('not_for_this_event');

    t.advance(wrongCodeRule.windowMs);
    expect((await checkIn(right)).body.data).toMatchObject({ result: 'admitted', ticket: { seat: 4 } });
  });
});
