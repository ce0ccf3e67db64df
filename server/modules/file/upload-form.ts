/**
 * Reading an upload from its request, the same for every route that takes a picture
 * (POST /v1/file/upload, PUT /v1/user/photo): the size refused before the body is read, then
 * the multipart form and its `file` field.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileTooLargeMessage } from '../../../contract';
import { ApiError, badRequest, invalidField } from '../../http/api-error';

/** Room for the multipart envelope (and the form's other fields) around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new ApiError(413, fileTooLargeMessage, { file: fileTooLargeMessage });

/** Refuses by Content-Length before reading, or stops reading once the count passes. */
export function uploadBodyLimit(maxUploadBytes: number) {
  return bodyLimit({
    maxSize: maxUploadBytes + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
}

/**
 * The multipart form and the bytes of its `file` field: 400 when the body is not such a form or
 * the file is missing or empty, 413 when it is over `maxUploadBytes`. `what` names the file in
 * the message ('image', 'photo').
 */
export async function readUploadForm(
  c: Context,
  maxUploadBytes: number,
  what: string,
): Promise<{ form: FormData; fileName: string; bytes: Uint8Array }> {
  const form = await c.req.formData().catch(() => {
    throw badRequest(`Send the ${what} as multipart/form-data in a field named file`, { file: 'File is a required field' });
  });
  const file = form.get('file');
  if (!(file instanceof File)) throw invalidField('file', 'File is a required field');
  if (file.size > maxUploadBytes) throw tooLarge();
  if (file.size === 0) throw invalidField('file', 'The file is empty');
  return { form, fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
