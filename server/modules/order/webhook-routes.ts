import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../http/app-env';
import { controlCharacterRefusal } from '../../http/control-character-guard';
import type { Services } from '../../services';
import { PaystackRefusedError, verifyPaystackSignature } from '../payment/paystack';
import { paystackWebhookEventSchema } from '../payment/schemas';
import type { PaystackWebhookEvent } from '../payment/schemas';
import { isTicketReference } from '../ticket/place';
import { confirmTicketCharge } from '../ticket/confirm';
import { walletWebhook } from '../wallet/webhooks';
import { confirmCharge } from './confirm-payment';
import { refundChargeOfWalletPaidOrder } from './pay-from-wallet';

/** The answer to a webhook for a payment neither this database nor the provider knows. */
export const UNKNOWN_PAYMENT = 'No payment with this reference is known here';

/**
 * /v1/payments: POST /paystack/webhook. The signature is checked over the raw body before
 * anything is parsed (401 otherwise); a field holding a control character is a 400 (no reference
 * with a NUL reaches the database); events Kampus does not act on are acknowledged and ignored.
 * An event for a payment this database has no record of, or one the provider says it never made,
 * is a 404: not ours, or not yet (a replica on another database, a misrouted webhook), and
 * Paystack tries a webhook that was not accepted again.
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
    let outcome: string | undefined;
    try {
      outcome = await applyEvent(services, event);
    } catch (error) {
      // Verify was refused: the provider has no such payment (an event it did not send, or sent for another account).
      if (!(error instanceof PaystackRefusedError)) throw error;
      logger.warn('paystack webhook for a payment the provider does not know', { event: event.event });
      outcome = 'unknown_reference';
    }
    if (outcome === 'unknown_reference') return c.json({ message: UNKNOWN_PAYMENT, outcome }, 404);
    return c.json(outcome === undefined ? { received: true } : { received: true, outcome });
  });
}

/** What the event did, or undefined for an event Kampus does not act on. */
async function applyEvent(services: Services, event: PaystackWebhookEvent): Promise<string | undefined> {
  // Deposits and withdrawals (their own reference prefixes) go to the wallet; a card charge for an order paid from the wallet is refunded.
  const walletOutcome = await walletWebhook(services, event);
  if (walletOutcome !== undefined) return walletOutcome;
  if (event.event === 'charge.success' && isTicketReference(event.data.reference)) {
    return confirmTicketCharge(services, event.data.reference);
  }
  if (event.event === 'charge.success') {
    const reference = event.data.reference;
    return refundChargeOfWalletPaidOrder(services, reference, await confirmCharge(services, reference));
  }
  return undefined;
}
