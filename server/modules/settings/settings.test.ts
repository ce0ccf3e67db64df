import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  chatSettingsResponseSchema,
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsResponseSchema,
} from '../../../contract';
import type { NotificationSettings } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import { useServedTestApp } from '../payment/testing';
import type { TestApp } from '../../test/test-app';
import type { VerifiedSeller } from '../listing/testing';
import { notify } from '../notification/notify';
import { notificationEmails, notifications } from '../notification/schema';
import { listProduct, login, orderAction, paidOrder, sellerWithProduct } from '../order/testing';
import { users } from '../user/schema';

const db = useTestDatabase();

const NOTIFICATIONS = '/v1/me/settings/notifications';
const CHAT = '/v1/me/settings/chat';

async function member(t: TestApp) {
  const account = await t.signUp();
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!row) throw new Error('no user row');
  return { ...account, id: row.id };
}

/** The defaults with some toggles changed. */
function changed(change: (s: NotificationSettings) => void): NotificationSettings {
  const settings = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  change(settings);
  return settings;
}

const inAppOf = (userId: string) =>
  db()
    .select({ id: notifications.id, title: notifications.title, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, userId));
const emailsOf = (userId: string) =>
  db().select({ subject: notificationEmails.subject }).from(notificationEmails).where(eq(notificationEmails.toUserId, userId));

