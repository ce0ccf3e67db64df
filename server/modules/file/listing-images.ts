import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ListingImage } from '../../../contract';
import type { Database } from '../../db/database';
import { invalidField } from '../../http/api-error';
import { fileVariants, files } from './schema';

/** The width a listing shows by default; `url` is this variant, or the largest one below it. */
const DEFAULT_WIDTH = 640;

const NOT_OWN_PHOTO = 'Each photo must be one you uploaded as a listing photo';

const fileUrl = (bucket: string, key: string) => `/v1/file/${bucket}/${key}`;

/** One stored WebP size of a public upload, as the listing reads need it. */
export interface VariantRow {
  fileKey: string;
  bucket: string;
  key: string;
  width: number;
  height: number;
}

/**
 * The variants of the public uploads among `keys` (a text[] expression), as one JSON array
 * ordered by upload and width, or null when there are none: lets a listing read its photos in
 * the same query as its row (`imagesFromVariants` turns the array into images). Each variant's
 * upload is looked up by its key (a lateral subquery with a limit, which PostgreSQL neither
 * flattens nor hashes): as a plain join, a small `files` table was read whole for every row.
 */
export function publicVariantsJson(keys: SQL): SQL<VariantRow[] | null> {
  return sql<
    VariantRow[] | null
  >`(select json_agg(json_build_object('fileKey', fv.file_key, 'bucket', pf.bucket, 'key', fv.key, 'width', fv.width, 'height', fv.height) order by fv.file_key, fv.width) from file_variants fv cross join lateral (select f.bucket from files f where f.key = fv.file_key and f.visibility = 'public' limit 1) pf where fv.file_key = any(${keys}))`;
}

/**
 * Listing photos for the given upload keys, in the order given, from their variants (ordered
 * by upload and width). A key without variants is left out.
 */
export function imagesFromVariants(keys: string[], rows: readonly VariantRow[] | null, alt: string): ListingImage[] {
  const byFile = new Map<string, VariantRow[]>();
  for (const row of rows ?? []) {
    const list = byFile.get(row.fileKey) ?? [];
    list.push(row);
    byFile.set(row.fileKey, list);
  }

  const images: ListingImage[] = [];
  for (const key of keys) {
    const variants = byFile.get(key);
    const largest = variants?.at(-1);
    if (!variants || !largest) continue;
    const shown = variants.filter((variant) => variant.width <= DEFAULT_WIDTH).at(-1) ?? variants[0] ?? largest;
    images.push({
      key,
      url: fileUrl(shown.bucket, shown.key),
      width: largest.width,
      height: largest.height,
      alt,
      variants: variants.map((variant) => ({ width: variant.width, url: fileUrl(variant.bucket, variant.key) })),
    });
  }
  return images;
}

/**
 * Listing photos for the given upload keys, in the order given. A key that is not a public
 * upload with re-encoded variants is left out (listings only ever hold such keys).
 */
export async function listingImagesOf(db: Database, keys: string[], alt: string): Promise<ListingImage[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      fileKey: fileVariants.fileKey,
      bucket: files.bucket,
      key: fileVariants.key,
      width: fileVariants.width,
      height: fileVariants.height,
    })
    .from(fileVariants)
    .innerJoin(files, eq(files.key, fileVariants.fileKey))
    .where(and(inArray(fileVariants.fileKey, [...new Set(keys)]), eq(files.visibility, 'public')))
    .orderBy(asc(fileVariants.fileKey), asc(fileVariants.width));
  return imagesFromVariants(keys, rows, alt);
}

/**
 * Refuses (400, on `field`) any key that is not a public upload of `ownerId` re-encoded as a
 * listing photo: a listing may show only its seller's own public photos.
 */
export async function assertOwnPublicImages(db: Database, ownerId: string, keys: string[], field: string): Promise<void> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return;
  const found = await db
    .selectDistinct({ key: files.key })
    .from(files)
    .innerJoin(fileVariants, eq(fileVariants.fileKey, files.key))
    .where(and(inArray(files.key, wanted), eq(files.ownerId, ownerId), eq(files.visibility, 'public')));
  if (found.length !== wanted.length) throw invalidField(field, NOT_OWN_PHOTO);
}
