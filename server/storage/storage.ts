import { ApiError } from '../http/api-error';

/** Where uploaded bytes live. Keys are `bucket/name` (see assertStorageKey). */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or undefined when there is no such object. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** One folder and a file name with an extension: nothing that could climb out of the folder. */
const SAFE_KEY = /^[a-z0-9-]+\/[\w-]+\.[a-z0-9]+$/i;

/** Refuses a key that is not `bucket/name.ext`, whichever store is behind it. */
export function assertStorageKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** Seconds a client is asked to wait before trying again while the store is away. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The store could not be reached, or failed on its side: a 503 with Retry-After, never a 500,
 * since nothing is wrong with the request and the same request may well work in a moment.
 */
export class StorageUnavailableError extends ApiError {
  override name = 'StorageUnavailableError';

  constructor(options?: { cause?: unknown }) {
    super(503, 'Files cannot be stored or read at the moment. Please try again in a few seconds.', undefined, {
      'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
    });
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
