import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  adminListingResponseSchema,
  adminPeopleSearchResponseSchema,
  adminPersonResponseSchema,
  LISTING_HIDDEN_BY_STAFF,
} from '../../../contract';
import type {
  AdminPeopleSearchResponse,
  AdminPersonResponse,
  MyListingsResponse,
  ProductListResponse,
  SellerDirectoryResponse,
} from '../../../contract';
import { relaxedRateLimits } from '../../config';
import { expectFieldRefused, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { signInAdmin, signInStaff } from '../admin/testing';
import type { SignedInStaff } from '../admin/testing';
import { auditEntries } from '../audit/schema';
import type { VerifiedSeller } from '../listing/testing';
import { listProduct, login, paidOrder, sellerWithProduct } from '../order/testing';
import { useServedTestApp } from '../payment/testing';
import { listEvent } from '../ticket/testing';

const db = useTestDatabase();

let t: TestApp;
let admin: SignedInStaff;
let support: SignedInStaff;
let finance: SignedInStaff;
let seller: VerifiedSeller;
let campus: number;

useServedTestApp(
  db,
  async (app) => {
    ({ t } = app);
    ({ seller } = await sellerWithProduct(t, { title: 'Hisense kettle' }));
    campus = seller.universityId ?? 1;
    admin = await signInAdmin(t);
    support = await signInStaff(t, 'support');
    finance = await signInStaff(t, 'finance');
  },
  { config: { mode: 'demo', rateLimits: relaxedRateLimits() } },
);

const reason = 'Reported three times for fake listings.';
const search = (token: string, q: string) =>
  t.request<AdminPeopleSearchResponse>('GET', `/v1/admin/people?q=${encodeURIComponent(q)}`, { token });
const personOf = (token: string, id: string) => t.request<AdminPersonResponse>('GET', `/v1/admin/people/${id}`, { token });
const post = (token: string, path: string, json: unknown = { reason }) => t.request('POST', `/v1/admin${path}`, { token, json });
const auditOf = (targetType: string, targetId: string) =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.targetType, targetType), eq(auditEntries.targetId, targetId)))
    .orderBy(auditEntries.id);

