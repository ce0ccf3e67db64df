import { PROFILE_PHOTO_WIDTHS } from '../../../contract';
import type { ProfilePhoto } from '../../../contract';

/** The width whose file is a profile photo's `url`: a card's or a review's avatar. */
const DEFAULT_WIDTH = 128;
const LARGEST_WIDTH = Math.max(...PROFILE_PHOTO_WIDTHS);

/**
 * Where each size of a profile photo is stored, from its largest file's path
 * (`<bucket>/<name>.webp`): the largest under that path, the others under `<name>-<width>.webp`.
 */
export function profilePhotoPaths(photoPath: string): { width: number; path: string }[] {
  const stem = photoPath.replace(/\.webp$/, '');
  return PROFILE_PHOTO_WIDTHS.map((width) => ({ width, path: width === LARGEST_WIDTH ? photoPath : `${stem}-${width}.webp` }));
}

/** A profile photo as the contract shows it, or null for initials. */
export function profilePhotoOf(photoPath: string | null | undefined): ProfilePhoto | null {
  if (!photoPath) return null;
  const variants = profilePhotoPaths(photoPath).map(({ width, path }) => ({ width, url: `/v1/file/${path}` }));
  const shown = variants.find((variant) => variant.width === DEFAULT_WIDTH) ?? variants[0];
  return shown ? { url: shown.url, variants } : null;
}
