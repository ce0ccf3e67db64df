import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE } from '../../../contract';
import type { OrderDetail, OrderListResponse, OrderStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
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
import { products } from '../product/schema';
import { universities } from '../university/schema';
import { users } from '../user/schema';
import { orderEvents, orders } from './schema';
import { actorOf, toOrder, toOrderEvent } from './view';

export const ORDER_NOT_FOUND = 'Order not found';

const buyerUser = alias(users, 'buyer_user');
const deliveryUniversity = alias(universities, 'delivery_university');

/** Orders with everything their view shows, in one query. */
function selectOrders(db: Database, where: SQL | undefined) {
  return db
    .select({
      order: orders,
      productSlug: products.slug,
      productTitle: products.title,
      productImageKeys: products.imageKeys,
      productFirstImage: publicVariantsJson(sql`${products.imageKeys}[1:1]`),
      buyerFirstname: buyerUser.firstname,
      buyerLastname: buyerUser.lastname,
      universityName: deliveryUniversity.name,
      ...sellerColumns,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(buyerUser, eq(buyerUser.id, orders.buyerId))
    .innerJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
    .leftJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .leftJoin(deliveryUniversity, eq(deliveryUniversity.id, orders.deliveryUniversityId))
    .where(where);
}

type Selected = Awaited<ReturnType<typeof selectOrders>>[number];

function view(row: Selected, userId: string, isAdmin: boolean) {
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
    },
    actor,
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order with its history, as its buyer, its seller or an administrator sees it; 404 for anyone else. */
export async function orderForCaller(db: Database, id: string, userId: string, isAdmin: boolean): Promise<OrderDetail> {
  if (!uuidPattern.test(id)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await selectOrders(db, eq(orders.id, id));
  const order = row ? view(row, userId, isAdmin) : undefined;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
  return { ...order, events: events.map(toOrderEvent) };
}

export interface OrderListOptions {
  role: 'buyer' | 'seller';
  status?: OrderStatus;
  page: number;
  pageSize: number;
}

/** The caller's orders as buyer or as seller, newest first, a page at a time. */
export async function ordersOfUser(db: Database, userId: string, options: OrderListOptions): Promise<OrderListResponse> {
  const page = options.page;
  const pageSize = options.pageSize || DEFAULT_PAGE_SIZE;
  const where = and(
    eq(options.role === 'seller' ? orders.sellerId : orders.buyerId, userId),
    options.status ? eq(orders.status, options.status) : undefined,
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
    data: rows.flatMap((row) => view(row, userId, false) ?? []),
    page: { page, pageSize, total: totalCount, totalPages: Math.ceil(totalCount / pageSize) },
  };
}
