import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  myReportsResponseSchema,
  REPORT_ALREADY_OPEN,
  REPORT_SELF,
  REPORT_TARGET_NOT_FOUND,
  reportResponseSchema,
  SUSPENDED_REPORTING,
} from '../../../contract';
import { createTestApp, expectFieldRefused, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { listProduct } from '../order/testing';
import { users } from '../user/schema';
import { reportAnswers, reports } from './schema';
import { conversation, report, student } from './testing';
import type { TestStudent } from './testing';

const db = useTestDatabase();

let t: TestApp;
let seller: VerifiedSeller;
let reporter: TestStudent;

beforeAll(async () => {
  t = createTestApp(db());
  seller = await verifiedSeller(t);
  reporter = await student(t);
});

const productOf = async (title: string) => ({ kind: 'product' as const, id: (await listProduct(t, seller, { title })).id });
const reportsOn = (id: string) => db().select().from(reports).where(eq(reports.targetId, id));

describe('POST /v1/reports', () => {
  it('reports a listing: 201 with the report, and GET /v1/reports lists it newest first', async () => {
    const product = await productOf('Report me lamp');
    const res = await report(t, reporter.token, product, 'counterfeit', 'The logo is printed on.');
    expect(res.status).toBe(201);
    const sent = v.parse(reportResponseSchema, res.body).data;
    expect(sent).toMatchObject({
      targetKind: 'product',
      targetId: product.id,
      targetLabel: 'Report me lamp',
      reason: 'counterfeit',
      details: 'The logo is printed on.',
      status: 'open',
      outcome: null,
    });
    const mine = await t.request('GET', '/v1/reports', { token: reporter.token });
    expect(mine.status).toBe(200);
    expect(v.parse(myReportsResponseSchema, mine.body).data[0]).toEqual(sent);
  });

  it('answers 404 REPORT_TARGET_NOT_FOUND for what does not exist, and 422 REPORT_SELF for your own', async () => {
    const missing = await report(t, reporter.token, { kind: 'product', id: '00000000-0000-4000-8000-000000000000' });
    expect(missing).toMatchObject({ status: 404, body: { message: REPORT_TARGET_NOT_FOUND } });
    const product = await productOf('My own lamp');
    expect(await report(t, seller.token, product)).toMatchObject({ status: 422, body: { message: REPORT_SELF } });
    expect(await report(t, reporter.token, { kind: 'person', id: reporter.id })).toMatchObject({
      status: 422,
      body: { message: REPORT_SELF },
    });
    expect(await reportsOn(product.id)).toEqual([]);
  });

  it('refuses a wrong kind, a wrong id and a wrong reason with the field named (400)', async () => {
    const send = (json: unknown) => t.request('POST', '/v1/reports', { token: reporter.token, json });
    expectFieldRefused(
      await send({ targetKind: 'order', targetId: seller.id, reason: 'scam' }),
      'targetKind',
      'Target kind must be product, event, person or message',
    );
    expectFieldRefused(await send({ targetKind: 'person', targetId: '12', reason: 'scam' }), 'targetId', 'Target must be an id');
    expectFieldRefused(
      await send({ targetKind: 'person', targetId: seller.id, reason: 'rude' }),
      'reason',
      'Reason must be one of the listed reasons',
    );
    expect(
      (await t.request('POST', '/v1/reports', { json: { targetKind: 'person', targetId: seller.id, reason: 'scam' } })).status,
    ).toBe(401);
  });

  it('one open report per reporter and target: a second answers 409, and ten at once make one report', async () => {
    const product = await productOf('Twice reported lamp');
    expect((await report(t, reporter.token, product)).status).toBe(201);
    expect(await report(t, reporter.token, product, 'other')).toMatchObject({
      status: 409,
      body: { message: REPORT_ALREADY_OPEN },
    });

    const other = await productOf('Ten times lamp');
    const answers = await Promise.all(Array.from({ length: 10 }, () => report(t, reporter.token, other)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((res) => res.status === 409).every((res) => res.body.message === REPORT_ALREADY_OPEN)).toBe(true);
    expect(await reportsOn(other.id)).toHaveLength(1);
  });

  it('reports a message of one of your conversations, never one of somebody else’s or your own', async () => {
    const chat = await conversation(t, reporter, seller, ['Hello', 'Pay me on WhatsApp first']);
    const res = await report(t, reporter.token, { kind: 'message', id: chat.fromB }, 'scam');
    expect(res.status).toBe(201);
    expect(res.body.data.targetLabel).toBe('Pay me on WhatsApp first');
    const [row] = await reportsOn(chat.fromB);
    expect(row).toMatchObject({ targetOwnerId: seller.id, reporterId: reporter.id });

    const outsider = await student(t);
    expect(await report(t, outsider.token, { kind: 'message', id: chat.fromB })).toMatchObject({
      status: 404,
      body: { message: REPORT_TARGET_NOT_FOUND },
    });
    expect(await report(t, reporter.token, { kind: 'message', id: chat.fromA })).toMatchObject({ status: 422 });
  });

  it('refuses a suspended student (403)', async () => {
    const suspended = await student(t);
    const now = t.clock.now();
    await db().update(users).set({ suspendedAt: now, suspendedReason: 'Spam' }).where(eq(users.id, suspended.id));
    expect(await report(t, suspended.token, { kind: 'person', id: seller.id })).toMatchObject({
      status: 403,
      body: { message: SUSPENDED_REPORTING },
    });
  });

  it('records whether the report counts: verified and a week old, e-mail or KYC', async () => {
    const product = await productOf('Standing lamp');
    const cases = [
      { who: await student(t, { ageDays: 8 }), counts: true },
      { who: await student(t, { ageDays: 8, verified: false, kycStatus: 'APPROVED' }), counts: true },
      { who: await student(t, { ageDays: 6 }), counts: false },
      { who: await student(t, { ageDays: 30, verified: false }), counts: false },
    ];
    for (const { who } of cases) expect((await report(t, who.token, product, 'other')).status).toBe(201);
    const rows = await reportsOn(product.id);
    for (const { who, counts } of cases) expect(rows.find((row) => row.reporterId === who.id)?.counts).toBe(counts);
  });
});

describe('POST /v1/reports/answer', () => {
  const answer = (token: string, target: { kind: string; id: string }, text: unknown) =>
    t.request('POST', '/v1/reports/answer', { token, json: { targetKind: target.kind, targetId: target.id, answer: text } });

  it('stores the owner’s answer to reports on what they own', async () => {
    const product = await productOf('Answered lamp');
    await report(t, reporter.token, product);
    const res = await answer(seller.token, product, 'It is original: here is the receipt.');
    expect(res.status).toBe(201);
    const rows = await db().select().from(reportAnswers).where(eq(reportAnswers.targetId, product.id));
    expect(rows).toMatchObject([{ ownerId: seller.id, targetKind: 'product', answer: 'It is original: here is the receipt.' }]);
  });

  it('is 404 for anyone but the owner and for what was never reported; an empty answer is 400', async () => {
    const product = await productOf('Unreported lamp');
    expect(await answer(seller.token, product, 'Nothing to say')).toMatchObject({
      status: 404,
      body: { message: REPORT_TARGET_NOT_FOUND },
    });
    await report(t, reporter.token, product);
    expect((await answer(reporter.token, product, 'I am not the owner')).status).toBe(404);
    expectFieldRefused(await answer(seller.token, product, '  '), 'answer', 'Answer is a required field');
    const rows = await db()
      .select()
      .from(reportAnswers)
      .where(and(eq(reportAnswers.targetId, product.id)));
    expect(rows).toEqual([]);
  });
});
