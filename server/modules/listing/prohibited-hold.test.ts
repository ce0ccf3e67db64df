import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING_HELD_FOR_REVIEW } from '../../../contract';
import type { EventDetail, ProductDetail } from '../../../contract';
import { DAY } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { events } from '../event/schema';
import { notificationEmails, notifications } from '../notification/schema';
import { products } from '../product/schema';
import { reports } from '../safety/schema';
import { HELD_TITLE } from './prohibited-hold';
import { eventBody, productBody, verifiedSeller } from './testing';
import type { VerifiedSeller } from './testing';

const db = useTestDatabase();

type Answer<T> = { data: T; message?: string };

describe('the prohibited-items check on create and edit', () => {
  let t: TestApp;
  let seller: VerifiedSeller;
  const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY);

  beforeAll(async () => {
    t = createTestApp(db());
    seller = await verifiedSeller(t, { firstname: 'Obinna' });
  });

  const createProduct = (overrides: Record<string, unknown>) =>
    t.request<Answer<ProductDetail>>('POST', '/v1/products', { token: seller.token, json: productBody(seller, overrides) });
  const editProduct = (id: string, json: Record<string, unknown>) =>
    t.request<Answer<ProductDetail>>('PATCH', `/v1/products/${id}`, { token: seller.token, json });
  const createEvent = (overrides: Record<string, unknown>) =>
    t.request<Answer<EventDetail>>('POST', '/v1/events', { token: seller.token, json: eventBody(seller, inDays(5), overrides) });

  const kampusReportsOn = (id: string) =>
    db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetId, id), eq(reports.status, 'open')));
  const searchFinds = async (path: string, search: string) =>
    ((await t.request<{ data: { id: string }[] }>('GET', `${path}?search=${encodeURIComponent(search)}`)).body.data ?? []).map(
      (card) => card.id,
    );

  it('holds a new product that names a prohibited item: hidden, queued by Kampus, and the seller told', async () => {
    const res = await createProduct({ title: 'Tramadol 225mg strips', descriptionHtml: '<p>Sealed.</p>' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(LISTING_HELD_FOR_REVIEW);
    expect(res.body.data.status).toBe('inactive');
    const id = res.body.data.id;

    const [row] = await db().select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ status: 'inactive', hiddenReason: LISTING_HELD_FOR_REVIEW });
    expect(row?.hiddenAt).not.toBeNull();
    expect(await kampusReportsOn(id)).toEqual([
      expect.objectContaining({
        reporterId: null,
        targetKind: 'product',
        targetOwnerId: seller.id,
        reason: 'prohibited',
        counts: false,
        details: expect.stringContaining('"tramadol" (Drugs, codeine and tramadol)'),
      }),
    ]);
    expect(await searchFinds('/v1/products', 'tramadol')).toEqual([]);
    expect((await t.request('GET', `/v1/products/${res.body.data.slug}`)).status).toBe(404);

    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.title, HELD_TITLE)));
    expect(notice).toMatchObject({ kind: 'system', body: `"Tramadol 225mg strips": ${LISTING_HELD_FOR_REVIEW}` });
    const [email] = await db()
      .select()
      .from(notificationEmails)
      .where(eq(notificationEmails.notificationId, notice?.id ?? ''));
    expect(email?.subject).toBe(`Kampus: ${HELD_TITLE}`);
  });

  it('lets a clean product go live with no message', async () => {
    const res = await createProduct({ title: 'Grassroots football jersey', descriptionHtml: '<p>Hot glue gun included.</p>' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBeUndefined();
    expect(res.body.data.status).toBe('active');
    expect(await kampusReportsOn(res.body.data.id)).toEqual([]);
  });

  it('holds a live product when an edit brings prohibited words in, and keeps one report when edited again', async () => {
    const created = await createProduct({ title: 'Cough syrup', descriptionHtml: '<p>For dry cough.</p>' });
    expect(created.body.data.status).toBe('active');
    const id = created.body.data.id;

    const edited = await editProduct(id, { descriptionHtml: '<p>With codeine, 4 bottles.</p>' });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(LISTING_HELD_FOR_REVIEW);
    expect(edited.body.data.status).toBe('inactive');
    expect(await searchFinds('/v1/products', 'cough syrup')).not.toContain(id);

    const again = await editProduct(id, { title: 'Cough syrup with tramadol' });
    expect(again.body.message).toBe(LISTING_HELD_FOR_REVIEW);
    const open = await kampusReportsOn(id);
    expect(open).toHaveLength(1);
    expect(open[0]?.details).toContain('"tramadol"');
  });

  it('does not hold again a product staff restored when its seller changes something else', async () => {
    const created = await createProduct({ title: 'Airsoft gun replica (plastic, for film props)' });
    expect(created.body.message).toBe(LISTING_HELD_FOR_REVIEW);
    const id = created.body.data.id;
    // Staff looked and restored it.
    await db().update(products).set({ status: 'active', hiddenAt: null, hiddenReason: null }).where(eq(products.id, id));
    await db().update(reports).set({ status: 'dismissed' }).where(eq(reports.targetId, id));

    const edited = await editProduct(id, { priceKobo: 1_500_000 });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBeUndefined();
    expect(edited.body.data.status).toBe('active');
  });

  it('holds an event that sells leaked exam papers, on create and on edit, and lets a career expo through', async () => {
    const leak = await createEvent({ title: 'WAEC 2026 expo session', descriptionHtml: '<p>All subjects.</p>' });
    expect(leak.status).toBe(201);
    expect(leak.body.message).toBe(LISTING_HELD_FOR_REVIEW);
    const [held] = await db().select().from(events).where(eq(events.id, leak.body.data.id));
    expect(held).toMatchObject({ status: 'inactive', hiddenReason: LISTING_HELD_FOR_REVIEW });
    expect(await kampusReportsOn(leak.body.data.id)).toEqual([
      expect.objectContaining({ targetKind: 'event', reason: 'prohibited', reporterId: null }),
    ]);

    const fair = await createEvent({ title: 'Lagos Career Expo', descriptionHtml: '<p>Meet recruiters.</p>' });
    expect(fair.body.message).toBeUndefined();
    expect(fair.body.data.status).toBe('active');

    const edited = await t.request<Answer<EventDetail>>('PATCH', `/v1/events/${fair.body.data.id}`, {
      token: seller.token,
      json: { descriptionHtml: '<p>Meet recruiters. JAMB expo answers sold at the door.</p>' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(LISTING_HELD_FOR_REVIEW);
    expect(edited.body.data.status).toBe('inactive');
    expect(await searchFinds('/v1/events', 'career expo')).toEqual([]);
  });
});
