import sharp from 'sharp';
import { PROFILE_PHOTO_WIDTHS } from '../../../contract';
import type { ProfilePhotoCrop } from '../../../contract';
import { assertPhotoFormat, MAX_PHOTO_PIXELS, UnreadablePhotoError } from './listing-photo';
import type { EncodedVariant } from './listing-photo';

/** WebP quality of profile photos: faces at small sizes, a few kilobytes each. */
const WEBP_QUALITY = 80;
/** libwebp's effort (0–6), as listing photos. */
const WEBP_EFFORT = 2;

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
  const input = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
  let upright: { width: number; height: number };
  try {
    const metadata = await input().metadata();
    assertPhotoFormat(metadata.format);
    upright = metadata.autoOrient;
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new UnreadablePhotoError('too_large');
    throw new UnreadablePhotoError('unreadable');
  }
  if (upright.width * upright.height > MAX_PHOTO_PIXELS) throw new UnreadablePhotoError('too_large');
  if (crop.x + crop.size > upright.width || crop.y + crop.size > upright.height) throw new CropOutsidePhotoError(upright);

  try {
    const largest = Math.max(...PROFILE_PHOTO_WIDTHS);
    // Decoded once: upright, cut, at the largest size; the smaller sizes are resized from those pixels.
    const square = await input()
      .rotate()
      .extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
      .resize({ width: largest, height: largest })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(square.data, { raw: square.info });
    const variants: EncodedVariant[] = [];
    for (const width of [...PROFILE_PHOTO_WIDTHS].sort((a, b) => a - b)) {
      const resized = width === largest ? pixels() : pixels().resize({ width, height: width });
      const { data, info } = await resized
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: new Uint8Array(data) });
    }
    return variants;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new UnreadablePhotoError('too_large');
    throw new UnreadablePhotoError('unreadable');
  }
}
