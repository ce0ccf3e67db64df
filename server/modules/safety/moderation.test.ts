import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { moderationCaseResponseSchema, moderationQueueResponseSchema } from '../../../contract';
import type { ModerationCase, ModerationQueueItem, ReportTargetKind } from '../../../contract';
import { createTestApp, expectFieldRefused, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { signInStaff } from '../admin/testing';
import type { SignedInStaff } from '../admin/testing';
import { auditEntries } from '../audit/schema';
import { chatMessages } from '../chat/schema';
import { verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { notifications } from '../notification/schema';
import { listProduct } from '../order/testing';
import { products } from '../product/schema';
import { users } from '../user/schema';
import { HIDDEN_AFTER_REPORTS } from './hiding';
import { reports } from './schema';
import { conversation, report, student } from './testing';
import type { TestStudent } from './testing';

const db = useTestDatabase();

let t: TestApp;
let seller: VerifiedSeller;
let admin: SignedInStaff;
let admin2: SignedInStaff;
let support: SignedInStaff;
let finance: SignedInStaff;

beforeAll(async () => {
  t = createTestApp(db());
  seller = await verifiedSeller(t);
  admin = await signInStaff(t, 'admin');
  admin2 = await signInStaff(t, 'admin');
  support = await signInStaff(t, 'support');
  finance = await signInStaff(t, 'finance');
});

const reason = 'The photos are of another phone; the buyers were asked to pay outside Kampus.';
type Target = { kind: ReportTargetKind; id: string };
const queue = (token: string, status?: 'open' | 'closed') =>
  t.request<{ data: ModerationQueueItem[] }>('GET', `/v1/admin/moderation${status ? `?status=${status}` : ''}`, { token });
const caseOf = (token: string, target: Target) =>
  t.request<{ data: ModerationCase }>('GET', `/v1/admin/moderation/${target.kind}/${target.id}`, { token });
const act = (token: string, target: Target, action: string, json: unknown = { reason }) =>
  t.request<{ data: ModerationCase; message?: string }>('POST', `/v1/admin/moderation/${target.kind}/${target.id}/${action}`, {
    token,
    json,
  });
const newProduct = async (title: string): Promise<Target> => ({
  kind: 'product',
  id: (await listProduct(t, seller, { title })).id,
});
const productRow = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];
const reportedBy = async (target: Target, n: number, reasonOf: 'scam' | 'other' = 'scam') => {
  const who: TestStudent[] = [];
  for (let i = 0; i < n; i += 1) {
    // A second apart, so that newest first is one order.
    t.advance(1000);
    const reporter = await student(t);
    expect((await report(t, reporter.token, target, reasonOf)).status).toBe(201);
    who.push(reporter);
  }
  return who;
};
const titlesOf = async (userId: string) =>
  (
    await db()
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).map((row) => `${row.title}: ${row.body}`);
const auditOf = (type: string, id: string) =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.targetType, type), eq(auditEntries.targetId, id)))
    .orderBy(auditEntries.id);
const flaggedMessage = async (sender: { id: string }, other: { id: string }, text: string) => {
  const chat = await conversation(t, other, sender, ['How much?', text]);
  await db().update(chatMessages).set({ offPlatform: true }).where(eq(chatMessages.id, chat.fromB));
  return chat;
};

