import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../contract';
import type { PhotoType } from './image-type';

/** WebP quality of listing photos: small files that still look sharp on a phone. */
const WEBP_QUALITY = 78;
/** libwebp's effort (0–6): 2 costs half of the default 4 for a file a few percent larger. */
const WEBP_EFFORT = 2;
/** Bigger pictures than this (about 8000 × 6000) are refused before they are decoded in full. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The formats sharp may decode for a photo: never a vector or document format, whatever the bytes claim. */
const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'gif', 'webp']);

export interface EncodedVariant {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Why a picture could not be made into a listing photo: the client's fault, answered as 4xx. */
export class UnreadablePhotoError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_large') {
    super(reason === 'too_large' ? 'The picture has too many pixels' : 'The picture could not be read');
    this.name = 'UnreadablePhotoError';
  }
}

/**
 * The widths a picture of `width` pixels is encoded at: every standard width it can fill,
 * never enlarged; a picture narrower than the smallest gets one variant at its own width.
 */
export function variantWidths(width: number): number[] {
  const fits = IMAGE_WIDTHS.filter((w) => w <= width);
  return fits.length > 0 ? fits : [width];
}

/**
 * Refuses (as unreadable) bytes that sharp would decode as something other than a raster
 * photo, or as another format than the one detected: the header is read, no pixel yet.
 */
export function assertPhotoFormat(format: string | undefined, expected?: PhotoType): void {
  if (!format || !PHOTO_FORMATS.has(format)) throw new UnreadablePhotoError('unreadable');
  if (expected && format !== expected.sharpFormat) throw new UnreadablePhotoError('unreadable');
}

/**
 * Re-encodes an uploaded picture as listing photos: turned upright by its EXIF orientation,
 * every piece of metadata (camera, GPS position, colour profile comments) dropped, WebP at each
 * of `variantWidths`, smallest first. Only raster pictures are decoded (never an SVG, see
 * `isPhotoType`); an animated GIF or WebP keeps its first frame.
 */
export async function encodeListingPhoto(bytes: Uint8Array, type: PhotoType): Promise<EncodedVariant[]> {
  try {
    const input = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
    // The header alone says the format and the size, upright; both are checked before decoding.
    const { format, autoOrient } = await input().metadata();
    assertPhotoFormat(format, type);
    if (autoOrient.width * autoOrient.height > MAX_PHOTO_PIXELS) throw new UnreadablePhotoError('too_large');
    // Decoded once, upright, at the largest width; the smaller variants are resized from those pixels.
    const widths = variantWidths(autoOrient.width);
    const largest = await input()
      .rotate()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(largest.data, { raw: largest.info });
    const variants: EncodedVariant[] = [];
    for (const width of widths) {
      const resized = width === largest.info.width ? pixels() : pixels().resize({ width });
      const { data, info } = await resized
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: new Uint8Array(data) });
    }
    return variants;
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new UnreadablePhotoError('too_large');
    throw new UnreadablePhotoError('unreadable');
  }
}
