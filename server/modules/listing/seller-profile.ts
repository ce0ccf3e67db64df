import { and, eq, gt, sql } from 'drizzle-orm';
import type { SellerProfile } from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { events } from '../event/schema';
import { latestReviews } from '../product/queries';
import { products } from '../product/schema';
import { ratingSummary } from '../product/view';
import { isUuid } from './params';
import {
  sellerColumns,
  sellerKyc,
  sellerKycJoin,
  sellerUniversity,
  sellerUniversityJoin,
  sellerUser,
  toSellerSummary,
} from './seller';

/**
 * GET /v1/sellers/{id}: a KYC-approved seller's public face; anyone else is not found. The
 * rating is over every review of their products; counts are of what a visitor can see.
 */
export async function sellerProfile(db: Database, id: string, now: Date): Promise<SellerProfile> {
  const [row] = isUuid(id)
    ? await db
        .select({
          ...sellerColumns,
          about: sellerUser.about,
          brandDescription: sellerKyc.brandDescription,
          memberSince: sellerUser.createdAt,
          // Qualified by hand, so the outer seller is never confused with a column of the subquery.
          ratingAverage: sql<
            number | null
          >`(select avg(r.rating)::float8 from product_reviews r inner join products p on p.id = r.product_id where p.seller_id = "seller_user"."id")`,
          ratingCount: sql<number>`(select count(*)::int from product_reviews r inner join products p on p.id = r.product_id where p.seller_id = "seller_user"."id")`,
          productCount: sql<number>`(select count(*)::int from products p where p.seller_id = "seller_user"."id" and p.status = 'active')`,
        })
        .from(sellerUser)
        .innerJoin(sellerKyc, sellerKycJoin)
        .leftJoin(sellerUniversity, sellerUniversityJoin)
        .where(and(eq(sellerUser.id, id), eq(sellerUser.kycStatus, 'APPROVED')))
        .limit(1)
    : [];
  if (!row) throw notFound('Seller not found');
  const [eventCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .where(and(eq(events.sellerId, row.sellerId), eq(events.status, 'active'), gt(events.endsAt, now)));
  const summary = toSellerSummary(row);
  return {
    ...summary,
    // What they wrote themselves; a brand that has not, its KYC description.
    about: row.about ?? (summary.sellerType === 'brand' ? row.brandDescription : null),
    rating: ratingSummary(row.ratingAverage, row.ratingCount),
    productCount: Number(row.productCount),
    eventCount: Number(eventCount?.count ?? 0),
    reviews: await latestReviews(db, eq(products.sellerId, row.sellerId)),
    memberSince: row.memberSince.toISOString(),
  };
}
