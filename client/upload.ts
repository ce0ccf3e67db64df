import type * as v from 'valibot';
import { uploadResultSchema, type FileVisibility } from '../contract';
import { sendAuthorized } from './authorized';
import { apiErrorFromResponse, toApiError } from './errors';
import { readData } from './http';
import { apiUrl } from './path';

export interface UploadOptions {
  signal?: AbortSignal;
  /** Upload progress in percent (0-100); restarts from 0 if the upload is retried after a refresh. */
  onProgress?: (percent: number) => void;
  /** Who may read the file (multipart field `visibility`): listing photos are public; the server's default is private. */
  visibility?: FileVisibility;
}

export interface UploadedFile {
  key: string;
  /** The file's original name, as the server cleaned it. */
  name: string;
  /** Where the image is served (/v1/file/{bucket}/{key}). */
  url: string;
}

/**
 * POST file/upload as multipart (field `file`), with the same bearer and refresh-and-retry
 * as every other call. Sent with XMLHttpRequest, the one browser API that reports upload progress.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const url = apiUrl('file/upload');
  try {
    const response = await sendAuthorized(url, (accessToken) => postFile(url, file, accessToken, options));
    if (!response.ok) throw await apiErrorFromResponse(response);
    const { result } = readData(await response.json(), uploadResultSchema);
    return { key: result.key, name: result.info.original_name, url: result.url };
  } catch (error) {
    throw await toApiError(error);
  }
}

function postFile(url: string, file: File, accessToken: string | undefined, { signal, onProgress, visibility }: UploadOptions) {
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => resolve(new Response(xhr.responseText || null, { status: xhr.status }));
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    const abort = () => {
      xhr.abort();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    const form = new FormData();
    form.append('file', file);
    if (visibility) form.append('visibility', visibility);
    xhr.send(form);
  });
}

/**
 * Sends `form` as multipart/form-data (PUT or POST) to an API path, with the bearer and
 * refresh-and-retry of every call, and resolves to the answer's `data` parsed with `schema`;
 * rejects with ApiError. For uploads that carry fields beside the file (a photo and its crop).
 */
export async function sendForm<S extends v.GenericSchema>(
  method: 'put' | 'post',
  path: string,
  form: FormData,
  schema: S,
  options: { signal?: AbortSignal } = {},
): Promise<v.InferOutput<S>> {
  const url = apiUrl(path);
  try {
    const response = await sendAuthorized(url, (accessToken) =>
      fetch(url, {
        method: method.toUpperCase(),
        body: form,
        signal: options.signal,
        headers: { accept: 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      }),
    );
    if (!response.ok) throw await apiErrorFromResponse(response);
    return readData(await response.json(), schema);
  } catch (error) {
    throw await toApiError(error);
  }
}
