import { fileTypeFromBuffer } from 'file-type';

/** A raster picture: what a photo (listing photo, event banner, avatar, chat photo) may be. */
export interface PhotoType {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  /** The name sharp gives the format (`metadata().format`), to check it reads what was detected. */
  sharpFormat: 'png' | 'jpeg' | 'gif' | 'webp';
}

export type ImageType = PhotoType | { mime: 'image/svg+xml'; ext: 'svg' };

const photoTypes: Record<string, PhotoType> = {
  'image/png': { mime: 'image/png', ext: 'png', sharpFormat: 'png' },
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg', sharpFormat: 'jpeg' },
  'image/gif': { mime: 'image/gif', ext: 'gif', sharpFormat: 'gif' },
  'image/webp': { mime: 'image/webp', ext: 'webp', sharpFormat: 'webp' },
};

/**
 * Whether the server may decode a picture of this type. An SVG is never decoded: a few
 * kilobytes of nested `<use>` elements keep the rasteriser busy for seconds, so a photo is
 * a raster picture, and a private SVG (a brand logo) is only stored and served back as it came.
 */
export function isPhotoType(type: ImageType | undefined): type is PhotoType {
  return type !== undefined && type.mime !== 'image/svg+xml';
}

const SVG_PROLOGUE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*>)*/i;

/** An SVG is XML text whose root element is <svg>; entity declarations are refused. */
function isSvg(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  const text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  if (/<!ENTITY/i.test(text)) return false;
  const rest = text.slice(SVG_PROLOGUE.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>/]/i.test(rest);
}

/** What the bytes are (never the name or the declared type); undefined if not an accepted image. */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  // file-type reports SVG as generic XML (when it has a prologue) or as nothing.
  if (detected && detected.mime !== 'application/xml') return photoTypes[detected.mime];
  return isSvg(bytes) ? { mime: 'image/svg+xml', ext: 'svg' } : undefined;
}
