import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../http/app-env';
import { controlCharacterRefusal } from '../../http/control-character-guard';
import type { Services } from '../../services';
import { verifyPaystackSignature } from '../payment/paystack';
import { paystackWebhookEventSchema } from '../payment/schemas';
import { isTicketReference } from '../ticket/place';
import { confirmTicketCharge } from '../ticket/confirm';
import { walletWebhook } from '../wallet/webhooks';
import { confirmCharge } from './confirm-payment';
import { refundChargeOfWalletPaidOrder } from './pay-from-wallet';

/**
 * /v1/payments: POST /paystack/webhook. The signature is checked over the raw body before
 * anything is parsed (401 otherwise); a field holding a control character is a 400 (no reference
 * with a NUL reaches the database); events Kampus does not act on are acknowledged and ignored.
 */
export function paymentWebhookRoutes(services: Services) {
  const { logger } = services;
  return new Hono<AppEnv>().post('/paystack/webhook', async (c) => {
    const raw = await c.req.text();
    if (!verifyPaystackSignature(raw, c.req.header('x-paystack-signature'), services.config.paystack.secretKey)) {
      logger.warn('paystack webhook with a bad signature', { length: raw.length });
      return c.json({ message: 'Invalid signature' }, 401);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return c.json({ message: 'The body must be JSON' }, 400);
    }
    const refusal = controlCharacterRefusal(json);
    if (refusal) {
      logger.warn('paystack webhook refused: a field holds a control character', { fields: Object.keys(refusal.errors ?? {}) });
      throw refusal;
    }
    const parsed = v.safeParse(paystackWebhookEventSchema, json);
    if (!parsed.success) return c.json({ received: true });
    const event = parsed.output;
    // Deposits and withdrawals (their own reference prefixes) go to the wallet; a card charge for an order paid from the wallet is refunded.
    const walletOutcome = await walletWebhook(services, event);
    if (walletOutcome !== undefined) return c.json({ received: true, outcome: walletOutcome });
    if (event.event === 'charge.success' && isTicketReference(event.data.reference)) {
      return c.json({ received: true, outcome: await confirmTicketCharge(services, event.data.reference) });
    }
    if (event.event === 'charge.success') {
      const reference = event.data.reference;
      const outcome = await refundChargeOfWalletPaidOrder(services, reference, await confirmCharge(services, reference));
      return c.json({ received: true, outcome });
    }
    return c.json({ received: true });
  });
}
