/**
 * A seller's trust figures (`sellerTrustSchema`), read from their own orders, chats and reviews,
 * never typed in by anyone (docs/trust-and-safety.md says how each is counted):
 *
 * - completed orders: product orders completed (a completed order was never disputed: a
 *   disputed one ends resolved or cancelled) and paid ticket orders released to the organiser;
 *   a free ticket moves no money and proves nothing about a seller;
 * - median first reply: over the conversations about the seller's listings, the minutes from the
 *   buyer's first message to the seller's first message after it; a conversation the seller has
 *   not answered yet does not count;
 * - on-time delivery: of the product orders that were due (accepted, so a delivery time was
 *   promised) and then delivered (marked arrived or handed over) or cancelled by the buyer for
 *   being late, the share delivered by the promised time;
 * - rating: every review of the seller's products, as the seller's profile shows it.
 */
import { sql } from 'drizzle-orm';
import type { SellerTrust } from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { catalogueCache } from '../listing/read-cache';

/**
 * The orders a seller completed, as an SQL count for the seller `sellerId` (a column or a value):
 * the trust figure, and what a new seller's first withdrawal waits for (`wallet/first-withdrawal.ts`).
 */
export const completedSalesOf = (sellerId: unknown) => sql<number>`(
  (select count(*) from orders o where o.seller_id = ${sellerId} and o.status = 'completed')
  + (select count(*) from ticket_orders t where t.seller_id = ${sellerId} and t.status = 'completed' and t.total_kobo > 0)
)::int`;

/** The order events that deliver a product order: the seller marked it arrived, or handed it over with the code. */
const DELIVERED_EVENTS = sql.raw(`'arrived', 'handover'`);

type TrustRow = {
  member_since: unknown;
  verified: unknown;
  completed: unknown;
  median_reply_seconds: unknown;
  due_deliveries: unknown;
  on_time_deliveries: unknown;
  rating_average: unknown;
  rating_count: unknown;
};

async function readSellerTrust(db: Database, sellerId: string): Promise<SellerTrust> {
  const result = await db.execute(sql`
    with seller_chats as (
      select c.id from chats c
      where c.seller_id = ${sellerId} and (c.user_low = ${sellerId} or c.user_high = ${sellerId})
    ),
    asked as (
      select sc.id,
             (select min(m.created_at) from chat_messages m where m.chat_id = sc.id and m.sender_id <> ${sellerId}) as asked_at
      from seller_chats sc
    ),
    replies as (
      select a.asked_at,
             (select min(m.created_at) from chat_messages m
              where m.chat_id = a.id and m.sender_id = ${sellerId} and m.created_at >= a.asked_at) as replied_at
      from asked a where a.asked_at is not null
    ),
    due as (
      select o.delivery_due_at,
             (select min(ev.created_at) from order_events ev
              where ev.order_id = o.id and ev.kind in (${DELIVERED_EVENTS})) as delivered_at,
             exists (select 1 from order_events ev
                     where ev.order_id = o.id and ev.kind = 'cancel'
                       and ev.from_status in ('accepted', 'out_for_delivery')) as cancelled_late
      from orders o
      where o.seller_id = ${sellerId} and o.delivery_due_at is not null
    )
    select u.created_at as member_since,
           (u.kyc_status = 'APPROVED') as verified,
           ${completedSalesOf(sellerId)} as completed,
           (select percentile_cont(0.5) within group (order by extract(epoch from r.replied_at - r.asked_at))
              from replies r where r.replied_at is not null) as median_reply_seconds,
           (select count(*) from due d where d.delivered_at is not null or d.cancelled_late)::int as due_deliveries,
           (select count(*) from due d where d.delivered_at <= d.delivery_due_at)::int as on_time_deliveries,
           (select avg(rv.rating)::float8 from product_reviews rv join products p on p.id = rv.product_id
              where p.seller_id = u.id) as rating_average,
           (select count(*) from product_reviews rv join products p on p.id = rv.product_id
              where p.seller_id = u.id)::int as rating_count
    from users u
    where u.id = ${sellerId}`);
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  const [row] = (result as unknown as { rows: TrustRow[] }).rows;
  if (!row) throw notFound('Seller not found');
  const dueDeliveries = Number(row.due_deliveries);
  const ratingCount = Number(row.rating_count);
  return {
    memberSince: new Date(row.member_since as string | Date).toISOString(),
    verifiedStudent: row.verified === true,
    completedOrders: Number(row.completed),
    medianFirstReplyMinutes: row.median_reply_seconds === null ? null : Math.round(Number(row.median_reply_seconds) / 60),
    onTimeDeliveryRate: dueDeliveries === 0 ? null : Math.round((Number(row.on_time_deliveries) / dueDeliveries) * 100) / 100,
    rating: {
      average: ratingCount === 0 ? 0 : Math.round(Number(row.rating_average) * 100) / 100,
      count: ratingCount,
    },
  };
}

/**
 * The seller's trust figures, kept as briefly as the catalogue's pages (`read-cache.ts`): every
 * write through the API clears them, so a completed order or a reply shows at once.
 */
export function sellerTrust(db: Database, sellerId: string): Promise<SellerTrust> {
  return catalogueCache<SellerTrust>(db, 'seller-trust').get(sellerId, () => readSellerTrust(db, sellerId));
}

/** Whether `userId` has completed a sale (see `completedSalesOf`). */
export async function hasCompletedSale(db: Database, userId: string): Promise<boolean> {
  const result = await db.execute(sql`select ${completedSalesOf(userId)} as completed`);
  const [row] = (result as unknown as { rows: { completed: unknown }[] }).rows;
  return Number(row?.completed ?? 0) > 0;
}
