import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { orderTimers } from '../../../contract';
import type { CreateOrderInput, Kobo, OrderDetail } from '../../../contract';
import { isNotNullViolation, isUniqueViolation } from '../../db/database';
import { ApiError, conflict, forbidden, invalidField, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import {
  sellerColumns,
  sellerKyc,
  sellerKycJoin,
  sellerUniversity,
  sellerUniversityJoin,
  sellerUniversityId,
  sellerUser,
} from '../listing/seller';
import { publicVariantsJson } from '../file/listing-images';
import { PaymentProviderError } from '../payment/paystack';
import { paystackFor } from '../payment/provider';
import { products } from '../product/schema';
import { expireOrder } from './expire';
import { newEscrowCode } from './handover';
import { describeOrder } from './queries';
import { orderEvents, orders } from './schema';
import { allowedOrderTransition } from './transition';

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
  const rule = allowedOrderTransition(null, 'place', 'buyer');

  const [product] = await db
    .select({
      id: products.id,
      status: products.status,
      priceKobo: products.priceKobo,
      unitsAvailable: products.unitsAvailable,
      campusOnly: products.campusOnly,
      pickup: products.pickup,
      doorFeeKobo: products.doorFeeKobo,
      doorMaxDays: products.doorMaxDays,
      slug: products.slug,
      title: products.title,
      imageKeys: products.imageKeys,
      firstImage: publicVariantsJson(sql`${products.imageKeys}[1:1]`),
      sellerUniversityId: sql<number | null>`${sellerUniversityId}`,
      ...sellerColumns,
    })
    .from(products)
    .innerJoin(sellerUser, eq(sellerUser.id, products.sellerId))
    .leftJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .where(eq(products.id, input.productId));
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
  if (!Number.isSafeInteger(total)) throw invalidField('quantity', 'This order is too large');

  const orderId = randomUUID();
  const reference = paymentReferenceOf(orderId);
  const now = clock.now();
  const eventValues = {
    orderId,
    kind: rule.transition,
    fromStatus: null,
    toStatus: rule.to,
    actor: 'buyer' as const,
    actorId: buyer.id,
    note: null,
    createdAt: now,
  };
  // One statement, so no transaction is needed: the stock is taken by a conditional update in
  // a CTE, and the order and its event take their product and order ids from it. When the
  // update takes nothing (sold out meanwhile, or withdrawn) those ids are null, the NOT NULL
  // columns refuse the rows, and the statement changes nothing.
  const reserve = async (escrowCode: string) => {
    const taken = db.$with('taken').as(
      db
        .update(products)
        .set({ unitsAvailable: sql`${products.unitsAvailable} - ${input.quantity}` })
        .where(and(eq(products.id, product.id), eq(products.status, 'active'), gte(products.unitsAvailable, input.quantity)))
        .returning({ id: products.id }),
    );
    const event = db.$with('event').as(
      db
        .insert(orderEvents)
        .values({ ...eventValues, orderId: sql`(select ${orderId}::uuid from ${taken})` })
        .returning({ id: orderEvents.id }),
    );
    try {
      const [order] = await db
        .with(taken, event)
        .insert(orders)
        .values({
          id: orderId,
          buyerId: buyer.id,
          sellerId: product.sellerId,
          productId: sql`(select id from ${taken})`,
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
          status: rule.to,
          paymentReference: reference,
          dueAt: new Date(now.getTime() + orderTimers.paymentWindowMs),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ ...getTableColumns(orders), eventId: sql<string>`(select id from ${event})` });
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
    await db.update(orders).set({ authorizationUrl: payment.authorizationUrl }).where(eq(orders.id, orderId));
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
