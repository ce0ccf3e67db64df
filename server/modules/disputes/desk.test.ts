import { and, count, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  adminDisputeCaseResponseSchema,
  adminDisputeListResponseSchema,
  orderDetailResponseSchema,
  ticketOrderDetailResponseSchema,
} from '../../../contract';
import type { AdminDisputeCase, OrderDetail } from '../../../contract';
import { DAY, HOUR } from '../../clock';
import type { TestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-app';
import { consoleToken, signInStaff } from '../admin/testing';
import type { SignedInStaff } from '../admin/testing';
import { auditEntries } from '../audit/schema';
import { pictureBytes } from '../file/testing';
import { ledgerAccount } from '../ledger/accounts';
import { ledgerCheck } from '../ledger/check';
import { balanceOf } from '../ledger/queries';
import { ledgerTransactions } from '../ledger/schema';
import type { VerifiedSeller } from '../listing/testing';
import { notifications } from '../notification/schema';
import { listProduct, login, orderAction, paidOrder, sellerWithProduct } from '../order/testing';
import { useServedTestApp } from '../payment/testing';
import { boughtTickets, organiserWithEvent } from '../ticket/testing';
import { ORGANISER_NOT_ASKABLE } from './ask';

const db = useTestDatabase();

let t: TestApp;
let seller: VerifiedSeller;
let campus: number;
let support: SignedInStaff;
let finance: SignedInStaff;
let admin: SignedInStaff;

const PRICE = 1_500_000;

useServedTestApp(db, async (app) => {
  ({ t } = app);
  ({ seller } = await sellerWithProduct(t));
  campus = seller.universityId ?? 1;
  support = await signInStaff(t, 'support');
  finance = await signInStaff(t, 'finance');
  admin = await signInStaff(t, 'admin');
});

const available = (userId: string) => balanceOf(db(), ledgerAccount.userAvailable(userId));

async function ok(token: string, id: string, path: string, json: unknown = {}): Promise<OrderDetail> {
  const res = await orderAction(t, token, id, path, json);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return v.parse(orderDetailResponseSchema, res.body).data;
}

/** A paid ₦15,000 pickup order, accepted and marked arrived, that its buyer disputes (with a photo when asked). */
async function disputedOrder(withPhoto = false) {
  seller.token = await login(t, seller);
  const product = await listProduct(t, seller, { unitsAvailable: 1, priceKobo: PRICE });
  const { buyer, order } = await paidOrder(t, product.id, campus);
  await ok(seller.token, order.id, 'accept');
  await ok(seller.token, order.id, 'arrived');
  const photoKeys: string[] = [];
  if (withPhoto) {
    const upload = await t.upload(buyer.accessToken, await pictureBytes(40, 30, 'png'));
    photoKeys.push(upload.body.data.result.key);
  }
  await ok(buyer.accessToken, order.id, 'dispute', { reason: 'The screen is cracked', photoKeys });
  return { buyer, order, product };
}

const desk = (staff: { accessToken: string }, method: 'GET' | 'POST', path: string, json?: unknown) =>
  t.request<{ data: AdminDisputeCase; message?: string; errors?: Record<string, string> }>(method, `/v1/admin/disputes${path}`, {
    token: staff.accessToken,
    ...(json === undefined ? {} : { json }),
  });

async function caseOk(path: string): Promise<AdminDisputeCase> {
  const res = await desk(support, 'GET', path);
  expect(res.status).toBe(200);
  return v.parse(adminDisputeCaseResponseSchema, res.body).data;
}

const auditOf = (targetId: string) =>
  db().select().from(auditEntries).where(eq(auditEntries.targetId, targetId)).orderBy(auditEntries.id);

describe('a product dispute on the desk', () => {
  it('shows the case with its photo and chat, asks the seller, takes a proposal, and a split decided once with its reason', async () => {
    const { buyer, order } = await disputedOrder(true);
    // The two talked about this listing before the dispute.
    const chat = await t.request('POST', '/v1/chats', {
      token: buyer.accessToken,
      json: { recipientId: seller.id, listingId: order.product.id, text: 'Is the screen whole?' },
    });
    expect(chat.status).toBe(201);

    const queue = await t.request('GET', '/v1/admin/disputes', { token: support.accessToken });
    expect(queue.status).toBe(200);
    const listed = v.parse(adminDisputeListResponseSchema, queue.body).data.find((entry) => entry.id === order.id);
    expect(listed).toMatchObject({
      kind: 'order',
      amountKobo: PRICE,
      title: order.product.title,
      buyer: { id: order.buyer.id },
      seller: { id: seller.id },
      answered: false,
      openQuestions: 0,
      proposal: null,
    });

    const opened = await caseOk(`/order/${order.id}`);
    expect(opened).toMatchObject({
      kind: 'order',
      status: 'disputed',
      totalKobo: PRICE,
      amountInEscrowKobo: PRICE,
      deliveryMethod: 'pickup',
      escrowCode: { failedAttempts: 0, locked: false },
      statement: { text: 'The screen is cracked' },
      answer: null,
      questions: [],
      proposal: null,
      decision: null,
    });
    expect(opened.statement.photos).toHaveLength(1);
    // Staff who read disputes may open the buyer's photo (a private file).
    expect((await t.request('GET', opened.statement.photos[0]?.url ?? '', { token: support.accessToken })).status).toBe(200);
    expect(opened.chat.map((message) => [message.from, message.text])).toEqual([['buyer', 'Is the screen whole?']]);
    expect(opened.timeline.map((event) => event.kind)).toEqual(['place', 'confirm_payment', 'accept', 'arrived', 'dispute']);
    expect(opened.timeline.at(-1)).toMatchObject({ actor: 'buyer', actorName: 'Ada Obi' });
    expect(opened.ledger.some((entry) => entry.accountLabel === 'Escrow' && entry.amountKobo === PRICE)).toBe(true);

    // Support asks the seller; the seller is told and answers in the app, once.
    const asked = await desk(support, 'POST', `/order/${order.id}/questions`, {
      to: 'seller',
      text: 'Did you test the screen before handing it over?',
    });
    expect(asked.status).toBe(201);
    const [question] = asked.body.data.questions;
    expect(question).toMatchObject({ to: 'seller', askedBy: { email: support.email }, answer: null });
    const told = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.map((n) => n.title)).toContain('A question about your dispute');

    seller.token = await login(t, seller);
    const sellerView = await t.request('GET', `/v1/orders/${order.id}`, { token: seller.token });
    expect(v.parse(orderDetailResponseSchema, sellerView.body).data.dispute?.questions.map((q) => q.text)).toEqual([
      'Did you test the screen before handing it over?',
    ]);
    const buyerView = await t.request('GET', `/v1/orders/${order.id}`, { token: buyer.accessToken });
    expect(v.parse(orderDetailResponseSchema, buyerView.body).data.dispute?.questions).toEqual([]);

    const answerPath = `dispute-questions/${question?.id}/answer`;
    expect((await orderAction(t, buyer.accessToken, order.id, answerPath, { answer: 'Not mine to answer' })).status).toBe(404);
    expect((await orderAction(t, seller.token, order.id, answerPath, { answer: '' })).status).toBe(400);
    const answered = await ok(seller.token, order.id, answerPath, { answer: 'Yes, it lit up and had no cracks.' });
    expect(answered.dispute?.questions[0]).toMatchObject({ answer: 'Yes, it lit up and had no cracks.' });
    const again = await orderAction(t, seller.token, order.id, answerPath, { answer: 'Again' });
    expect([again.status, again.body.message]).toEqual([409, 'You have already answered this question.']);
    expect((await caseOk(`/order/${order.id}`)).questions[0]?.answer).toBe('Yes, it lit up and had no cracks.');

    // Support may propose, not decide.
    const proposed = await desk(support, 'POST', `/order/${order.id}/proposal`, {
      outcome: 'split',
      buyerKobo: 1_000_000,
      reason: 'The crack is small; most of the value is lost.',
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data.proposal).toMatchObject({
      outcome: 'split',
      buyerKobo: 1_000_000,
      proposedBy: { email: support.email },
    });
    const decision = { outcome: 'split', buyerKobo: 1_000_000, reason: 'The screen was cracked at the handover; ₦10,000 back.' };
    expect((await desk(support, 'POST', `/order/${order.id}/decision`, decision)).status).toBe(403);
    expect((await desk(finance, 'POST', `/order/${order.id}/decision`, { ...decision, buyerKobo: PRICE })).status).toBe(422);
    expect((await desk(finance, 'POST', `/order/${order.id}/decision`, { outcome: 'refund' })).status).toBe(400);

    const buyerBefore = await available(order.buyer.id);
    const sellerBefore = await available(seller.id);
    const decided = await desk(finance, 'POST', `/order/${order.id}/decision`, decision);
    expect(decided.status).toBe(200);
    const fee = decided.body.data.decision?.feeKobo ?? -1;
    expect(decided.body.data).toMatchObject({
      status: 'resolved',
      amountInEscrowKobo: 0,
      decision: {
        outcome: 'split',
        buyerKobo: 1_000_000,
        sellerKobo: 500_000 - fee,
        reason: decision.reason,
        decidedBy: { email: finance.email },
      },
    });
    expect((await available(order.buyer.id)) - buyerBefore).toBe(1_000_000);
    expect((await available(seller.id)) - sellerBefore).toBe(500_000 - fee);
    expect(
      decided.body.data.ledger.filter((entry) => entry.transactionKind !== decided.body.data.ledger[0]?.transactionKind).length,
    ).toBeGreaterThan(0);

    // Both parties read the reason.
    const buyerNow = v.parse(
      orderDetailResponseSchema,
      (await t.request('GET', `/v1/orders/${order.id}`, { token: buyer.accessToken })).body,
    ).data;
    expect(buyerNow.dispute?.decision?.note).toBe(decision.reason);
    const buyerTold = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, order.buyer.id), eq(notifications.title, 'Dispute resolved')));
    expect(buyerTold.at(-1)?.body).toContain(decision.reason);

    // A second decision, a question or a proposal after it: 409 naming who decided.
    const second = await desk(admin, 'POST', `/order/${order.id}/decision`, { outcome: 'refund', reason: 'Refund it all' });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(new RegExp(`^Decided by ${finance.email.replace('.', '\\.')} at .+\\.$`));
    expect(second.body.errors?.decidedBy).toBe(finance.email);
    expect((await desk(support, 'POST', `/order/${order.id}/questions`, { to: 'buyer', text: 'Late question' })).status).toBe(
      409,
    );
    expect((await desk(support, 'POST', `/order/${order.id}/proposal`, { outcome: 'refund', reason: 'Late' })).status).toBe(409);

    const audit = await auditOf(order.id);
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['dispute.question', support.email],
      ['dispute.propose', support.email],
      ['dispute.split', finance.email],
    ]);
    expect(audit[2]).toMatchObject({
      targetType: 'order',
      reason: decision.reason,
      before: { status: 'disputed', escrowKobo: PRICE },
      after: {
        status: 'resolved',
        outcome: 'split',
        buyerKobo: 1_000_000,
        sellerKobo: 500_000 - fee,
        feeKobo: fee,
        escrowKobo: 0,
      },
    });
    const report = await ledgerCheck(db());
    expect(report.ok).toBe(true);
  });

  it('answers 404 for an unknown kind, an id that is no dispute, and a question that is not the caller’s', async () => {
    const { buyer, order } = await disputedOrder();
    expect((await desk(support, 'GET', `/parcel/${order.id}`)).status).toBe(404);
    expect((await desk(support, 'GET', '/order/not-a-uuid')).status).toBe(404);
    expect((await desk(support, 'GET', `/ticket-order/${order.id}`)).status).toBe(404);
    expect(
      (await desk(support, 'POST', '/order/00000000-0000-4000-8000-000000000000/questions', { to: 'buyer', text: 'Hello?' }))
        .status,
    ).toBe(404);
    expect((await desk(support, 'POST', `/order/${order.id}/questions`, { to: 'judge', text: 'Hello?' })).status).toBe(400);
    expect((await orderAction(t, buyer.accessToken, order.id, 'dispute-questions/nope/answer', { answer: 'x' })).status).toBe(
      404,
    );
    const stranger = await t.signUp();
    const asked = await desk(support, 'POST', `/order/${order.id}/questions`, {
      to: 'buyer',
      text: 'When did you open the box?',
    });
    const path = `dispute-questions/${asked.body.data.questions[0]?.id}/answer`;
    expect((await orderAction(t, stranger.accessToken, order.id, path, { answer: 'x' })).status).toBe(404);
    expect((await orderAction(t, buyer.accessToken, order.id, path, { answer: 'At the gate' })).status).toBe(200);
  });

  it('decides a case once when 10 decisions arrive at once: one ledger posting, one audit entry, nine 409s naming the winner', async () => {
    const { order } = await disputedOrder();
    const deciders = [admin, finance];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        desk(deciders[i % 2] as SignedInStaff, 'POST', `/order/${order.id}/decision`, {
          outcome: i % 3 === 0 ? 'refund' : 'release',
          reason: `Decision ${i}`,
        }),
      ),
    );
    const won = results.filter((res) => res.status === 200);
    const refused = results.filter((res) => res.status === 409);
    expect([won.length, refused.length]).toEqual([1, 9]);
    const winner = won[0]?.body.data.decision?.decidedBy?.email ?? '';
    for (const res of refused) expect(res.body.message).toContain(`Decided by ${winner} at `);
    const [postings] = await db()
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `order:${order.id}:resolve%`));
    expect(postings?.n).toBe(1);
    expect((await auditOf(order.id)).filter((entry) => entry.action.startsWith('dispute.'))).toHaveLength(1);
    expect((await ledgerCheck(db())).ok).toBe(true);
  });
});

