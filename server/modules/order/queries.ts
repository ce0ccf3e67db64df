import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE } from '../../../contract';
import type { OrderDetail, OrderDispute, OrderListResponse, OrderStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { files } from '../file/schema';
import { imagesFromVariants, publicVariantsJson } from '../file/listing-images';
import {
  sellerColumns,
  sellerKyc,
  sellerKycJoin,
  sellerUniversity,
  sellerUniversityJoin,
  sellerUser,
  toSellerSummary,
} from '../listing/seller';
import { productReviews, products } from '../product/schema';
import { universities } from '../university/schema';
import { users } from '../user/schema';
import { isOrderId, ORDER_NOT_FOUND } from './apply';
import { platformFeeOf } from './fees';
import { MAX_HANDOVER_FAILURES } from './handover';
import { orderDisputes, orderEvents, orders } from './schema';
import { actorOf, factsOfRow, runningTimers, toOrder, toOrderEvent } from './view';

export { ORDER_NOT_FOUND };

const buyerUser = alias(users, 'buyer_user');
const deliveryUniversity = alias(universities, 'delivery_university');

/** Orders with everything their view shows, in one query. */
function selectOrders(db: Database, where: SQL | undefined) {
  return (
    db
      .select({
        order: orders,
        productSlug: products.slug,
        productTitle: products.title,
        productImageKeys: products.imageKeys,
        productFirstImage: publicVariantsJson(sql`${products.imageKeys}[1:1]`),
        buyerFirstname: buyerUser.firstname,
        buyerLastname: buyerUser.lastname,
        buyerEmail: buyerUser.email,
        universityName: deliveryUniversity.name,
        disputeOpenedAt: orderDisputes.openedAt,
        disputeAnsweredAt: orderDisputes.answeredAt,
        reviewId: productReviews.id,
        ...sellerColumns,
      })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .innerJoin(buyerUser, eq(buyerUser.id, orders.buyerId))
      .innerJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
      .leftJoin(sellerKyc, sellerKycJoin)
      .leftJoin(sellerUniversity, sellerUniversityJoin)
      .leftJoin(deliveryUniversity, eq(deliveryUniversity.id, orders.deliveryUniversityId))
      // At most one of each per order (primary key, unique index): no row is repeated.
      .leftJoin(orderDisputes, eq(orderDisputes.orderId, orders.id))
      .leftJoin(productReviews, eq(productReviews.orderId, orders.id))
      .where(where)
  );
}

type Selected = Awaited<ReturnType<typeof selectOrders>>[number];

function view(row: Selected, userId: string, isAdmin: boolean, now: Date) {
  const actor = actorOf(row.order, userId, isAdmin);
  if (!actor) return undefined;
  const image = imagesFromVariants(row.productImageKeys.slice(0, 1), row.productFirstImage, row.productTitle)[0] ?? null;
  return toOrder(
    row.order,
    {
      product: { id: row.order.productId, slug: row.productSlug, title: row.productTitle, image },
      buyerName: `${row.buyerFirstname} ${row.buyerLastname}`,
      seller: toSellerSummary(row),
      universityName: row.universityName,
      buyerEmail: row.buyerEmail,
    },
    actor,
    factsOfRow(row.order, now, {
      disputeAnswered: row.disputeOpenedAt === null ? undefined : row.disputeAnsweredAt !== null,
      reviewed: row.reviewId !== null,
    }),
  );
}

type DisputeRow = typeof orderDisputes.$inferSelect;

async function disputeView(db: Database, dispute: DisputeRow): Promise<OrderDispute> {
  const photos =
    dispute.photoKeys.length === 0
      ? []
      : await db.select({ key: files.key, bucket: files.bucket }).from(files).where(inArray(files.key, dispute.photoKeys));
  const urlOf = new Map(photos.map((file) => [file.key, `/v1/file/${file.bucket}/${file.key}`]));
  return {
    reason: dispute.reason,
    photos: dispute.photoKeys.flatMap((key) => {
      const url = urlOf.get(key);
      return url ? [{ url }] : [];
    }),
    openedAt: dispute.openedAt.toISOString(),
    answer: dispute.answer,
    answeredAt: dispute.answeredAt?.toISOString() ?? null,
    decision:
      dispute.outcome && dispute.decidedAt
        ? {
            outcome: dispute.outcome,
            buyerKobo: dispute.buyerKobo ?? 0,
            sellerKobo: dispute.sellerKobo ?? 0,
            note: dispute.note,
            decidedBy: dispute.decidedBy,
            decidedAt: dispute.decidedAt.toISOString(),
          }
        : null,
  };
}

/**
 * One order with its history, as its buyer, its seller or an administrator sees it; 404 for
 * anyone else. The escrow code is shown to the buyer only, the platform fee to the seller and
 * administrators (0 for the buyer, who pays none).
 */
export async function orderForCaller(
  services: Pick<Services, 'db' | 'clock' | 'config'>,
  id: string,
  userId: string,
  isAdmin: boolean,
): Promise<OrderDetail> {
  const { db } = services;
  if (!isOrderId(id)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await selectOrders(db, eq(orders.id, id));
  if (!row || !actorOf(row.order, userId, isAdmin)) throw notFound(ORDER_NOT_FOUND);
  const [events, [dispute], [review]] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
    db.select().from(orderDisputes).where(eq(orderDisputes.orderId, id)),
    db
      .select({ rating: productReviews.rating, text: productReviews.text, createdAt: productReviews.createdAt })
      .from(productReviews)
      .where(eq(productReviews.orderId, id)),
  ]);
  const order = view(row, userId, isAdmin, services.clock.now());
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const actor = actorOf(row.order, userId, isAdmin);
  return {
    ...order,
    events: events.map(toOrderEvent),
    escrowCode: actor === 'buyer' ? row.order.escrowCode : null,
    handoverLocked: row.order.handoverFailures >= MAX_HANDOVER_FAILURES,
    deliveryDueAt: row.order.deliveryDueAt?.toISOString() ?? null,
    timers: runningTimers(row.order),
    platformFeeKobo:
      actor === 'buyer' ? 0 : platformFeeOf(row.order.unitPriceKobo * row.order.quantity, services.config.platformFeeBps),
    dispute: dispute ? await disputeView(db, dispute) : null,
    review: review ? { rating: review.rating, text: review.text, createdAt: review.createdAt.toISOString() } : null,
  };
}

