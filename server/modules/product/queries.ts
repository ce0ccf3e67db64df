import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  ListingImage,
  ProductCard,
  ProductDetail,
  ProductListResponse,
  productListQuerySchema,
  Review,
} from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { listingImagesOf } from '../file/listing-images';
import { pageInfo, pageRequest } from '../listing/paging';
import { isSlug, isUuid } from '../listing/params';
import { matchesSearch, searchRank, searchTerms, withSearchThreshold } from '../listing/search';
import {
  reviewerName,
  sellerColumns,
  sellerKyc,
  sellerKycJoin,
  sellerUniversity,
  sellerUniversityId,
  sellerUniversityJoin,
  sellerUser,
} from '../listing/seller';
import { currentSlugFor } from '../listing/slug';
import { users } from '../user/schema';
import { productReviews, products } from './schema';
import { toProductCard, toProductDetail } from './view';
import type { ProductCardRow } from './view';

export type ProductListQuery = v.InferOutput<typeof productListQuerySchema>;

// Written out with qualified names: drizzle leaves columns unqualified when a query reads one
// table, and an unqualified "id" inside the subquery would name the review's own id.
const ratingAverage = sql<
  number | null
>`(select avg(r.rating)::float8 from product_reviews r where r.product_id = "products"."id")`;
const ratingCount = sql<number>`(select count(*)::int from product_reviews r where r.product_id = "products"."id")`;

const cardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  category: products.category,
  descriptionText: products.descriptionText,
  priceKobo: products.priceKobo,
  unitsAvailable: products.unitsAvailable,
  imageKeys: products.imageKeys,
  status: products.status,
  ...sellerColumns,
  ratingAverage,
  ratingCount,
};

/** Cards for product rows: the first photo of each, read in one query. */
export async function toCards(db: Database, rows: ProductCardRow[]): Promise<ProductCard[]> {
  const firstKeys = rows.flatMap((row) => row.imageKeys.slice(0, 1));
  const images = new Map<string, ListingImage>((await listingImagesOf(db, firstKeys, '')).map((image) => [image.key, image]));
  return rows.map((row) => toProductCard(row, row.imageKeys[0] ? images.get(row.imageKeys[0]) : undefined));
}

/** Product cards by id, whatever their status (saved items show a hidden product with its status). */
export async function productCardsByIds(db: Database, ids: string[]): Promise<Map<string, ProductCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(sellerUser, eq(sellerUser.id, products.sellerId))
    .leftJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .where(inArray(products.id, ids));
  const cards = await toCards(db, rows);
  return new Map(cards.map((card) => [card.id, card]));
}

/**
 * GET /v1/products: active products matching the filters, a page at a time. The total comes
 * with the rows (a window count), so a page is one query plus one for the photos.
 */
