import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE } from '../../../contract';
import type { OrderDetail, OrderDispute, OrderListResponse, OrderStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { files } from '../file/schema';
import { decisionOf } from '../escrow/dispute';
import { questionsOf, toPartyQuestion } from '../escrow/questions';
import { platformFeeOf } from '../escrow/split';
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
import type { SellerColumns } from '../listing/seller';
import { productReviews, products } from '../product/schema';
import { kycSubmissions } from '../kyc/schema';
import { universities } from '../university/schema';
import { users } from '../user/schema';
import { MAX_HANDOVER_FAILURES } from './handover';
import { orderDisputes, orderEvents, orders } from './schema';
import type { DisputeRow, OrderEventRow, OrderReviewRow, OrderRow } from './view';
import { ORDER_NOT_FOUND, actorOf, factsOfRow, isOrderId, runningTimers, toOrder, toOrderEvent } from './view';

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
type VariantRows = Selected['productFirstImage'];

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

async function disputeView(db: Database, dispute: DisputeRow, party: 'buyer' | 'seller' | null): Promise<OrderDispute> {
  const decided = decisionOf(dispute);
  const [photos, questions] = await Promise.all([
    dispute.photoKeys.length === 0
      ? []
      : db.select({ key: files.key, bucket: files.bucket }).from(files).where(inArray(files.key, dispute.photoKeys)),
    // A party sees the desk's questions to them; staff read them all on the dispute desk.
    party ? questionsOf(db, 'order', dispute.orderId, party) : [],
  ]);
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
    decision: decided && { ...decided, decidedBy: dispute.decidedBy },
    questions: questions.map(toPartyQuestion),
  };
}

/**
 * An order with everything its detail shows and its transitions judge: the product, both
 * parties, the dispute and the review (at most one of each per order), and its history.
 */
export interface OrderInContext {
  order: OrderRow;
  product: {
    slug: string;
    title: string;
    imageKeys: string[];
    firstImage: Selected['productFirstImage'];
    doorMaxDays: number | null;
  };
  buyer: { firstname: string; lastname: string; email: string };
  seller: SellerColumns;
  universityName: string | null;
  events: OrderEventRow[];
  dispute: DisputeRow | null;
  review: OrderReviewRow | null;
}

/** A row around the order as its JSON column gives it (times as PostgreSQL writes a timestamptz in JSON). */
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

