import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomToken } from '../crypto/tokens';
import type { S3StorageOptions } from './s3-storage';

/**
 * The local S3-compatible server CI starts (scripts/ci/start-s3.ts exports TEST_S3_*), or
 * undefined when none is running: the S3 tests are skipped then.
 */
export function testS3Options(): S3StorageOptions | undefined {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  const bucket = process.env.TEST_S3_BUCKET;
  if (!endpoint || !bucket) return undefined;
  return {
    endpoint,
    bucket,
    region: process.env.TEST_S3_REGION ?? 'us-east-1',
    credentials: {
      accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? '',
    },
    forcePathStyle: true,
  };
}

/** A storage key no other test (or parallel run) uses. */
export const uniqueStorageKey = (ext = 'bin') => `kampus/${randomToken(16)}.${ext}`;

/** An http:// address on 127.0.0.1 where nothing listens: a store that is away. */
export async function unreachableEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
