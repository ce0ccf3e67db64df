import { IMAGE_WIDTHS } from '../../../contract';
import type { PhotoType } from './image-type';
import { decoding, readPhoto, uprightSize, webpVariants } from './photo-reader';
import type { EncodedVariant } from './photo-reader';

/** WebP quality of listing photos: small files that still look sharp on a phone. */
const WEBP_QUALITY = 78;

/**
 * The widths a picture of `width` pixels is encoded at: every standard width it can fill,
 * never enlarged; a picture narrower than the smallest gets one variant at its own width.
 */
export function variantWidths(width: number): number[] {
  const fits = IMAGE_WIDTHS.filter((w) => w <= width);
  return fits.length > 0 ? fits : [width];
}

/**
 * Re-encodes an uploaded picture as listing photos: turned upright by its EXIF orientation,
 * every piece of metadata (camera, GPS position, colour profile comments) dropped, WebP at each
 * of `variantWidths`, smallest first. Only raster pictures are decoded (never an SVG, see
 * `isPhotoType`); an animated GIF or WebP keeps its first frame.
 */
export async function encodeListingPhoto(bytes: Uint8Array, type: PhotoType): Promise<EncodedVariant[]> {
  // The header alone says the format and the size, upright; both are checked before decoding.
  const upright = await uprightSize(bytes, type);
  const widths = variantWidths(upright.width);
  return decoding(async () => {
    // Decoded once, upright, at the largest width; the smaller variants are resized from those pixels.
    const largest = await readPhoto(bytes)
      .rotate()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return webpVariants(largest, widths, WEBP_QUALITY);
  });
}
