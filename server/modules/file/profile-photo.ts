import { PROFILE_PHOTO_WIDTHS } from '../../../contract';
import type { ProfilePhotoCrop } from '../../../contract';
import { decoding, readPhoto, uprightSize, webpVariants } from './photo-reader';
import type { EncodedVariant } from './photo-reader';

/** WebP quality of profile photos: faces at small sizes, a few kilobytes each. */
const WEBP_QUALITY = 80;

/** The crop reaches outside the picture (as it shows upright): the client's mistake, a 400. */
export class CropOutsidePhotoError extends Error {
  constructor(readonly photo: { width: number; height: number }) {
    super(`The square does not fit in a ${photo.width} × ${photo.height} picture`);
    this.name = 'CropOutsidePhotoError';
  }
}

/**
 * Makes a profile photo of an uploaded picture: turned upright by its EXIF orientation, the
 * square `crop` (in the upright picture's pixels) cut out, and encoded as square WebP at each
 * of PROFILE_PHOTO_WIDTHS (smallest first; a smaller square is enlarged, so every photo has
 * every size). Every piece of metadata (camera, GPS position, comments) is dropped.
 */
export async function encodeProfilePhoto(bytes: Uint8Array, crop: ProfilePhotoCrop): Promise<EncodedVariant[]> {
  const upright = await uprightSize(bytes);
  if (crop.x + crop.size > upright.width || crop.y + crop.size > upright.height) throw new CropOutsidePhotoError(upright);

  const largest = Math.max(...PROFILE_PHOTO_WIDTHS);
  return decoding(async () => {
    // Decoded once: upright, cut, at the largest size; the smaller sizes are resized from those pixels.
    const square = await readPhoto(bytes)
      .rotate()
      .extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
      .resize({ width: largest, height: largest })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return webpVariants(
      square,
      [...PROFILE_PHOTO_WIDTHS].sort((a, b) => a - b),
      WEBP_QUALITY,
    );
  });
}
