/** A real 1x1 PNG (the server decides the type by the file's bytes). */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An image file as the browser's file picker hands it over. */
export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: onePixelPng };
}
