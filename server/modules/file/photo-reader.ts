/**
 * The one way the server reads an uploaded picture (a listing photo, an event banner, a profile
 * photo, a chat photo): sharp with the same pixel limit and strictness everywhere, the header
 * checked before any pixel is decoded, one decode turned into WebP sizes, and the picture's
 * faults answered as the client's 413 / 415.
 */
import sharp from 'sharp';
import type { OutputInfo, Sharp } from 'sharp';
import { fileTypeNotSupportedMessage } from '../../../contract';
import { ApiError } from '../../http/api-error';
import type { PhotoType } from './image-type';

/** Bigger pictures than this (about 8000 × 6000) are refused before they are decoded in full. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The formats sharp may decode for a photo: never a vector or document format, whatever the bytes claim. */
const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'gif', 'webp']);
/** libwebp's effort (0–6): 2 costs half of the default 4 for a file a few percent larger. */
const WEBP_EFFORT = 2;

const TOO_MANY_PIXELS = `The image is too large. Please upload an image of at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`;

export interface EncodedVariant {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Why a picture could not be made into a photo: the client's fault, answered as 4xx (`photoRefusal`). */
export class UnreadablePhotoError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_large') {
    super(reason === 'too_large' ? 'The picture has too many pixels' : 'The picture could not be read');
    this.name = 'UnreadablePhotoError';
  }
}

/** The 4xx an unreadable picture is answered with: 413 for too many pixels, else 415. */
export function photoRefusal(error: UnreadablePhotoError): ApiError {
  return error.reason === 'too_large'
    ? new ApiError(413, TOO_MANY_PIXELS, { file: TOO_MANY_PIXELS })
    : new ApiError(415, fileTypeNotSupportedMessage, { file: fileTypeNotSupportedMessage });
}

/** sharp on an uploaded picture: at most MAX_PHOTO_PIXELS, and a damaged file fails instead of decoding half. */
export function readPhoto(bytes: Uint8Array): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
}

/** Runs sharp's work on an uploaded picture; whatever sharp throws becomes an UnreadablePhotoError. */
export async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new UnreadablePhotoError('too_large');
    throw new UnreadablePhotoError('unreadable');
  }
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
 * The picture's size as it shows upright (by its EXIF orientation), from the header alone: a
 * raster photo (of `expected`'s format when given) of at most MAX_PHOTO_PIXELS, or an
 * UnreadablePhotoError.
 */
export async function uprightSize(bytes: Uint8Array, expected?: PhotoType): Promise<{ width: number; height: number }> {
  const { format, autoOrient } = await decoding(() => readPhoto(bytes).metadata());
  assertPhotoFormat(format, expected);
  if (autoOrient.width * autoOrient.height > MAX_PHOTO_PIXELS) throw new UnreadablePhotoError('too_large');
  return autoOrient;
}

/**
 * Decoded pixels as WebP at each of `widths` (smallest first): the pixels' own width as they
 * are, the smaller ones resized from them, so a picture is decoded once for all its sizes. No
 * metadata is written.
 */
export async function webpVariants(
  pixels: { data: Buffer; info: OutputInfo },
  widths: readonly number[],
  quality: number,
): Promise<EncodedVariant[]> {
  const input = () => sharp(pixels.data, { raw: pixels.info });
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    const resized = width === pixels.info.width ? input() : input().resize({ width });
    const { data, info } = await resized.webp({ quality, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, bytes: new Uint8Array(data) });
  }
  return variants;
}
