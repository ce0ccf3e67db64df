import type { CurrentUser } from '../../../contract';
import type { TestApp } from '../../test/test-app';

export interface PhotoAnswer {
  data?: CurrentUser;
  message?: string;
  errors?: Record<string, string>;
}

/**
 * PUT /v1/user/photo as a browser sends it: the picture in `file`, the crop as text fields
 * (given as strings where a test sends bad ones; left out when undefined).
 */
export async function putPhoto(
  t: TestApp,
  token: string | undefined,
  bytes: Uint8Array,
  crop: Partial<Record<'x' | 'y' | 'size', number | string>>,
  type = 'image/png',
): Promise<{ status: number; body: PhotoAnswer }> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'me.png', { type }));
  for (const [name, value] of Object.entries(crop)) if (value !== undefined) form.append(name, String(value));
  const response = await t.app.request('/v1/user/photo', {
    method: 'PUT',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as PhotoAnswer };
}

/** The storage path of a photo URL (`/v1/file/<bucket>/<key>` -> `<bucket>/<key>`). */
export const storagePathOf = (url: string) => url.replace(/^\/v1\/file\//, '');
