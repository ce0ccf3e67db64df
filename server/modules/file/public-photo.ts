import { fileTypeNotSupportedMessage } from '../../../contract';
import { randomToken } from '../../crypto/tokens';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import { isPhotoType } from './image-type';
import type { ImageType } from './image-type';
import { encodeListingPhoto } from './listing-photo';
import { photoRefusal, UnreadablePhotoError } from './photo-reader';
import type { EncodedVariant } from './photo-reader';
import { fileVariants, files } from './schema';

export interface PublicPhotoInput {
  bytes: Uint8Array;
  type: ImageType;
  ownerId: string;
  originalName: string;
}

const notSupported = () => new ApiError(415, fileTypeNotSupportedMessage, { file: fileTypeNotSupportedMessage });

/** Encodes with `encode`, answering a picture that cannot be read as the client's 413 / 415. */
export async function encodeUpload<T>(encode: () => Promise<T>): Promise<T> {
  try {
    return await encode();
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw photoRefusal(error);
    throw error;
  }
}

/** A public photo's sizes as stored: each variant with its key in the bucket. */
export interface StoredPhoto {
  key: string;
  bucket: string;
  ownerId: string;
  originalName: string;
  variants: readonly (EncodedVariant & { key: string })[];
}

/**
 * Writes the rows of a public WebP photo whose bytes are stored already: the file under the
 * largest variant's key (`photo.key`), and one row per size.
 */
export async function insertPhotoRows(tx: Database, photo: StoredPhoto, now: Date): Promise<void> {
  const largest = photo.variants[photo.variants.length - 1];
  if (!largest) throw new Error('a photo without any size');
  await tx.insert(files).values({
    key: photo.key,
    bucket: photo.bucket,
    ownerId: photo.ownerId,
    visibility: 'public',
    contentType: 'image/webp',
    originalName: photo.originalName,
    size: largest.bytes.byteLength,
    createdAt: now,
  });
  await tx.insert(fileVariants).values(
    photo.variants.map((variant) => ({
      key: variant.key,
      fileKey: photo.key,
      width: variant.width,
      height: variant.height,
      size: variant.bytes.byteLength,
    })),
  );
}

/**
 * Stores a public upload (a listing photo) as WebP variants: the largest under the upload's key
 * `<name>.webp`, each smaller one under `<name>-<width>.webp`. An SVG is refused (415), never
 * rasterised. Answers what the upload names.
 */
export async function storePublicPhoto(
  services: Pick<Services, 'db' | 'storage' | 'clock' | 'config'>,
  input: PublicPhotoInput,
): Promise<{ key: string; mime: 'image/webp'; size: number }> {
  const { db, storage, clock, config } = services;
  const bucket = config.fileBucket;
  // Refused before any decoding: a photo is a raster picture (see isPhotoType).
  const type = input.type;
  if (!isPhotoType(type)) throw notSupported();
  const variants = await encodeUpload(() => encodeListingPhoto(input.bytes, type));
  const largest = variants[variants.length - 1];
  if (!largest) throw new Error('encodeListingPhoto answered no variant');

  const name = randomToken(16);
  const key = `${name}.webp`;
  const stored = variants.map((variant) => ({
    ...variant,
    key: variant === largest ? key : `${name}-${variant.width}.webp`,
  }));
  // The bytes first, then the rows: a row never names bytes that are not there.
  for (const variant of stored) await storage.put(`${bucket}/${variant.key}`, variant.bytes);
  await db.transaction((tx) =>
    insertPhotoRows(tx, { key, bucket, ownerId: input.ownerId, originalName: input.originalName, variants: stored }, clock.now()),
  );
  return { key, mime: 'image/webp', size: largest.bytes.byteLength };
}