export interface OrderListOptions {
  role: 'buyer' | 'seller';
  status?: OrderStatus;
  /** Only the order with this payment reference. */
  reference?: string;
  page: number;
  pageSize: number;
}

/** The caller's orders as buyer or as seller, newest first, a page at a time. */
export async function ordersOfUser(
  db: Database,
  userId: string,
  options: OrderListOptions,
  now: Date,
): Promise<OrderListResponse> {
  const page = options.page;
  const pageSize = options.pageSize || DEFAULT_PAGE_SIZE;
  const where = and(
    eq(options.role === 'seller' ? orders.sellerId : orders.buyerId, userId),
    options.status ? eq(orders.status, options.status) : undefined,
    options.reference ? eq(orders.paymentReference, options.reference) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectOrders(db, where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    data: rows.flatMap((row) => view(row, userId, false, now) ?? []),
    page: { page, pageSize, total: totalCount, totalPages: Math.ceil(totalCount / pageSize) },
  };
}

/** Open disputes (not decided yet), oldest first: the administrators' queue. */
export async function openDisputes(db: Database, adminId: string, now: Date): Promise<OrderListResponse> {
  const rows = await selectOrders(db, eq(orders.status, 'disputed')).orderBy(asc(orders.updatedAt), asc(orders.id)).limit(200);
  const data = rows.flatMap((row) => view(row, adminId, true, now) ?? []);
  return { data, page: { page: 1, pageSize: Math.max(data.length, 1), total: data.length, totalPages: 1 } };
}