describe('finding a person', () => {
  let buyer: Awaited<ReturnType<TestApp['signUp']>>;
  let order: Awaited<ReturnType<typeof paidOrder>>['order'];

  beforeAll(async () => {
    seller.token = await login(t, seller);
    const product = await listProduct(t, seller, { title: 'Search lamp' });
    ({ buyer, order } = await paidOrder(t, product.id, campus));
  });

  it('by e-mail or name, any case', async () => {
    const byEmail = await search(support.accessToken, buyer.email.toUpperCase());
    expect(byEmail.status).toBe(200);
    const parsed = v.parse(adminPeopleSearchResponseSchema, byEmail.body).data;
    expect(parsed.people.map((person) => person.email)).toEqual([buyer.email]);
    expect(parsed.orders).toEqual([]);
    const byName = await search(finance.accessToken, 'ada OBI');
    expect(byName.body.data.people.map((person) => person.email)).toContain(buyer.email);
  });

  it('by an order id or a payment reference: the order with its buyer and seller', async () => {
    const reference = order.paymentReference ?? '';
    for (const q of [order.id, reference]) {
      const res = await search(admin.accessToken, q);
      expect(res.status).toBe(200);
      expect(res.body.data.orders).toMatchObject([
        { kind: 'order', id: order.id, title: 'Search lamp', paymentReference: reference, buyer: { email: buyer.email } },
      ]);
      expect(res.body.data.people.map((person) => person.id).sort()).toEqual([order.buyer.id, seller.id].sort());
    }
  });

  it('takes the wildcard characters literally and refuses a search too short', async () => {
    expect((await search(admin.accessToken, '%_')).body.data.people).toEqual([]);
    expectFieldRefused(await search(admin.accessToken, ' a '), 'q', 'Search must be at least 2 characters');
  });

  it('shows their page: KYC, listings, orders, wallet and open sessions', async () => {
    const res = await personOf(support.accessToken, seller.id);
    expect(res.status).toBe(200);
    const page = v.parse(adminPersonResponseSchema, res.body).data;
    expect(page.person).toMatchObject({ id: seller.id, email: seller.email, kycStatus: 'APPROVED', suspended: null });
    expect(page.kyc).toMatchObject([{ status: 'APPROVED', accountType: 'individual' }]);
    expect(page.listings.map((listing) => listing.title)).toContain('Search lamp');
    expect(page.orders).toMatchObject([{ id: order.id, seller: { id: seller.id } }]);
    expect(page.wallet.balances.inEscrowAsSellerKobo).toBeGreaterThan(0);
    expect(page.sessions.length).toBeGreaterThan(0);
    expect((await personOf(support.accessToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await personOf(support.accessToken, 'nobody')).status).toBe(404);
  });

  it('is refused to students (404) and open to every staff role', async () => {
    expect((await search(buyer.accessToken, 'ada')).status).toBe(404);
    expect((await personOf(buyer.accessToken, seller.id)).status).toBe(404);
  });
});

describe('suspending and restoring a person', () => {
  it('only an administrator may (403 for support and finance), with a reason, audited with before and after', async () => {
    const student = await t.signUp();
    const id = (await t.request<{ data: { id: string } }>('GET', '/v1/user', { token: student.accessToken })).body.data.id;
    for (const staff of [support, finance]) {
      const refused = await post(staff.accessToken, `/people/${id}/suspend`);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'Your staff role may not do this.' });
    }
    expectFieldRefused(
      await post(admin.accessToken, `/people/${id}/suspend`, { reason: ' ' }),
      'reason',
      'Reason is a required field',
    );

    const suspended = await post(admin.accessToken, `/people/${id}/suspend`);
    expect(suspended.status).toBe(200);
    const page = v.parse(adminPersonResponseSchema, suspended.body).data;
    expect(page.person.suspended).toEqual({ at: t.clock.now().toISOString(), reason });
    const twice = await post(admin.accessToken, `/people/${id}/suspend`);
    expect(twice.status).toBe(409);

    const restored = await post(admin.accessToken, `/people/${id}/restore`, { reason: 'Appeal accepted.' });
    expect(restored.status).toBe(200);
    expect((restored.body as AdminPersonResponse).data.person.suspended).toBeNull();
    expect((await post(admin.accessToken, `/people/${id}/restore`)).status).toBe(409);

    const entries = await auditOf('user', id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.reason])).toEqual([
      ['person.suspend', admin.email, reason],
      ['person.restore', admin.email, 'Appeal accepted.'],
    ]);
    expect(entries[0]?.before).toEqual({ suspended: null });
    expect(entries[1]?.before).toEqual({ suspended: { at: t.clock.now().toISOString(), reason } });
  });

  it('does not suspend staff (409) and gives one suspension of ten at once', async () => {
    const staffRefused = await post(admin.accessToken, `/people/${support.userId}/suspend`);
    expect(staffRefused.status).toBe(409);
    expect(staffRefused.body).toEqual({ message: 'Staff accounts are not suspended. Revoke the staff role first.' });

    const student = await t.signUp();
    const id = (await t.request<{ data: { id: string } }>('GET', '/v1/user', { token: student.accessToken })).body.data.id;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(admin.accessToken, `/people/${id}/suspend`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await auditOf('user', id)).map((entry) => entry.action)).toEqual(['person.suspend']);
  });
});

describe('ending a person’s sessions', () => {
  it('signs them out everywhere at once (support may; finance may not), audited', async () => {
    const student = await t.signUp();
    const other = await t.request<{ data: { accessToken: string; refreshToken: string } }>('POST', '/v1/auth/login', {
      json: { email: student.email, password: student.password },
    });
    const id = (await t.request<{ data: { id: string } }>('GET', '/v1/user', { token: student.accessToken })).body.data.id;
    expect((await post(finance.accessToken, `/people/${id}/end-sessions`)).status).toBe(403);
    const ended = await post(support.accessToken, `/people/${id}/end-sessions`);
    expect(ended.status).toBe(200);
    expect((ended.body as AdminPersonResponse).data.sessions).toEqual([]);
    for (const token of [student.accessToken, other.body.data.accessToken]) {
      expect((await t.request('GET', '/v1/user', { token })).status).toBe(401);
    }
    const refresh = await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: other.body.data.refreshToken } });
    expect(refresh.status).toBe(401);
    const [entry] = await auditOf('user', id);
    expect(entry).toMatchObject({
      action: 'person.end-sessions',
      actorEmail: support.email,
      before: { openSessions: 2 },
      after: { openSessions: 0 },
    });
  });
});

