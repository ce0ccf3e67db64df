import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPendingNotificationEmails } from '../modules/notification/send';
import { paidOrder, sellerWithProduct } from '../modules/order/testing';
import { serveTestApp } from '../modules/payment/testing';
import type { Served } from '../modules/payment/testing';
import { createTestApp, useTestDatabase } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const db = useTestDatabase();

/** An e-mail writes an amount exactly as the app shows it (contract/format.ts). */
describe('amounts in e-mails', () => {
  let t: TestApp;
  let served: Served;

  beforeAll(async () => {
    t = createTestApp(db(), { config: { mode: 'demo' } });
    served = await serveTestApp(t.app);
  });
  afterAll(async () => {
    await t.tasks.settle();
    await served.close();
  });

  it('writes ₦1,250.50 with both digits of its kobo, as the app does', async () => {
    const { seller, product } = await sellerWithProduct(t, { priceKobo: 125_050 });
    await paidOrder(t, product.id, seller.universityId ?? 1);
    await sendPendingNotificationEmails(t.services);

    const mail = t.mailbox.list(seller.email).find((sent) => sent.subject === 'Kampus: New paid order');
    expect(mail?.text).toContain('A buyer paid ₦1,250.50 for “');
  });
});