describe('the moderation queue', () => {
  it('groups reports by target and lists the people whose messages Kampus flagged; open lines first', async () => {
    const product = await newProduct('Queue phone');
    await reportedBy(product, 2);
    const flagged = await student(t, { firstname: 'Flagged' });
    await flaggedMessage(flagged, await student(t), 'send the money to 0123456789 GTBank, I will bring it');

    const res = await queue(support.accessToken);
    expect(res.status).toBe(200);
    const lines = v.parse(moderationQueueResponseSchema, res.body).data;
    const line = lines.find((item) => item.target.id === product.id);
    expect(line).toMatchObject({
      target: {
        kind: 'product',
        label: 'Queue phone',
        owner: { id: seller.id, email: seller.email, suspended: false },
        hidden: { reason: HIDDEN_AFTER_REPORTS },
        removed: false,
      },
      openReports: 2,
      seriousReports: 2,
      offPlatformFlags: 0,
    });
    expect(line?.target.href).toMatch(/^\/product\//);
    expect(lines.find((item) => item.target.id === flagged.id)).toMatchObject({
      target: { kind: 'person', label: 'Flagged Okafor' },
      openReports: 0,
      offPlatformFlags: 1,
    });
    const pending = lines.map((item) => item.openReports + item.offPlatformFlags > 0);
    expect(pending).toEqual([...pending].sort((a, b) => Number(b) - Number(a)));
    expect((await queue(support.accessToken, 'closed')).body.data.map((item) => item.target.id)).not.toContain(product.id);
  });

  it('is 404 to students, 403 to finance, and refuses a wrong status (400)', async () => {
    const someone = await student(t);
    expect((await queue(someone.token)).status).toBe(404);
    expect((await queue(finance.accessToken)).status).toBe(403);
    expectFieldRefused(
      await t.request('GET', '/v1/admin/moderation?status=all', { token: admin.accessToken }),
      'status',
      'Status must be open or closed',
    );
  });
});

describe('a moderation case', () => {
  it('shows the reports newest first with each reporter’s record, the owner’s answers, history and actions', async () => {
    const product = await newProduct('Case phone');
    const [first, second] = await reportedBy(product, 2);
    expect(
      (
        await t.request('POST', '/v1/reports/answer', {
          token: seller.token,
          json: { targetKind: 'product', targetId: product.id, answer: 'It is genuine.' },
        })
      ).status,
    ).toBe(201);

    const res = await caseOf(admin.accessToken, product);
    expect(res.status).toBe(200);
    const shown = v.parse(moderationCaseResponseSchema, res.body).data;
    expect(shown.reports.map((row) => row.reporter.id)).toEqual([second?.id, first?.id]);
    expect(shown.reports[0]?.reporter).toMatchObject({ reports: 1, dismissed: 0, ignored: false, counts: true });
    expect(shown.answers).toMatchObject([{ answer: 'It is genuine.' }]);
    expect(shown.ownerHistory.reports).toBeGreaterThanOrEqual(2);
    expect(shown.actions).toEqual(['hide', 'restore', 'remove', 'suspend', 'dismiss']);
    // Support may not suspend (people.suspend is administrators').
    expect((await caseOf(support.accessToken, product)).body.data.actions).toEqual(['hide', 'restore', 'remove', 'dismiss']);
  });

  it('shows a reported message with the messages around it', async () => {
    const buyer = await student(t);
    const chat = await conversation(t, buyer, seller, ['Is it original?', 'Pay me on WhatsApp first']);
    expect((await report(t, buyer.token, { kind: 'message', id: chat.fromB })).status).toBe(201);
    const shown = (await caseOf(support.accessToken, { kind: 'message', id: chat.fromB })).body.data;
    expect(shown.messages.map((row) => [row.message, row.fromOwner, row.reported])).toEqual([
      ['Is it original?', false, false],
      ['Pay me on WhatsApp first', true, true],
    ]);
    expect(shown.actions).toEqual(['remove', 'dismiss']);
  });

  it('is 404 for an unknown kind, a target neither there nor reported, and an id that is no id', async () => {
    expect((await caseOf(admin.accessToken, { kind: 'order' as ReportTargetKind, id: seller.id })).status).toBe(404);
    expect((await caseOf(admin.accessToken, { kind: 'product', id: randomUUID() })).status).toBe(404);
    expect((await caseOf(admin.accessToken, { kind: 'product', id: 'nope' })).status).toBe(404);
    expect((await act(admin.accessToken, { kind: 'product', id: 'nope' }, 'hide')).status).toBe(404);
  });
});

describe('deciding', () => {
  it('remove: archives the listing, closes the reports as actioned, tells reporters and the seller, audits it; a second remove is 409 naming who', async () => {
    const product = await newProduct('Removed phone');
    const [first] = await reportedBy(product, 2);
    const res = await act(support.accessToken, product, 'remove');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ openReports: 0, target: { removed: true } });
    // Support may not suspend, and nothing else is left to decide.
    expect(res.body.data.actions).toEqual([]);
    expect(await productRow(product.id)).toMatchObject({ status: 'archived', hiddenReason: reason });
    const closed = await db().select().from(reports).where(eq(reports.targetId, product.id));
    expect(closed.map((row) => [row.status, row.outcome, row.decidedBy])).toEqual(
      closed.map(() => ['actioned', reason, support.userId]),
    );
    expect(await titlesOf(first?.id ?? '')).toContain(
      `We reviewed your report: About “Removed phone”: Kampus removed it. ${reason}`,
    );
    expect(await titlesOf(seller.id)).toContain(
      `Kampus reviewed your listing: About your listing “Removed phone”: Kampus removed it. Reason: ${reason}`,
    );
    expect((await auditOf('product', product.id)).at(-1)).toMatchObject({
      action: 'listing.remove',
      actorEmail: support.email,
      reason,
      after: { status: 'archived' },
    });
    const again = await act(admin.accessToken, product, 'remove');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      new RegExp(`^Already decided by ${support.email} at .*: This listing was already removed\\.$`),
    );
  });

  it('two staff deciding at once: one decides, the other is answered 409 naming who', async () => {
    const product = await newProduct('Raced phone');
    await reportedBy(product, 1);
    const [a, b] = await Promise.all([act(admin.accessToken, product, 'hide'), act(admin2.accessToken, product, 'dismiss')]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? admin : admin2;
    const loser = a.status === 200 ? b : a;
    expect(loser.body.message).toContain(`Already decided by ${winner.email}`);
    expect((await auditOf('product', product.id)).filter((row) => row.actorId !== null)).toHaveLength(1);
  });

  it('dismiss: shows again what reports hid, and counts against the reporters: after three they are ignored', async () => {
    const crier = await student(t);
    for (let round = 1; round <= 3; round += 1) {
      const product = await newProduct(`Fine phone ${round}`);
      expect((await report(t, crier.token, product)).status).toBe(201);
      await reportedBy(product, 1);
      expect((await productRow(product.id))?.hiddenReason).toBe(HIDDEN_AFTER_REPORTS);
      const res = await act(support.accessToken, product, 'dismiss');
      expect(res.status).toBe(200);
      expect(await productRow(product.id)).toMatchObject({ status: 'active', hiddenAt: null });
      expect((await auditOf('product', product.id)).at(-1)).toMatchObject({
        action: 'listing.dismiss-reports',
        actorId: support.userId,
      });
      expect((await act(support.accessToken, product, 'dismiss')).status).toBe(409);
    }
    expect(await titlesOf(crier.id)).toContain(
      `We reviewed your report: About “Fine phone 1”: Kampus found no breach of its rules. ${reason}`,
    );
    const next = await newProduct('Fine phone 4');
    expect((await report(t, crier.token, next)).status).toBe(201);
    const shown = (await caseOf(support.accessToken, next)).body.data;
    expect(shown.reports[0]?.reporter).toMatchObject({ id: crier.id, dismissed: 3, ignored: true, counts: false });
  });

  it('hide and restore: staff hide with their reason, restore puts the listing back as it was', async () => {
    const product = await newProduct('Hidden then shown phone');
    await reportedBy(product, 1, 'other');
    expect((await act(support.accessToken, product, 'restore')).body.message).toBe('This listing is not hidden.');
    const hidden = await act(support.accessToken, product, 'hide');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.target.hidden).toMatchObject({ reason });
    expect(hidden.body.data.actions).toEqual(['restore', 'remove']);
    const shown = await act(support.accessToken, product, 'restore', { reason: 'The seller sent the receipt.' });
    expect(shown.status).toBe(200);
    expect(await productRow(product.id)).toMatchObject({ status: 'active', hiddenAt: null });
    expect((await auditOf('product', product.id)).map((row) => row.action)).toEqual(['listing.hide', 'listing.restore']);
  });

  it('suspend: administrators only (403 for support and finance); the owner is suspended and audited as a person', async () => {
    const person = await student(t, { firstname: 'Scammer' });
    const target: Target = { kind: 'person', id: person.id };
    const [reporter] = await reportedBy(target, 2);
    expect((await act(support.accessToken, target, 'suspend')).status).toBe(403);
    expect((await act(finance.accessToken, target, 'hide')).status).toBe(403);
    const res = await act(admin.accessToken, target, 'suspend');
    expect(res.status).toBe(200);
    expect(res.body.data.target.owner.suspended).toBe(true);
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect(row?.suspendedReason).toBe(reason);
    expect((await auditOf('user', person.id)).at(-1)).toMatchObject({
      action: 'person.suspend',
      after: { case: { kind: 'person', id: person.id } },
    });
    expect(await titlesOf(person.id)).toContain(
      `Kampus reviewed your profile: About your profile “Scammer Okafor”: Kampus suspended your account. Reason: ${reason}`,
    );
    expect(await titlesOf(reporter?.id ?? '')).toContain(
      `We reviewed your report: About “Scammer Okafor”: Kampus suspended the account behind it. ${reason}`,
    );
  });

  it('a message: removed for both people; never hidden (409 with why)', async () => {
    const buyer = await student(t);
    const chat = await conversation(t, buyer, seller, ['Hi', 'Transfer to my account and I will send it']);
    const target: Target = { kind: 'message', id: chat.fromB };
    expect((await report(t, buyer.token, target)).status).toBe(201);
    expect(await act(support.accessToken, target, 'hide')).toMatchObject({
      status: 409,
      body: { message: 'A message is never hidden (it is not public): remove it instead.' },
    });
    expect((await act(support.accessToken, target, 'remove')).status).toBe(200);
    const [row] = await db().select().from(chatMessages).where(eq(chatMessages.id, chat.fromB));
    expect(row?.removedAt).not.toBeNull();
  });

  it('a person flagged off-platform leaves the queue once staff dismiss, until a new flag', async () => {
    const sender = await student(t, { firstname: 'Flagged' });
    await flaggedMessage(sender, await student(t), 'WhatsApp me on 0803 123 4567');
    const target: Target = { kind: 'person', id: sender.id };
    const flaggedCase = (await caseOf(support.accessToken, target)).body.data;
    expect(flaggedCase).toMatchObject({ offPlatformFlags: 1, actions: ['hide', 'dismiss'] });
    expect(flaggedCase.messages.find((m) => m.offPlatform)).toMatchObject({
      message: 'WhatsApp me on 0803 123 4567',
      fromOwner: true,
    });
    expect((await act(support.accessToken, target, 'dismiss')).status).toBe(200);
    expect((await queue(support.accessToken, 'open')).body.data.map((item) => item.target.id)).not.toContain(sender.id);
    t.advance(1000);
    await flaggedMessage(sender, await student(t), 'pay outside, it is cheaper');
    expect(
      (await queue(support.accessToken, 'open')).body.data.find((item) => item.target.id === sender.id)?.offPlatformFlags,
    ).toBe(1);
  });

  it('a listing deleted since it was reported: its case still shows, and its reports can be dismissed', async () => {
    const product = await newProduct('Deleted phone');
    const [reporter] = await reportedBy(product, 1);
    expect((await t.request('DELETE', `/v1/products/${product.id}`, { token: seller.token })).status).toBe(200);
    const shown = (await caseOf(support.accessToken, product)).body.data;
    expect(shown).toMatchObject({
      target: { label: 'No longer on Kampus', removed: true },
      openReports: 1,
      actions: ['dismiss'],
    });
    expect(await act(support.accessToken, product, 'remove')).toMatchObject({ status: 409 });
    expect((await act(support.accessToken, product, 'dismiss')).status).toBe(200);
    expect(await titlesOf(reporter?.id ?? '')).toContain(
      `We reviewed your report: About “No longer on Kampus”: Kampus found no breach of its rules. ${reason}`,
    );
  });

  it('refuses a decision without a reason (400)', async () => {
    const product = await newProduct('Reasonless phone');
    expectFieldRefused(await act(support.accessToken, product, 'hide', { reason: ' ' }), 'reason', 'Reason is a required field');
  });
});
