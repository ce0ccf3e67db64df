import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ProductCard, ProductDetail, ProductListResponse, productListQuerySchema, Review } from '../../../contract';
import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { notFound } from '../../http/api-error';
import { imagesFromVariants, publicVariantsJson } from '../file/listing-images';
import { catalogueCache } from '../listing/read-cache';
import { countOfRows, pageInfo, pageRequest, totalOfPage, windowTotal } from '../listing/paging';
import { isSlug, isUuid } from '../listing/params';
import { matchesSearch, searchRank, searchTerms, searchWithCorrection } from '../listing/search';
import type { SearchTerms } from '../listing/search';
import {
  reviewerName,
  sellerColumns,
  sellerKyc,
  sellerKycJoin,
  sellerUniversityId,
  sellerUser,
  withSeller,
} from '../listing/seller';
import { currentSlugFor } from '../listing/slug';
import { sellerNotBlocked, sellerNotHidden } from '../listing/visibility';
import { profilePhotoOf } from '../user/photo-view';
import { users } from '../user/schema';
import { productReviews, products } from './schema';
import { sellerTrust } from '../safety/trust';
import { toProductCard, toProductDetail } from './view';

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
  // The first photo's sizes, read with the row.
  firstImage: publicVariantsJson(sql`${products.imageKeys}[1:1]`),
};

/** A review as the detail's query reads it (JSON: the time is text). */
interface ReviewJson {
  id: string;
  rating: number;
  text: string;
  createdAt: string;
  firstname: string;
  lastname: string;
  photoPath: string | null;
}

/** The latest 10 reviews of the product, newest first, as a JSON array read with its row. */
const latestReviewsJson = sql<
  ReviewJson[]
>`(select coalesce(json_agg(json_build_object('id', lr.id, 'rating', lr.rating, 'text', lr.text, 'createdAt', lr.created_at, 'firstname', lr.firstname, 'lastname', lr.lastname, 'photoPath', lr.photo_path) order by lr.created_at desc, lr.id desc), '[]'::json) from (select r.id, r.rating, r.text, r.created_at, u.firstname, u.lastname, u.photo_path from product_reviews r inner join users u on u.id = r.author_id where r.product_id = "products"."id" order by r.created_at desc, r.id desc limit 10) lr)`;

/** The columns a detail shows: all but the search document, which only the database reads. */
const { searchVector: _searchVector, ...productColumns } = getTableColumns(products);

/**
 * The statements every catalogue read sends, built and named once per database: the query
 * text is made once, and PostgreSQL plans each once per connection.
 */
function prepareStatements(db: Database) {
  const detail = (name: string, where: SQL) =>
    withSeller(
      db
        .select({
          product: productColumns,
          ...sellerColumns,
          sellerHiddenAt: sellerUser.hiddenAt,
          ratingAverage,
          ratingCount,
          variants: publicVariantsJson(sql`${products.imageKeys}`),
          reviews: latestReviewsJson,
        })
        .from(products)
        .$dynamic(),
      products.sellerId,
    )
      .where(where)
      .limit(1)
      .prepare(name);
  return {
    // The ids travel as one comma-separated parameter, so one statement serves any number of them.
    cardsByIds: withSeller(db.select(cardColumns).from(products).$dynamic(), products.sellerId)
      .where(sql`${products.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`)
      .prepare('product_cards_by_ids'),
    detailBySlug: detail('product_detail_by_slug', eq(products.slug, sql.placeholder('slug'))),
    detailById: detail('product_detail_by_id', eq(products.id, sql.placeholder('id'))),
  };
}

const statementsOf = perDatabase(prepareStatements);

/** Product cards by id, whatever their status (saved items show a hidden product with its status): one query. */
export async function productCardsByIds(db: Database, ids: string[]): Promise<Map<string, ProductCard>> {
  if (ids.length === 0) return new Map();
  const rows = await statementsOf(db).cardsByIds.execute({ ids: ids.join(',') });
  return new Map(
    rows.map((row) => [row.id, toProductCard(row, imagesFromVariants(row.imageKeys.slice(0, 1), row.firstImage, '')[0])]),
  );
}

