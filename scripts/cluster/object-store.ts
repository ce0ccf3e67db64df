/**
 * The local S3-compatible store (scripts/lib/local-s3.ts) that every replica of the cluster
 * keeps its files in, as replicas on real machines share one bucket.
 */
import { startLocalS3 } from '../lib/local-s3';
import type { LocalS3 } from '../lib/local-s3';

export type ObjectStore = LocalS3;

export function startObjectStore(dataDir: string): Promise<ObjectStore> {
  return startLocalS3({ dataDir });
}
