/** Where uploaded bytes live. Keys are `bucket/name`; an S3-compatible store can implement this. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or undefined when there is no such object. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
}
