import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describeError, silentLogger } from '../logger';
import type { Logger } from '../logger';
import { assertStorageKey, StorageUnavailableError } from './storage';
import type { FileStorage } from './storage';

export interface S3StorageOptions {
  /** An S3-compatible server (MinIO, Cloudflare R2, a local one); unset means AWS S3 in `region`. */
  endpoint?: string;
  bucket: string;
  /** `auto` for R2; any region for MinIO. */
  region: string;
  /** Both or neither; neither means the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name: what MinIO and local servers need. */
  forcePathStyle: boolean;
  logger?: Logger;
  /** How long to wait for a connection, a silent socket and a whole request (tests shorten them). */
  timeouts?: { connectMs: number; idleMs: number; requestMs: number };
}

/** A store that does not accept a connection within this is treated as away (503). */
const CONNECT_TIMEOUT_MS = 3_000;
/** A socket silent for this long is given up on: a hung store must not hang requests. */
const SOCKET_IDLE_TIMEOUT_MS = 10_000;
/** The most one request to the store may take, however slowly the bytes trickle. */
const REQUEST_TIMEOUT_MS = 15_000;
/**
 * One retry (the SDK's backoff) for a dropped connection or a store's own 5xx; with the
 * timeouts above, a store that hangs costs a request at most about 30 s before its 503.
 */
const MAX_ATTEMPTS = 2;

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as SdkError;
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

/**
 * Objects in one bucket of an S3-compatible store (AWS S3, Cloudflare R2, MinIO), through the
 * official AWS SDK. Each storage key is the object's key. Any failure of the store itself (not
 * reachable, timed out, its own error, a missing bucket or refused credentials) is logged and
 * thrown as StorageUnavailableError (503 with Retry-After).
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly logger: Logger;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.logger = options.logger ?? silentLogger;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      maxAttempts: MAX_ATTEMPTS,
      requestHandler: {
        connectionTimeout: options.timeouts?.connectMs ?? CONNECT_TIMEOUT_MS,
        socketTimeout: options.timeouts?.idleMs ?? SOCKET_IDLE_TIMEOUT_MS,
        requestTimeout: options.timeouts?.requestMs ?? REQUEST_TIMEOUT_MS,
        // Without it the SDK only logs a warning when requestTimeout passes.
        throwOnRequestTimeout: true,
      },
      // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's
      // newer default trailing checksums. The bytes still travel over TCP (and TLS in production).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }),
      );
    } catch (error) {
      throw this.unavailable('put', key, error);
    }
  }

  async get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return new Uint8Array();
      return new Uint8Array(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw this.unavailable('get', key, error);
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      // S3 answers 204 for a missing key; a store that says 404 instead means the same.
      if (isMissingObject(error)) return;
      throw this.unavailable('delete', key, error);
    }
  }

  /** Closes the SDK's idle connections. */
  close(): void {
    this.client.destroy();
  }

  private unavailable(operation: string, key: string, error: unknown): StorageUnavailableError {
    const { name, $metadata } = (error ?? {}) as SdkError;
    this.logger.error('file storage failed', {
      operation,
      bucket: this.bucket,
      key,
      s3Error: name,
      s3Status: $metadata?.httpStatusCode,
      ...describeError(error),
    });
    return new StorageUnavailableError({ cause: error });
  }
}
