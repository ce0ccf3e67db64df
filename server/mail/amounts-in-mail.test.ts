import { describe, expect, it } from 'vitest';
import { sendPendingNotificationEmails } from '../modules/notification/send';
import { paidOrder, sellerWithProduct } from '../modules/order/testing';
import { useTestDatabase } from '../test/test-app';
import { useServedTestApp } from '../modules/payment/testing';
import type { TestApp } from '../test/test-app';

const db = useTestDatabase();

/** An e-mail writes an amount exactly as the app shows it (contract/format.ts). */
describe('amounts in e-mails', () => {
  let t: TestApp;
  useServedTestApp(db, (app) => ({ t } = app), { config: { mode: 'demo' } });

  it('writes ₦1,250.50 with both digits of its kobo, as the app does', async () => {
    const { seller, product } = await sellerWithProduct(t, { priceKobo: 125_050 });
    await paidOrder(t, product.id, seller.universityId ?? 1);
    await sendPendingNotificationEmails(t.services);

    const mail = t.mailbox.list(seller.email).find((sent) => sent.subject === 'Kampus: New paid order');
    expect(mail?.text).toContain('A buyer paid ₦1,250.50 for “');
  });
});
