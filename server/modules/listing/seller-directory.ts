import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SellerDirectoryResponse } from '../../../contract';
import type { Database } from '../../db/database';
import { ratingSummary } from '../product/view';
import { pageInfo, pageRequest } from './paging';
import {
  sellerColumns,
  sellerKyc,
  sellerKycJoin,
  sellerUniversity,
  sellerUniversityId,
  sellerUniversityJoin,
  sellerUser,
  toSellerSummary,
} from './seller';

export interface SellerDirectoryFilters {
  search?: string;
  university?: number;
  sellerType?: 'individual' | 'brand';
  page?: number;
  pageSize?: number;
}

/** The name a seller sells under (as toSellerSummary names them): a brand's never leads to its owner's. */
const sellingName = sql`case when ${sellerKyc.accountType} = 'brand' and ${sellerKyc.brandName} is not null then ${sellerKyc.brandName} else ${sellerUser.firstname} || ' ' || ${sellerUser.lastname} end`;

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /v1/sellers: KYC-approved sellers only (a student who only buys is never listed), those
 * with the most live listings first, then by name. Search matches the name a seller sells
 * under only.
 */
export async function sellerDirectory(
  db: Database,
  filters: SellerDirectoryFilters,
  now: Date,
): Promise<SellerDirectoryResponse> {
  const request = pageRequest(filters);
  const conditions: SQL[] = [eq(sellerUser.kycStatus, 'APPROVED')];
  const search = filters.search?.trim();
  if (search) {
    const pattern = containing(search);
    conditions.push(sql`${sellingName} ilike ${pattern}`);
  }
  if (filters.university !== undefined) conditions.push(sql`${sellerUniversityId} = ${filters.university}`);
  if (filters.sellerType) conditions.push(eq(sellerKyc.accountType, filters.sellerType));

  const productCount = sql<number>`(select count(*)::int from products p where p.seller_id = "seller_user"."id" and p.status = 'active')`;
  const eventCount = sql<number>`(select count(*)::int from events e where e.seller_id = "seller_user"."id" and e.status = 'active' and e.ends_at > ${now})`;
  const rows = await db
    .select({
      ...sellerColumns,
      memberSince: sellerUser.createdAt,
      ratingAverage: sql<
        number | null
      >`(select avg(r.rating)::float8 from product_reviews r inner join products p on p.id = r.product_id where p.seller_id = "seller_user"."id")`,
      ratingCount: sql<number>`(select count(*)::int from product_reviews r inner join products p on p.id = r.product_id where p.seller_id = "seller_user"."id")`,
      productCount,
      eventCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(sellerUser)
    .innerJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .where(and(...conditions))
    .orderBy(sql`${productCount} + ${eventCount} desc`, sql`lower(${sellingName})`, sellerUser.id)
    .limit(request.pageSize)
    .offset(request.offset);

  const total = rows[0]?.total ?? (request.page > 1 ? await countSellers(db, conditions) : 0);
  return {
    data: rows.map((row) => ({
      ...toSellerSummary(row),
      rating: ratingSummary(row.ratingAverage, row.ratingCount),
      productCount: Number(row.productCount),
      eventCount: Number(row.eventCount),
      memberSince: row.memberSince.toISOString(),
    })),
    page: pageInfo(request, total),
  };
}

/** The total when the page asked for is past the end (so the page has no rows to carry it). */
async function countSellers(db: Database, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sellerUser)
    .innerJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .where(and(...conditions));
  return Number(row?.count ?? 0);
}
