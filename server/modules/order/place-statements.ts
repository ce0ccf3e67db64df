import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { orderMachine } from '../../../contract';
import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
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
import { products } from '../product/schema';
import { orderEvents, orders } from './schema';
import { ruleOrRefusal } from '../escrow/transition';

/** The buyer's `place` rule: from no order to awaiting payment. */
export const placeRule = ruleOrRefusal(orderMachine, null, 'place', 'buyer');

const p = sql.placeholder;

/**
 * The statements every checkout sends, built once per database: only their parameters change,
 * and building drizzle's SQL for the reserving statement cost as much CPU as running it.
 */
function prepareStatements(db: Database) {
  const taken = db.$with('taken').as(
    db
      .update(products)
      .set({ unitsAvailable: sql`${products.unitsAvailable} - ${p('quantity')}` })
      .where(and(eq(products.id, p('productId')), eq(products.status, 'active'), gte(products.unitsAvailable, p('quantity'))))
      .returning({ id: products.id }),
  );
  const event = db.$with('event').as(
    db
      .insert(orderEvents)
      .values({
        orderId: sql`(select ${p('id')}::uuid from ${taken})`,
        kind: placeRule.transition,
        fromStatus: null,
        toStatus: placeRule.to,
        actor: 'buyer',
        actorId: p('buyerId'),
        note: null,
        createdAt: p('now'),
      })
      .returning({ id: orderEvents.id }),
  );
  return {
    product: db
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
      .where(eq(products.id, p('productId')))
      .prepare('checkout_product'),
    // One statement, so no transaction is needed: the stock is taken by a conditional update in
    // a CTE, and the order and its event take their product and order ids from it. When the
    // update takes nothing (sold out meanwhile, or withdrawn) those ids are null, the NOT NULL
    // columns refuse the rows, and the statement changes nothing.
    reserve: db
      .with(taken, event)
      .insert(orders)
      .values({
        id: p('id'),
        buyerId: p('buyerId'),
        sellerId: p('sellerId'),
        productId: sql`(select id from ${taken})`,
        quantity: p('quantity'),
        unitPriceKobo: p('unitPriceKobo'),
        deliveryFeeKobo: p('deliveryFeeKobo'),
        totalKobo: p('totalKobo'),
        deliveryMethod: p('deliveryMethod'),
        deliveryFirstname: p('deliveryFirstname'),
        deliveryLastname: p('deliveryLastname'),
        deliveryPhone: p('deliveryPhone'),
        deliveryUniversityId: p('deliveryUniversityId'),
        deliveryAddress: p('deliveryAddress'),
        deliveryLandmark: p('deliveryLandmark'),
        deliveryEmail: p('deliveryEmail'),
        escrowCode: p('escrowCode'),
        status: placeRule.to,
        paymentReference: p('paymentReference'),
        dueAt: p('dueAt'),
        createdAt: p('now'),
        updatedAt: p('now'),
      })
      .returning({ ...getTableColumns(orders), eventId: sql<string>`(select id from ${event})` })
      .prepare('checkout_reserve'),
    paymentUrl: db
      .update(orders)
      .set({ authorizationUrl: sql`${p('authorizationUrl')}` })
      .where(eq(orders.id, p('id')))
      .prepare('checkout_payment_url'),
  };
}

/** The checkout's statements on `db`, prepared on first use. */
export const checkoutStatements = perDatabase(prepareStatements);