function orderInContextQuery(db: Database) {
  // The subqueries name the outer row as `orders` (drizzle leaves a lone table's columns unqualified).
  return db
    .select({
      order: orders,
      product: sql<{ slug: string; title: string; imageKeys: string[]; firstImage: VariantRows; doorMaxDays: number | null }>`(
        select json_build_object('slug', p.slug, 'title', p.title, 'imageKeys', p.image_keys, 'doorMaxDays', p.door_max_days,
          'firstImage', ${publicVariantsJson(sql`p.image_keys[1:1]`)})
        from ${products} p where p.id = orders.product_id)`,
      buyer: sql<OrderInContext['buyer']>`(
        select json_build_object('firstname', b.firstname, 'lastname', b.lastname, 'email', b.email)
        from ${users} b where b.id = orders.buyer_id)`,
      seller: sql<SellerColumns>`(
        select json_build_object('sellerId', s.id, 'sellerFirstname', s.firstname, 'sellerLastname', s.lastname,
          'sellerAccountType', k.account_type, 'sellerBrandName', k.brand_name, 'sellerPhotoPath', s.photo_path,
          'sellerVerified', k.id is not null,
          'sellerUniversity', (select u.name from ${universities} u where u.id = coalesce(k.university_id, s.university_id)))
        from ${users} s left join ${kycSubmissions} k on k.user_id = s.id and k.status = ${'APPROVED'}
        where s.id = orders.seller_id)`,
      universityName: sql<string | null>`(select u.name from ${universities} u where u.id = orders.delivery_university_id)`,
      events: sql<Json<OrderEventRow>[] | null>`(
        select json_agg(json_build_object('id', e.id, 'orderId', e.order_id, 'kind', e.kind, 'fromStatus', e.from_status,
          'toStatus', e.to_status, 'actor', e.actor, 'actorId', e.actor_id, 'note', e.note, 'createdAt', e.created_at) order by e.id)
        from ${orderEvents} e where e.order_id = orders.id)`,
      dispute: sql<Json<DisputeRow> | null>`(
        select json_build_object('orderId', d.order_id, 'reason', d.reason, 'photoKeys', d.photo_keys, 'openedAt', d.opened_at,
          'answer', d.answer, 'answeredAt', d.answered_at, 'outcome', d.outcome, 'buyerKobo', d.buyer_kobo,
          'sellerKobo', d.seller_kobo, 'note', d.note, 'decidedBy', d.decided_by, 'decidedAt', d.decided_at)
        from ${orderDisputes} d where d.order_id = orders.id)`,
      review: sql<Json<OrderReviewRow> | null>`(
        select json_build_object('id', r.id, 'rating', r.rating, 'text', r.text, 'createdAt', r.created_at)
        from ${productReviews} r where r.order_id = orders.id)`,
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_in_context');
}

/** Built once per database (or transaction) it runs on: the query is long, and only the id changes. */
const orderInContextQueryOf = perDatabase(orderInContextQuery);

/**
 * Reads an order in its context in one statement (undefined when there is none): the order's
 * columns, and each row around it as JSON from a subquery by primary or unique key, which keeps
 * the statement cheap to plan. Inside a transaction it reads what that transaction sees.
 */
export async function readOrderInContext(db: Database, id: string): Promise<OrderInContext | undefined> {
  if (!isOrderId(id)) return undefined;
  const [row] = await orderInContextQueryOf(db).execute({ id });
  if (!row) return undefined;
  const { dispute, review } = row;
  return {
    order: row.order,
    product: row.product,
    buyer: row.buyer,
    seller: row.seller,
    universityName: row.universityName,
    events: (row.events ?? []).map((event) => ({ ...event, id: Number(event.id), createdAt: new Date(event.createdAt) })),
    dispute: dispute && {
      ...dispute,
      buyerKobo: dispute.buyerKobo === null ? null : Number(dispute.buyerKobo),
      sellerKobo: dispute.sellerKobo === null ? null : Number(dispute.sellerKobo),
      openedAt: new Date(dispute.openedAt),
      answeredAt: dateOf(dispute.answeredAt),
      decidedAt: dateOf(dispute.decidedAt),
    },
    review: review && { ...review, createdAt: new Date(review.createdAt) },
  };
}

/**
 * An order's detail as its buyer, its seller or an administrator sees it (undefined for anyone
 * else), from the order in its context. The escrow code is shown to the buyer only, the platform
 * fee to the seller and administrators (0 for the buyer, who pays none).
 */
export async function describeOrder(
  services: Pick<Services, 'db' | 'clock' | 'config'>,
  context: OrderInContext,
  userId: string,
  isAdmin: boolean,
): Promise<OrderDetail | undefined> {
  const { order: row, product, dispute, review } = context;
  const actor = actorOf(row, userId, isAdmin);
  if (!actor) return undefined;
  const image = imagesFromVariants(product.imageKeys.slice(0, 1), product.firstImage, product.title)[0] ?? null;
  const order = toOrder(
    row,
    {
      product: { id: row.productId, slug: product.slug, title: product.title, image },
      buyerName: `${context.buyer.firstname} ${context.buyer.lastname}`,
      seller: toSellerSummary(context.seller),
      universityName: context.universityName,
      buyerEmail: context.buyer.email,
    },
    actor,
    factsOfRow(row, services.clock.now(), {
      disputeAnswered: dispute === null ? undefined : dispute.answeredAt !== null,
      reviewed: review !== null,
    }),
  );
  return {
    ...order,
    events: context.events.map(toOrderEvent),
    escrowCode: actor === 'buyer' ? row.escrowCode : null,
    handoverLocked: row.handoverFailures >= MAX_HANDOVER_FAILURES,
    deliveryDueAt: row.deliveryDueAt?.toISOString() ?? null,
    timers: runningTimers(row),
    platformFeeKobo: actor === 'buyer' ? 0 : platformFeeOf(row.unitPriceKobo * row.quantity, services.config.platformFeeBps),
    dispute: dispute ? await disputeView(services.db, dispute, actor === 'buyer' || actor === 'seller' ? actor : null) : null,
    review: review ? { rating: review.rating, text: review.text, createdAt: review.createdAt.toISOString() } : null,
  };
}

/** One order with its history, as its buyer, its seller or an administrator sees it; 404 for anyone else. */
export async function orderForCaller(
  services: Pick<Services, 'db' | 'clock' | 'config'>,
  id: string,
  userId: string,
  isAdmin: boolean,
): Promise<OrderDetail> {
  const context = await readOrderInContext(services.db, id);
  const detail = context && (await describeOrder(services, context, userId, isAdmin));
  if (!detail) throw notFound(ORDER_NOT_FOUND);
  return detail;
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