/**
 * GET /v1/products: active products matching the filters, a page at a time, leaving out those of
 * sellers hidden pending review and of sellers the viewer blocked. The page's ids
 * and the total over all pages come from one query (a window count), then the cards of those
 * ids only, with seller, rating and photo, in one more. Pages are kept briefly (read-cache.ts).
 */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
  blockedSellerIds: readonly string[] = [],
): Promise<ProductListResponse> {
  const request = pageRequest(query);
  const terms = query.search ? searchTerms(query.search) : undefined;
  const ids = query.ids?.split(',').filter(isUuid);
  if (ids?.length === 0) return { data: [], page: pageInfo(request, 0) };

  const filters: (SQL | undefined)[] = [
    eq(products.status, 'active'),
    query.category ? eq(products.category, query.category) : undefined,
    query.minPrice !== undefined ? gte(products.priceKobo, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.priceKobo, query.maxPrice) : undefined,
    query.sellerType ? sql`coalesce(${sellerKyc.accountType}, 'individual') = ${query.sellerType}` : undefined,
    query.university !== undefined ? sql`${sellerUniversityId} = ${query.university}` : undefined,
    query.seller ? eq(products.sellerId, query.seller) : undefined,
    ids ? inArray(products.id, ids) : undefined,
    query.exclude ? ne(products.id, query.exclude) : undefined,
    sellerNotHidden(products),
    sellerNotBlocked(products.sellerId, blockedSellerIds),
  ];

  const sort = query.sort ?? (terms ? 'relevance' : ids ? undefined : 'newest');
  const newest = [desc(products.createdAt), desc(products.id)];
  const orderFor = (search: SearchTerms | undefined): SQL[] => {
    if (sort === 'relevance' && search) return [desc(searchRank(search, products.searchVector)), ...newest];
    if (sort === 'price_asc') return [asc(products.priceKobo), ...newest];
    if (sort === 'price_desc') return [desc(products.priceKobo), ...newest];
    if (sort === undefined && ids)
      return [
        sql`case ${products.id} ${sql.join(
          ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
          sql` `,
        )} end`,
      ];
    return newest;
  };

  // Filters on the seller need their account and KYC rows; the others read products alone.
  const bySeller = query.sellerType !== undefined || query.university !== undefined;
  const run = async (search?: SearchTerms) => {
    const conditions = search ? [...filters, matchesSearch(search, products.searchVector)] : filters;
    // First the page's ids and the total (a window count), from products alone where it can;
    // then the cards of those ids only, so seller, rating and photos are read for 12 rows, not for every match.
    const pageQuery = db.select({ id: products.id, total: windowTotal }).from(products).$dynamic();
    const rows = await (
      bySeller
        ? pageQuery.innerJoin(sellerUser, eq(sellerUser.id, products.sellerId)).leftJoin(sellerKyc, sellerKycJoin)
        : pageQuery
    )
      .where(and(...conditions))
      .orderBy(...orderFor(search))
      .limit(request.pageSize)
      .offset(request.offset);
    const total = await totalOfPage(rows, request, () => {
      const countQuery = db.select(countOfRows).from(products).$dynamic();
      return (
        bySeller
          ? countQuery.innerJoin(sellerUser, eq(sellerUser.id, products.sellerId)).leftJoin(sellerKyc, sellerKycJoin)
          : countQuery
      ).where(and(...conditions));
    });
    return { ids: rows.map((row) => row.id), total };
  };
  const read = async (): Promise<ProductListResponse> => {
    const { result, correctedQuery } = terms ? await searchWithCorrection(db, 'products', terms, run) : { result: await run() };
    const cards = await productCardsByIds(db, result.ids);
    const page = { data: result.ids.flatMap((id) => cards.get(id) ?? []), page: pageInfo(request, result.total) };
    return correctedQuery ? { ...page, correctedQuery } : page;
  };
  const key = JSON.stringify([
    terms?.text,
    query.category,
    query.minPrice,
    query.maxPrice,
    query.sellerType,
    query.university,
    query.seller,
    ids,
    query.exclude,
    sort,
    request.page,
    request.pageSize,
    blockedSellerIds,
  ]);
  return catalogueCache<ProductListResponse>(db, 'product-pages').get(key, read);
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
      photoPath: users.photoPath,
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
    authorAvatar: profilePhotoOf(row.photoPath),
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type ProductLookup = { found: ProductDetail } | { movedTo: string };

type DetailRow = Awaited<ReturnType<ReturnType<typeof prepareStatements>['detailBySlug']['execute']>>[number];

/** The detail of one product as `viewerId` may see it: a hidden product, or a hidden seller's, only by its seller. */
export async function productDetailById(db: Database, id: string, viewerId?: string): Promise<ProductDetail> {
  const [row] = isUuid(id) ? await statementsOf(db).detailById.execute({ id }) : [];
  return detailOf(db, row, viewerId);
}

async function detailOf(db: Database, row: DetailRow | undefined, viewerId: string | undefined): Promise<ProductDetail> {
  const shown = row?.product.status === 'active' && row.sellerHiddenAt === null;
  if (!row || (!shown && row.product.sellerId !== viewerId)) throw notFound('Product not found');
  const images = imagesFromVariants(row.product.imageKeys, row.variants, row.product.title);
  const reviews: Review[] = row.reviews.map((review) => ({
    id: review.id,
    authorName: reviewerName(review.firstname, review.lastname),
    authorAvatar: profilePhotoOf(review.photoPath),
    rating: review.rating,
    text: review.text,
    createdAt: new Date(review.createdAt).toISOString(),
  }));
  return toProductDetail({ ...row.product, ...row }, images, reviews, await sellerTrust(db, row.product.sellerId));
}

/**
 * GET /v1/products/{slug}: the product, or where it moved (an old slug), or 404. An inactive
 * or archived product is shown to its seller only. The product, its seller, rating, photos
 * and latest reviews come in one query.
 */
export async function productBySlug(db: Database, slug: string, viewerId?: string): Promise<ProductLookup> {
  if (!isSlug(slug)) throw notFound('Product not found');
  // What the slug names, kept briefly (read-cache.ts); who may see it is judged per request.
  const named = await catalogueCache<{ row?: DetailRow; movedTo?: string }>(db, 'product-details').get(slug, async () => {
    const [row] = await statementsOf(db).detailBySlug.execute({ slug });
    return row ? { row } : { movedTo: await currentSlugFor(db, 'products', slug) };
  });
  if (named.movedTo) return { movedTo: named.movedTo };
  return { found: await detailOf(db, named.row, viewerId) };
}
