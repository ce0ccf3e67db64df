import sharp from 'sharp';

/** A real 1x1 PNG (the server decides the type by the file's bytes). */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An image file as the browser's file picker hands it over. */
export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: onePixelPng };
}

/**
 * A product photo as a phone would hand it over: a 960×720 JPEG of a shape on a shaded backdrop,
 * in the given colours, so each photo of a listing is a different picture.
 */
export async function photoFile(name: string, backdrop: string, subject: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${backdrop}"/>
  </linearGradient></defs>
  <rect width="960" height="720" fill="url(#shade)"/>
  <ellipse cx="480" cy="610" rx="230" ry="30" fill="#000000" fill-opacity="0.15"/>
  <rect x="330" y="170" width="300" height="420" rx="40" fill="${subject}"/>
</svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
