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