export async function listProducts(db: Database, query: ProductListQuery): Promise<ProductListResponse> {
  const request = pageRequest(query);
  const terms = query.search ? searchTerms(query.search) : undefined;
  const ids = query.ids?.split(',').filter(isUuid);
  if (ids?.length === 0) return { data: [], page: pageInfo(request, 0) };

  const conditions: (SQL | undefined)[] = [
    eq(products.status, 'active'),
    query.category ? eq(products.category, query.category) : undefined,
    query.minPrice !== undefined ? gte(products.priceKobo, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.priceKobo, query.maxPrice) : undefined,
    query.sellerType ? sql`coalesce(${sellerKyc.accountType}, 'individual') = ${query.sellerType}` : undefined,
    query.university !== undefined ? sql`${sellerUniversityId} = ${query.university}` : undefined,
    query.seller ? eq(products.sellerId, query.seller) : undefined,
    ids ? inArray(products.id, ids) : undefined,
    query.exclude ? ne(products.id, query.exclude) : undefined,
    terms ? matchesSearch(terms, products.searchVector, products.title) : undefined,
  ];

  const sort = query.sort ?? (terms ? 'relevance' : ids ? undefined : 'newest');
  const newest = [desc(products.createdAt), desc(products.id)];
  let order: SQL[];
  if (sort === 'relevance' && terms) order = [desc(searchRank(terms, products.searchVector, products.title)), ...newest];
  else if (sort === 'price_asc') order = [asc(products.priceKobo), ...newest];
  else if (sort === 'price_desc') order = [desc(products.priceKobo), ...newest];
  else if (sort === undefined && ids)
    order = [
      sql`case ${products.id} ${sql.join(
        ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
        sql` `,
      )} end`,
    ];
  else order = newest;

  // Filters on the seller need their account and KYC rows; the others read products alone.
  const bySeller = query.sellerType !== undefined || query.university !== undefined;
  const run = async (tx: Database) => {
    // First the page's ids and the total (a window count), from products alone where it can;
    // then the cards of those ids only, so seller, rating and photos are read for 12 rows, not for every match.
    const pageQuery = tx
      .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .$dynamic();
    const rows = await (
      bySeller
        ? pageQuery.innerJoin(sellerUser, eq(sellerUser.id, products.sellerId)).leftJoin(sellerKyc, sellerKycJoin)
        : pageQuery
    )
      .where(and(...conditions))
      .orderBy(...order)
      .limit(request.pageSize)
      .offset(request.offset);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && request.offset > 0) {
      // Past the last page: count on its own so the page numbers stay right.
      const countQuery = tx
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .$dynamic();
      const [counted] = await (
        bySeller
          ? countQuery.innerJoin(sellerUser, eq(sellerUser.id, products.sellerId)).leftJoin(sellerKyc, sellerKycJoin)
          : countQuery
      ).where(and(...conditions));
      total = counted?.total ?? 0;
    }
    return { ids: rows.map((row) => row.id), total };
  };
  const { ids: pageIds, total } = terms ? await withSearchThreshold(db, run) : await run(db);
  const cards = await productCardsByIds(db, pageIds);
  return { data: pageIds.flatMap((id) => cards.get(id) ?? []), page: pageInfo(request, total) };
}

/** The latest reviews of some products, newest first. */
export async function latestReviews(db: Database, where: SQL, limit = 10): Promise<Review[]> {
  const rows = await db
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      text: productReviews.text,
      createdAt: productReviews.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.authorId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(where)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    authorName: reviewerName(row.firstname, row.lastname),
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type ProductLookup = { found: ProductDetail } | { movedTo: string };

/** One product with its seller and rating, by a condition; undefined when none. */
async function productWhere(db: Database, where: SQL) {
  const [row] = await db
    .select({ product: products, ...sellerColumns, ratingAverage, ratingCount })
    .from(products)
    .innerJoin(sellerUser, eq(sellerUser.id, products.sellerId))
    .leftJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .where(where)
    .limit(1);
  return row;
}

/** The detail of one product as `viewerId` may see it: a hidden product only by its seller. */
export async function productDetailById(db: Database, id: string, viewerId?: string): Promise<ProductDetail> {
  const row = isUuid(id) ? await productWhere(db, eq(products.id, id)) : undefined;
  return detailOf(db, row, viewerId);
}

async function detailOf(
  db: Database,
  row: Awaited<ReturnType<typeof productWhere>>,
  viewerId: string | undefined,
): Promise<ProductDetail> {
  if (!row || (row.product.status !== 'active' && row.product.sellerId !== viewerId)) throw notFound('Product not found');
  const [images, reviews] = [
    await listingImagesOf(db, row.product.imageKeys, row.product.title),
    await latestReviews(db, eq(productReviews.productId, row.product.id)),
  ];
  return toProductDetail({ ...row.product, ...row }, images, reviews);
}

/**
 * GET /v1/products/{slug}: the product, or where it moved (an old slug), or 404. An inactive
 * or archived product is shown to its seller only.
 */
export async function productBySlug(db: Database, slug: string, viewerId?: string): Promise<ProductLookup> {
  if (!isSlug(slug)) throw notFound('Product not found');
  const row = await productWhere(db, eq(products.slug, slug));
  if (!row) {
    const movedTo = await currentSlugFor(db, 'products', slug);
    if (movedTo) return { movedTo };
  }
  return { found: await detailOf(db, row, viewerId) };
}