describe('a ticket dispute on the desk', () => {
  it('lists it with product disputes, asks the buyer (not the organiser), takes the answer and refunds with a reason', async () => {
    const { event } = await organiserWithEvent(t);
    const bought = await boughtTickets(t, event, { VIP: 1 });
    t.clock.advance(3 * DAY + HOUR);
    const buyerToken = await login(t, bought.buyer);
    // Three days on: the staff's console sessions ended; they sign in again.
    for (const staff of [support, finance, admin]) staff.accessToken = await consoleToken(t, staff);
    const opened = await t.request('POST', `/v1/ticket-orders/${bought.order.id}/dispute`, {
      token: buyerToken,
      json: { reason: 'Nobody was at the venue.' },
    });
    expect(opened.status).toBe(200);

    const queue = v.parse(
      adminDisputeListResponseSchema,
      (await t.request('GET', '/v1/admin/disputes', { token: support.accessToken })).body,
    ).data;
    expect(queue.find((entry) => entry.id === bought.order.id)).toMatchObject({
      kind: 'ticket-order',
      amountKobo: bought.order.totalKobo,
    });
    const opens = queue.map((entry) => entry.openedAt);
    expect([...opens].sort()).toEqual(opens);

    const base = `/ticket-order/${bought.order.id}`;
    const toOrganiser = await desk(support, 'POST', `${base}/questions`, { to: 'seller', text: 'Was the event held?' });
    expect([toOrganiser.status, toOrganiser.body.message]).toEqual([422, ORGANISER_NOT_ASKABLE]);
    const asked = await desk(support, 'POST', `${base}/questions`, { to: 'buyer', text: 'What time did you arrive?' });
    expect(asked.status).toBe(201);
    const questionId = asked.body.data.questions[0]?.id ?? '';
    const answered = await t.request('POST', `/v1/ticket-orders/${bought.order.id}/dispute-questions/${questionId}/answer`, {
      token: buyerToken,
      json: { answer: 'At the start time; the gate was locked.' },
    });
    expect(answered.status).toBe(200);
    expect(v.parse(ticketOrderDetailResponseSchema, answered.body).data.dispute?.questions[0]).toMatchObject({
      text: 'What time did you arrive?',
      answer: 'At the start time; the gate was locked.',
    });

    const decided = await desk(admin, 'POST', `${base}/decision`, { outcome: 'refund', reason: 'The venue was closed.' });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({
      deliveryMethod: 'ticket',
      escrowCode: null,
      decision: {
        outcome: 'refund',
        buyerKobo: bought.order.totalKobo,
        reason: 'The venue was closed.',
        decidedBy: { email: admin.email },
      },
    });
    expect((await auditOf(bought.order.id)).map((entry) => entry.action)).toEqual(['dispute.question', 'dispute.refund']);
  });
});