describe('/v1/me/settings', () => {
  it('answers 401 without a session, for reading and for saving', async () => {
    const t = createTestApp(db());
    expect((await t.request('GET', NOTIFICATIONS)).status).toBe(401);
    expect((await t.request('PUT', NOTIFICATIONS, { json: DEFAULT_NOTIFICATION_SETTINGS })).status).toBe(401);
    expect((await t.request('GET', CHAT)).status).toBe(401);
    expect((await t.request('PUT', CHAT, { json: { whoCanMessage: 'any_seller' } })).status).toBe(401);
  });

  it('gives a new user the defaults: every toggle on but promotions, any seller may message', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const notificationsRes = await t.request('GET', NOTIFICATIONS, { token: user.accessToken });
    expect(notificationsRes.status).toBe(200);
    expect(v.parse(notificationSettingsResponseSchema, notificationsRes.body).data).toEqual({
      email: { orderUpdates: true, newMessages: true, escrowConfirmations: true, promotions: false },
      sms: { orderUpdates: true, escrowConfirmations: true },
      inApp: { orderUpdates: true, newMessages: true, promotions: false, escrowConfirmations: true, disputesAndAlerts: true },
    });
    const chat = await t.request('GET', CHAT, { token: user.accessToken });
    expect(chat.status).toBe(200);
    expect(v.parse(chatSettingsResponseSchema, chat.body).data).toEqual({ whoCanMessage: 'any_seller' });
  });

  it('saves the notification toggles and reads them back, for that user only', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const other = await member(t);
    const wanted = changed((s) => {
      s.email.orderUpdates = false;
      s.email.promotions = true;
      s.sms.escrowConfirmations = false;
      s.inApp.disputesAndAlerts = false;
    });
    const saved = await t.request('PUT', NOTIFICATIONS, { token: user.accessToken, json: wanted });
    expect(saved.status).toBe(200);
    expect(v.parse(notificationSettingsResponseSchema, saved.body).data).toEqual(wanted);
    const read = await t.request('GET', NOTIFICATIONS, { token: user.accessToken });
    expect(v.parse(notificationSettingsResponseSchema, read.body).data).toEqual(wanted);

    // Saving again replaces the whole set; the chat setting is left alone.
    const again = changed((s) => (s.inApp.orderUpdates = false));
    await t.request('PUT', NOTIFICATIONS, { token: user.accessToken, json: again });
    expect(
      v.parse(notificationSettingsResponseSchema, (await t.request('GET', NOTIFICATIONS, { token: user.accessToken })).body).data,
    ).toEqual(again);
    expect(v.parse(chatSettingsResponseSchema, (await t.request('GET', CHAT, { token: user.accessToken })).body).data).toEqual(
      DEFAULT_CHAT_SETTINGS,
    );

    const others = await t.request('GET', NOTIFICATIONS, { token: other.accessToken });
    expect(v.parse(notificationSettingsResponseSchema, others.body).data).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('saves who can message and reads it back, keeping the notification toggles', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const toggles = changed((s) => (s.email.newMessages = false));
    await t.request('PUT', NOTIFICATIONS, { token: user.accessToken, json: toggles });
    for (const whoCanMessage of ['verified_sellers', 'purchased_from'] as const) {
      const saved = await t.request('PUT', CHAT, { token: user.accessToken, json: { whoCanMessage } });
      expect(saved.status).toBe(200);
      expect(v.parse(chatSettingsResponseSchema, saved.body).data).toEqual({ whoCanMessage });
      const read = await t.request('GET', CHAT, { token: user.accessToken });
      expect(v.parse(chatSettingsResponseSchema, read.body).data).toEqual({ whoCanMessage });
    }
    expect(
      v.parse(notificationSettingsResponseSchema, (await t.request('GET', NOTIFICATIONS, { token: user.accessToken })).body).data,
    ).toEqual(toggles);
  });

  it('answers 400 with the field for a missing group, a missing toggle or a toggle that is not a boolean, and saves nothing', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const { sms: _sms, ...withoutSms } = DEFAULT_NOTIFICATION_SETTINGS;
    const { promotions: _promotions, ...emailWithoutPromotions } = DEFAULT_NOTIFICATION_SETTINGS.email;
    const bad: unknown[] = [
      withoutSms,
      { ...DEFAULT_NOTIFICATION_SETTINGS, email: emailWithoutPromotions },
      { ...DEFAULT_NOTIFICATION_SETTINGS, inApp: { ...DEFAULT_NOTIFICATION_SETTINGS.inApp, orderUpdates: 'no' } },
      { ...DEFAULT_NOTIFICATION_SETTINGS, email: null },
      [],
      'true',
    ];
    for (const json of bad) {
      const res = await t.request<{ message: string; errors?: Record<string, string> }>('PUT', NOTIFICATIONS, {
        token: user.accessToken,
        json,
      });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const missing = await t.request<{ errors: Record<string, string> }>('PUT', NOTIFICATIONS, {
      token: user.accessToken,
      json: { ...DEFAULT_NOTIFICATION_SETTINGS, email: emailWithoutPromotions },
    });
    expect(JSON.stringify(missing.body.errors)).toContain('Email promotional and discounts is a required field');
    const notBoolean = await t.request<{ errors: Record<string, string> }>('PUT', NOTIFICATIONS, {
      token: user.accessToken,
      json: { ...DEFAULT_NOTIFICATION_SETTINGS, inApp: { ...DEFAULT_NOTIFICATION_SETTINGS.inApp, orderUpdates: 'no' } },
    });
    expect(JSON.stringify(notBoolean.body.errors)).toContain('In-app order updates must be true or false');

    for (const json of [{}, { whoCanMessage: 'everyone' }, { whoCanMessage: 1 }]) {
      const res = await t.request('PUT', CHAT, { token: user.accessToken, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const notJson = await t.request('PUT', CHAT, { token: user.accessToken, json: '{"whoCanMessage":' });
    expect(notJson.status).toBe(400);

    expect(
      v.parse(notificationSettingsResponseSchema, (await t.request('GET', NOTIFICATIONS, { token: user.accessToken })).body).data,
    ).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(v.parse(chatSettingsResponseSchema, (await t.request('GET', CHAT, { token: user.accessToken })).body).data).toEqual(
      DEFAULT_CHAT_SETTINGS,
    );
  });
});

describe('notify honours the recipient’s settings', () => {
  const email = { subject: 'Kampus: a subject', text: 'A text' };

  it('writes the in-app row and the e-mail of a user with the defaults', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    await notify(db(), [{ userId: user.id, kind: 'order', title: 'Defaults', body: 'b', link: null, email }], t.clock.now());
    expect(await inAppOf(user.id)).toEqual([expect.objectContaining({ title: 'Defaults', readAt: null })]);
    expect(await emailsOf(user.id)).toHaveLength(1);
  });

  it('leaves out the e-mail whose toggle is off and the in-app row whose toggle is off, per kind', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const settings = changed((s) => {
      s.email.orderUpdates = false;
      s.inApp.escrowConfirmations = false;
      s.email.escrowConfirmations = false;
    });
    expect((await t.request('PUT', NOTIFICATIONS, { token: user.accessToken, json: settings })).status).toBe(200);
    await notify(
      db(),
      [
        { userId: user.id, kind: 'order', title: 'Accepted', body: 'b', link: null, email },
        { userId: user.id, kind: 'escrow', title: 'Released', body: 'b', link: null, email },
        { userId: user.id, kind: 'review', title: 'Reviewed', body: 'b', link: null, email },
      ],
      t.clock.now(),
    );
    // The order update and the review arrive in the app, the escrow confirmation nowhere; no e-mail at all.
    expect((await inAppOf(user.id)).map((n) => n.title).sort()).toEqual(['Accepted', 'Reviewed']);
    expect(await emailsOf(user.id)).toEqual([]);
  });

  it('e-mails a dispute and a reversed withdrawal whatever the toggles, and keeps out their in-app row when alerts are off', async () => {
    const t = createTestApp(db());
    const user = await member(t);
    const allOff = changed((s) => {
      for (const channel of [s.email, s.sms, s.inApp] as Record<string, boolean>[]) {
        for (const key of Object.keys(channel)) channel[key] = false;
      }
    });
    await t.request('PUT', NOTIFICATIONS, { token: user.accessToken, json: allOff });
    await notify(
      db(),
      [
        { userId: user.id, kind: 'dispute', title: 'Disputed', body: 'b', link: null, email },
        { userId: user.id, kind: 'wallet', title: 'Withdrawal reversed', body: 'b', link: null, email },
        { userId: user.id, kind: 'order', title: 'Accepted', body: 'b', link: null, email },
        { userId: user.id, kind: 'dispute', title: 'In-app only', body: 'b', link: null },
      ],
      t.clock.now(),
    );
    expect((await emailsOf(user.id)).length).toBe(2);
    // The outbox needs a notification row: written already read, so the bell shows no unread one.
    const rows = await inAppOf(user.id);
    expect(rows.map((n) => n.title).sort()).toEqual(['Disputed', 'Withdrawal reversed']);
    expect(rows.every((n) => n.readAt !== null)).toBe(true);
    const list = await t.request<{ unreadCount: number }>('GET', '/v1/notifications', { token: user.accessToken });
    expect(list.body.unreadCount).toBe(0);
  });

  it('reads each recipient’s own settings in one call', async () => {
    const t = createTestApp(db());
    const quiet = await member(t);
    const loud = await member(t);
    await t.request('PUT', NOTIFICATIONS, {
      token: quiet.accessToken,
      json: changed((s) => {
        s.email.orderUpdates = false;
        s.inApp.orderUpdates = false;
      }),
    });
    await notify(
      db(),
      [
        { userId: quiet.id, kind: 'order', title: 'To quiet', body: 'b', link: null, email },
        { userId: loud.id, kind: 'order', title: 'To loud', body: 'b', link: null, email },
      ],
      t.clock.now(),
    );
    expect(await inAppOf(quiet.id)).toEqual([]);
    expect(await emailsOf(quiet.id)).toEqual([]);
    expect((await inAppOf(loud.id)).map((n) => n.title)).toEqual(['To loud']);
    expect(await emailsOf(loud.id)).toHaveLength(1);
  });
});

