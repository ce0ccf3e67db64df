import { fileTypeNotSupportedMessage } from '../../../contract';
import { randomToken } from '../../crypto/tokens';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import { isPhotoType } from './image-type';
import type { ImageType, PhotoType } from './image-type';
import { MAX_PHOTO_PIXELS, UnreadablePhotoError, encodeListingPhoto } from './listing-photo';
import type { EncodedVariant } from './listing-photo';
import { fileVariants, files } from './schema';

const TOO_MANY_PIXELS = `The image is too large. Please upload an image of at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`;

export interface PublicPhotoInput {
  bytes: Uint8Array;
  type: ImageType;
  ownerId: string;
  originalName: string;
}

const notSupported = () => new ApiError(415, fileTypeNotSupportedMessage, { file: fileTypeNotSupportedMessage });

async function encode(bytes: Uint8Array, type: PhotoType): Promise<EncodedVariant[]> {
  try {
    return await encodeListingPhoto(bytes, type);
  } catch (error) {
    if (!(error instanceof UnreadablePhotoError)) throw error;
    if (error.reason === 'too_large') throw new ApiError(413, TOO_MANY_PIXELS, { file: TOO_MANY_PIXELS });
    throw notSupported();
  }
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
  if (!isPhotoType(input.type)) throw notSupported();
  const variants = await encode(input.bytes, input.type);
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
  await db.transaction(async (tx) => {
    await tx.insert(files).values({
      key,
      bucket,
      ownerId: input.ownerId,
      visibility: 'public',
      contentType: 'image/webp',
      originalName: input.originalName,
      size: largest.bytes.byteLength,
      createdAt: clock.now(),
    });
    await tx.insert(fileVariants).values(
      stored.map((variant) => ({
        key: variant.key,
        fileKey: key,
        width: variant.width,
        height: variant.height,
        size: variant.bytes.byteLength,
      })),
    );
  });
  return { key, mime: 'image/webp', size: largest.bytes.byteLength };
}
