import type { ListingImage, ProductCard, ProductDetail, Review, SellerTrust } from '../../../contract';
import { listingCardOpening } from '../listing/shared-fields';
import type { SellerColumns } from '../listing/seller';
import { toSellerSummary } from '../listing/seller';
import type { products } from './schema';

export type ProductRow = typeof products.$inferSelect;

/** What a card needs of a product, read with its seller and rating in one query. */
export type ProductCardRow = Pick<
  ProductRow,
  'id' | 'slug' | 'title' | 'category' | 'descriptionText' | 'priceKobo' | 'unitsAvailable' | 'imageKeys' | 'status'
> &
  SellerColumns & { ratingAverage: number | null; ratingCount: number };

export function ratingSummary(average: number | null, count: number) {
  return { average: average === null || count === 0 ? null : Math.round(Number(average) * 100) / 100, count: Number(count) };
}

export function toProductCard(row: ProductCardRow, image: ListingImage | undefined): ProductCard {
  return {
    ...listingCardOpening(row),
    priceKobo: row.priceKobo,
    unitsAvailable: row.unitsAvailable,
    image: image ? { ...image, alt: row.title } : null,
    rating: ratingSummary(row.ratingAverage, row.ratingCount),
    seller: toSellerSummary(row),
    status: row.status,
  };
}

export function toProductDetail(
  row: Omit<ProductRow, 'searchVector'> & SellerColumns & { ratingAverage: number | null; ratingCount: number },
  images: ListingImage[],
  reviews: Review[],
  sellerTrust: SellerTrust,
): ProductDetail {
  return {
    ...toProductCard(row, images[0]),
    descriptionHtml: row.descriptionHtml,
    condition: row.condition,
    brand: row.brand,
    images,
    campusOnly: row.campusOnly,
    delivery: {
      pickup: row.pickup,
      door:
        row.doorFeeKobo !== null && row.doorMinDays !== null && row.doorMaxDays !== null
          ? { feeKobo: row.doorFeeKobo, minDays: row.doorMinDays, maxDays: row.doorMaxDays }
          : null,
    },
    reviews,
    sellerTrust,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