describe('an order update with order e-mails switched off', () => {
  let t: TestApp;
  let seller: VerifiedSeller;

  useServedTestApp(db, async (app) => {
    ({ t } = app);
    ({ seller } = await sellerWithProduct(t));
  });

  it('reaches the buyer in the app but not by e-mail when the seller accepts', async () => {
    seller.token = await login(t, seller);
    const campus = seller.universityId ?? 1;
    const product = await listProduct(t, seller, { unitsAvailable: 2 });
    const { buyer, order } = await paidOrder(t, product.id, campus);
    const [buyerRow] = await db().select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
    if (!buyerRow) throw new Error('no buyer row');

    const off = changed((s) => (s.email.orderUpdates = false));
    expect((await t.request('PUT', NOTIFICATIONS, { token: buyer.accessToken, json: off })).status).toBe(200);

    const accepted = await orderAction(t, seller.token, order.id, 'accept');
    expect(accepted.status).toBe(200);

    const inApp = await db()
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.userId, buyerRow.id), eq(notifications.title, 'Order accepted')));
    expect(inApp).toHaveLength(1);
    expect(inApp[0]?.readAt).toBeNull();
    expect(await emailsOf(buyerRow.id)).toEqual([]);
    // The seller, with the defaults, was e-mailed the paid order as before.
    expect((await emailsOf(seller.id)).map((e) => e.subject)).toContain('Kampus: New paid order');
  });
});