describe('hiding and restoring a listing', () => {
  it('takes it out of the catalogue, search, the directory and its page, but not from its owner, who sees why', async () => {
    seller.token = await login(t, seller);
    const product = await listProduct(t, seller, { title: 'Zebra-print backpack' });
    const cards = async (query: string) =>
      (await t.request<ProductListResponse>('GET', `/v1/products${query}`)).body.data.map((card) => card.id);
    const directoryCount = async () =>
      (await t.request<SellerDirectoryResponse>('GET', '/v1/sellers?pageSize=48')).body.data.find((row) => row.id === seller.id)
        ?.productCount ?? 0;
    expect(await cards('?search=zebra')).toEqual([product.id]);
    const countBefore = await directoryCount();

    expect((await post(finance.accessToken, `/listings/product/${product.id}/hide`)).status).toBe(403);
    const hidden = await post(support.accessToken, `/listings/product/${product.id}/hide`);
    expect(hidden.status).toBe(200);
    expect(v.parse(adminListingResponseSchema, hidden.body).data).toMatchObject({
      status: 'inactive',
      hidden: { at: t.clock.now().toISOString(), reason },
    });
    expect((await post(support.accessToken, `/listings/product/${product.id}/hide`)).status).toBe(409);

    expect(await cards('?search=zebra')).toEqual([]);
    expect(await cards('?pageSize=48')).not.toContain(product.id);
    expect(await directoryCount()).toBe(countBefore - 1);
    expect((await t.request('GET', `/v1/products/${product.slug}`)).status).toBe(404);
    expect((await t.request('GET', `/v1/products/${product.slug}`, { token: seller.token })).status).toBe(200);
    const mine = await t.request<MyListingsResponse>('GET', '/v1/me/listings?type=products&pageSize=48', { token: seller.token });
    expect(mine.body.data.find((row) => row.id === product.id)?.hiddenByKampus).toEqual({
      at: t.clock.now().toISOString(),
      reason,
    });

    // The seller cannot show it again; other changes still go through.
    const shown = await t.request('PATCH', `/v1/products/${product.id}`, { token: seller.token, json: { status: 'active' } });
    expect(shown.status).toBe(403);
    expect(shown.body).toEqual({ message: LISTING_HIDDEN_BY_STAFF });
    expect(
      (await t.request('PATCH', `/v1/products/${product.id}`, { token: seller.token, json: { priceKobo: 900_000 } })).status,
    ).toBe(200);

    const restored = await post(admin.accessToken, `/listings/product/${product.id}/restore`, {
      reason: 'Seller proved it is genuine.',
    });
    expect(restored.status).toBe(200);
    expect((restored.body as { data: { status: string; hidden: unknown } }).data).toMatchObject({
      status: 'active',
      hidden: null,
    });
    expect(await cards('?search=zebra')).toEqual([product.id]);
    expect((await post(admin.accessToken, `/listings/product/${product.id}/restore`)).status).toBe(409);

    expect((await auditOf('product', product.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'listing.hide',
        { status: 'active', hidden: null },
        { status: 'inactive', hidden: { at: t.clock.now().toISOString(), reason } },
      ],
      [
        'listing.restore',
        { status: 'inactive', hidden: { at: t.clock.now().toISOString(), reason } },
        { status: 'active', hidden: null },
      ],
    ]);
  });

  it('hides an event too, and restores an inactive listing as inactive', async () => {
    seller.token = await login(t, seller);
    const event = await listEvent(t, seller, { title: 'Hidden rave' });
    expect((await post(admin.accessToken, `/listings/event/${event.id}/hide`)).status).toBe(200);
    expect((await t.request('GET', `/v1/events/${event.slug}`)).status).toBe(404);
    const shown = await t.request('PATCH', `/v1/events/${event.id}`, { token: seller.token, json: { status: 'active' } });
    expect(shown.status).toBe(403);

    const product = await listProduct(t, seller, { title: 'Paused blender' });
    await t.request('PATCH', `/v1/products/${product.id}`, { token: seller.token, json: { status: 'inactive' } });
    await post(admin.accessToken, `/listings/product/${product.id}/hide`);
    const restored = await post(admin.accessToken, `/listings/product/${product.id}/restore`);
    expect((restored.body as { data: { status: string } }).data.status).toBe('inactive');
  });

  it('answers 404 to an unknown kind or listing', async () => {
    expect((await post(admin.accessToken, `/listings/robot/00000000-0000-4000-8000-000000000000/hide`)).status).toBe(404);
    expect((await post(admin.accessToken, `/listings/product/00000000-0000-4000-8000-000000000000/hide`)).status).toBe(404);
    expect((await post(admin.accessToken, `/listings/product/nope/hide`)).status).toBe(404);
  });
});
