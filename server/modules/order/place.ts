import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_ORDER_TOTAL_KOBO, ORDER_TOO_LARGE_MESSAGE, orderTimers } from '../../../contract';
import type { CreateOrderInput, Kobo, OrderDetail } from '../../../contract';
import { isNotNullViolation, isUniqueViolation } from '../../db/database';
import { ApiError, conflict, forbidden, invalidField, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { PaymentProviderError } from '../payment/paystack';
import { paystackFor } from '../payment/provider';
import { products } from '../product/schema';
import { expireOrder } from './expire';
import { newEscrowCode } from './handover';
import { describeOrder } from './queries';
import { checkoutStatements, placeRule } from './place-statements';

export const PRODUCT_NOT_AVAILABLE = 'This product is not available';
export const OWN_PRODUCT = 'You cannot buy your own product';
export const PAYMENT_UNAVAILABLE =
  'We could not reach the payment service, so your order was not placed. Please try again in a few minutes.';

/** The order's reference at the payment provider: letters, digits and '_' only, one per order. */
export const paymentReferenceOf = (orderId: string) => `kmp_${orderId.replaceAll('-', '')}`;

/** Escrow codes are unique among open orders: a collision (one in a million per open order) draws again. */
async function reserveWithUniqueCode<T>(reserve: (escrowCode: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await reserve(newEscrowCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 8) throw error;
    }
  }
}

function unitsLeftMessage(units: number): string {
  if (units === 0) return 'This product is sold out';
  return `Only ${units} ${units === 1 ? 'unit is' : 'units are'} left`;
}

/**
 * The buyer's `place` transition: checks the product and the buyer, then in one statement
 * reserves the stock with a conditional update (never below zero, whatever races it) and stores
 * the order awaiting payment with its payment window. The payment page is asked for after the
 * commit; if the provider cannot give one, the order expires at once, its stock goes back and
 * the buyer gets a 503.
 */
export async function placeOrder(
  services: Services,
  buyer: SessionUser,
  input: CreateOrderInput,
  appOrigin: string,
): Promise<{ orderId: string; authorizationUrl: string; reference: string; order: OrderDetail }> {
  const { db, clock, logger } = services;

  const statements = checkoutStatements(db);
  const [product] = await statements.product.execute({ productId: input.productId });
  if (!product || product.status !== 'active') throw notFound(PRODUCT_NOT_AVAILABLE);
  if (product.sellerId === buyer.id) throw forbidden(OWN_PRODUCT);

  // The session user is the account as it is now (read by the guard with the session).
  if (product.campusOnly && (product.sellerUniversityId === null || buyer.universityId !== product.sellerUniversityId)) {
    throw forbidden(
      `This product is sold to students of ${product.sellerUniversity ?? "the seller's university"} only. Set your university in your profile if you study there.`,
    );
  }

  const { delivery } = input;
  if (delivery.method === 'pickup' && !product.pickup)
    throw invalidField('delivery', 'This product is not offered for pickup; choose door delivery');
  if (delivery.method === 'door' && product.doorFeeKobo === null)
    throw invalidField('delivery', 'This product is not offered for door delivery; choose pickup');
  const universityName = await services.universities.nameOf(delivery.universityId);
  if (!universityName) throw invalidField('delivery.universityId', 'Campus must be chosen from the list');
  if (input.quantity > product.unitsAvailable) throw conflict(unitsLeftMessage(product.unitsAvailable));

  const deliveryFee = delivery.method === 'door' ? (product.doorFeeKobo ?? 0) : 0;
  const total = (product.priceKobo * input.quantity + deliveryFee) as Kobo;
  // Within the ceiling, every sum of totals (escrow, balances) stays an exact number of kobo.
  if (!Number.isSafeInteger(total) || total > MAX_ORDER_TOTAL_KOBO) throw invalidField('quantity', ORDER_TOO_LARGE_MESSAGE);

  const orderId = randomUUID();
  const reference = paymentReferenceOf(orderId);
  const now = clock.now();
  const eventValues = {
    orderId,
    kind: placeRule.transition,
    fromStatus: null,
    toStatus: placeRule.to,
    actor: 'buyer' as const,
    actorId: buyer.id,
    note: null,
    createdAt: now,
  };
  const reserve = async (escrowCode: string) => {
    try {
      const [order] = await statements.reserve.execute({
        id: orderId,
        productId: product.id,
        buyerId: buyer.id,
        sellerId: product.sellerId,
        quantity: input.quantity,
        unitPriceKobo: product.priceKobo,
        deliveryFeeKobo: deliveryFee,
        totalKobo: total,
        deliveryMethod: delivery.method,
        deliveryFirstname: delivery.firstname,
        deliveryLastname: delivery.lastname,
        deliveryPhone: delivery.phone,
        deliveryUniversityId: delivery.universityId,
        deliveryAddress: delivery.method === 'door' ? delivery.address : null,
        deliveryLandmark: delivery.method === 'door' ? delivery.landmark : null,
        deliveryEmail: delivery.email ?? null,
        escrowCode,
        paymentReference: reference,
        dueAt: new Date(now.getTime() + orderTimers.paymentWindowMs),
        now,
      });
      if (!order) throw new Error(`order ${orderId} was not stored`);
      const { eventId, ...row } = order;
      return { order: row, event: { ...eventValues, id: Number(eventId) } };
    } catch (error) {
      if (isNotNullViolation(error, 'product_id') || isNotNullViolation(error, 'order_id')) return undefined;
      throw error;
    }
  };
  const reserved = await reserveWithUniqueCode(reserve);
  if (!reserved) {
    const [now2] = await db
      .select({ units: products.unitsAvailable, status: products.status })
      .from(products)
      .where(eq(products.id, product.id));
    if (!now2 || now2.status !== 'active') throw notFound(PRODUCT_NOT_AVAILABLE);
    throw conflict(unitsLeftMessage(now2.units));
  }

  // Never inside the transaction: the provider is a network call.
  let payment: { authorizationUrl: string; reference: string };
  try {
    payment = await paystackFor(services).initialize({
      email: buyer.email,
      amount: total,
      reference,
      callbackUrl: `${appOrigin}/checkout/return?reference=${encodeURIComponent(reference)}`,
      metadata: { orderId },
    });
    await statements.paymentUrl.execute({ id: orderId, authorizationUrl: payment.authorizationUrl });
  } catch (error) {
    logger.warn('order not placed: the payment could not be initialized', {
      orderId,
      error: error instanceof PaymentProviderError ? `${error.failure}: ${error.detail}` : String(error),
    });
    await expireOrder(services, orderId, clock.now(), { note: 'The payment could not be started.', quiet: true });
    throw new ApiError(503, PAYMENT_UNAVAILABLE);
  }

  // The order as its buyer sees it, from the rows in hand: nothing else has happened to it yet.
  const order = await describeOrder(
    services,
    {
      order: reserved.order,
      product: {
        slug: product.slug,
        title: product.title,
        imageKeys: product.imageKeys,
        firstImage: product.firstImage,
        doorMaxDays: product.doorMaxDays,
      },
      buyer: { firstname: buyer.firstname, lastname: buyer.lastname, email: buyer.email },
      seller: product,
      universityName,
      events: [reserved.event],
      dispute: null,
      review: null,
    },
    buyer.id,
    false,
  );
  if (!order) throw new Error(`order ${orderId}: its buyer cannot see it`);
  return { orderId, authorizationUrl: payment.authorizationUrl, reference: payment.reference, order };
}
