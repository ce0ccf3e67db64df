import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING_HELD_FOR_REVIEW } from '../../../contract';
import type { ReportReason } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { auditEntries } from '../audit/schema';
import { events } from '../event/schema';
import { eventBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { notificationEmails, notifications } from '../notification/schema';
import { listProduct } from '../order/testing';
import { products } from '../product/schema';
import { users } from '../user/schema';
import { HIDDEN_AFTER_REPORTS } from './hiding';
import { holdListingForReview } from './hold';
import { reports } from './schema';
import { conversation, report, student } from './testing';
import type { TestStudent } from './testing';

const db = useTestDatabase();

let t: TestApp;
let seller: VerifiedSeller;

beforeAll(async () => {
  t = createTestApp(db());
  seller = await verifiedSeller(t);
});

const newProduct = async (title = 'Reported phone') => ({
  kind: 'product' as const,
  id: (await listProduct(t, seller, { title })).id,
});
const productRow = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];
const students = (n: number, options: Parameters<typeof student>[1] = {}) =>
  Promise.all(Array.from({ length: n }, () => student(t, options)));
const reportAll = async (
  who: TestStudent[],
  target: { kind: 'product' | 'event' | 'person' | 'message'; id: string },
  reason: ReportReason,
) => {
  for (const person of who) expect((await report(t, person.token, target, reason)).status).toBe(201);
};
const hidesOf = (type: string, id: string) =>
  db()
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.targetType, type),
        eq(auditEntries.targetId, id),
        eq(auditEntries.action, type === 'user' ? 'person.hide' : 'listing.hide'),
      ),
    );
const hiddenNotices = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'system')));

