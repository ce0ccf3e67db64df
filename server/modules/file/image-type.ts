import { fileTypeFromBuffer } from 'file-type';

export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';
  ext: 'png' | 'jpg' | 'gif' | 'webp' | 'svg';
}

const rasterTypes: Record<string, ImageType> = {
  'image/png': { mime: 'image/png', ext: 'png' },
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/gif': { mime: 'image/gif', ext: 'gif' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
};

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
  if (detected && detected.mime !== 'application/xml') return rasterTypes[detected.mime];
  return isSvg(bytes) ? { mime: 'image/svg+xml', ext: 'svg' } : undefined;
}
