import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCK_SELF,
  blockedPeopleResponseSchema,
  blockedPersonResponseSchema,
  eventListResponseSchema,
  productListResponseSchema,
  sellerDirectoryResponseSchema,
} from '../../../contract';
import type { EventDetail, ProductDetail } from '../../../contract';
import { DAY } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { catalogueChanged } from '../listing/read-cache';
import { eventBody, verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { notifications } from '../notification/schema';
import { listProduct } from '../order/testing';
import { users } from '../user/schema';

const db = useTestDatabase();

type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string> };

async function member(t: TestApp, firstname = 'Tunde') {
  const account = await t.signUp({ firstname });
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!row) throw new Error('no user row');
  return { ...account, id: row.id, token: account.accessToken };
}

describe('GET/POST /v1/blocks, DELETE /v1/blocks/{userId}', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(db());
  });

  it('answers 401 without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.request('GET', '/v1/blocks')).status).toBe(401);
    expect((await t.request('POST', '/v1/blocks', { json: { userId: id } })).status).toBe(401);
    expect((await t.request('DELETE', `/v1/blocks/${id}`)).status).toBe(401);
  });

  it('blocks silently (201, then 200 again), lists the blocked people newest first, and unblocks (204 twice)', async () => {
    const me = await member(t, 'Ngozi');
    const first = await member(t, 'Chinedu');
    const second = await member(t, 'Aisha');
    const notificationsBefore = await db().select().from(notifications).where(eq(notifications.userId, first.id));

    const blocked = await t.request('POST', '/v1/blocks', { token: me.token, json: { userId: first.id } });
    expect(blocked.status).toBe(201);
    expect(v.parse(blockedPersonResponseSchema, blocked.body).data).toMatchObject({
      userId: first.id,
      name: 'Chinedu Obi',
      avatar: null,
    });
    const again = await t.request('POST', '/v1/blocks', { token: me.token, json: { userId: first.id } });
    expect(again.status).toBe(200);
    expect(v.parse(blockedPersonResponseSchema, again.body).data.blockedAt).toBe(
      v.parse(blockedPersonResponseSchema, blocked.body).data.blockedAt,
    );
    t.clock.advance(1000);
    expect((await t.request('POST', '/v1/blocks', { token: me.token, json: { userId: second.id } })).status).toBe(201);

    const listed = v.parse(blockedPeopleResponseSchema, (await t.request('GET', '/v1/blocks', { token: me.token })).body);
    expect(listed.data.map((person) => person.userId)).toEqual([second.id, first.id]);
    // Silent: the blocked person's own list is empty and nothing tells them.
    expect(
      v.parse(blockedPeopleResponseSchema, (await t.request('GET', '/v1/blocks', { token: first.token })).body).data,
    ).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, first.id))).toEqual(notificationsBefore);

    expect((await t.request('DELETE', `/v1/blocks/${first.id}`, { token: me.token })).status).toBe(204);
    expect((await t.request('DELETE', `/v1/blocks/${first.id}`, { token: me.token })).status).toBe(204);
    const after = v.parse(blockedPeopleResponseSchema, (await t.request('GET', '/v1/blocks', { token: me.token })).body);
    expect(after.data.map((person) => person.userId)).toEqual([second.id]);
  });

  it('refuses blocking yourself (422), no one (404) and a malformed id (400)', async () => {
    const me = await member(t);
    const self = await t.request<Json>('POST', '/v1/blocks', { token: me.token, json: { userId: me.id } });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe(BLOCK_SELF);
    const nobody = await t.request('POST', '/v1/blocks', {
      token: me.token,
      json: { userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(nobody.status).toBe(404);
    const malformed = await t.request<Json>('POST', '/v1/blocks', { token: me.token, json: { userId: '12' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.userId).toBe('Person must be an id');
    expect((await t.request('DELETE', '/v1/blocks/not-an-id', { token: me.token })).status).toBe(204);
  });
});

describe('who sees whose listings', () => {
  let t: TestApp;
  let seller: VerifiedSeller;
  let other: VerifiedSeller;
  let product: ProductDetail;
  let event: EventDetail;

  beforeAll(async () => {
    t = createTestApp(db());
    seller = await verifiedSeller(t, { firstname: 'Emeka' });
    other = await verifiedSeller(t, { firstname: 'Bisi' });
    product = await listProduct(t, seller, { title: 'Walkman cassette player' });
    await listProduct(t, other, { title: 'Walkman headphones' });
    const created = await t.request<{ data: EventDetail }>('POST', '/v1/events', {
      token: seller.token,
      json: eventBody(seller, new Date(t.clock.now().getTime() + 3 * DAY), { title: 'Walkman listening party' }),
    });
    expect(created.status).toBe(201);
    event = created.body.data;
  });

  /** What `token` (or a visitor) finds: product titles, event titles, seller ids in the directory, and the profile's status. */
  async function seenBy(token?: string) {
    const products = v
      .parse(productListResponseSchema, (await t.request('GET', '/v1/products?search=walkman', { token })).body)
      .data.map((card) => card.title)
      .sort();
    const sellersProducts = v
      .parse(productListResponseSchema, (await t.request('GET', `/v1/products?seller=${seller.id}`, { token })).body)
      .data.map((card) => card.title);
    const events = v
      .parse(eventListResponseSchema, (await t.request('GET', '/v1/events?search=walkman', { token })).body)
      .data.map((card) => card.title);
    const directory = v
      .parse(sellerDirectoryResponseSchema, (await t.request('GET', '/v1/sellers', { token })).body)
      .data.map((entry) => entry.id);
    const profile = (await t.request('GET', `/v1/sellers/${seller.id}`, { token })).status;
    const productPage = (await t.request('GET', `/v1/products/${product.slug}`, { token })).status;
    const eventPage = (await t.request('GET', `/v1/events/${event.slug}`, { token })).status;
    return { products, sellersProducts, events, directory, profile, productPage, eventPage };
  }

  it("hides a blocked seller's listings, directory entry and profile from the blocker only", async () => {
    const blocker = await member(t, 'Kemi');
    const bystander = await member(t, 'Femi');
    // A visitor's page first, so the blocker would be served it from the cache if the key ignored blocks.
    const visitor = await seenBy();
    expect(visitor.products).toEqual(['Walkman cassette player', 'Walkman headphones']);
    expect(visitor.events).toEqual(['Walkman listening party']);
    expect(visitor.directory).toEqual(expect.arrayContaining([seller.id, other.id]));
    expect(visitor.profile).toBe(200);

    expect((await t.request('POST', '/v1/blocks', { token: blocker.token, json: { userId: seller.id } })).status).toBe(201);
    expect(await seenBy(blocker.token)).toEqual({
      products: ['Walkman headphones'],
      sellersProducts: [],
      events: [],
      directory: expect.not.arrayContaining([seller.id]),
      profile: 404,
      // The listing's own page stays reachable (a link from an order or a chat).
      productPage: 200,
      eventPage: 200,
    });
    expect((await seenBy(blocker.token)).directory).toContain(other.id);
    expect(await seenBy(bystander.token)).toEqual(visitor);
    expect(await seenBy()).toEqual(visitor);

    expect((await t.request('DELETE', `/v1/blocks/${seller.id}`, { token: blocker.token })).status).toBe(204);
    expect(await seenBy(blocker.token)).toEqual(visitor);
  });

  it('hides a person hidden pending review, and their listings, from everyone but themselves', async () => {
    const buyer = await member(t, 'Kemi');
    const before = await seenBy();
    await db()
      .update(users)
      .set({ hiddenAt: t.clock.now(), hiddenReason: 'Hidden pending review' })
      .where(eq(users.id, seller.id));
    catalogueChanged(db());
    try {
      for (const token of [undefined, buyer.token, other.token]) {
        expect(await seenBy(token)).toEqual({
          products: ['Walkman headphones'],
          sellersProducts: [],
          events: [],
          directory: expect.not.arrayContaining([seller.id]),
          profile: 404,
          productPage: 404,
          eventPage: 404,
        });
      }
      const own = await seenBy(seller.token);
      expect([own.profile, own.productPage, own.eventPage]).toEqual([200, 200, 200]);
    } finally {
      await db().update(users).set({ hiddenAt: null, hiddenReason: null }).where(eq(users.id, seller.id));
      catalogueChanged(db());
    }
    expect(await seenBy()).toEqual(before);
  });
});
