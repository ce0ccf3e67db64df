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