describe('hiding pending review', () => {
  it('two serious reports from verified students of a week hide a product, tell its seller (in the app and by e-mail) and audit it', async () => {
    const product = await newProduct('Two scams phone');
    const [first, second] = await students(2);
    if (!first || !second) throw new Error('no students');
    await reportAll([first], product, 'scam');
    expect(await productRow(product.id)).toMatchObject({ status: 'active', hiddenAt: null });
    const before = (await hiddenNotices(seller.id)).length;

    await reportAll([second], product, 'counterfeit');
    expect(await productRow(product.id)).toMatchObject({ status: 'inactive', hiddenReason: HIDDEN_AFTER_REPORTS });
    const notices = await hiddenNotices(seller.id);
    expect(notices).toHaveLength(before + 1);
    const notice = notices.find((row) => row.title === 'Your listing is hidden pending review');
    expect(notice?.body).toContain('“Two scams phone”');
    expect(notice?.body).toContain('You can answer the reports');
    const mails = await db()
      .select()
      .from(notificationEmails)
      .where(eq(notificationEmails.notificationId, notice?.id ?? ''));
    expect(mails).toMatchObject([{ toUserId: seller.id, subject: 'Kampus: Your listing is hidden pending review' }]);
    expect(await hidesOf('product', product.id)).toMatchObject([
      { actorId: null, before: { status: 'active', hidden: null }, reason: HIDDEN_AFTER_REPORTS },
    ]);
  });

  it('five reports of any other reason hide it; four do not', async () => {
    const product = await newProduct('Wrong shelf phone');
    const reporters = await students(5);
    await reportAll(reporters.slice(0, 4), product, 'wrong_category');
    expect((await productRow(product.id))?.hiddenAt).toBeNull();
    await reportAll(reporters.slice(4), product, 'other');
    expect((await productRow(product.id))?.hiddenAt).not.toBeNull();
  });

  it('duplicate reports count once', async () => {
    const product = await newProduct('Duplicate phone');
    const [one] = await students(1);
    if (!one) throw new Error('no student');
    await reportAll([one], product, 'scam');
    expect((await report(t, one.token, product, 'harassment')).status).toBe(409);
    await Promise.all([report(t, one.token, product, 'scam'), report(t, one.token, product, 'scam')]);
    expect((await productRow(product.id))?.hiddenAt).toBeNull();
  });

  it('reports from new or unverified accounts hide nothing', async () => {
    const product = await newProduct('Fresh accounts phone');
    await reportAll(await students(3, { ageDays: 2 }), product, 'scam');
    await reportAll(await students(3, { ageDays: 60, verified: false }), product, 'scam');
    expect(await productRow(product.id)).toMatchObject({ status: 'active', hiddenAt: null });
    expect(await hidesOf('product', product.id)).toEqual([]);
  });

  it('a reporter whose reports staff dismissed three times weighs nothing, even in reports made before', async () => {
    const product = await newProduct('Ignored reporter phone');
    const [crier, honest] = await students(2);
    if (!crier || !honest) throw new Error('no students');
    await reportAll([crier], product, 'scam');
    // Three of the crier's earlier reports dismissed by staff, after this one was made.
    const now = t.clock.now();
    for (let i = 0; i < 3; i += 1) {
      await db().insert(reports).values({
        id: randomUUID(),
        reporterId: crier.id,
        targetKind: 'person',
        targetId: seller.id,
        targetOwnerId: seller.id,
        reason: 'scam',
        status: 'dismissed',
        counts: true,
        outcome: 'No breach',
        decidedAt: now,
        createdAt: now,
      });
    }
    await reportAll([honest], product, 'scam');
    expect((await productRow(product.id))?.hiddenAt).toBeNull();

    const later = await newProduct('Ignored reporter phone 2');
    await reportAll([crier], later, 'scam');
    const [row] = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetId, later.id), eq(reports.reporterId, crier.id)));
    expect(row?.counts).toBe(false);
  });

  it('20 reports at once give exactly one hide', async () => {
    const product = await newProduct('Twenty reports phone');
    const reporters = await students(20);
    const before = (await hiddenNotices(seller.id)).length;
    const answers = await Promise.all(reporters.map((who) => report(t, who.token, product, 'scam')));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    expect(await hidesOf('product', product.id)).toHaveLength(1);
    expect(await hiddenNotices(seller.id)).toHaveLength(before + 1);
    expect(await productRow(product.id)).toMatchObject({ status: 'inactive', hiddenReason: HIDDEN_AFTER_REPORTS });
  });

  it('hides an event and a person alike; a message is never hidden', async () => {
    const created = await t.request<{ data: { id: string } }>('POST', '/v1/events', {
      token: seller.token,
      json: eventBody(seller, new Date(t.clock.now().getTime() + 7 * 24 * 3600 * 1000)),
    });
    expect(created.status).toBe(201);
    const event = { kind: 'event' as const, id: created.body.data.id };
    await reportAll(await students(2), event, 'scam');
    const [eventRow] = await db().select().from(events).where(eq(events.id, event.id));
    expect(eventRow).toMatchObject({ status: 'inactive', hiddenReason: HIDDEN_AFTER_REPORTS });

    const person = await student(t);
    await reportAll(await students(2), { kind: 'person', id: person.id }, 'harassment');
    const [personRow] = await db().select().from(users).where(eq(users.id, person.id));
    expect(personRow).toMatchObject({ hiddenReason: HIDDEN_AFTER_REPORTS });
    expect(personRow?.hiddenAt).not.toBeNull();
    expect(await hidesOf('user', person.id)).toHaveLength(1);
    expect((await hiddenNotices(person.id)).map((row) => row.title)).toEqual(['Your profile is hidden pending review']);

    const reporters = await students(5);
    const sender = await student(t);
    const messages = await Promise.all(
      reporters.map((who) => conversation(t, who, sender, ['Hi', 'Send the money to my account'])),
    );
    for (const [i, who] of reporters.entries()) {
      expect((await report(t, who.token, { kind: 'message', id: messages[i]?.fromB ?? '' }, 'scam')).status).toBe(201);
    }
    expect(await hiddenNotices(sender.id)).toEqual([]);
  });
});

describe('holdListingForReview', () => {
  it('hides the listing with LISTING_HELD_FOR_REVIEW and opens one report by Kampus, however often it is held', async () => {
    const product = await newProduct('Held phone');
    const hold = (note: string) =>
      db().transaction((tx) =>
        holdListingForReview(tx, { kind: 'product', id: product.id, ownerId: seller.id, note, now: t.clock.now() }),
      );
    await hold('Matched: tramadol');
    await hold('Matched: tramadol, codeine');
    expect(await productRow(product.id)).toMatchObject({ status: 'inactive', hiddenReason: LISTING_HELD_FOR_REVIEW });
    const rows = await db().select().from(reports).where(eq(reports.targetId, product.id));
    expect(rows).toMatchObject([
      {
        reporterId: null,
        reason: 'prohibited',
        counts: false,
        status: 'open',
        details: 'Matched: tramadol, codeine',
        targetOwnerId: seller.id,
      },
    ]);
    expect(await hidesOf('product', product.id)).toHaveLength(1);
  });
});
