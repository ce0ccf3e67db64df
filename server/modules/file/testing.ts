import sharp from 'sharp';
import type { FileVisibility, UploadResult } from '../../../contract';
import type { TestApp } from '../../test/test-app';

/** POST /v1/file/upload with a `visibility` form field (a string as given, so tests can send bad ones). */
export async function uploadWithVisibility(
  t: TestApp,
  token: string,
  bytes: Uint8Array,
  visibility: FileVisibility | (string & {}),
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  form.append('visibility', visibility);
  const response = await t.app.request('/v1/file/upload', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: UploadResult } & { message?: string; errors?: unknown },
  };
}

/** A real picture of the given size (a JPEG unless told), for listing-photo tests. */
export async function pictureBytes(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  colour = { r: 200, g: 120, b: 40 },
): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg()).toBuffer());
}

/** Uploads a listing photo (visibility public) and answers its key; fails the test if refused. */
export async function uploadListingPhoto(t: TestApp, token: string, bytes?: Uint8Array): Promise<string> {
  const res = await uploadWithVisibility(t, token, bytes ?? (await pictureBytes(800, 600)), 'public');
  if (res.status !== 201) throw new Error(`listing photo upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.result.key;
}

/**
 * Under 2 KB of SVG whose `<use>` elements nest ten wide and nine deep: librsvg expands it
 * towards a hundred million elements and gives up only at its limit, about ten seconds of a
 * core for any server that rasterises it.
 */
export function nestedUseSvg(): Uint8Array {
  const levels = 9;
  const fan = 10;
  let defs = '<path id="a0" d="M0 0h1v1H0z"/>';
  for (let level = 1; level < levels; level += 1) {
    const uses = Array.from({ length: fan }, () => `<use href="#a${level - 1}"/>`).join('');
    defs += `<g id="a${level}">${uses}</g>`;
  }
  const svg = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><defs>${defs}</defs><use href="#a${levels - 1}"/></svg>`;
  return new TextEncoder().encode(svg);
}
